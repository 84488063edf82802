// The server-drawn chart a phone shows before the interactive one (src/components/charts/static-plot.tsx).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticLinePlot } from "@/components/charts/static-plot";

const draw = (
  values: Array<number | null>,
  opts: { reversed?: boolean; curve?: "linear" | "monotone" | "stepAfter"; locale?: string } = {},
) =>
  renderToStaticMarkup(
    createElement(StaticLinePlot, {
      data: values.map((v, i) => ({ game: String(i + 1), v })),
      xKey: "game",
      lines: [{ key: "v", name: "v", color: "#123456" }],
      reversed: opts.reversed ?? false,
      curve: opts.curve ?? "linear",
      locale: opts.locale ?? "it",
    }),
  );

/** The y coordinates of the line's points, in order. */
const ys = (svg: string) =>
  [...(/<path d="([^"]+)"/.exec(svg)?.[1] ?? "").matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));

/** The y-axis tick labels. */
const tickLabels = (svg: string) => [...svg.matchAll(/text-anchor="end"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("StaticLinePlot", () => {
  it.each([
    ["rising points go up the chart", [10, 20, 30], false, "decreasing"],
    ["falling points go down the chart", [30, 20, 10], false, "increasing"],
    ["ranks improving (3 → 1) go up: rank 1 at the top", [3, 2, 1], true, "decreasing"],
    ["ranks worsening (1 → 3) go down", [1, 2, 3], true, "increasing"],
  ] as const)("%s", (_label, values, reversed, direction) => {
    const y = ys(draw([...values], { reversed }));
    expect(y).toHaveLength(3);
    for (let i = 1; i < y.length; i++)
      expect(direction === "decreasing" ? y[i] < y[i - 1] : y[i] > y[i - 1]).toBe(true);
  });

  it("skips missing values and joins the rest (like connectNulls)", () => {
    expect(ys(draw([1, null, 3]))).toHaveLength(2);
  });

  it("draws whole-number ticks for ranks and the line's colour", () => {
    const svg = draw([4, 1, 2, 6], { reversed: true });
    const labels = tickLabels(svg);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.every((l) => /^\d+$/.test(l))).toBe(true);
    expect(svg).toContain('stroke="#123456"');
  });

  it.each([
    ["Italian ticks use a decimal comma", "it", "0,5"],
    ["English ticks use a decimal point", "en", "0.5"],
  ] as const)("%s", (_label, locale, half) => {
    const labels = tickLabels(draw([0, 1, 2], { locale }));
    expect(labels).toContain(half);
    expect(labels.some((l) => (locale === "it" ? /\./ : /,/).test(l))).toBe(false);
  });

  it("steps horizontally then vertically for a step curve", () => {
    expect(draw([1, 2], { curve: "stepAfter" })).toMatch(/<path d="M[\d.]+,[\d.]+H[\d.]+L/);
  });

  it("draws nothing without at least two games", () => {
    expect(draw([5])).toBe("");
    expect(draw([null, null])).toBe("");
  });
});
