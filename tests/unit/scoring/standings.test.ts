import { describe, expect, it } from "vitest";
import { computeStandings, parseRules, type ScoringRules, type StandingRow } from "../../../src/scoring";
import { byPlayer, finishing, out, seat } from "./helpers";

/** Place values only (no decimals), so the sums are easy to follow. */
const plain = (extra: object = {}, table: object = {}) =>
  parseRules({ formula: { kind: "placement", decimals: 0, ...table }, ...extra });
const summary = (rows: StandingRow[]) => rows.map((r) => [r.rank, r.playerId, r.points]);

describe("computeStandings: sums and per-row figures", () => {
  const season = [
    finishing("g1", "2009-01-10", ["a", "b", "c", "d"]),
    finishing("g2", "2009-01-17", ["b", "a", "d", "c"]),
    finishing("g3", "2009-01-24", ["a", "c", "b", "d"]),
  ];
  const rows = computeStandings(season, plain());

  it("ranks by the sum of tournament points", () => {
    expect(summary(rows)).toEqual([
      [1, "a", 31],
      [2, "b", 24],
      [3, "c", 15],
      [4, "d", 11],
    ]);
  });

  it("reports games, wins, podiums, average rank, objective points, best game", () => {
    expect(byPlayer(rows).a).toMatchObject({
      gamesPlayed: 3,
      gamesCounted: 3,
      wins: 2,
      podiums: 3,
      bestGame: 12,
      objectivePoints: 140,
      completions: 0,
      eliminations: 0,
      qualified: true,
    });
    expect(byPlayer(rows).a.averageRank).toBeCloseTo(4 / 3, 12);
    expect(byPlayer(rows).a.averageObjectivePoints).toBeCloseTo(140 / 3, 12);
    expect(byPlayer(rows).c).toMatchObject({ wins: 0, podiums: 2, averageRank: 3, bestGame: 7 });
    expect(byPlayer(rows).d).toMatchObject({ podiums: 1, totalWithoutDiscards: 11, discardedGameIds: [] });
  });

  it("movement compares with the standings before the last game date (a and b shared 1st, c and d shared 3rd)", () => {
    expect(rows.map((r) => [r.playerId, r.movement])).toEqual([
      ["a", 0],
      ["b", -1],
      ["c", 0],
      ["d", -1],
    ]);
    expect(computeStandings(season.slice(0, 1), plain()).every((r) => r.movement === null)).toBe(true);
  });

  it("movement is null for a player new on the last date, positive for a climber", () => {
    const later = [
      ...season,
      finishing("g4", "2009-01-31", ["d", "e", "c", "b"]),
      finishing("g5", "2009-01-31", ["d", "c", "e", "b"]),
    ];
    const r = byPlayer(computeStandings(later, plain()));
    expect(r.e.movement).toBeNull();
    expect(r.d.movement).toBe(3); // 4th -> 1st (d: 11 + 12 + 12 = 35)
    expect(r.a.movement).toBe(-1); // 1st -> 2nd
  });

  it("counts completions and eliminations suffered", () => {
    const g = {
      id: "x",
      playedAt: "2009-02-01",
      seats: [seat("a", 1, 95, { objectiveCompleted: true }), out("b", 2, 1), seat("c", 3, 10)],
    };
    const r = byPlayer(computeStandings([g], plain()));
    expect(r.a.completions).toBe(1);
    expect(r.b.eliminations).toBe(1);
    expect(r.b.points).toBe(1);
  });
});

