import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestAndWorstGame,
  computeSeasonReport,
  computeStandings,
  eliminationRecord,
  headToHead,
  nemesisAndVictim,
  parseRules,
  placementDistribution,
  playerReportFromSeason,
  playerSeries,
  pointsRace,
  raceValue,
  presets,
  resultsByObjective,
  resultsByTurnOrder,
  scoreSeason,
  seriesPoints,
  sortGames,
  standingsFromSeason,
  streaks,
  type GameInput,
  type ScoredSeason,
  type ScoringRules,
} from "../../../src/scoring";
import { seasonArb } from "./arbitraries";

/**
 * The season report computes every player's statistics in one pass over the season (and the
 * standings after every game incrementally). These properties compare it with straightforward
 * references: the single-statistic functions, one player at a time, and the standings of every
 * prefix of the season computed from scratch.
 */

const OBJECTIVES = ["o1", "o2", "o3", null];
const REASONS = ["time", "objective", null];

/** Adds the statistics-only fields (objective card, eliminator, end reason, duration) to generated games. */
const withDetails = (games: GameInput[]): fc.Arbitrary<GameInput[]> =>
  fc
    .tuple(
      ...games.map((g) =>
        fc.tuple(fc.array(fc.nat(99), { minLength: g.seats.length * 2, maxLength: g.seats.length * 2 }), fc.nat(99)),
      ),
    )
    .map((picks) =>
      games.map((g, i) => {
        const [r, n] = picks[i];
        const survivors = g.seats.filter((s) => s.eliminatedOrder === null).map((s) => s.playerId);
        return {
          ...g,
          endReason: REASONS[n % REASONS.length],
          durationMinutes: n % 4 === 0 ? null : 60 + n,
          seats: g.seats.map((s, k) => ({
            ...s,
            objectiveId: OBJECTIVES[r[2 * k] % OBJECTIVES.length],
            eliminatedBy:
              s.eliminatedOrder !== null && r[2 * k + 1] % 3 !== 0 ? survivors[r[2 * k + 1] % survivors.length] : null,
          })),
        };
      }),
    );

const detailedSeasonArb = seasonArb().chain(withDetails);

const rulesArb: fc.Arbitrary<ScoringRules> = fc.constantFrom(
  presets.placement,
  presets.winnerBonus,
  presets.league100,
  presets.winsFirst,
  { ...presets.placement, discards: { mode: "dropWorst" as const, count: 2 }, minGames: 2 },
  { ...presets.league100, discards: { mode: "bestOf" as const, count: 2 } },
  parseRules({ formula: { kind: "winsFirst" }, standingsTieBreak: ["headToHead", "points"] }),
);

/** A player's statistics from the single-statistic functions, one pass each. */
function reference(season: ScoredSeason, playerId: string) {
  return {
    series: playerSeries(season, playerId),
    placementDistribution: placementDistribution(season, playerId),
    resultsByTurnOrder: resultsByTurnOrder(season, playerId),
    resultsByObjective: resultsByObjective(season, playerId),
    headToHead: headToHead(season, playerId),
    eliminationRecord: eliminationRecord(season, playerId),
    streaks: streaks(season, playerId),
    bestAndWorstGame: bestAndWorstGame(season, playerId),
    nemesisAndVictim: nemesisAndVictim(season, playerId),
  };
}

describe("fast paths equal straightforward references", () => {
  it("every player's report equals the single-statistic functions", () => {
    fc.assert(
      fc.property(detailedSeasonArb, rulesArb, (games, rules) => {
        const report = computeSeasonReport(games, rules, { ratings: false, players: true });
        const season = scoreSeason(games, rules);
        const standings = standingsFromSeason(season);
        expect(report.players?.map((p) => p.playerId)).toEqual(standings.map((r) => r.playerId));
        for (const player of report.players ?? []) {
          const { playerId, standing, rating, series, ...stats } = player;
          expect({ ...stats, series: seriesPoints(series) }).toEqual(reference(season, playerId));
          expect(standing).toEqual(standings.find((r) => r.playerId === playerId));
          expect(rating).toBeNull();
          const single = playerReportFromSeason(season, playerId, { standings, ratings: null });
          expect(single).toEqual(player);
        }
        const stranger = playerReportFromSeason(season, "nobody", { standings, ratings: null });
        const { playerId, standing, rating, series, ...stats } = stranger;
        expect([playerId, standing, rating]).toEqual(["nobody", null, null]);
        expect({ ...stats, series: seriesPoints(series) }).toEqual(reference(season, "nobody"));
      }),
      { numRuns: 150 },
    );
  });

  it("the points race after each game equals the standings of that prefix of the season, computed from scratch", () => {
    fc.assert(
      fc.property(detailedSeasonArb, rulesArb, (games, rules) => {
        const ordered = sortGames(games);
        const race = pointsRace(scoreSeason(games, rules));
        expect(race.games.map((g) => g.gameId)).toEqual(ordered.map((g) => g.id));
        ordered.forEach((_, g) => {
          const rows = new Map(computeStandings(ordered.slice(0, g + 1), rules).map((r) => [r.playerId, r]));
          for (const p of race.players) {
            const row = rows.get(p.playerId);
            expect([raceValue(p.points, g), raceValue(p.ranks, g)]).toEqual(
              row ? [row.points, row.rank] : [null, null],
            );
          }
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe("scoreSeason reports the same error as separate passes", () => {
  const ok = (id: string, playedAt: string, players = ["a", "b", "c"]): GameInput => ({
    id,
    playedAt,
    seats: players.map((playerId, i) => ({
      playerId,
      turnOrder: i + 1,
      objectivePoints: 30 - 10 * i,
      objectiveTotal: 95,
      objectiveCompleted: false,
      eliminatedOrder: null,
    })),
  });
  const message = (games: GameInput[]) => {
    try {
      scoreSeason(games, presets.placement);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("an invalid game anywhere in the input comes before an error of the rules", () => {
    const noTable = ok("early", "2009-01-01", ["a", "b"]); // placement has no table for 2 seats
    const invalid = {
      ...ok("late", "2009-02-01"),
      seats: ok("late", "2009-02-01").seats.map((s, i) => (i === 0 ? { ...s, turnOrder: 9 } : s)),
    };
    expect(message([noTable, invalid])).toMatch(/^Game "late"/);
    expect(message([invalid, noTable])).toMatch(/^Game "late"/);
    expect(message([noTable, ok("x", "2009-01-02")])).toMatch(/^Game "early".*no table for 2 seats/);
  });

  it("the first problem in input order wins: a repeated id or an invalid game", () => {
    const invalid = { ...ok("bad", "2009-01-05"), playedAt: "not a date" };
    expect(message([ok("g1", "2009-01-01"), ok("g1", "2009-01-02"), invalid])).toMatch(
      /^Game "g1".*two games have this id/,
    );
    expect(message([ok("g1", "2009-01-01"), invalid, ok("g1", "2009-01-02")])).toMatch(/^Game "bad"/);
  });
});
