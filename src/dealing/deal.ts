import { type Rng, shuffle } from "./rng";

export type DealSeat = { seatId: string; playerId: string };
/** A past deal of this season: which player held which objective, when. */
export type DealHistory = { playerId: string; objectiveId: string; dealtAt: Date };
export type DealAssignment = { seatId: string; objectiveId: string };

export class DealError extends Error {}

const REPEAT = 1_000_000;

/**
 * Gives every seat a different objective. A player gets an objective they have not held this season (history: finished
 * games only, so a deal never depends on a card in play — decision 0016) whenever the
 * set allows it; otherwise the one they held longest ago. Among equally good deals the choice is random (rng).
 * Exact: a min-cost assignment over objectives × subsets of seats (at most 6 seats → 64 subsets).
 */
export function dealObjectives(
  seats: readonly DealSeat[],
  objectiveIds: readonly string[],
  history: readonly DealHistory[],
  rng: Rng,
): DealAssignment[] {
  if (seats.length === 0) return [];
  if (new Set(objectiveIds).size < seats.length) throw new DealError("tooFewObjectives");
  if (seats.length > 12) throw new DealError("tooManySeats");

  const order = shuffle(seats, rng);
  const objectives = shuffle([...new Set(objectiveIds)], rng);
  const cost = order.map((s) => costsFor(s.playerId, objectives, history));

  const n = order.length;
  const full = (1 << n) - 1;
  // best[mask] = cheapest way to fill the seats in mask with the objectives seen so far
  let best: { cost: number; pick: (number | -1)[] }[] = Array.from({ length: full + 1 }, (_, m) =>
    m === 0 ? { cost: 0, pick: Array(n).fill(-1) } : { cost: Infinity, pick: [] },
  );
  objectives.forEach((_, o) => {
    const next = best.map((b) => ({ ...b }));
    for (let mask = 0; mask <= full; mask++) {
      if (best[mask].cost === Infinity) continue;
      for (let s = 0; s < n; s++) {
        if (mask & (1 << s)) continue;
        const c = best[mask].cost + cost[s][o];
        const to = mask | (1 << s);
        if (c < next[to].cost) {
          const pick = [...best[mask].pick];
          pick[s] = o;
          next[to] = { cost: c, pick };
        }
      }
    }
    best = next;
  });
  return order.map((s, i) => ({ seatId: s.seatId, objectiveId: objectives[best[full].pick[i]] }));
}

/** 0 for never held; otherwise REPEAT + rank, where the objective held longest ago has the lowest rank. */
function costsFor(playerId: string, objectives: string[], history: readonly DealHistory[]): number[] {
  const last = new Map<string, number>();
  for (const h of history) {
    if (h.playerId !== playerId) continue;
    last.set(h.objectiveId, Math.max(last.get(h.objectiveId) ?? -Infinity, h.dealtAt.getTime()));
  }
  const ranked = [...last.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  const rank = new Map(ranked.map((id, i) => [id, i + 1]));
  return objectives.map((id) => (rank.has(id) ? REPEAT + rank.get(id)! : 0));
}