describe("discards", () => {
  // x: 12, 5, 12, 7 = 36 · y: 7, 12, 5, 5 = 29 · z: 5, 7, 7, 12 = 31
  const season = [
    finishing("d1", "2009-01-10", ["x", "y", "z"]),
    finishing("d2", "2009-01-17", ["y", "z", "x"]),
    finishing("d3", "2009-01-24", ["x", "z", "y"]),
    finishing("d4", "2009-01-31", ["z", "x", "y"]),
  ];
  it.each<[string, object, Array<[string, number, number, string[]]>]>([
    [
      "none",
      { mode: "none" },
      [
        ["x", 36, 4, []],
        ["z", 31, 4, []],
        ["y", 29, 4, []],
      ],
    ],
    [
      "dropWorst 1 (equal worst games: the earlier is dropped)",
      { mode: "dropWorst", count: 1 },
      [
        ["x", 31, 3, ["d2"]],
        ["z", 26, 3, ["d1"]],
        ["y", 24, 3, ["d3"]],
      ],
    ],
    [
      "dropWorst more than played keeps one game",
      { mode: "dropWorst", count: 10 },
      [
        ["x", 12, 1, ["d1", "d2", "d4"]],
        ["z", 12, 1, ["d1", "d2", "d3"]],
        ["y", 12, 1, ["d1", "d3", "d4"]],
      ],
    ],
    [
      "bestOf 2 (y and z tie on points, wins, best game: total decides)",
      { mode: "bestOf", count: 2 },
      [
        ["x", 24, 2, ["d2", "d4"]],
        ["z", 19, 2, ["d1", "d2"]],
        ["y", 19, 2, ["d3", "d4"]],
      ],
    ],
    [
      "bestOf more than played counts every game",
      { mode: "bestOf", count: 9 },
      [
        ["x", 36, 4, []],
        ["z", 31, 4, []],
        ["y", 29, 4, []],
      ],
    ],
  ])("%s", (_label, discards, expected) => {
    const rows = computeStandings(season, plain({ discards }));
    expect(rows.map((r) => [r.playerId, r.points, r.gamesCounted, r.discardedGameIds])).toEqual(expected);
    expect(rows.map((r) => r.totalWithoutDiscards)).toEqual(expected.map(([p]) => ({ x: 36, y: 29, z: 31 })[p]));
  });

  it("dropWorst 10: all at 12 points, then wins separate x, the total separates z from y", () => {
    const rows = computeStandings(season, plain({ discards: { mode: "dropWorst", count: 10 } }));
    expect(rows.map((r) => [r.rank, r.playerId, r.tieBreak.key])).toEqual([
      [1, "x", null],
      [2, "z", "wins"],
      [3, "y", "totalWithoutDiscards"],
    ]);
  });
});

describe("minGames", () => {
  const season = [finishing("e1", "2009-01-10", ["w", "x", "y"]), finishing("e2", "2009-01-17", ["x", "y", "z"])];

  it("players below the minimum sort after every qualified player", () => {
    const rows = computeStandings(season, plain({ minGames: 2 }));
    expect(rows.map((r) => [r.rank, r.playerId, r.points, r.qualified, r.tieBreak.key])).toEqual([
      [1, "x", 19, true, null],
      [2, "y", 12, true, "points"],
      [3, "w", 12, false, "qualified"],
      [4, "z", 5, false, "points"],
    ]);
  });

  it("without a minimum the same points are settled by wins", () => {
    expect(computeStandings(season, plain()).map((r) => [r.playerId, r.tieBreak.key])).toEqual([
      ["x", null],
      ["w", "points"],
      ["y", "wins"],
      ["z", "points"],
    ]);
  });
});

