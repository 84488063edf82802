import { describe, expect, it } from "vitest";
import { parseRules, rankGame, rankPlay, type GameInput, type SeatInput } from "../../../../src/scoring";
import { completed, out, seat } from "../helpers";
import { asPlay, expectRanking, expectRejected, type Rejection } from "./helpers";

const game = (seats: SeatInput[]): GameInput => ({ id: "g", playedAt: "2009-01-10", seats });

describe("RisiKo!: ranking (game-systems.md §1.3, all [default]: the seed states no rule)", () => {
  it.each<[string, SeatInput[], "win" | "sharedWin", string]>([
    ["§1.3: objective points decide", [seat("a", 1, 40), seat("b", 2, 30), seat("c", 3, 20)], "win", "a:1 b:2 c:3"],
    [
      "§1.3: armies break a tie",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40, { armies: 9 }), seat("c", 3, 20)],
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§1.3: armies missing on a tied seat: shared rank",
      [seat("a", 1, 40, { armies: 5 }), seat("b", 2, 40), seat("c", 3, 20)],
      "sharedWin",
      "a:1 b:1 c:3",
    ],
    [
      "§1.2: the completer wins at once, even with fewer points than another",
      [completed("a", 1, 86), seat("b", 2, 90), seat("c", 3, 10)],
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§1.3: eliminated below survivors, later above earlier",
      [seat("a", 1, 0), out("b", 2, 1), out("c", 3, 2), seat("d", 4, 10)],
      "win",
      "d:1 a:2 c:3 b:4",
    ],
    [
      "README “fare RisiKo!” (issue 21): all of a smaller objective held ranks above more points of a larger one",
      [seat("a", 1, 80, { objectiveTotal: 80, objectiveCompleted: true }), seat("b", 2, 85), seat("c", 3, 10)],
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§1.3: six seats, competition ranking",
      [seat("a", 1, 50), seat("b", 2, 50), seat("c", 3, 30), seat("d", 4, 20), seat("e", 5, 20), out("f", 6, 1)],
      "sharedWin",
      "a:1 b:1 c:3 d:4 e:4 f:6",
    ],
  ])("%s", (_label, seats, result, ranks) => {
    const play = expectRanking("risiko", asPlay(seats), result, ranks);
    const byGame = rankGame(game(seats), parseRules({}));
    for (const s of play.seats) expect(byGame.find((o) => o.playerId === s.playerId)?.rank).toBe(s.rank);
  });

  it("README “fare RisiKo!” (issue 21): completion left out is derived from the points; the last one standing holds it all", () => {
    const derived = asPlay([seat("a", 1, 95), seat("b", 2, 90), seat("c", 3, 3)]);
    for (const x of derived.seats) delete x.values.objectiveCompleted;
    expect(rankPlay("risiko", derived).seats[0]).toMatchObject({
      playerId: "a",
      decidedBy: "decisive:objectiveCompleted",
    });
    const last = {
      ...asPlay([completed("a", 1), out("b", 2, 1, { eliminatedBy: "c" }), out("c", 3, 2, { eliminatedBy: "a" })]),
      endedBy: "lastStanding",
    };
    expectRanking("risiko", last, "win", "a:1 c:2 b:3");
  });

  it("a season's laterTurn tie-break is the seatOrder key", () => {
    const seats = [seat("a", 1, 40), seat("b", 3, 40), seat("c", 2, 40)];
    expectRanking("risiko", asPlay(seats), "win", "b:1 c:2 a:3", { tieBreak: ["seatOrder"] });
  });

  it("marks what the seed does not say as the club's rule", () => {
    const out = rankPlay("risiko", asPlay([completed("a", 1), seat("b", 2, 40), out_("c", 3)]));
    expect(out.seats.map((x) => x.decidedBy)).toEqual([
      "decisive:objectiveCompleted",
      "key:objectivePoints",
      "elimination",
    ]);
  });
});
const out_ = (id: string, turn: number) => out(id, turn, 1);

