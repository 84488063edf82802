import { describe, expect, it } from "vitest";
import {
  computeStandings,
  parseRules,
  presets,
  rankGame,
  roundPoints,
  type ScoringRules,
  type SeatInput,
} from "../../../src/scoring";
import { completed, game, out, seat } from "./helpers";

type Case = [string, SeatInput[], number[]];
const points = (seats: SeatInput[], rules: ScoringRules) => rankGame(game(seats), rules).map((o) => o.points);
const expectPoints = (seats: SeatInput[], rules: ScoringRules, expected: number[]) =>
  points(seats, rules).forEach((p, i) => expect(p, `seat ${seats[i].playerId}`).toBeCloseTo(expected[i], 10));

describe("placement: 12/7/5/3/2/1 by place + objective points × 0.01", () => {
  it.each<Case>([
    [
      "4 seats, no ties",
      [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30), seat("d", 4, 10)],
      [12.6, 7.45, 5.3, 3.1],
    ],
    ["3 seats", [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30)], [12.6, 7.45, 5.3]],
    [
      "shared 2nd of 5 splits 7 and 5",
      [seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 40), seat("d", 4, 20), seat("e", 5, 10)],
      [12.5, 6.4, 6.4, 3.2, 2.1],
    ],
    ["shared 1st of 3 splits 12 and 7", [seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 10)], [9.9, 9.9, 5.1]],
    [
      "three share 4th of 6: (3+2+1)/3",
      [seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 30), seat("d", 4, 20), seat("e", 5, 20), seat("f", 6, 20)],
      [12.5, 7.4, 5.3, 2.2, 2.2, 2.2],
    ],
    [
      "three share 3rd of 5: (5+3+2)/3, a repeating decimal",
      [seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 10), seat("d", 4, 10), seat("e", 5, 10)],
      [12.5, 7.4, 10 / 3 + 0.1, 10 / 3 + 0.1, 10 / 3 + 0.1],
    ],
    [
      "a completed objective earns 13 + its decimals",
      [completed("a", 1), seat("b", 2, 40), seat("c", 3, 20), seat("d", 4, 10)],
      [13.95, 7.4, 5.2, 3.1],
    ],
    [
      "eliminated seats earn 1, 2 by elimination order, no decimals",
      [seat("a", 1, 50), seat("b", 2, 30), seat("c", 3, 20), out("d", 4, 1), out("e", 5, 2)],
      [12.5, 7.3, 5.2, 1, 2],
    ],
  ])("%s", (_label, seats, expected) => expectPoints(seats, presets.placement, expected));

  it("uses every configured parameter", () => {
    const rules = parseRules({
      formula: {
        kind: "placement",
        table: { 4: [10, 6, 3, 1] },
        completedPoints: 15,
        decimals: 0.1,
        eliminatedPoints: [0.5, 1],
      },
    });
    expectPoints(
      [completed("a", 1, 86), seat("b", 2, 40), out("c", 3, 1), seat("d", 4, 20)],
      rules,
      [23.6, 10, 0.5, 5],
    );
  });
});

describe("winnerBonus: objective points + 50 to the winner, × table factor", () => {
  it.each<Case>([
    ["4 seats (× 1)", [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30), out("d", 4, 1)], [110, 45, 30, 0]],
    ["3 seats (× 0.75)", [seat("a", 1, 60), seat("b", 2, 40), seat("c", 3, 20)], [82.5, 30, 15]],
    [
      "5 seats (× 1.25), shared win splits the bonus",
      [seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 30), seat("d", 4, 20), seat("e", 5, 10)],
      [81.25, 81.25, 37.5, 25, 12.5],
    ],
    [
      "6 seats (× 1.5), completed objective",
      [completed("a", 1), seat("b", 2, 40), seat("c", 3, 30), seat("d", 4, 20), seat("e", 5, 10), out("f", 6, 1)],
      [217.5, 60, 45, 30, 15, 0],
    ],
    ["three-way shared win: (30 + 50/3) × 0.75", [seat("a", 1, 30), seat("b", 2, 30), seat("c", 3, 30)], [35, 35, 35]],
    ["2 seats have no factor (× 1)", [seat("a", 1, 40), seat("b", 2, 30)], [90, 30]],
  ])("%s", (_label, seats, expected) => expectPoints(seats, presets.winnerBonus, expected));

  it("uses the configured bonus and factors", () => {
    const rules = parseRules({ formula: { kind: "winnerBonus", bonus: 20, tableFactor: { 3: 2 } } });
    expectPoints([seat("a", 1, 40), seat("b", 2, 30), seat("c", 3, 20)], rules, [120, 60, 40]);
  });
});

