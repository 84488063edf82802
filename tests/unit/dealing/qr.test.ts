import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataCodewords, encodeQr, formatBits, rsRemainder } from "@/dealing/qr";

const hasZbar = spawnSync("zbarimg", ["--version"]).status === 0;

/** The matrix as a greyscale image with a quiet zone, for an independent decoder. */
function toPgm(m: boolean[][], file: string) {
  const scale = 6;
  const q = 4;
  const n = (m.length + 2 * q) * scale;
  const rows: string[] = [];
  for (let y = 0; y < n; y++) {
    const row: number[] = [];
    for (let x = 0; x < n; x++) row.push(m[Math.floor(y / scale) - q]?.[Math.floor(x / scale) - q] ? 0 : 1);
    rows.push(row.join(" "));
  }
  fs.writeFileSync(file, `P2\n${n} ${n}\n1\n${rows.join("\n")}\n`);
}

describe("QR encoder", () => {
  it("computes Reed–Solomon codewords of the textbook example (HELLO WORLD, 1-M)", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it.each([
    [0, "101010000010010"],
    [1, "101000100100101"],
    [2, "101111001111100"],
    [3, "101101101001011"],
    [4, "100010111111001"],
    [5, "100000011001110"],
    [6, "100111110010111"],
    [7, "100101010100000"],
  ])("writes the format bits of level M, mask %i", (mask, bits) => {
    expect(formatBits(mask).toString(2).padStart(15, "0")).toBe(bits);
  });

  it("encodes bytes with mode, count, terminator and 0xEC/0x11 padding", () => {
    expect(dataCodewords([0x41], 1)).toEqual([0x40, 0x14, 0x10, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec]);
  });

  it("picks the smallest version that fits and has finder patterns in three corners", () => {
    const url = "https://league.example/reveal/ABCDEFGHJKMNPQRSTVWX";
    const m = encodeQr(url)!;
    expect(m.length).toBe(33); // 51 bytes → version 4
    for (const [x, y] of [[0, 0], [m.length - 7, 0], [0, m.length - 7]]) {
      expect(m[y][x] && m[y + 6][x + 6] && m[y + 3][x + 3] && !m[y + 1][x + 1]).toBe(true);
    }
    expect(m[m.length - 8][8]).toBe(true); // dark module
    expect(encodeQr("x".repeat(107))).toBeNull();
  });

  // An independent decoder (zbarimg, from Debian's zbar-tools) reads every version and mask back; skipped where absent.
  it.skipIf(!hasZbar)("is read back by zbarimg for every version 1–6 and every mask", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qr-")), "qr.pgm");
    const texts = ["hi", "https://a.it/reveal/Z", "http://127.0.0.1:3201/reveal/ABCDEFGHJKMNPQRSTVWX", "https://italy-war-league.example.org/reveal/0123456789ABCDEFGHJK", "x".repeat(100)];
    for (const text of texts)
      for (const mask of [undefined, 0, 1, 2, 3, 4, 5, 6, 7]) {
        toPgm(encodeQr(text, mask)!, file);
        expect(execFileSync("zbarimg", ["-q", "--raw", file], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim()).toBe(text);
      }
  });
});
