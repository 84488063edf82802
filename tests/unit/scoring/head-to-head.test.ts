import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { presets, scoreSeason, standingsTimeline, type GameInput } from "../../../src/scoring";

/** Games of 3 seats among `players` players, most of whom meet only a few others. */
const seasonArb = (players: number) =>
  fc
    .array(fc.uniqueArray(fc.integer({ min: 0, max: players - 1 }), { minLength: 3, maxLength: 3 }), {
      minLength: 1,
      maxLength: 40,
    })
    .map((tables): GameInput[] =>
      tables.map((table, g) => ({
        id: `g${String(g).padStart(3, "0")}`,
        playedAt: "2009-01-10",
        seats: table.map((p, i) => ({
          playerId: `p${String(p).padStart(3, "0")}`,
          turnOrder: i + 1,
          objectivePoints: 10 * (3 - i),
          objectiveTotal: 95,
          objectiveCompleted: false,
          eliminatedOrder: null,
        })),
      })),
    );

describe("head-to-head within a tied group", () => {
  test("netAhead, read through each member's opponents, equals the sum over every pair of members", () => {
    fc.assert(
      fc.property(seasonArb(60), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (games, picks) => {
        const season = scoreSeason(games, presets.placement);
        const h2h = standingsTimeline(season).headToHead;
        const group = [...new Set(picks.map((p) => p % season.playerIds.length))];
        const byPairs = group.map((a) =>
          group.reduce((s, b) => (a === b ? s : s + h2h.ahead(a, b) - h2h.ahead(b, a)), 0),
        );
        expect(h2h.netAhead(group)).toEqual(byPairs);
      }),
      { numRuns: 200 },
    );
  });
});
