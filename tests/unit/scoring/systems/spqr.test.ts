import { describe, it } from "vitest";
import { expectRanking, expectRejected, s, type Case, type Rejection } from "./helpers";

const seat = (id: string, vp: number, extra = {}) => s(id, { vp, ...extra });
const target = (targetVp: number, ...seats: ReturnType<typeof seat>[]) => ({
  game: { mode: "target", targetVp },
  seats,
});
const time = (...seats: ReturnType<typeof seat>[]) => ({ game: { mode: "time", timeLimitMin: 120 }, seats });

describe("S.P.Q.R.: ranking (seed 004, §2°, §4°)", () => {
  it.each<Case>([
    [
      "§4°: the first to reach the target wins at once",
      target(15, seat("a", 12), seat("b", 15), seat("c", 14)),
      "win",
      "b:1 c:2 a:3",
    ],
    [
      "§5°: several VP claimed at once may pass the target",
      target(15, seat("a", 14), seat("b", 17), seat("c", 3)),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§2.3 [default]: the others below the target rank by VP, ties shared",
      target(15, seat("a", 9), seat("b", 15), seat("c", 9), seat("d", 2)),
      "win",
      "b:1 a:2 c:2 d:4",
    ],
    [
      "§8 #4 [default]: time limit, most VP wins",
      time(seat("a", 9), seat("b", 11), seat("c", 4)),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§8 #4 [default]: time limit, equal VP share the win",
      time(seat("a", 11), seat("b", 11), seat("c", 4)),
      "sharedWin",
      "a:1 b:1 c:3",
    ],
    [
      "§2.3 [default]: house tie-break by provinces",
      time(seat("a", 11, { provinces: 8 }), seat("b", 11, { provinces: 12 }), seat("c", 4)),
      "win",
      "b:1 a:2 c:3",
      { tieBreak: ["provinces"] },
    ],
    [
      "§2.3 [default]: house tie-break missing for a tied seat passes on (shared)",
      time(seat("a", 11, { provinces: 8 }), seat("b", 11), seat("c", 4)),
      "sharedWin",
      "a:1 b:1 c:3",
      { tieBreak: ["provinces"] },
    ],
    [
      "§4°: target mode, time ran out before anyone reached it",
      { ...target(20, seat("a", 9), seat("b", 11), seat("c", 4)), endedBy: "time" },
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§2.3 [default]: an eliminated seat ranks last",
      time(seat("a", 9), seat("b", 0, { eliminatedOrder: 1 }), seat("c", 4)),
      "win",
      "a:1 c:2 b:3",
    ],
    [
      "§2.3 [default] (issue 21): below every survivor whatever its VP",
      time(seat("a", 3), seat("b", 12, { eliminatedOrder: 1 }), seat("c", 4)),
      "win",
      "c:1 a:2 b:3",
      { eliminated: "belowSurvivors" },
    ],
    [
      "§2.3 [default] (issue 21): a season may rank eliminated players by VP like everyone",
      time(seat("a", 3), seat("b", 12, { eliminatedOrder: 1 }), seat("c", 4)),
      "win",
      "b:1 c:2 a:3",
      { eliminated: "byScore" },
    ],
    [
      "§2.3 [default] (issue 21): by VP, two eliminated seats follow their VP, not their order",
      time(seat("a", 9), seat("b", 2, { eliminatedOrder: 2 }), seat("c", 5, { eliminatedOrder: 1 })),
      "win",
      "a:1 c:2 b:3",
      { eliminated: "byScore" },
    ],
    [
      "seed 004 (issue 21): the rules edition does not change the ranking",
      time(seat("a", 9), seat("b", 11), seat("c", 4)),
      "win",
      "b:1 a:2 c:3",
      { edition: 2020 },
    ],
    [
      "§3°: five players",
      time(seat("a", 1), seat("b", 2), seat("c", 3), seat("d", 4), seat("e", 5)),
      "win",
      "e:1 d:2 c:3 b:4 a:5",
    ],
  ])("%s", (_label, play, result, ranks, settings) => {
    expectRanking("spqr", play, result, ranks, settings);
  });
});

