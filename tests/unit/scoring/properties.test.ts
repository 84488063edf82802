import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeStandings,
  parseRules,
  pointsRace,
  presets,
  raceValue,
  rankGame,
  scoreSeason,
  standingsTimeline,
  type ScoringRules,
  type SeatOutcome,
} from "../../../src/scoring";
import { chainArb, gameArb, permutedSeason, seasonArb, shuffled } from "./arbitraries";

const formulaArb = fc.constantFrom("placement", "winnerBonus", "league100", "winsFirst" as const);
const rulesArb: fc.Arbitrary<ScoringRules> = fc
  .tuple(formulaArb, chainArb)
  .map(([kind, gameTieBreak]) => ({ ...presets[kind], gameTieBreak }));
const discardsArb = fc.oneof(
  fc.constant({ mode: "none" as const }),
  fc.integer({ min: 0, max: 5 }).map((count) => ({ mode: "dropWorst" as const, count })),
  fc.integer({ min: 1, max: 5 }).map((count) => ({ mode: "bestOf" as const, count })),
);
const seasonRulesArb = fc
  .tuple(rulesArb, discardsArb, fc.integer({ min: 0, max: 4 }))
  .map(([rules, discards, minGames]): ScoringRules => ({ ...rules, discards, minGames }));

const byPlayer = (outcomes: SeatOutcome[]) => [...outcomes].sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
const isCompetitionRanking = (ranks: number[]) =>
  [...ranks].sort((a, b) => a - b).every((r, i, s) => (i === 0 ? r === 1 : r === s[i - 1] || r === i + 1));

describe("rankGame invariants", () => {
  it("the order of the seats never changes any outcome", () => {
    fc.assert(
      fc.property(
        gameArb().chain((game) => fc.tuple(fc.constant(game), shuffled(game.seats))),
        rulesArb,
        ([game, permuted], rules) => {
          expect(byPlayer(rankGame({ ...game, seats: permuted }, rules))).toEqual(byPlayer(rankGame(game, rules)));
        },
      ),
    );
  });

  it("ranks form a valid competition ranking (1, 1, 3 …)", () => {
    fc.assert(
      fc.property(gameArb(), rulesArb, (game, rules) => isCompetitionRanking(rankGame(game, rules).map((o) => o.rank))),
    );
  });

  it("the completer is always alone in 1st place", () => {
    fc.assert(
      fc.property(gameArb(), rulesArb, (game, rules) => {
        const outcomes = rankGame(game, rules);
        const completer = outcomes.find((o) => o.objectiveCompleted);
        if (completer) expect(outcomes.filter((o) => o.rank === 1)).toEqual([completer]);
      }),
    );
  });

  it("eliminated seats rank below every survivor, later eliminations above earlier ones", () => {
    fc.assert(
      fc.property(gameArb(), rulesArb, (game, rules) => {
        const outcomes = rankGame(game, rules);
        const survivors = outcomes.filter((o) => o.eliminatedOrder === null);
        const eliminated = outcomes.filter((o) => o.eliminatedOrder !== null);
        const worstSurvivor = Math.max(...survivors.map((o) => o.rank));
        for (const e of eliminated) {
          expect(e.rank).toBeGreaterThan(worstSurvivor);
          for (const f of eliminated)
            if ((e.eliminatedOrder as number) > (f.eliminatedOrder as number)) expect(e.rank).toBeLessThan(f.rank);
        }
      }),
    );
  });

  it("placement points of a table sum to the table's values plus the decimals (shared ranks included)", () => {
    fc.assert(
      fc.property(gameArb({ eliminations: false, completion: false }), chainArb, (game, gameTieBreak) => {
        const rules = { ...presets.placement, gameTieBreak };
        const outcomes = rankGame(game, rules);
        const table = (rules.formula as { table: Record<number, number[]> }).table[game.seats.length];
        const placePoints = outcomes.reduce((s, o) => s + o.points - o.objectivePoints * 0.01, 0);
        expect(placePoints).toBeCloseTo(
          table.reduce((a, b) => a + b, 0),
          9,
        );
      }),
    );
  });

  it("winnerBonus hands out exactly one bonus per game, however many share the win", () => {
    fc.assert(
      fc.property(gameArb({ minSeats: 4 }), chainArb, (game, gameTieBreak) => {
        const rules = parseRules({ formula: { kind: "winnerBonus", tableFactor: {} }, gameTieBreak });
        const outcomes = rankGame(game, rules);
        const bonus = outcomes.reduce((s, o) => s + o.points - o.objectivePoints, 0);
        expect(bonus).toBeCloseTo(50, 9);
      }),
    );
  });
});

