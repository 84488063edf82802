import { describe, expect, it } from "vitest";
import { rankPlay, type Value } from "../../../../src/scoring";
import { expectRanking, expectRejected, s, type Case, type Rejection } from "./helpers";

type V = Record<string, Value>;
const p = (vp: number, extra: V = {}): V => ({ vp, automaticVictory: false, ...extra });
const nero = (turnsPlayed: number, seats: [string, V][], extra = {}) => ({
  game: { turnsPlayed },
  seats: seats.map(([id, v]) => s(id, v)),
  ...extra,
});

describe("Nero: ranking (rulebook §13)", () => {
  it.each<Case>([
    [
      "§13.2: after turn 4 the most PV wins; the others by PV",
      nero(4, [
        ["a", p(12)],
        ["b", p(20)],
        ["c", p(7)],
        ["d", p(15)],
      ]),
      "win",
      "b:1 d:2 a:3 c:4",
    ],
    [
      "§13.1: automatic victory wins even with fewer PV",
      nero(2, [
        ["a", p(4, { automaticVictory: true, areasControlled: 4 })],
        ["b", p(9)],
        ["c", p(6)],
      ]),
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§13.1: Emperor with 3 Areas wins automatically at turn 3",
      nero(
        3,
        [
          ["a", p(11, { automaticVictory: true, leaderAtEnd: "Imperatore", areasControlled: 3 })],
          ["b", p(12)],
          ["c", p(3)],
        ],
        { endedBy: "automaticVictory" },
      ),
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§13.1 (issue 21): all 4 Areas with the flag left out is an automatic victory, 20 PV above 25",
      nero(2, [
        ["a", { vp: 20, areasControlled: 4 }],
        ["b", { vp: 25 }],
        ["c", { vp: 6 }],
      ]),
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§13.1 (issue 21): Emperor with 3 Areas, flag left out, wins at the end of turn 4",
      nero(4, [
        ["a", { vp: 20, areasControlled: 3, leaderAtEnd: "Imperatore" }],
        ["b", { vp: 25, areasControlled: 1 }],
        ["c", { vp: 6 }],
      ]),
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§13.1 (issue 21): a Contender with 3 Areas, flag left out, ranks by PV",
      nero(4, [
        ["a", { vp: 20, areasControlled: 3, leaderAtEnd: "Contendente" }],
        ["b", { vp: 25 }],
        ["c", { vp: 6 }],
      ]),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§13.1: automatic victory can come at the end of turn 4",
      nero(4, [
        ["a", p(20, { automaticVictory: true })],
        ["b", p(21)],
        ["c", p(3)],
      ]),
      "win",
      "a:1 b:2 c:3",
    ],
    [
      "§8 #7 [default]: after an automatic victory the others rank by PV, ties shared",
      nero(2, [
        ["a", p(4, { automaticVictory: true })],
        ["b", p(9)],
        ["c", p(9)],
      ]),
      "win",
      "a:1 b:2 c:2",
    ],
    [
      "§8 #6 [default]: equal PV at the top share the win",
      nero(4, [
        ["a", p(18)],
        ["b", p(18)],
        ["c", p(7)],
      ]),
      "sharedWin",
      "a:1 b:1 c:3",
    ],
    [
      "§8 #6 [default]: a season may break PV ties by Areas",
      nero(4, [
        ["a", p(18, { areasControlled: 1 })],
        ["b", p(18, { areasControlled: 2 })],
        ["c", p(7)],
      ]),
      "win",
      "b:1 a:2 c:3",
      { tieBreak: ["areasControlled"] },
    ],
    [
      "§8 #6 [default] (issue 21): a season may break PV ties by Emperor at the end",
      nero(4, [
        ["a", p(18, { leaderAtEnd: "Contendente" })],
        ["b", p(18, { leaderAtEnd: "Imperatore" })],
        ["c", p(7)],
      ]),
      "win",
      "b:1 a:2 c:3",
      { tieBreak: ["leaderAtEnd"] },
    ],
    [
      "§8 #6 [default] (issue 21): Emperor at the end, then Areas",
      nero(4, [
        ["a", p(18, { leaderAtEnd: "Generale", areasControlled: 2 })],
        ["b", p(18, { leaderAtEnd: "Contendente", areasControlled: 1 })],
        ["c", p(18, { leaderAtEnd: "Imperatore" })],
      ]),
      "win",
      "c:1 a:2 b:3",
      { tieBreak: ["leaderAtEnd", "areasControlled"] },
    ],
    [
      "§8 #6 [default] (issue 21): Emperor at the end not recorded for a seat: the key is skipped",
      nero(4, [
        ["a", p(18, { leaderAtEnd: "Imperatore" })],
        ["b", p(18)],
        ["c", p(7)],
      ]),
      "sharedWin",
      "a:1 b:1 c:3",
      { tieBreak: ["leaderAtEnd"] },
    ],
    [
      "§3.2 (issue 21): a 3-player game leaves an Area nobody chose as base empty",
      {
        game: { turnsPlayed: 4, emptyArea: "asiaAfrica" },
        seats: [
          s("a", p(1), { identity: { baseZone: "ovest" } }),
          s("b", p(2), { identity: { baseZone: "centrale" } }),
          s("c", p(3), { identity: { baseZone: "orientale" } }),
        ],
      },
      "win",
      "c:1 b:2 a:3",
    ],
    [
      "§8 #6 [default]: a season may call an unbroken tie a draw",
      nero(4, [
        ["a", p(18)],
        ["b", p(18)],
        ["c", p(7)],
      ]),
      "draw",
      "a:1 b:1 c:3",
      { unresolved: "draw" },
    ],
    [
      "§10.0: two Emperors are allowed",
      nero(4, [
        ["a", p(12, { leaderAtEnd: "Imperatore" })],
        ["b", p(10, { leaderAtEnd: "Imperatore" })],
        ["c", p(3)],
      ]),
      "win",
      "a:1 b:2 c:3",
    ],
  ])("%s", (_label, play, result, ranks, settings) => {
    expectRanking("nero", play, result, ranks, settings);
  });

  it("§13.1: the automatic winner is decided by it, the others by PV", () => {
    const out = rankPlay(
      "nero",
      nero(2, [
        ["a", p(4, { automaticVictory: true })],
        ["b", p(9)],
        ["c", p(6)],
      ]),
    );
    expect(out.seats.map((x) => x.decidedBy)).toEqual(["decisive:automaticVictory", "key:vp", "key:vp"]);
  });
});

