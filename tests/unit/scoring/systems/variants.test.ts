// Issue 21 item 10 (decision 0044): the variants a play used are the definition's, checked by rankPlay, stored with
// the game values under one reserved key, read back from the CSV and the form, and split in the statistics.
import { describe, expect, it } from "vitest";
import { placeErrors } from "../../../../src/history/league-json";
import { playCsvRows, readPlayCsv } from "../../../../src/history/play-csv";
import { serializeCsv } from "../../../../src/history/csv";
import { formFromPlay, issuesByField, playFromForm } from "../../../../src/lib/plays/play-form";
import {
  gameSystems,
  getSystem,
  packGameValues,
  rankPlay,
  unpackGameValues,
  variantLabels,
  variantStats,
  VARIANTS_KEY,
  type Play,
} from "../../../../src/scoring";
import { recordPlay } from "../statistics/record-play";
import { expectRanking, expectRejected, s } from "./helpers";

const nero = (variants?: string[], vp = [10, 30, 20, 5]): Play => ({
  game: { turnsPlayed: 4 },
  ...(variants ? { variants } : {}),
  seats: ["a", "b", "c", "d"].map((id, i) =>
    s(
      id,
      { vp: vp[i], automaticVictory: false },
      { identity: { baseZone: ["ovest", "centrale", "orientale", "asiaAfrica"][i] } },
    ),
  ),
});
const hotre = (variants?: string[]): Play => ({
  game: { periodsPlayed: 7 },
  ...(variants ? { variants } : {}),
  seats: ["a", "b", "c"].map((id, i) =>
    s(id, { vpPopulation: [10, 12, 8][i], vpFaction: [5, 2, 9][i], lastEmperorNumber: i + 1 }),
  ),
});
const jc = (variants?: string[]): Play => ({
  endedBy: "yearLimit",
  game: { endedYear: 5 },
  ...(variants ? { variants } : {}),
  seats: [
    s("a", { cityVp: 4, leadersKilled: 1, controlsRome: false }, { identity: { side: "Cesare" } }),
    s("b", { cityVp: 5, leadersKilled: 0, controlsRome: false }, { identity: { side: "Pompeo" } }),
  ],
});
const spqr = (variants?: string[]): Play => ({
  game: { mode: "time" },
  ...(variants ? { variants } : {}),
  seats: ["a", "b", "c"].map((id, i) => s(id, { vp: [12, 9, 15][i] })),
});

describe("the variants of each definition (game-systems.md: Nero §3.0, HOTRE §15.3–15.4, Julius Caesar §5.3)", () => {
  it("lists the variants the brief names as per-play data", () => {
    expect(getSystem("nero").variants.map((v) => v.id)).toEqual(["short"]);
    expect(getSystem("hotre").variants.map((v) => v.id)).toEqual(["favoreDivino", "corrompereBarbari"]);
    expect(getSystem("julius-caesar").variants.map((v) => v.id)).toEqual(["setupLibero"]);
  });

  it("no system has a game field on the reserved key the variants are stored under", () => {
    for (const system of gameSystems)
      expect(
        system.gameFields.map((d) => d.key),
        system.id,
      ).not.toContain(VARIANTS_KEY);
  });

  // a variant changes how the game is set up, not how it ends or is ranked: the same result ranks the same
  const accepted: [string, string, Play, Play][] = [
    ["Nero short game (§3.0 item 5, §3.2, §4.2.2)", "nero", nero(["short"]), nero()],
    ["HOTRE Favore Divino (§15.3)", "hotre", hotre(["favoreDivino"]), hotre()],
    ["HOTRE both optional rules (§15.3, §15.4)", "hotre", hotre(["favoreDivino", "corrompereBarbari"]), hotre()],
    ["Julius Caesar set up libero (§5.3)", "julius-caesar", jc(["setupLibero"]), jc()],
  ];
  it.each(accepted)("accepts %s and ranks it as the standard game", (_label, systemId, withVariant, standard) => {
    const r = rankPlay(systemId, standard);
    expectRanking(systemId, withVariant, r.result, r.seats.map((x) => `${x.playerId}:${x.rank}`).join(" "));
  });

  const refused: [string, string, Play, string][] = [
    ["another system's variant", "nero", nero(["favoreDivino"]), "variants[0]"],
    ["an id in another case", "nero", nero(["Short"]), "variants[0]"],
    ["a variant named twice", "hotre", hotre(["favoreDivino", "favoreDivino"]), "variants[1]"],
    ["a variant of a system without variants (S.P.Q.R.)", "spqr", spqr(["short"]), "variants[0]"],
    [
      "variants that are not a list",
      "julius-caesar",
      { ...jc(), variants: "setupLibero" as unknown as string[] },
      "variants",
    ],
  ];
  it.each(refused)("refuses %s", (_label, systemId, play, path) => expectRejected(systemId, play, path));
});

