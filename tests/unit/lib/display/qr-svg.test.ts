import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrSvgPath } from "@/lib/display/qr-svg";

/** Rasterises the path's unit squares into RGBA pixels for an independent decoder (jsQR). */
function toPixels(svg: { path: string; size: number }) {
  const scale = 6;
  const dark = new Set([...svg.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
  const n = svg.size * scale;
  const data = new Uint8ClampedArray(n * n * 4);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const v = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255;
      data.set([v, v, v, 255], (y * n + x) * 4);
    }
  }
  return { data, width: n, height: n };
}

const link = "http://192.168.1.20:3000/reveal/ABCDE-FGHIJ-KLMNO-PQRST";

describe("reveal-link QR code", () => {
  it("draws only unit squares inside a quiet zone of 4 modules", () => {
    const svg = qrSvgPath(link);
    const coords = [...svg.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(coords.length).toBeGreaterThan(100);
    expect(svg.path.replace(/M\d+ \d+h1v1h-1z/g, "")).toBe("");
    for (const [x, y] of coords) {
      expect(x).toBeGreaterThanOrEqual(4);
      expect(y).toBeLessThan(svg.size - 4);
    }
    // a QR code of version v has 17 + 4v modules per side
    expect((svg.size - 8 - 17) % 4).toBe(0);
  });

  // two links that differ in one token: the decoder must read each code's own content back
  it.each([link, link.replace("ABCDE", "ZZZZZ")])("decodes back to %s with an independent decoder", (text) => {
    const { data, width, height } = toPixels(qrSvgPath(text));
    expect(jsQR(data, width, height)?.data).toBe(text);
  });
});
