/**
 * Exact arithmetic for tournament points. Every rule parameter is a decimal number, so every
 * seat's points are a rational number; the library multiplies them by one common scale per rule
 * set (see formulas.ts) and sums integers. Floats appear only when a result is handed out.
 */
export type Ratio = { num: number; den: number };

const MAX_DECIMAL_PLACES = 9;

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** The fraction a decimal parameter stands for (0.01 -> 1/100), or null if it has too many decimals. */
export function toRatio(x: number): Ratio | null {
  for (let places = 0, pow = 1; places <= MAX_DECIMAL_PLACES; places++, pow *= 10) {
    if (Number(x.toFixed(places)) !== x) continue;
    const num = Math.round(x * pow);
    const g = gcd(num, pow) || 1;
    return { num: num / g, den: pow / g };
  }
  return null;
}

/** ratio × scale as an integer; `scale` must be a multiple of ratio.den. */
export function scaled(r: Ratio, scale: number): number {
  return r.num * (scale / r.den);
}

/**
 * Round points to 2 decimals for storage and display (half away from zero). The tiny relative
 * nudge undoes binary representation error, so an exact x.xx5 rounds up as on paper.
 */
export function roundPoints(value: number): number {
  const y = Math.abs(value) * 100;
  const rounded = Math.round(y * (1 + 1e-12)) / 100;
  return (value < 0 ? -rounded : rounded) || 0; // no -0
}