describe("computeStandings invariants", () => {
  it("the order of games and of seats never changes the standings", () => {
    fc.assert(
      fc.property(
        seasonArb().chain((games) => fc.tuple(fc.constant(games), permutedSeason(games))),
        seasonRulesArb,
        ([games, permuted], rules) => {
          expect(computeStandings(permuted, rules)).toEqual(computeStandings(games, rules));
        },
      ),
    );
  });

  it("discards never raise a total above the undiscarded one, and never leave a player with no counted game", () => {
    fc.assert(
      fc.property(seasonArb(), seasonRulesArb, (games, rules) => {
        for (const row of computeStandings(games, rules)) {
          expect(row.points).toBeLessThanOrEqual(row.totalWithoutDiscards);
          expect(row.gamesCounted).toBeGreaterThanOrEqual(1);
          expect(row.gamesCounted + row.discardedGameIds.length).toBe(row.gamesPlayed);
        }
      }),
    );
  });

  it("rows form a competition ranking with qualified players first", () => {
    fc.assert(
      fc.property(seasonArb(), seasonRulesArb, (games, rules) => {
        const rows = computeStandings(games, rules);
        expect(isCompetitionRanking(rows.map((r) => r.rank))).toBe(true);
        expect(rows.map((r) => r.rank)).toEqual([...rows.map((r) => r.rank)].sort((a, b) => a - b));
        const firstUnqualified = rows.findIndex((r) => !r.qualified);
        if (firstUnqualified !== -1) expect(rows.slice(firstUnqualified).every((r) => !r.qualified)).toBe(true);
        rows.forEach((r, i) => {
          if (i > 0) expect(r.points <= rows[i - 1].points || r.qualified !== rows[i - 1].qualified).toBe(true);
        });
      }),
    );
  });

  it("the standings after the last game of the timeline (incremental discards) equal the final standings (sorted discards)", () => {
    fc.assert(
      fc.property(seasonArb(), seasonRulesArb, (games, rules) => {
        const race = pointsRace(scoreSeason(games, rules));
        const last = race.players.map((p) => [
          p.playerId,
          raceValue(p.points, p.points.length - 1),
          raceValue(p.ranks, p.ranks.length - 1),
        ]);
        const rows = computeStandings(games, rules).map((r) => [r.playerId, r.points, r.rank]);
        expect(last.sort()).toEqual(rows.sort());
      }),
    );
  });

  it("the timeline's final standings (incremental discards, movement from its ranks) equal the batch standings row for row", () => {
    fc.assert(
      fc.property(seasonArb(), seasonRulesArb, (games, rules) => {
        expect(standingsTimeline(scoreSeason(games, rules)).standings).toEqual(computeStandings(games, rules));
      }),
    );
  });

  it("a scored season holds the same outcomes as ranking each game alone", () => {
    fc.assert(
      fc.property(seasonArb(), rulesArb, (games, rules) => {
        const scored = scoreSeason(games, rules);
        for (const g of scored.games)
          expect(g.seats).toEqual(
            rankGame(
              games.find((x) => x.id === g.id)!,
              rules,
            ),
          );
      }),
    );
  });
});
