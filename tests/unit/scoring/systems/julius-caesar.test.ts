import { describe, expect, it } from "vitest";
import { rankPlay } from "../../../../src/scoring";
import { expectRanking, expectRejected, s, type Case, type Rejection } from "./helpers";

const jc = (endedYear: number, a: [number, number, boolean], b: [number, number, boolean], extra = {}) => ({
  game: { endedYear },
  seats: [
    s("cesare", { cityVp: a[0], leadersKilled: a[1], controlsRome: a[2] }, { identity: { side: "Cesare" } }),
    s("pompeo", { cityVp: b[0], leadersKilled: b[1], controlsRome: b[2] }, { identity: { side: "Pompeo" } }),
  ],
  ...extra,
});

describe("Julius Caesar: ranking (rulebook §1.2)", () => {
  it.each<Case>([
    ["§1.2: 10 VP at the end of year 2 wins", jc(2, [8, 2, true], [5, 0, false]), "win", "cesare:1 pompeo:2"],
    [
      "§1.2: trophies count: 8 cities + 2 leaders = 10",
      jc(3, [3, 0, false], [8, 2, false]),
      "win",
      "pompeo:1 cesare:2",
    ],
    [
      "§1.2: 10 VP at the end of year 5 wins by threshold",
      jc(5, [10, 0, true], [3, 3, false], { endedBy: "threshold" }),
      "win",
      "cesare:1 pompeo:2",
    ],
    ["§1.2: after year 5, most VP wins", jc(5, [6, 1, false], [5, 1, true]), "win", "cesare:1 pompeo:2"],
    [
      "§1.2: equal VP after year 5, who controls Rome wins",
      jc(5, [4, 2, false], [6, 0, true]),
      "win",
      "pompeo:1 cesare:2",
    ],
    ["§1.2: equal VP, Rome vacant: a draw", jc(5, [6, 1, false], [7, 0, false]), "draw", "cesare:1 pompeo:1"],
    [
      "§1.2: endedBy yearLimit given explicitly",
      jc(5, [1, 0, false], [2, 0, true], { endedBy: "yearLimit", endedAt: 5 }),
      "win",
      "pompeo:1 cesare:2",
    ],
  ])("%s", (_label, play, result, ranks) => {
    expectRanking("julius-caesar", play, result, ranks);
  });

  it("a draw gives both seats rank 1 and no winner (§1.2 “si ha un pareggio”)", () => {
    const out = rankPlay("julius-caesar", jc(5, [6, 0, false], [5, 1, false]));
    expect(out.seats.map((x) => [x.rank, x.isWinner, x.decidedBy])).toEqual([
      [1, false, "draw"],
      [1, false, "draw"],
    ]);
  });

  it("names what decided: the threshold, VP, or Rome", () => {
    expect(rankPlay("julius-caesar", jc(2, [8, 2, false], [1, 0, false])).seats.map((x) => x.decidedBy)).toEqual([
      "decisive:tenVp",
      "key:vp",
    ]);
    expect(rankPlay("julius-caesar", jc(5, [4, 2, false], [6, 0, true])).seats[0].decidedBy).toBe("key:controlsRome");
  });
});

describe("Julius Caesar: rejected plays", () => {
  it.each<Rejection>([
    ["§1.2: ended before year 5 with no side at 10 VP", jc(4, [6, 1, false], [5, 0, false]), "game.endedYear"],
    [
      "§1.2: endedBy threshold with no side at 10 VP",
      jc(5, [6, 1, false], [5, 0, false], { endedBy: "threshold" }),
      "endedBy",
    ],
    [
      "§1.2: endedBy yearLimit although a side has 10 VP",
      jc(5, [10, 0, false], [3, 0, false], { endedBy: "yearLimit" }),
      "endedBy",
    ],
    ["§4.2: city VP add up to more than 13", jc(5, [8, 0, false], [6, 0, false]), "seats[*].values.cityVp"],
    ["§4.2: city VP above 13 on one seat", jc(5, [14, 0, false], [0, 0, false]), "seats[0].values.cityVp"],
    ["§7.51: more than 3 enemy leaders killed", jc(5, [1, 4, false], [0, 0, false]), "seats[0].values.leadersKilled"],
    ["§1.2: both sides control Rome", jc(5, [4, 0, true], [4, 0, true]), "seats[1].values.controlsRome"],
    [
      "§4.2, §8.3: Rome (2 VP) controlled with fewer than 2 city VP",
      jc(5, [1, 0, true], [4, 0, false]),
      "seats[0].values.cityVp",
    ],
    ["§2.0: a sixth year", jc(6, [1, 0, false], [4, 0, false]), "game.endedYear"],
    ["§2.0: endedAt differs from endedYear", jc(5, [1, 0, false], [4, 0, false], { endedAt: 4 }), "endedAt"],
    [
      "§1.1: one seat per side",
      {
        ...jc(5, [1, 0, false], [4, 0, false]),
        seats: jc(5, [1, 0, false], [4, 0, false]).seats.map((x) => ({ ...x, identity: { side: "Cesare" } })),
      },
      "seats[1].identity.side",
    ],
    [
      "§1.1: exactly 2 players",
      { ...jc(5, [1, 0, false], [4, 0, false]), seats: [jc(5, [1, 0, false], [4, 0, false]).seats[0]] },
      "seats",
    ],
    [
      "§1.2: controlsRome is required",
      {
        game: { endedYear: 5 },
        seats: [s("a", { cityVp: 1, leadersKilled: 0 }), s("b", { cityVp: 1, leadersKilled: 0, controlsRome: false })],
      },
      "seats[0].values.controlsRome",
    ],
    [
      "an unknown field",
      {
        game: { endedYear: 5 },
        seats: [
          s("a", { cityVp: 1, leadersKilled: 0, controlsRome: false, vp: 1 }),
          s("b", { cityVp: 1, leadersKilled: 0, controlsRome: false }),
        ],
      },
      "seats[0].values.vp",
    ],
  ])("%s", (_label, play, path) => {
    expectRejected("julius-caesar", play, path);
  });

  it("both sides at 10 VP in the same winter is impossible (§4.2: 13 + 3 + 3 = 19) and rejected", () => {
    expectRejected("julius-caesar", jc(3, [7, 3, false], [7, 3, false]), "seats[1].values.vp");
  });

  it("the rulebook fixes the draw: a season cannot turn it into a shared win", () => {
    expectRejected("julius-caesar", jc(5, [6, 1, false], [7, 0, false]), "settings.unresolved", {
      unresolved: "shareRank",
    });
  });
});
