// Issue 13 §6: the rules form's sample night and the rules playground's comparison of two final tables.
import { describe, expect, it } from "vitest";
import {
  compareRules,
  parseRules,
  presets,
  presetFor,
  previewSampleNight,
  sampleNight,
  type GameInput,
} from "../../../src/scoring";
import { seat } from "./helpers";

describe("the sample night", () => {
  it.each([
    [
      "Italy War (armies, then shared)",
      presets.placement,
      { p1: [1, 12.62], p2: [2, 7.48], p3: [3, 5.48], p4: [4, 1] },
    ],
    [
      "the later turn breaks the 48–48 tie",
      parseRules({ gameTieBreak: ["laterTurn"] }),
      { p1: [1, 12.62], p2: [3, 5.48], p3: [2, 7.48], p4: [4, 1] },
    ],
    [
      "the tied seats share 2nd place",
      parseRules({ gameTieBreak: ["shared"] }),
      { p1: [1, 12.62], p2: [2, 6.48], p3: [2, 6.48], p4: [4, 1] },
    ],
    ["winner bonus +50", presets.winnerBonus, { p1: [1, 112], p2: [2, 48], p3: [3, 48], p4: [4, 0] }],
    ["wins first", presets.winsFirst, { p1: [1, 1.06], p2: [2, 0.05], p3: [3, 0.05], p4: [4, 0] }],
  ])("under %s", (_label, rules, expected) => {
    const { seats } = previewSampleNight(rules);
    expect(Object.fromEntries(seats!.map((s) => [s.playerId, [s.rank, s.points]]))).toEqual(expected);
  });

  it("is a 2-player night for Julius Caesar and a 4-player one for Nero, in finishing order", () => {
    expect(sampleNight("julius-caesar").seats.map((s) => s.rank)).toEqual([1, 2]);
    expect(sampleNight("nero").seats).toHaveLength(4);
    expect(
      previewSampleNight(presetFor("julius-caesar", "placement"), "julius-caesar").seats!.map((s) => s.points),
    ).toEqual([12, 7]);
  });

  it("says why it cannot be scored instead of throwing (no 4-player row)", () => {
    const rules = parseRules({ formula: { kind: "placement", table: { 3: [12, 7, 5] } } });
    expect(previewSampleNight(rules)).toEqual({ seats: null, error: "the placement rules have no table for 4 seats" });
  });
});

const night = (id: string, playedAt: string, points: [number, number, number]): GameInput => ({
  id,
  playedAt,
  seats: [seat("ada", 1, points[0]), seat("bea", 2, points[1]), seat("cid", 3, points[2])],
});
// ada wins twice by small margins, bea once with 90: every game counts → ada; the best game only → bea
const season = [
  night("g1", "2009-01-10", [60, 50, 10]),
  night("g2", "2009-01-17", [40, 90, 30]),
  night("g3", "2009-01-24", [70, 10, 20]),
];

describe("compareRules", () => {
  it("lists both places and points in the alternative order, with the places moved", () => {
    const c = compareRules(season, presets.placement, parseRules({ discards: { mode: "bestOf", count: 1 } }));
    expect(c.rows).toEqual([
      {
        playerId: "bea",
        before: { rank: 2, points: 25.5, qualified: true },
        after: { rank: 1, points: 12.9, qualified: true },
        moved: 1,
      },
      {
        playerId: "ada",
        before: { rank: 1, points: 32.7, qualified: true },
        after: { rank: 2, points: 12.7, qualified: true },
        moved: -1,
      },
      {
        playerId: "cid",
        before: { rank: 3, points: 17.6, qualified: true },
        after: { rank: 3, points: 7.2, qualified: true },
        moved: 0,
      },
    ]);
    expect(c).toMatchObject({ moved: 2, championBefore: ["ada"], championAfter: ["bea"] });
  });

  it.each([
    ["the same rules", presets.placement],
    ["another formula that keeps the order", presets.winnerBonus],
  ])("moves nobody under %s", (_label, alternative) => {
    const c = compareRules(season, presets.placement, alternative);
    expect(c.moved).toBe(0);
    expect(c.rows.every((r) => r.moved === 0)).toBe(true);
    expect(c.championAfter).toEqual(["ada"]);
  });

  it("puts a player below the minimum of games under every qualified one", () => {
    const extra = {
      id: "g4",
      playedAt: "2009-01-31",
      seats: [seat("dan", 1, 95, { objectiveCompleted: true }), seat("ada", 2, 0), seat("bea", 3, 0)],
    };
    const bestGame = { discards: { mode: "bestOf", count: 1 } };
    const c = compareRules([...season, extra], parseRules(bestGame), parseRules({ ...bestGame, minGames: 2 }));
    expect(c.rows.at(-1)).toEqual({
      playerId: "dan",
      before: { rank: 1, points: 13.95, qualified: true },
      after: { rank: 4, points: 13.95, qualified: false },
      moved: -3,
    });
    expect(c).toMatchObject({ championBefore: ["dan"], championAfter: ["bea"] });
  });
});
