import { describe, expect, it } from "vitest";
import { presets, scoreSeason, sdadataRounds, turnAdjacency, type GameInput } from "../../../../src/scoring";
import { finishing, seat } from "../helpers";

// Turn order is a cycle: in a game a → b → c the pairs are a→b, b→c and c→a.
const season: GameInput[] = [
  finishing("g1", "2009-01-10", ["a", "b", "c"], { endReason: "sdadata", sdadataRound: 7 }), // a wins
  finishing("g2", "2009-01-11", ["b", "a", "c"], { endReason: "sdadata", sdadataRound: 9 }), // b wins; b → a → c
  finishing("g3", "2009-01-12", ["a", "b", "d"], { endReason: "sdadata", sdadataRound: 7 }), // a wins; a → b → d
  finishing("g4", "2009-01-13", ["c", "b", "a"], { endReason: "sdadata" }), // c wins, round not recorded
  {
    id: "g5",
    playedAt: "2009-01-14",
    endReason: "objective",
    seats: [seat("b", 2, 30), seat("a", 1, 95, { objectiveCompleted: true }), seat("c", 3, 10)],
  }, // a wins; seats listed out of turn order
];
const scored = scoreSeason(season, presets.placement);
const rows = turnAdjacency(scored);
const pair = (a: string, b: string) => rows.find((r) => r.playerId === a && r.nextId === b);

describe("turnAdjacency: who played right after whom", () => {
  it.each([
    // [A, B, games where B came right after A, A's wins then, B's wins then]
    ["a", "b", 3, 3, 0], // g1, g3, g5
    ["b", "c", 2, 0, 0], // g1, g5
    ["c", "a", 2, 0, 2], // g1, g5 (the first follows the last)
    ["b", "a", 2, 1, 0], // g2, g4
    ["a", "c", 2, 0, 1], // g2, g4
    ["c", "b", 2, 1, 1], // g2 (wraps), g4
    ["b", "d", 1, 0, 0], // g3
    ["d", "a", 1, 0, 1], // g3 (wraps)
  ])("%s → %s: %i games, %i wins of the first, %i of the one after", (a, b, games, wins, nextWins) => {
    expect(pair(a, b)).toMatchObject({ games, wins, nextWins, winRate: wins / games });
  });

  it("reads the turn order, not the order the seats were listed in", () => {
    // g5 lists b, a, c but plays a → b → c
    expect(pair("a", "b")!.games).toBe(3);
  });

  it("lists every seat once per game (a game of n seats gives n pairs) and the most frequent pairs first", () => {
    expect(rows.reduce((n, r) => n + r.games, 0)).toBe(5 * 3);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.games)).toEqual([...rows.map((r) => r.games)].sort((x, y) => y - x));
  });

  it("averages A's placement points and rank over the pair's games", () => {
    const r = pair("b", "a")!;
    const points = scored.games
      .filter((g) => g.id === "g2" || g.id === "g4")
      .map((g) => g.seats.find((s) => s.playerId === "b")!.points);
    expect(r.averagePoints).toBeCloseTo((points[0] + points[1]) / 2);
    expect(r.averageRank).toBe((1 + 2) / 2);
  });

  it("a season without games has no pairs", () => {
    expect(turnAdjacency(scoreSeason([], presets.placement))).toEqual([]);
  });
});

describe("sdadataRounds: the round the dice ended the game", () => {
  it("counts the sdadata endings by round, earliest first, and those without a round", () => {
    expect(sdadataRounds(scored)).toEqual({
      games: 4,
      unrecorded: 1,
      rows: [
        { round: 7, games: 2, share: 2 / 3 },
        { round: 9, games: 1, share: 1 / 3 },
      ],
    });
  });

  it("ignores a round recorded on another ending", () => {
    const s = scoreSeason(
      [finishing("x", "2009-01-10", ["a", "b", "c"], { endReason: "time", sdadataRound: 5 })],
      presets.placement,
    );
    expect(sdadataRounds(s)).toEqual({ games: 0, unrecorded: 0, rows: [] });
  });
});
