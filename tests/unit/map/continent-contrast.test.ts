import { describe, expect, test } from "vitest";
import { CONTINENT_COLORS, CONTINENT_TEXT_COLORS, continentTextColor } from "@/components/map/positions";

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("continent headings", () => {
  test("every continent has a text colour", () => {
    expect(Object.keys(CONTINENT_TEXT_COLORS).sort()).toEqual(Object.keys(CONTINENT_COLORS).sort());
  });
  test.each(Object.keys(CONTINENT_COLORS))("%s meets 4.5:1 on white and on stone-50", (id) => {
    expect(contrast(continentTextColor(id), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(continentTextColor(id), "#fafaf9")).toBeGreaterThanOrEqual(4.5);
  });
  test("the check can fail: the map's yellow fill would not pass", () => {
    expect(contrast(CONTINENT_COLORS["america-del-nord"], "#ffffff")).toBeLessThan(4.5);
  });
});
