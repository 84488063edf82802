import { describe, expect, it } from "vitest";
import { thin } from "@/lib/display/thin";

describe("thin", () => {
  it("keeps a short series as it is", () => {
    expect(thin([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });
  it("keeps at most max rows, evenly spaced, first and last included", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => i);
    const out = thin(rows, 120);
    expect(out).toHaveLength(120);
    expect(out[0]).toBe(0);
    expect(out.at(-1)).toBe(1999);
    const gaps = out.slice(1).map((v, i) => v - out[i]);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });
});