describe("S.P.Q.R.: rejected plays", () => {
  it.each<Rejection>([
    [
      "§4°: two seats at the target (only the active player scores)",
      target(15, seat("a", 15), seat("b", 16), seat("c", 3)),
      "seats[1].values.vp",
    ],
    [
      "§4°: endedBy target, nobody reached it",
      { ...target(15, seat("a", 12), seat("b", 14), seat("c", 3)), endedBy: "target" },
      "endedBy",
    ],
    [
      "§4°: endedBy time although a seat reached the target",
      { ...target(15, seat("a", 15), seat("b", 14), seat("c", 3)), endedBy: "time" },
      "endedBy",
    ],
    [
      "§4°: time mode with a target set that a seat reached",
      { game: { mode: "time", targetVp: 15 }, seats: [seat("a", 15), seat("b", 3), seat("c", 1)] },
      "seats[0].values.vp",
    ],
    [
      "§4°: endedBy target in time mode",
      { ...time(seat("a", 15), seat("b", 3), seat("c", 1)), endedBy: "target" },
      "endedBy",
    ],
    [
      "§2°: target mode needs the target",
      { game: { mode: "target" }, seats: [seat("a", 1), seat("b", 3), seat("c", 1)] },
      "game.targetVp",
    ],
    ["§2°: the mode is required", { seats: [seat("a", 1), seat("b", 3), seat("c", 1)] }, "game.mode"],
    [
      "§2°: an unknown mode",
      { game: { mode: "sudden" }, seats: [seat("a", 1), seat("b", 3), seat("c", 1)] },
      "game.mode",
    ],
    ["§3°: 2 players", time(seat("a", 1), seat("b", 3)), "seats"],
    ["§3°: 6 players", time(...["a", "b", "c", "d", "e", "f"].map((id) => seat(id, 1))), "seats"],
    [
      "§16°: more than 12 power centres in all",
      time(seat("a", 1, { powerCentres: 7 }), seat("b", 3, { powerCentres: 6 }), seat("c", 1)),
      "seats[*].values.powerCentres",
    ],
    [
      "§2.3: eliminations must be 1..k",
      time(seat("a", 1, { eliminatedOrder: 2 }), seat("b", 3), seat("c", 1)),
      "seats[*].values.eliminatedOrder",
    ],
    [
      "§2.3: the target winner cannot be eliminated",
      target(15, seat("a", 15, { eliminatedOrder: 1 }), seat("b", 3), seat("c", 1)),
      "seats[0].values.eliminatedOrder",
    ],
    [
      "turn orders 1..n, once each",
      {
        ...time(seat("a", 1), seat("b", 3), seat("c", 1)),
        seats: [
          s("a", { vp: 1 }, { seatOrder: 1 }),
          s("b", { vp: 1 }, { seatOrder: 1 }),
          s("c", { vp: 1 }, { seatOrder: 2 }),
        ],
      },
      "seats[1].seatOrder",
    ],
  ])("%s", (_label, play, path) => {
    expectRejected("spqr", play, path);
  });

  it("§2.3 (issue 21): the elimination setting names one of the two orders", () => {
    expectRejected("spqr", time(seat("a", 1), seat("b", 3), seat("c", 1)), "settings.eliminated", {
      eliminated: "never" as "byScore",
    });
  });

  it("seed 004 (issue 21): an edition that does not exist", () => {
    expectRejected("spqr", time(seat("a", 1), seat("b", 3), seat("c", 1)), "settings.edition", { edition: 2010 });
  });

  it("(issue 21): a system without the club's elimination order or editions refuses both settings", () => {
    const play = { game: { turnsPlayed: 4 }, seats: [s("a", { vp: 1 }), s("b", { vp: 2 }), s("c", { vp: 3 })] };
    expectRejected("nero", play, "settings.eliminated", { eliminated: "byScore" });
    expectRejected("nero", play, "settings.edition", { edition: 2020 });
  });
});
