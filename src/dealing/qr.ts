/**
 * A small QR code encoder (ISO/IEC 18004), enough for reveal links: byte mode, error correction level M,
 * versions 1–6 (up to 106 bytes). Returns the module matrix (true = dark) or null when the text is too long.
 * Follows the reference algorithm of Project Nayuki's QR Code generator (MIT), reduced to what we need.
 */

// [version]: [ec codewords per block, [blocks, data codewords per block]] for level M
const M_BLOCKS: Record<number, { ec: number; blocks: number; data: number }> = {
  1: { ec: 10, blocks: 1, data: 16 },
  2: { ec: 16, blocks: 1, data: 28 },
  3: { ec: 26, blocks: 1, data: 44 },
  4: { ec: 18, blocks: 2, data: 32 },
  5: { ec: 24, blocks: 2, data: 43 },
  6: { ec: 16, blocks: 4, data: 27 },
};
const ALIGNMENT: Record<number, number[]> = { 1: [], 2: [6, 18], 3: [6, 22], 4: [6, 26], 5: [6, 30], 6: [6, 34] };

export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = Array(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** Reed–Solomon error correction codewords of `data`. */
export function rsRemainder(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = Array(degree).fill(0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < degree; i++) result[i] ^= gfMultiply(divisor[i], factor);
  }
  return result;
}

/** The 15 format bits for level M and a mask. */
export function formatBits(mask: number): number {
  const data = (0 << 3) | mask; // level M = 00
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** Data codewords (before error correction) for `bytes` in the given version. */
export function dataCodewords(bytes: readonly number[], version: number): number[] | null {
  const spec = M_BLOCKS[version];
  const capacity = spec.blocks * spec.data;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  if (bits.length > capacity * 8) return null;
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

function interleave(data: number[], version: number): number[] {
  const { ec, blocks, data: per } = M_BLOCKS[version];
  const dataBlocks = Array.from({ length: blocks }, (_, i) => data.slice(i * per, (i + 1) * per));
  const ecBlocks = dataBlocks.map((b) => rsRemainder(b, ec));
  const out: number[] = [];
  for (let i = 0; i < per; i++) for (const b of dataBlocks) out.push(b[i]);
  for (let i = 0; i < ec; i++) for (const b of ecBlocks) out.push(b[i]);
  return out;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

type Grid = { size: number; dark: boolean[][]; fn: boolean[][] };

function functionPatterns(version: number): Grid {
  const size = version * 4 + 17;
  const g: Grid = { size, dark: Array.from({ length: size }, () => Array(size).fill(false)), fn: Array.from({ length: size }, () => Array(size).fill(false)) };
  const set = (x: number, y: number, d: boolean) => {
    g.dark[y][x] = d;
    g.fn[y][x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        set(x, y, dist !== 2 && dist !== 4);
      }
  }
  const pos = ALIGNMENT[version];
  for (const cy of pos)
    for (const cx of pos) {
      if ((cx === 6 && cy === 6) || (cx === 6 && cy === pos[pos.length - 1]) || (cx === pos[pos.length - 1] && cy === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  drawFormat(g, 0); // reserve the format areas; drawn again with the chosen mask
  return g;
}

function drawFormat(g: Grid, mask: number) {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const set = (x: number, y: number, d: boolean) => {
    g.dark[y][x] = d;
    g.fn[y][x] = true;
  };
  const n = g.size;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, n - 15 + i, bit(i));
  set(8, n - 8, true); // the dark module
}

function placeData(g: Grid, codewords: number[]) {
  const n = g.size;
  let i = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < n; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? n - 1 - vert : vert;
        if (!g.fn[y][x] && i < codewords.length * 8) {
          g.dark[y][x] = ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
  }
}

function applyMask(g: Grid, mask: number) {
  for (let y = 0; y < g.size; y++) for (let x = 0; x < g.size; x++) if (!g.fn[y][x] && MASKS[mask](x, y)) g.dark[y][x] = !g.dark[y][x];
}

/** Penalty rules 1, 2 and 4 of the standard: enough to prefer a readable mask (any mask decodes). */
function penalty(g: Grid): number {
  let score = 0;
  const n = g.size;
  for (let a = 0; a < n; a++) {
    let runRow = 1;
    let runCol = 1;
    for (let b = 1; b < n; b++) {
      if (g.dark[a][b] === g.dark[a][b - 1]) runRow++;
      else runRow = 1;
      if (runRow === 5) score += 3;
      else if (runRow > 5) score++;
      if (g.dark[b][a] === g.dark[b - 1][a]) runCol++;
      else runCol = 1;
      if (runCol === 5) score += 3;
      else if (runCol > 5) score++;
    }
  }
  for (let y = 0; y < n - 1; y++)
    for (let x = 0; x < n - 1; x++) {
      const c = g.dark[y][x];
      if (c === g.dark[y][x + 1] && c === g.dark[y + 1][x] && c === g.dark[y + 1][x + 1]) score += 3;
    }
  const darkCount = g.dark.flat().filter(Boolean).length;
  score += Math.floor(Math.abs(darkCount * 20 - n * n * 10) / (n * n)) * 10;
  return score;
}

export function encodeQr(text: string, forceMask?: number): boolean[][] | null {
  const bytes = [...new TextEncoder().encode(text)];
  for (let version = 1; version <= 6; version++) {
    const data = dataCodewords(bytes, version);
    if (!data) continue;
    const codewords = interleave(data, version);
    let best: { grid: Grid; score: number } | null = null;
    for (const mask of forceMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [forceMask]) {
      const grid = functionPatterns(version);
      placeData(grid, codewords);
      applyMask(grid, mask);
      drawFormat(grid, mask);
      const score = penalty(grid);
      if (!best || score < best.score) best = { grid, score };
    }
    return best!.grid.dark;
  }
  return null;
}

/** SVG path data ("M x y h1 v1 h-1 z" per dark module) for a matrix, with a 4-module quiet zone. */
export function qrSvgPath(matrix: boolean[][]): { path: string; size: number } {
  const parts: string[] = [];
  matrix.forEach((row, y) => row.forEach((d, x) => d && parts.push(`M${x + 4} ${y + 4}h1v1h-1z`)));
  return { path: parts.join(""), size: matrix.length + 8 };
}