describe("storage with the game values", () => {
  const cases: [string, Record<string, number>, string[] | undefined, Record<string, number | string>][] = [
    ["no variant: the values as they were", { periodsPlayed: 7 }, undefined, { periodsPlayed: 7 }],
    ["an empty list: nothing stored", { periodsPlayed: 7 }, [], { periodsPlayed: 7 }],
    ["one variant", { turnsPlayed: 4 }, ["short"], { turnsPlayed: 4, variants: "short" }],
    [
      "two variants, joined by ;",
      { periodsPlayed: 7 },
      ["favoreDivino", "corrompereBarbari"],
      { periodsPlayed: 7, variants: "favoreDivino;corrompereBarbari" },
    ],
  ];
  it.each(cases)("%s", (_label, game, variants, stored) => {
    expect(packGameValues(game, variants)).toEqual(stored);
    expect(unpackGameValues(packGameValues(game, variants))).toEqual({ game, variants: variants ?? [] });
  });

  it("labels in the definition's order, Italian and English", () => {
    expect(variantLabels(getSystem("hotre"), ["corrompereBarbari", "favoreDivino"]).map((v) => v.label.it)).toEqual([
      "Favore Divino",
      "Corrompere i Barbari",
    ]);
    expect(variantLabels(getSystem("nero"), ["short"])[0].label).toEqual({ it: "Partita breve", en: "Short game" });
  });
});

describe("the play form", () => {
  it("sends the ticked variants in the definition's order, and an edit shows them ticked", () => {
    const system = getSystem("hotre");
    const state = { ...formFromPlay(hotre()), variants: ["corrompereBarbari", "favoreDivino"] };
    const play = playFromForm(system, state);
    expect(play.variants).toEqual(["favoreDivino", "corrompereBarbari"]);
    expect(formFromPlay(play).variants).toEqual(["favoreDivino", "corrompereBarbari"]);
    expect("variants" in playFromForm(system, { ...state, variants: [] })).toBe(false);
    expect("variants" in playFromForm(system, { ...state, variants: undefined })).toBe(false); // a draft saved before variants
  });

  it("a refused variant is shown at the variants field", () => {
    let issues: { path: string; message: string }[] = [];
    try {
      rankPlay("nero", nero(["favoreDivino"]));
    } catch (e) {
      issues = (e as { issues: typeof issues }).issues;
    }
    expect(Object.keys(issuesByField(nero(["favoreDivino"]), issues))).toEqual(["variants"]);
  });
});