describe("league100: winner 100 + own score, others 100 − (winner's score − own)", () => {
  it.each<Case>([
    ["4 seats", [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30), seat("d", 4, 10)], [160, 85, 70, 50]],
    ["a completed objective counts as 100", [completed("a", 1), seat("b", 2, 40), seat("c", 3, 20)], [200, 40, 20]],
    ["shared win: each winner 100 + own score", [seat("a", 1, 50), seat("b", 2, 50), seat("c", 3, 30)], [150, 150, 80]],
    ["an eliminated seat counts 0", [seat("a", 1, 30), out("b", 2, 1), seat("c", 3, 20)], [130, 70, 90]],
  ])("%s", (_label, seats, expected) => expectPoints(seats, presets.league100, expected));

  it.each<[string, object, SeatInput[], number[]]>([
    ["never below 0", { base: 50 }, [seat("a", 1, 80), seat("b", 2, 10), seat("c", 3, 40)], [130, 0, 10]],
    [
      "configurable completed score",
      { completedScore: 90 },
      [completed("a", 1), seat("b", 2, 40), seat("c", 3, 20)],
      [190, 50, 30],
    ],
  ])("%s", (_label, params, seats, expected) =>
    expectPoints(seats, parseRules({ formula: { kind: "league100", ...params } }), expected),
  );
});

describe("winsFirst: 1 per win + objective points / 1000", () => {
  it.each<Case>([
    ["a win", [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30)], [1.06, 0.045, 0.03]],
    ["a shared win gives 1 to each winner", [seat("a", 1, 40), seat("b", 2, 40), seat("c", 3, 10)], [1.04, 1.04, 0.01]],
    ["a completed objective", [completed("a", 1), seat("b", 2, 80), out("c", 3, 1)], [1.095, 0.08, 0]],
  ])("%s", (_label, seats, expected) => expectPoints(seats, presets.winsFirst, expected));

  it("uses the configured win and divisor", () => {
    expectPoints(
      [seat("a", 1, 60), seat("b", 2, 45), seat("c", 3, 30)],
      parseRules({ formula: { kind: "winsFirst", win: 3, divisor: 100 } }),
      [3.6, 0.45, 0.3],
    );
  });
});

describe("exact arithmetic, rounded only at the edge", () => {
  it("sums split points exactly where floats would drift (3 × (10/3 + 0.1) = 10.3)", () => {
    const night = (id: string) => ({
      ...game([seat("a", 1, 50), seat("b", 2, 40), seat("c", 3, 10), seat("d", 4, 10), seat("e", 5, 10)]),
      id,
    });
    const rows = computeStandings([night("x"), night("y"), night("z")], presets.placement);
    expect(rows.find((r) => r.playerId === "c")?.points).toBe(10.3);
    const perGame = rankGame(night("x"), presets.placement)[2].points;
    expect(perGame + perGame + perGame).not.toBe(10.3); // the naive float sum this guards against
  });

  it.each([
    [7.455, 7.46],
    [1.005, 1.01],
    [10 / 3, 3.33],
    [2 / 3, 0.67],
    [12, 12],
    [81.25, 81.25],
    [-1.005, -1.01],
    [-0.001, 0],
  ])("roundPoints(%s) = %s", (value, rounded) => {
    expect(roundPoints(value)).toBe(rounded);
  });
});