describe("standings tie-break chain", () => {
  it("wins: equal points, more wins ranks higher; still tied after every key = shared rank", () => {
    const rules = plain({}, { table: { 3: [10, 5, 0] } });
    const rows = computeStandings(
      [finishing("g1", "2009-01-10", ["p", "q", "r"]), finishing("g2", "2009-01-17", ["r", "q", "p"])],
      rules,
    );
    expect(rows.map((r) => [r.rank, r.playerId, r.points, r.tieBreak])).toEqual([
      [1, "p", 10, { key: null, shared: true }],
      [1, "r", 10, { key: null, shared: true }],
      [3, "q", 10, { key: "wins", shared: false }],
    ]);
  });

  it("bestGame: equal points and wins, the better single game ranks higher", () => {
    const rules = plain({}, { table: { 4: [10, 6, 4, 0] } });
    const rows = computeStandings(
      [
        finishing("g1", "2009-01-10", ["r", "p", "q", "s"]),
        finishing("g2", "2009-01-17", ["r", "p", "q", "s"]),
        finishing("g3", "2009-01-24", ["r", "s", "q", "p"]),
      ],
      rules,
    );
    expect(rows.map((r) => [r.rank, r.playerId, r.points, r.bestGame, r.tieBreak.key])).toEqual([
      [1, "r", 30, 10, null],
      [2, "p", 12, 6, "points"],
      [3, "q", 12, 4, "bestGame"],
      [4, "s", 6, 6, "points"],
    ]);
  });

  it("headToHead: equal on everything else, who finished ahead more often in shared games ranks higher", () => {
    const rules = plain({}, { table: { 4: [10, 5, 5, 0] } });
    const rows = computeStandings(
      [
        finishing("g1", "2009-01-10", ["p", "r", "s", "q"]),
        finishing("g2", "2009-01-17", ["q", "r", "s", "p"]),
        finishing("g3", "2009-01-24", ["r", "p", "q", "s"]),
      ],
      rules,
    );
    expect(rows.map((r) => [r.rank, r.playerId, r.points, r.wins, r.bestGame, r.tieBreak.key])).toEqual([
      [1, "r", 20, 1, 10, null],
      [2, "p", 15, 1, 10, "points"],
      [3, "q", 15, 1, 10, "headToHead"],
      [4, "s", 10, 0, 5, "points"],
    ]);
  });

  const flat = plain({ standingsTieBreak: ["points", "headToHead"] }, { table: { 3: [5, 5, 5] } });

  it("headToHead among three: net finishes inside the group, applied again to a smaller tied group", () => {
    // A–B +1, A–C +1, B–C +3: A 2, B 2, C −4; then A beat B directly
    const games = [
      finishing("g1", "2009-01-10", ["A", "B", "C"]),
      finishing("g2", "2009-01-17", ["A", "B", "C"]),
      finishing("g3", "2009-01-24", ["B", "C", "A"]),
    ];
    expect(computeStandings(games, flat).map((r) => [r.rank, r.playerId, r.tieBreak.key])).toEqual([
      [1, "A", null],
      [2, "B", "headToHead"],
      [3, "C", "headToHead"],
    ]);
  });

  it("a head-to-head cycle stays a shared rank", () => {
    const games = [
      finishing("g1", "2009-01-10", ["A", "B", "C"]),
      finishing("g2", "2009-01-17", ["B", "C", "A"]),
      finishing("g3", "2009-01-24", ["C", "A", "B"]),
    ];
    expect(computeStandings(games, flat).map((r) => [r.rank, r.playerId, r.tieBreak.shared])).toEqual([
      [1, "A", true],
      [1, "B", true],
      [1, "C", true],
    ]);
  });

  it("the configured order of keys is followed (bestGame before wins)", () => {
    // a silly but legal table: being eliminated pays 20. p: 12 + 8, r: 8 + 12, q: 20 + 0
    const rules = plain({}, { table: { 3: [12, 8, 0] }, eliminatedPoints: [20] });
    const games = [
      { id: "g1", playedAt: "2009-01-10", seats: [seat("p", 1, 50), seat("r", 2, 40), out("q", 3, 1)] },
      { id: "g2", playedAt: "2009-01-17", seats: [seat("r", 1, 50), seat("p", 2, 40), seat("q", 3, 0)] },
    ];
    expect(computeStandings(games, rules).map((r) => [r.rank, r.playerId, r.tieBreak.key])).toEqual([
      [1, "p", null],
      [1, "r", null],
      [3, "q", "wins"],
    ]);
    const bestFirst: ScoringRules = { ...rules, standingsTieBreak: ["points", "bestGame", "wins"] };
    expect(computeStandings(games, bestFirst).map((r) => [r.rank, r.playerId, r.tieBreak.key])).toEqual([
      [1, "q", null],
      [2, "p", "bestGame"],
      [2, "r", null],
    ]);
  });
});
