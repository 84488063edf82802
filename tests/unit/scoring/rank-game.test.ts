import { describe, expect, it } from "vitest";
import { parseRules, rankGame, type GameTieBreakKey, type SeatInput } from "../../../src/scoring";
import { completed, game, out, seat } from "./helpers";

const rulesWith = (gameTieBreak: GameTieBreakKey[]) => parseRules({ gameTieBreak });
const DEFAULT: GameTieBreakKey[] = ["armies", "shared"];

describe("rankGame: order of a game", () => {
  it.each<[string, SeatInput[], GameTieBreakKey[], number[]]>([
    ["objective points decide", [seat("a", 1, 40), seat("b", 2, 30), seat("c", 3, 20)], DEFAULT, [1, 2, 3]],
    [
      "armies: more armies ranks higher",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40, { armies: 9 }), seat("c", 3, 20)],
      DEFAULT,
      [2, 1, 3],
    ],
    [
      "armies missing on a tied seat passes to the next key (shared)",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40), seat("c", 3, 20)],
      DEFAULT,
      [1, 1, 3],
    ],
    [
      "armies null on a tied seat passes to the next key (laterTurn)",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40, { armies: null }), seat("c", 3, 20)],
      ["armies", "laterTurn"],
      [2, 1, 3],
    ],
    [
      "equal armies pass to the next key",
      [seat("a", 1, 40, { armies: 7 }), seat("b", 2, 40, { armies: 7 }), seat("c", 3, 40, { armies: 2 })],
      ["armies", "laterTurn"],
      [2, 1, 3],
    ],
    [
      "laterTurn: the higher turn order ranks higher",
      [seat("a", 1, 40), seat("b", 3, 40), seat("c", 2, 40)],
      ["laterTurn"],
      [3, 1, 2],
    ],
    [
      "shared: tied seats share the rank even with armies known",
      [seat("a", 1, 40, { armies: 1 }), seat("b", 2, 40, { armies: 9 }), seat("c", 3, 20)],
      ["shared"],
      [1, 1, 3],
    ],
    [
      "an exhausted chain shares the rank",
      [seat("a", 1, 40, { armies: 3 }), seat("b", 2, 40, { armies: 3 }), seat("c", 3, 50)],
      ["armies"],
      [2, 2, 1],
    ],
    [
      "armies split a three-way tie, the rest is shared",
      [
        seat("a", 1, 30, { armies: 5 }),
        seat("b", 2, 30, { armies: 5 }),
        seat("c", 3, 30, { armies: 9 }),
        seat("d", 4, 50),
      ],
      DEFAULT,
      [3, 3, 2, 1],
    ],
    [
      "the completer is 1st even with fewer points than another seat",
      [completed("a", 1, 86), seat("b", 2, 90), seat("c", 3, 10)],
      DEFAULT,
      [1, 2, 3],
    ],
    [
      "the completer is alone at 1st; the others are ranked from 2nd",
      [completed("a", 1), seat("b", 2, 40), seat("c", 3, 40), seat("d", 4, 41)],
      DEFAULT,
      [1, 3, 3, 2],
    ],
    [
      "eliminated rank below survivors, later eliminations above earlier",
      [seat("a", 1, 0), out("b", 2, 1), out("c", 3, 2), seat("d", 4, 10)],
      DEFAULT,
      [2, 4, 3, 1],
    ],
    [
      "six seats, competition ranking with two ties",
      [seat("a", 1, 50), seat("b", 2, 50), seat("c", 3, 30), seat("d", 4, 20), seat("e", 5, 20), out("f", 6, 1)],
      DEFAULT,
      [1, 1, 3, 4, 4, 6],
    ],
  ])("%s", (_label, seats, chain, ranks) => {
    expect(rankGame(game(seats), rulesWith(chain)).map((o) => o.rank)).toEqual(ranks);
  });
});

describe("rankGame: outcomes", () => {
  it("keeps the input seat order and fields, and marks every rank-1 seat as winner", () => {
    const seats = [seat("c", 3, 20, { objectiveId: "obj-4" }), seat("a", 1, 40), seat("b", 2, 40, { armies: 2 })];
    const outcomes = rankGame(game(seats), rulesWith(DEFAULT));
    expect(outcomes.map((o) => [o.playerId, o.rank, o.isWinner])).toEqual([
      ["c", 3, false],
      ["a", 1, true],
      ["b", 1, true],
    ]);
    expect(outcomes[0]).toMatchObject({ turnOrder: 3, objectivePoints: 20, objectiveTotal: 95, objectiveId: "obj-4" });
  });
});
