import { describe, expect, it } from "vitest";
import {
  getSystem,
  playedVariants,
  rankPlay,
  variantStats,
  type Play,
  type ScoringInputError,
} from "../../../../src/scoring";
import { formFromPlay, playFromForm, variantsShown } from "../../../../src/lib/plays/play-form";
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

// Decision 0063: the fifth season ("Quinta Stagione", CONCLUSIONE DEL GIOCO "5 if the players agree") is the game
// field `seasons` at 5. The variant is derived from it (statistics, display, the form) and never contradicts it.
describe("Conquest of the Empire II: the fifth season follows from the seasons played (CONCLUSIONE DEL GIOCO)", () => {
  const stats = (plays: Play[]) =>
    variantStats(
      getSystem("cote2"),
      plays.map((p, i) => ({
        id: `g${i}`,
        game: p.game,
        variants: p.variants,
        result: "win" as const,
        seats: p.seats.map((x, k) => ({ playerId: x.playerId, values: x.values, rank: k + 1, isWinner: k === 0 })),
      })),
    ).map((r) => [r.variant, r.plays]);
  const play = (seasons: number, variants?: string[]): Play => ({
    ...cote(seasons, seat("a", 20, 1), seat("b", 10, 2)),
    ...(variants ? { variants } : {}),
  });

  it.each<[label: string, play: Play, played: string[]]>([
    ["CONCLUSIONE DEL GIOCO: 5 seasons without the variant named is the fifth season", play(5), ["fifthSeason"]],
    [
      "CONCLUSIONE DEL GIOCO: 5 seasons with the variant named (older exports) agrees",
      play(5, ["fifthSeason"]),
      ["fifthSeason"],
    ],
    ["CONCLUSIONE DEL GIOCO: 4 seasons are the standard game", play(4), []],
  ])("%s", (_label, p, played) => {
    expect(rankPlay("cote2", p).result).toBe("win");
    expect(playedVariants(getSystem("cote2"), p.game, p.variants)).toEqual(played);
  });

  it("CONCLUSIONE DEL GIOCO: the fifth season named at 4 seasons is refused at the variant, with its rule", () => {
    expectRejected("cote2", play(4, ["fifthSeason"]), "variants[0]");
    try {
      rankPlay("cote2", play(4, ["fifthSeason"]));
    } catch (e) {
      expect((e as ScoringInputError).issues[0]).toMatchObject({
        code: "variantFollows",
        params: { variant: "fifthSeason", field: "seasons", value: "5", got: "4" },
      });
    }
  });

  it("the statistics split by variant count every 5-season play as the fifth season, named or not", () => {
    expect(stats([play(5), play(5, ["fifthSeason"]), play(4), play(4)])).toEqual([
      [null, 2],
      ["fifthSeason", 2],
    ]);
  });

  it("the form never sends the fifth season: it shows it ticked exactly when seasons is 5", () => {
    const system = getSystem("cote2");
    const form = { ...formFromPlay(play(5, ["fifthSeason"])) };
    expect("variants" in playFromForm(system, form)).toBe(false);
    expect(variantsShown(system, form)).toEqual(["fifthSeason"]);
    // an edit that changes the seasons to 4 leaves the stored variant behind instead of contradicting the field
    const four = { ...form, game: { ...form.game, seasons: "4" } };
    expect(rankPlay("cote2", playFromForm(system, four)).result).toBe("win");
    expect(variantsShown(system, four)).toEqual([]);
  });
});
