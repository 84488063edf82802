import { PlanningInputError } from "./errors";
import type { TableSizes } from "./types";

/** Upper bound on tonight's players: keeps every proposal well inside its time budget. */
export const MAX_PLAYERS = 200;

/**
 * The table sizes for `count` players, largest first. Chosen lexicographically: fewest tables outside the
 * preferred sizes, then fewest tables, then the smallest gap between the largest and the smallest table.
 * Throws PlanningInputError("sizes", "unsplittable") when no sizes in [min, max] add up to `count`.
 */
export function chooseTableSizes(count: number, sizes: TableSizes): number[] {
  checkSizes(sizes);
  const preferred = new Set(sizes.preferred?.length ? sizes.preferred : range(sizes.min, sizes.max));
  let best: { key: [number, number, number]; parts: number[] } | null = null;
  for (let lo = sizes.min; lo <= sizes.max; lo++) {
    for (let hi = lo; hi <= sizes.max; hi++) {
      const parts = fewestOffPreferred(count, lo, hi, preferred);
      if (!parts) continue;
      const off = parts.filter((p) => !preferred.has(p)).length;
      const key: [number, number, number] = [off, parts.length, Math.max(...parts) - Math.min(...parts)];
      if (!best || less(key, best.key)) best = { key, parts };
    }
  }
  if (!best) {
    throw new PlanningInputError(
      "sizes",
      "unsplittable",
      `${count} players cannot be split into tables of ${sizes.min}–${sizes.max}`,
      {
        count,
        min: sizes.min,
        max: sizes.max,
      },
    );
  }
  return best.parts.sort((a, b) => b - a);
}

export function checkSizes(sizes: TableSizes): void {
  const { min, max, preferred } = sizes ?? ({} as TableSizes);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max > MAX_PLAYERS) {
    throw new PlanningInputError("sizes", "invalidSizes", "min and max must be whole numbers from 1");
  }
  if (min > max) throw new PlanningInputError("sizes", "minAboveMax", `min ${min} is above max ${max}`, { min, max });
  if (preferred !== undefined) {
    if (!Array.isArray(preferred) || preferred.some((p) => !Number.isInteger(p) || p < min || p > max)) {
      throw new PlanningInputError(
        "sizes.preferred",
        "preferredOutOfRange",
        `preferred sizes must lie within ${min}–${max}`,
        { min, max },
      );
    }
  }
}

/** DP over the total: (off-preferred tables, tables) minimal, sizes within [lo, hi]. O(count × (hi − lo)). */
function fewestOffPreferred(count: number, lo: number, hi: number, preferred: Set<number>): number[] | null {
  const cost: ([number, number] | null)[] = Array(count + 1).fill(null);
  const choice: number[] = Array(count + 1).fill(0);
  cost[0] = [0, 0];
  for (let m = 1; m <= count; m++) {
    for (let s = hi; s >= lo; s--) {
      const prev = m >= s ? cost[m - s] : null;
      if (!prev) continue;
      const cand: [number, number] = [prev[0] + (preferred.has(s) ? 0 : 1), prev[1] + 1];
      const cur = cost[m];
      if (!cur || cand[0] < cur[0] || (cand[0] === cur[0] && cand[1] < cur[1])) {
        cost[m] = cand;
        choice[m] = s;
      }
    }
  }
  if (!cost[count]) return null;
  const parts: number[] = [];
  for (let m = count; m > 0; m -= choice[m]) parts.push(choice[m]);
  return parts;
}

function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