describe("RisiKo!: rejected plays (the scoring contract)", () => {
  const base = () => [seat("a", 1, 40), seat("b", 2, 30), seat("c", 3, 20)];
  const edit = (i: number, patch: Partial<SeatInput>) =>
    asPlay(base().map((x, j) => (j === i ? { ...x, ...patch } : x)));
  it.each<Rejection>([
    [
      "contract: two completed objectives",
      asPlay([completed("a", 1), completed("b", 2), seat("c", 3, 1)]),
      "seats[1].values.objectiveCompleted",
    ],
    ["contract: objective points above the total", edit(0, { objectivePoints: 96 }), "seats[0].values.objectivePoints"],
    [
      "contract: a completed objective without all its points",
      edit(0, { objectiveCompleted: true }),
      "seats[0].values.objectiveCompleted",
    ],
    [
      "README “fare RisiKo!” (issue 21): every point of the objective held but not completed",
      edit(0, { objectivePoints: 95 }),
      "seats[0].values.objectiveCompleted",
    ],
    [
      "README “fare RisiKo!” (issue 21): 80 of 80 held but not completed",
      asPlay([seat("a", 1, 80, { objectiveTotal: 80 }), seat("b", 2, 85), seat("c", 3, 1)]),
      "seats[0].values.objectiveCompleted",
    ],
    [
      "README “fare RisiKo!” (issue 21): ended by sdadata with an objective held whole",
      { ...asPlay([seat("a", 1, 95, { objectiveCompleted: undefined }), seat("b", 2, 3)]), endedBy: "sdadata" },
      "endedBy",
    ],
    [
      "§1.2 [default] (issue 21): the last one standing below its objective total",
      { ...asPlay([seat("a", 1, 60), out("b", 2, 1), out("c", 3, 2)]), endedBy: "lastStanding" },
      "seats[0].values.objectivePoints",
    ],
    [
      "§1.3 [default] (issue 21): eliminated by a player already out",
      asPlay([seat("a", 1, 40), out("b", 2, 1), out("c", 3, 2, { eliminatedBy: "b" })]),
      "seats[2].values.eliminatedBy",
    ],
    ["contract: points on an eliminated seat", edit(1, { eliminatedOrder: 1 }), "seats[1].values.objectivePoints"],
    [
      "contract: elimination orders with a gap",
      edit(1, { eliminatedOrder: 2, objectivePoints: 0 }),
      "seats[*].values.eliminatedOrder",
    ],
    ["contract: nobody survives", asPlay([out("a", 1, 1), out("b", 2, 2)]), "seats[*].values.eliminatedOrder"],
    ["contract: eliminatedBy on a survivor", edit(0, { eliminatedBy: "b" }), "seats[0].values.eliminatedBy"],
    [
      "contract: eliminatedBy someone not at the table",
      asPlay([seat("a", 1, 40), out("b", 2, 1, { eliminatedBy: "zed" }), seat("c", 3, 1)]),
      "seats[1].values.eliminatedBy",
    ],
    ["contract: a turn order outside 1..n", edit(0, { turnOrder: 4 }), "seats[0].seatOrder"],
    [
      "contract: the turn order is required",
      { seats: asPlay(base()).seats.map((x, i) => (i === 0 ? { playerId: x.playerId, values: x.values } : x)) },
      "seats[0].seatOrder",
    ],
    ["contract: negative armies", edit(0, { armies: -1 }), "seats[0].values.armies"],
    ["contract: 7 seats", asPlay(["a", "b", "c", "d", "e", "f", "g"].map((id, i) => seat(id, i + 1, 1))), "seats"],
    [
      "contract: endedBy objective without a completed objective",
      { ...asPlay(base()), endedBy: "objective" },
      "endedBy",
    ],
    [
      "contract: endedBy sdadata although an objective was completed",
      { ...asPlay([completed("a", 1), seat("b", 2, 3)]), endedBy: "sdadata" },
      "endedBy",
    ],
    ["contract: endedBy lastStanding with two survivors", { ...asPlay(base()), endedBy: "lastStanding" }, "endedBy"],
    ["contract: an unknown ending", { ...asPlay(base()), endedBy: "resa" }, "endedBy"],
    [
      "contract: endedAt differs from endedRound",
      { ...asPlay(base()), game: { endedRound: 9 }, endedAt: 8 },
      "endedAt",
    ],
    [
      "contract: two seats of one colour",
      { seats: asPlay(base()).seats.map((x) => ({ ...x, identity: { colour: "nero" } })) },
      "seats[1].identity.colour",
    ],
  ])("%s", (_label, play, path) => {
    expectRejected("risiko", play, path);
  });
});
