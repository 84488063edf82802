import { mulberry32 } from "./mulberry32";

/** Returns an integer in [0, maxExclusive). Injected so deals are crypto-random in production and reproducible in tests. */
export type Rng = (maxExclusive: number) => number;

/**
 * Deterministic PRNG (mulberry32 seeded by an FNV-1a hash of the seed) shared by the pure cores: the objective
 * generator, the fair-tables planner (src/planning), tests and benches — never for deals (src/dealing/rng.ts cryptoRng).
 */
export function seededRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === "number" ? seed : hashString(seed));
  return (maxExclusive) => Math.floor(next() * maxExclusive);
}

export function hashString(s: string): number {
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
