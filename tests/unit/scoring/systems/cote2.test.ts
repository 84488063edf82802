import { describe, it } from "vitest";
import { expectRanking, expectRejected, s, type Case, type Rejection } from "./helpers";

const seat = (id: string, vp: number, influenceTokens: number, extra = {}) => s(id, { vp, influenceTokens, ...extra });
const cote = (seasons: number, ...seats: ReturnType<typeof seat>[]) => ({ game: { seasons }, seats });

describe("Conquest of the Empire II: ranking (CONCLUSIONE DEL GIOCO)", () => {
  it.each<Case>([
    [
      "CONCLUSIONE DEL GIOCO: most VP wins after 4 seasons",
      cote(4, seat("a", 60, 3), seat("b", 85, 1), seat("c", 40, 9)),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "CONCLUSIONE DEL GIOCO: equal VP, most influence tokens wins",
      cote(4, seat("a", 70, 4), seat("b", 70, 6), seat("c", 10, 2)),
      "win",
      "b:1 a:2 c:3",
    ],
    [
      "§8 #14 [default]: equal VP and tokens share the rank",
      cote(4, seat("a", 70, 4), seat("b", 70, 4), seat("c", 10, 2)),
      "sharedWin",
      "a:1 b:1 c:3",
    ],
    [
      "§8 #14 [default]: a season may call that tie a draw",
      cote(4, seat("a", 70, 4), seat("b", 70, 4), seat("c", 10, 2)),
      "draw",
      "a:1 b:1 c:3",
      { unresolved: "draw" },
    ],
    ["7) chaos penalties: VP may be negative", cote(5, seat("a", -15, 0), seat("b", 5, 1)), "win", "b:1 a:2"],
    [
      "GETTONI: six players, ties lower down share the rank",
      cote(
        4,
        seat("a", 10, 1),
        seat("b", 20, 2),
        seat("c", 20, 2),
        seat("d", 5, 0),
        seat("e", 30, 0),
        seat("f", 10, 1),
      ),
      "win",
      "e:1 b:2 c:2 a:4 f:4 d:6",
    ],
  ])("%s", (_label, play, result, ranks, settings) => {
    expectRanking("cote2", play, result, ranks, settings);
  });
});

describe("Conquest of the Empire II: rejected plays", () => {
  it.each<Rejection>([
    ["CONCLUSIONE DEL GIOCO: 4 or 5 seasons, not 3", cote(3, seat("a", 1, 1), seat("b", 2, 2)), "game.seasons"],
    ["CONCLUSIONE DEL GIOCO: not 6", cote(6, seat("a", 1, 1), seat("b", 2, 2)), "game.seasons"],
    [
      "GETTONI: influence tokens never negative",
      cote(4, seat("a", 1, -1), seat("b", 2, 2)),
      "seats[0].values.influenceTokens",
    ],
    ["GETTONI: 7 players", cote(4, ...["a", "b", "c", "d", "e", "f", "g"].map((id) => seat(id, 1, 1))), "seats"],
    ["1 player", cote(4, seat("a", 1, 1)), "seats"],
    ["CONCLUSIONE DEL GIOCO: VP are whole numbers", cote(4, seat("a", 1.5, 1), seat("b", 2, 2)), "seats[0].values.vp"],
    ["the same player twice", cote(4, seat("a", 1, 1), seat("a", 2, 2)), "seats[1].playerId"],
    [
      "two seats of one colour",
      {
        game: { seasons: 4 },
        seats: [
          s("a", { vp: 1, influenceTokens: 1 }, { identity: { colour: "rosso" } }),
          s("b", { vp: 1, influenceTokens: 1 }, { identity: { colour: "rosso" } }),
        ],
      },
      "seats[1].identity.colour",
    ],
    ["seasons is required", { seats: [seat("a", 1, 1), seat("b", 2, 2)] }, "game.seasons"],
    ["endedAt must equal seasons", { ...cote(4, seat("a", 1, 1), seat("b", 2, 2)), endedAt: 5 }, "endedAt"],
  ])("%s", (_label, play, path) => {
    expectRejected("cote2", play, path);
  });
});
