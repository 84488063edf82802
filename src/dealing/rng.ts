import { randomInt } from "node:crypto";
import { mulberry32 } from "../scoring/mulberry32";

/** Returns an integer in [0, maxExclusive). Injected so deals are crypto-random in production and reproducible in tests. */
export type Rng = (maxExclusive: number) => number;

/** Cryptographically secure RNG: the only one used for deals. */
export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive);

/** Deterministic PRNG (mulberry32) for tests and for the reproducible objective generator — never for deals. */
export function seededRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === "number" ? seed : hashString(seed));
  return (maxExclusive) => Math.floor(next() * maxExclusive);
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Fisher–Yates shuffle of a copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
