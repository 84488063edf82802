import { spawnSync, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { qrSvgPath } from "@/lib/qr-svg";

const hasZbar = spawnSync("zbarimg", ["--version"]).status === 0;

/** Rasterises the path's unit squares into a PGM image for an independent decoder. */
function toPgm(svg: { path: string; size: number }, file: string) {
  const scale = 6;
  const dark = new Set([...svg.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
  const n = svg.size * scale;
  const rows: string[] = [];
  for (let y = 0; y < n; y++) {
    const row: number[] = [];
    for (let x = 0; x < n; x++) row.push(dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 1);
    rows.push(row.join(" "));
  }
  fs.writeFileSync(file, `P2\n${n} ${n}\n1\n${rows.join("\n")}\n`);
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

  it.skipIf(!hasZbar)("decodes back to the link with zbarimg", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qr-")), "code.pgm");
    toPgm(qrSvgPath(link), file);
    expect(execFileSync("zbarimg", ["--quiet", "--raw", file], { encoding: "utf8" }).trim()).toBe(link);
  });
});
