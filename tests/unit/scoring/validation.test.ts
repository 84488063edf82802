import { describe, expect, it } from "vitest";
import {
  computeStandings,
  presets,
  rankGame,
  ScoringInputError,
  type GameInput,
  type SeatInput,
} from "../../../src/scoring";
import { completed, out, seat } from "./helpers";

const base = (): SeatInput[] => [seat("ada", 1, 40), seat("bea", 2, 30), seat("cid", 3, 20)];
const g = (seats: SeatInput[], extra: Partial<GameInput> = {}): GameInput => ({
  id: "night-7",
  playedAt: "2009-03-14",
  seats,
  ...extra,
});
const withSeat = (i: number, patch: Partial<SeatInput>) => base().map((s, j) => (j === i ? { ...s, ...patch } : s));

describe("rankGame rejects invalid games with a message naming the game and the problem", () => {
  it.each<[string, GameInput, string]>([
    ["one seat", g([seat("ada", 1, 40)]), "a game has 2 to 6 seats (got 1)"],
    [
      "seven seats",
      g(["a", "b", "c", "d", "e", "f", "h"].map((p, i) => seat(p, i + 1, 10))),
      "a game has 2 to 6 seats (got 7)",
    ],
    [
      "duplicate player",
      g([seat("ada", 1, 40), seat("ada", 2, 30), seat("cid", 3, 20)]),
      "player ada has more than one seat",
    ],
    ["duplicate turn order", g(withSeat(1, { turnOrder: 1 })), "turn order 1 is used by more than one seat"],
    ["turn order beyond the seats", g(withSeat(2, { turnOrder: 4 })), "seat cid turnOrder: must be from 1 to 3"],
    [
      "two completed objectives",
      g([completed("ada", 1), completed("bea", 2), seat("cid", 3, 20)]),
      "only one seat can complete its objective (ada, bea did)",
    ],
    [
      "points above the total",
      g(withSeat(0, { objectivePoints: 96 })),
      "seat ada: objective points (96) are above the objective total (95)",
    ],
    [
      "completed without all points",
      g(withSeat(0, { objectiveCompleted: true, objectivePoints: 90 })),
      "a completed objective holds all its points (90 of 95)",
    ],
    [
      "eliminated holding points",
      g(withSeat(2, { eliminatedOrder: 1 })),
      "seat cid: an eliminated seat holds no objective points (got 20)",
    ],
    [
      "negative objective points",
      g(withSeat(1, { objectivePoints: -5 })),
      "seat bea objectivePoints: must not be negative (got -5)",
    ],
    [
      "negative objective total",
      g(withSeat(1, { objectiveTotal: -1, objectivePoints: 0 })),
      "seat bea objectiveTotal: must not be negative (got -1)",
    ],
    ["negative armies", g(withSeat(0, { armies: -3 })), "seat ada armies: must not be negative (got -3)"],
    [
      "fractional points",
      g(withSeat(0, { objectivePoints: 40.5 })),
      "seat ada objectivePoints: must be a whole number (got 40.5)",
    ],
    [
      "elimination orders with a gap",
      g([seat("ada", 1, 40), out("bea", 2, 1), out("cid", 3, 3), seat("dan", 4, 5)]),
      "elimination orders must be 1 to 2 with no gaps or repeats (got 1, 3)",
    ],
    [
      "elimination orders repeated",
      g([seat("ada", 1, 40), out("bea", 2, 1), out("cid", 3, 1)]),
      "elimination orders must be 1 to 2 with no gaps or repeats (got 1, 1)",
    ],
    ["elimination orders not starting at 1", g([seat("ada", 1, 40), out("bea", 2, 2), seat("cid", 3, 20)]), "(got 2)"],
    ["nobody survives", g([out("ada", 1, 2), out("bea", 2, 1)]), "at least one seat must survive"],
    [
      "completed and eliminated",
      g([seat("ada", 1, 40), { ...completed("bea", 2), eliminatedOrder: 1 }]),
      "a seat cannot both complete its objective and be eliminated",
    ],
    [
      "eliminator on a survivor",
      g(withSeat(0, { eliminatedBy: "bea" })),
      "seat ada eliminatedBy: is set but the seat was not eliminated",
    ],
    [
      "eliminator not at the table",
      g([seat("ada", 1, 40), out("bea", 2, 1, { eliminatedBy: "zed" }), seat("cid", 3, 20)]),
      "must be another player at this table (got zed)",
    ],
    [
      "README “fare RisiKo!” (issue 21): all 95 points held, ended by sdadata, not completed",
      g(withSeat(0, { objectivePoints: 95 }), { endReason: "sdadata" }),
      "seat ada objectiveCompleted: holding every territory of its objective (95 of 95) completes it",
    ],
    [
      "README “fare RisiKo!” (issue 21): 80 of 80 not completed",
      g([seat("ada", 1, 80, { objectiveTotal: 80 }), seat("bea", 2, 85), seat("cid", 3, 3)]),
      "holding every territory of its objective (80 of 80) completes it",
    ],
    [
      "§1.2 [default] (issue 21): the last one standing below its total",
      g([seat("ada", 1, 60), out("bea", 2, 1), out("cid", 3, 2)], { endReason: "lastStanding" }),
      "the last one standing holds the whole map",
    ],
    [
      "§1.3 [default] (issue 21): eliminated by a player already out",
      g([seat("ada", 1, 40), out("bea", 2, 1), out("cid", 3, 2, { eliminatedBy: "bea" })]),
      "seat cid eliminatedBy: bea was already out (eliminated 1) when this seat was eliminated (2)",
    ],
    [
      "bad date",
      g(base(), { playedAt: "14/03/2009" }),
      "playedAt: must be an ISO date such as 2009-03-14 (got 14/03/2009)",
    ],
    ["negative duration", g(base(), { durationMinutes: -10 }), "durationMinutes: must be a number >= 0"],
    ["missing player id", g(withSeat(1, { playerId: "" })), "every seat needs a playerId"],
  ])("%s", (_label, game, message) => {
    expect(() => rankGame(game, presets.placement)).toThrow(ScoringInputError);
    expect(() => rankGame(game, presets.placement)).toThrow(`Game "night-7": `);
    expect(() => rankGame(game, presets.placement)).toThrow(message);
  });

  it("names the game on the error object and lists every problem", () => {
    try {
      rankGame(g([seat("ada", 1, -1), seat("ada", 1, 20)]), presets.placement);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScoringInputError);
      const error = e as ScoringInputError;
      expect(error.gameId).toBe("night-7");
      expect(error.issues.map((i) => i.message)).toEqual([
        "player ada has more than one seat",
        "turn order 1 is used by more than one seat",
        "must not be negative (got -1)",
      ]);
    }
  });

  it("a valid game with every optional field passes", () => {
    const valid = g(
      [
        seat("ada", 2, 40, { armies: 12, objectiveId: "o1" }),
        out("bea", 1, 1, { eliminatedBy: "ada", armies: 0 }),
        seat("cid", 3, 95, { objectiveCompleted: true }),
      ],
      {
        endReason: "objective",
        durationMinutes: 75,
        playedAt: "2009-03-14T21:30:00+01:00",
      },
    );
    expect(rankGame(valid, presets.placement).map((o) => o.rank)).toEqual([2, 3, 1]);
  });

  it("a placement season without a table for the table size is rejected, naming the game", () => {
    expect(() => rankGame(g([seat("ada", 1, 40), seat("bea", 2, 30)]), presets.placement)).toThrow(
      'Game "night-7": seats: the placement rules have no table for 2 seats',
    );
  });

  it("more eliminations than eliminatedPoints values is rejected", () => {
    const rules = { ...presets.placement, formula: { ...presets.placement.formula, eliminatedPoints: [1] } };
    expect(() => rankGame(g([seat("ada", 1, 40), out("bea", 2, 1), out("cid", 3, 2)]), rules)).toThrow(
      "the rules give no eliminatedPoints for elimination number 2",
    );
  });
});

describe("computeStandings rejects invalid seasons", () => {
  it("names the invalid game", () => {
    const good = g(base(), { id: "ok" });
    const bad = g(withSeat(0, { objectivePoints: 99 }), { id: "broken" });
    expect(() => computeStandings([good, bad], presets.placement)).toThrow(
      'Game "broken": seat ada: objective points (99) are above',
    );
  });

  it("rejects two games with the same id", () => {
    expect(() => computeStandings([g(base()), g(base())], presets.placement)).toThrow(
      'Game "night-7": id: two games have this id',
    );
  });
});
