import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  computeStandings,
  presets,
  seasonAwards,
  sortGames,
  type GameInput,
  type ScoringRules,
  type StandingsTieBreakKey,
} from "../../../src/scoring";
import { seasonArb } from "./arbitraries";

/**
 * The season recap's "biggest climb" as it was computed before issue 20: the standings computed again from the
 * first game after each game of the second half (quadratic). Kept as the oracle of the one-pass version.
 */
function referenceClimb(games: readonly GameInput[], rules: ScoringRules) {
  const ordered = sortGames(games);
  const final = computeStandings(ordered, rules);
  const lowest = new Map<string, number>();
  for (let k = Math.max(1, Math.ceil(ordered.length / 2)); k <= ordered.length; k++) {
    for (const r of computeStandings(ordered.slice(0, k), rules))
      lowest.set(r.playerId, Math.max(lowest.get(r.playerId) ?? 0, r.rank));
  }
  let value = -Infinity;
  let holders: { playerId: string; from: number; to: number }[] = [];
  for (const r of final) {
    const from = lowest.get(r.playerId) ?? r.rank;
    const v = from - r.rank;
    if (v > value) [value, holders] = [v, [{ playerId: r.playerId, from, to: r.rank }]];
    else if (v === value) holders.push({ playerId: r.playerId, from, to: r.rank });
  }
  // holders in standings order (final is), then by id: what seasonAwards returns
  return holders.length && value >= 1 ? { value, holders } : null;
}

const formulaArb = fc.constantFrom("placement", "winnerBonus", "league100", "winsFirst" as const);
const discardsArb = fc.oneof(
  fc.constant({ mode: "none" as const }),
  fc.integer({ min: 0, max: 4 }).map((count) => ({ mode: "dropWorst" as const, count })),
  fc.integer({ min: 1, max: 4 }).map((count) => ({ mode: "bestOf" as const, count })),
);
const chainArb = fc.constantFrom<StandingsTieBreakKey[]>(
  ["points", "wins", "bestGame", "totalWithoutDiscards", "headToHead"],
  ["points", "headToHead", "wins"],
  ["points"],
  ["wins", "points"],
);
const rulesArb = fc
  .tuple(formulaArb, discardsArb, fc.integer({ min: 0, max: 3 }), chainArb)
  .map(([kind, discards, minGames, standingsTieBreak]): ScoringRules => ({
    ...presets[kind],
    discards,
    minGames,
    standingsTieBreak,
  }));

/** Seasons of up to 24 games, some at the same instant, some at a time of day (season order by instant, then id). */
const longSeasonArb = fc
  .tuple(
    seasonArb(),
    seasonArb(),
    fc.array(fc.constantFrom("", "T20:30:00Z", "T09:00:00+02:00"), { minLength: 24, maxLength: 24 }),
  )
  .map(([a, b, times]) =>
    [...a, ...b].map((g, i) => ({ ...g, id: `g${String(i).padStart(2, "0")}`, playedAt: g.playedAt + times[i] })),
  );

describe("season recap in one pass", () => {
  test("the biggest climb equals the standings recomputed after every game of the second half", () => {
    fc.assert(
      fc.property(longSeasonArb, rulesArb, (games, rules) => {
        expect(seasonAwards(games, rules).biggestClimb).toEqual(referenceClimb(games, rules));
      }),
      { numRuns: 300 },
    );
  });

  test("the awards' standings are the season's standings", () => {
    fc.assert(
      fc.property(longSeasonArb, rulesArb, (games, rules) => {
        expect(seasonAwards(games, rules).standings).toEqual(computeStandings(games, rules));
      }),
      { numRuns: 100 },
    );
  });
});