describe("the season CSV's variants column", () => {
  const system = getSystem("hotre");
  const names = new Map([
    ["Anna", "a"],
    ["Bruno", "b"],
    ["Carla", "c"],
  ]);
  const byName = (n: string) => names.get(n) ?? null;
  const csv = (rows: (string | number | null)[][]) => new TextEncoder().encode(serializeCsv(rows));
  const exported = (variants: string[]) =>
    playCsvRows(system, [
      {
        sequence: 1,
        date: "2026-04-01",
        endedBy: null,
        endedAt: null,
        game: { periodsPlayed: 7 },
        variants,
        durationMinutes: null,
        notes: null,
        seats: hotre().seats.map((x, i) => ({
          player: ["Anna", "Bruno", "Carla"][i],
          seatOrder: i + 1,
          identity: {},
          values: x.values,
          rank: null,
          points: null,
        })),
      },
    ]);

  it("is written after the game fields and read back, in the definition's order", () => {
    const rows = exported(["favoreDivino", "corrompereBarbari"]);
    expect(rows[0]).toContain("variants");
    const { plays, problems } = readPlayCsv(system, csv(rows), undefined, byName);
    expect(problems).toEqual([]);
    expect(plays[0].play.variants).toEqual(["favoreDivino", "corrompereBarbari"]);
    // written in another order, on one row of the game only
    const at = rows[0].indexOf("variants");
    const loose = rows.map((r, i) =>
      r.map((c, j) => (j === at && i > 0 ? (i === 2 ? "corrompereBarbari ; favoreDivino" : null) : c)),
    );
    expect(readPlayCsv(system, csv(loose), undefined, byName).plays[0].play.variants).toEqual([
      "favoreDivino",
      "corrompereBarbari",
    ]);
  });

  it("a file without the column imports under the standard rules; a system without variants has no column", () => {
    const rows = exported([]);
    const at = rows[0].indexOf("variants");
    const older = rows.map((r) => r.filter((_, j) => j !== at));
    const { plays, problems } = readPlayCsv(system, csv(older), undefined, byName);
    expect(problems).toEqual([]);
    expect(plays[0].play.variants).toBeUndefined();
    expect(playCsvRows(getSystem("spqr"), [])[0]).not.toContain("variants");
  });

  it("an unknown variant is refused at its line and column", () => {
    const rows = exported(["short"]);
    const { problems } = readPlayCsv(system, csv(rows), undefined, byName);
    expect(problems[0]).toMatchObject({ line: 2, column: "variants", code: "rule" });
  });
});

describe("statistics split by variant", () => {
  it("counts each play under each variant it used, the rest under the standard rules, with each player's wins", () => {
    const plays = [
      recordPlay("nero", nero(["short"]), "1"),
      recordPlay("nero", nero(["short"], [30, 10, 20, 5]), "2"),
      recordPlay("nero", nero(), "3"),
    ].map((p, i) => ({ ...p, variants: [["short"], ["short"], []][i] }));
    const rows = variantStats(getSystem("nero"), plays);
    expect(rows.map((r) => [r.variant, r.plays, r.share])).toEqual([
      [null, 1, 1 / 3],
      ["short", 2, 2 / 3],
    ]);
    expect(rows[1].players.slice(0, 2).map((p) => [p.playerId, p.wins, p.seats])).toEqual([
      ["a", 1, 2],
      ["b", 1, 2],
    ]);
    expect(variantStats(getSystem("spqr"), [])).toEqual([]);
    // a play with both HOTRE variants counts under both
    const both = variantStats(getSystem("hotre"), [
      { ...recordPlay("hotre", hotre(), "x"), variants: ["favoreDivino", "corrompereBarbari"] },
    ]);
    expect(both.map((r) => r.plays)).toEqual([0, 1, 1]);
  });
});

describe("the JSON import's refusal of a variant", () => {
  it("is placed at the game's variants value", () => {
    const text = `{"seasons": [\n {"games": [\n  {"sequence": 1, "values": {"turnsPlayed": 4, "variants": "short;x"},\n   "seats": []}]}]}`;
    expect(placeErrors(text, ["seasons.0.games.0.variants[1]: must be one of short (got x)"])).toEqual([
      "line 3, column 60: seasons.0.games.0.variants[1]: must be one of short (got x)",
    ]);
  });
});
