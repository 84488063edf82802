// Issue 21, item 5: a RisiKo! season may count a tie at the top as a draw (docs/game-systems.md, RisiKo! season
// settings; domain README "Ties on points at the end: rules differ … shared win"). The game tie-break chain ends in
// "shared" (default) or "draw"; a draw shares first place and nobody wins, and the standings count it as a draw, as
// they count a Julius Caesar draw (decision 0041).
import { describe, expect, it } from "vitest";
import { computeStandings, parseRules, rankGame, rankPlay, scoreSeason } from "../../../src/scoring";
import { completed, game, seat } from "./helpers";
import { asPlay } from "./systems/helpers";

const drawRules = parseRules({ gameTieBreak: ["armies", "draw"] });

describe("a tie at the top as a draw", () => {
  it.each([
    [
      "tie on points and armies at the top: a draw, nobody wins",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40, { armies: 5 }), seat("c", 3, 20)],
      [1, 1, 3],
      [false, false, false],
    ],
    [
      "armies break the tie: a win",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40, { armies: 9 }), seat("c", 3, 20)],
      [2, 1, 3],
      [false, true, false],
    ],
    [
      "a tie lower down is a shared place, the winner still wins",
      [seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 40)],
      [1, 2, 2],
      [true, false, false],
    ],
    [
      "a completed objective is first alone",
      [completed("a", 1), seat("b", 2, 40), seat("c", 3, 40)],
      [1, 2, 2],
      [true, false, false],
    ],
  ])("%s", (_label, seats, ranks, winners) => {
    const out = rankGame(game(seats), drawRules);
    expect(out.map((o) => o.rank)).toEqual(ranks);
    expect(out.map((o) => o.isWinner)).toEqual(winners);
  });

  it("the default chain (shared) keeps a shared win", () => {
    const out = rankGame(game([seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 20)]), parseRules({}));
    expect(out.map((o) => o.isWinner)).toEqual([true, true, false]);
  });

  it("the same answer as the RisiKo! definition with unresolved: draw", () => {
    const seats = [seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 20)];
    expect(rankPlay("risiko", asPlay(seats), { tieBreak: ["armies"], unresolved: "draw" }).result).toBe("draw");
    expect(rankGame(game(seats), drawRules).some((o) => o.isWinner)).toBe(false);
  });

  it("the standings count it as a draw, not a win (as Julius Caesar draws)", () => {
    const games = [
      game([seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 20)], { id: "g1", playedAt: "2009-01-10" }),
      game([seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 20)], { id: "g2", playedAt: "2009-01-17" }),
    ];
    const rows = computeStandings(games, drawRules);
    const by = Object.fromEntries(rows.map((r) => [r.playerId, [r.wins, r.draws]]));
    expect(by).toEqual({ a: [1, 1], b: [0, 1], c: [0, 0] });
    expect(scoreSeason(games, drawRules).games.map((g) => g.seats.filter((s) => s.isWinner).length)).toEqual([0, 1]);
    // with the default chain the same tie is a shared win
    const shared = Object.fromEntries(
      computeStandings(games, parseRules({})).map((r) => [r.playerId, [r.wins, r.draws]]),
    );
    expect(shared).toEqual({ a: [2, 0], b: [1, 0], c: [0, 0] });
  });

  it('"draw" and "shared" end the chain: one of them, last', () => {
    expect(() => parseRules({ gameTieBreak: ["draw", "armies"] })).toThrow(/must be the last key/);
    expect(() => parseRules({ gameTieBreak: ["shared", "draw"] })).toThrow(/must be the last key/);
    expect(parseRules({ gameTieBreak: ["laterTurn", "draw"] }).gameTieBreak).toEqual(["laterTurn", "draw"]);
  });
});
