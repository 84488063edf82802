// The scoring library's problems in the reader's language (src/lib/plays/play-issues.ts): every code has an Italian and an
// English text, and representative invalid nights of the game systems read as Italian sentences, with field names,
// values and endings by their labels and invariants by their own bilingual label.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "../../../../messages/en/plays.json";
import it_ from "../../../../messages/it/plays.json";
import { issuesByField } from "@/lib/plays/play-form";
import { decodeIssue, issueText } from "@/lib/plays/play-issues";
import { getSystem, ISSUE_CODES, rankPlay, ScoringInputError, type Play } from "@/scoring";

const translators = {
  it: createTranslator({ locale: "it", messages: { plays: it_ }, namespace: "plays.issues" }),
  en: createTranslator({ locale: "en", messages: { plays: en }, namespace: "plays.issues" }),
};

/** The problems of an invalid play, as the play form shows them in `locale`. */
function problems(systemId: string, play: Play, locale: "it" | "en" = "it"): string[] {
  try {
    rankPlay(systemId, play);
  } catch (e) {
    if (!(e instanceof ScoringInputError)) throw e;
    const byField = issuesByField(play, e.issues);
    return Object.values(byField)
      .flat()
      .map((text) => issueText(text, getSystem(systemId), locale, translators[locale] as never));
  }
  throw new Error("the play was valid");
}

const seat = (
  playerId: string,
  values: Record<string, number | boolean | string>,
  identity?: Record<string, string>,
) => ({ playerId, values, ...(identity ? { identity } : {}) });

describe("every issue code has a text in both languages", () => {
  const sample = {
    min: 1,
    max: 5,
    got: 7,
    n: 4,
    players: 4,
    count: 2,
    sum: 14,
    seat: 2,
    reached: 5,
    field: "x",
    key: "x",
    value: "v",
    ending: "e",
    variant: "fifthSeason",
    source: "§1",
    reason: "allAreas",
  };
  it.each(ISSUE_CODES.filter((c) => c !== "invariant"))("%s", (code) => {
    for (const [locale, messages] of [
      ["it", it_],
      ["en", en],
    ] as const) {
      expect((messages.issues as Record<string, string>)[code], `${locale} ${code}`).toBeTruthy();
      expect(translators[locale](code, sample)).not.toMatch(/[{}]/); // every placeholder filled
    }
  });
});

describe("invalid nights read in Italian", () => {
  it.each([
    [
      "Julius Caesar: both players on Caesar's side",
      "julius-caesar",
      {
        game: { endedYear: 5 },
        seats: [
          seat("a", { cityVp: 4, leadersKilled: 0, controlsRome: false }, { side: "Cesare" }),
          seat("b", { cityVp: 5, leadersKilled: 0, controlsRome: false }, { side: "Cesare" }),
        ],
      },
      /ce l'ha già il posto 1: ognuno ha il suo/,
    ],
    [
      "Julius Caesar: city VP above the 13 of the map",
      "julius-caesar",
      {
        game: { endedYear: 5 },
        seats: [seat("a", { cityVp: 20, leadersKilled: 0 }), seat("b", { cityVp: 1, leadersKilled: 0 })],
      },
      /^Al massimo 13 \(non 20\)\.$/,
    ],
    [
      "Julius Caesar: city VP adding up past the 13 of the map (the section, not the English note)",
      "julius-caesar",
      {
        game: { endedYear: 5 },
        seats: [
          seat("a", { cityVp: 8, leadersKilled: 0, controlsRome: false }, { side: "Cesare" }),
          seat("b", { cityVp: 7, leadersKilled: 0, controlsRome: false }, { side: "Pompeo" }),
        ],
      },
      /^In tutto fanno 15, più di 13 \(§4\.2\)\.$/,
    ],
    [
      "Julius Caesar: whoever holds Rome counts its 2 VP (an invariant, by its own label)",
      "julius-caesar",
      {
        game: { endedYear: 5 },
        seats: [
          seat("a", { cityVp: 1, leadersKilled: 0, controlsRome: true }),
          seat("b", { cityVp: 5, leadersKilled: 0, controlsRome: false }),
        ],
      },
      /^Chi controlla Roma ne conta i 2 PV \(§4\.2, §8\.3\)$/, // the rulebook's English note stays out
    ],
    [
      "Nero: two automatic victories",
      "nero",
      { game: { turnsPlayed: 3 }, seats: ["a", "b", "c"].map((p, i) => seat(p, { vp: 10, automaticVictory: i < 2 })) },
      /^Può vincere subito un solo giocatore: lo fa già il posto 1/,
    ],
    [
      "CotE II: the fifth season ticked on a 4-season game (the variant and the field by their labels)",
      "cote2",
      {
        game: { seasons: 4 },
        variants: ["fifthSeason"],
        seats: [seat("a", { vp: 10, influenceTokens: 1 }), seat("b", { vp: 5, influenceTokens: 1 })],
      },
      /^«Quinta Stagione» si gioca esattamente quando «Stagioni di campagne» è 5 \(qui 4; CONCLUSIONE DEL GIOCO\)\.$/,
    ],
  ] as const)("%s", (_label, systemId, play, expected) => {
    const texts = problems(systemId, play as unknown as Play);
    expect(
      texts.some((t) => expected.test(t)),
      texts.join(" | "),
    ).toBe(true);
    expect(texts.join(" ")).not.toMatch(/must |scoring:/); // no English sentence, no encoded issue
  });

  it("a required field is named in the language of the page", () => {
    const play = { game: {}, seats: [seat("a", {}), seat("b", {})] } as unknown as Play;
    expect(problems("julius-caesar", play)).toContain("Obbligatorio.");
    expect(problems("julius-caesar", play, "en")).toContain("Required.");
  });

  it("an issue without a code stays its English message; a damaged encoding is shown as it is", () => {
    const t = translators.it as never;
    expect(issueText("must be an object", getSystem("nero"), "it", t)).toBe("must be an object");
    expect(decodeIssue("scoring:{not json")).toBeNull();
    expect(issueText("scoring:{not json", getSystem("nero"), "it", t)).toBe("scoring:{not json");
  });
});
