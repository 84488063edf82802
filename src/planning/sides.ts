import type { PlanningNight } from "./types";

/**
 * Sides for 2-player games (Julius Caesar: Cesare = first seat, Pompeo = second): reorders each pair so the
 * player who held the first side less often takes it; on a tie, the one who held the second side at their
 * last game; on a further tie, the order given. Tables of other sizes are returned unchanged.
 */
export function assignSides(tables: string[][], history: PlanningNight[]): string[][] {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (const night of history) {
    for (const table of night.tables) {
      if (table.length !== 2) continue;
      table.forEach((id, p) => {
        if (p === 0) first.set(id, (first.get(id) ?? 0) + 1);
        last.set(id, p);
      });
    }
  }
  return tables.map((t) => {
    if (t.length !== 2) return [...t];
    const [a, b] = t;
    const fa = first.get(a) ?? 0;
    const fb = first.get(b) ?? 0;
    if (fa !== fb) return fa < fb ? [a, b] : [b, a];
    if (last.get(a) === 0 && last.get(b) !== 0) return [b, a];
    return [a, b];
  });
}