describe("Nero: rejected plays", () => {
  it.each<Rejection>([
    [
      "§13.1: two automatic victories",
      nero(3, [
        ["a", p(4, { automaticVictory: true })],
        ["b", p(9, { automaticVictory: true })],
        ["c", p(1)],
      ]),
      "seats[1].values.automaticVictory",
    ],
    [
      "§4.1: no automatic victory but the play stopped at turn 3",
      nero(3, [
        ["a", p(4)],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "game.turnsPlayed",
    ],
    [
      "§4.1: a fifth turn",
      nero(5, [
        ["a", p(4)],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "game.turnsPlayed",
    ],
    [
      "§13.1: endedBy automaticVictory without one",
      nero(
        4,
        [
          ["a", p(4)],
          ["b", p(9)],
          ["c", p(1)],
        ],
        { endedBy: "automaticVictory" },
      ),
      "endedBy",
    ],
    [
      "§13.1: endedBy turnLimit despite an automatic victory",
      nero(
        4,
        [
          ["a", p(4, { automaticVictory: true })],
          ["b", p(9)],
          ["c", p(1)],
        ],
        { endedBy: "turnLimit" },
      ),
      "endedBy",
    ],
    [
      "§10.0: three Emperors",
      nero(4, [
        ["a", p(4, { leaderAtEnd: "Imperatore" })],
        ["b", p(9, { leaderAtEnd: "Imperatore" })],
        ["c", p(1, { leaderAtEnd: "Imperatore" })],
      ]),
      "seats[2].values.leaderAtEnd",
    ],
    [
      "§13.2: Emperor in Rome without being Emperor",
      nero(4, [
        ["a", p(4, { emperorInRome: true, leaderAtEnd: "Generale" })],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "seats[0].values.emperorInRome",
    ],
    [
      "§11.2: more than 4 Areas controlled in all",
      nero(4, [
        ["a", p(4, { areasControlled: 3 })],
        ["b", p(9, { areasControlled: 2 })],
        ["c", p(1)],
      ]),
      "seats[*].values.areasControlled",
    ],
    [
      "§13.2: more than 2 Italian provinces in all",
      nero(4, [
        ["a", p(4, { italianProvinces: 2 })],
        ["b", p(9, { italianProvinces: 1 })],
        ["c", p(1)],
      ]),
      "seats[*].values.italianProvinces",
    ],
    [
      "§13.1: automatic victory with 2 Areas",
      nero(2, [
        ["a", p(4, { automaticVictory: true, areasControlled: 2 })],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "seats[0].values.automaticVictory",
    ],
    [
      "§13.1 (issue 21): all 4 Areas but the flag unticked",
      nero(2, [
        ["a", p(20, { areasControlled: 4 })],
        ["b", p(25)],
        ["c", p(1)],
      ]),
      "seats[0].values.automaticVictory",
    ],
    [
      "§13.1 (issue 21): Emperor with 3 Areas but the flag unticked",
      nero(4, [
        ["a", p(20, { areasControlled: 3, leaderAtEnd: "Imperatore" })],
        ["b", p(25)],
        ["c", p(1)],
      ]),
      "seats[0].values.automaticVictory",
    ],
    [
      "§13.1: automatic victory with 3 Areas as a Contender",
      nero(2, [
        ["a", p(4, { automaticVictory: true, areasControlled: 3, leaderAtEnd: "Contendente" })],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "seats[0].values.automaticVictory",
    ],
    [
      "§3.2: an empty Area with 4 players",
      {
        ...nero(4, [
          ["a", p(4)],
          ["b", p(9)],
          ["c", p(1)],
          ["d", p(2)],
        ]),
        game: { turnsPlayed: 4, emptyArea: "ovest" },
      },
      "game.emptyArea",
    ],
    [
      "§3.2 (issue 21): the empty Area is a player's base zone",
      {
        game: { turnsPlayed: 4, emptyArea: "centrale" },
        seats: [
          s("a", p(1), { identity: { baseZone: "ovest" } }),
          s("b", p(2), { identity: { baseZone: "centrale" } }),
          s("c", p(3)),
        ],
      },
      "game.emptyArea",
    ],
    [
      "§1.0: 5 players",
      nero(4, [
        ["a", p(4)],
        ["b", p(9)],
        ["c", p(1)],
        ["d", p(2)],
        ["e", p(2)],
      ]),
      "seats",
    ],
    [
      "§13.2: negative PV",
      nero(4, [
        ["a", p(-1)],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "seats[0].values.vp",
    ],
    [
      "§2.6.3: two seats on one base zone",
      {
        game: { turnsPlayed: 4 },
        seats: [
          s("a", p(1), { identity: { baseZone: "ovest" } }),
          s("b", p(2), { identity: { baseZone: "ovest" } }),
          s("c", p(3)),
        ],
      },
      "seats[1].identity.baseZone",
    ],
    [
      "§2.6.3: an unknown base zone",
      {
        game: { turnsPlayed: 4 },
        seats: [s("a", p(1), { identity: { baseZone: "Britannia" } }), s("b", p(2)), s("c", p(3))],
      },
      "seats[0].identity.baseZone",
    ],
  ])("%s", (_label, play, path) => {
    expectRejected("nero", play, path);
  });

  it("a season tie-break must be one the definition offers", () => {
    expectRejected(
      "nero",
      nero(4, [
        ["a", p(4)],
        ["b", p(9)],
        ["c", p(1)],
      ]),
      "settings.tieBreak[0]",
      { tieBreak: ["battlesWonAsEmperor"] },
    );
  });
});
