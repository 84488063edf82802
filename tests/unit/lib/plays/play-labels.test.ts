import { describe, expect, it } from "vitest";
import { endingLabel, optionLabel, sourceIn, valueText } from "@/lib/plays/play-labels";
import { gameSystems } from "@/scoring/systems/registry";

/** A message key or a stored id shown raw: a dotted path ("results.endReasons.yearLimit") or a camelCase id ("asiaAfrica"). */
const looksLikeKey = (s: string) => /\w\.\w/.test(s) || /^[a-z]+[A-Z]\w*$/.test(s);

const endings = gameSystems.flatMap((s) => s.endings.map((e) => ({ system: s.id, ending: e.value, label: e.label })));
const options = gameSystems.flatMap((s) =>
  [...s.identity, ...s.gameFields, ...s.seatFields].flatMap((d) =>
    (d.options ?? []).map((o) => ({ system: s.id, field: d.key, value: o.value, label: o.label })),
  ),
);

describe("every ending and option of every system is named in both languages", () => {
  it.each(endings)("$system ending $ending", ({ label }) => {
    expect(label.it.trim()).not.toBe("");
    expect(label.en.trim()).not.toBe("");
  });
  it.each(options)("$system $field = $value", ({ label }) => {
    expect(label.it.trim()).not.toBe("");
    expect(label.en.trim()).not.toBe("");
  });
});

describe("endingLabel: what the games list and the recap show for how a play ended", () => {
  it.each(endings.flatMap((e) => ["it", "en"].map((locale) => ({ ...e, locale }))))(
    "$system $ending ($locale) reads as words",
    ({ system, ending, label, locale }) => {
      const shown = endingLabel(system, ending, locale);
      expect(shown).toBe(locale === "en" ? label.en : label.it);
      expect(looksLikeKey(shown!)).toBe(false);
    },
  );
  it.each([
    {
      name: "Julius Caesar yearLimit, Italian",
      system: "julius-caesar",
      ending: "yearLimit",
      locale: "it",
      want: "Fine del quinto anno",
    },
    { name: "Nero turnLimit, English", system: "nero", ending: "turnLimit", locale: "en", want: "End of turn 4" },
    { name: "no ending recorded", system: "nero", ending: null, locale: "it", want: null },
    { name: "an ending of another system", system: "nero", ending: "yearLimit", locale: "it", want: null },
    { name: "an unknown system", system: "chess", ending: "mate", locale: "it", want: null },
  ])("$name", ({ system, ending, locale, want }) => {
    expect(endingLabel(system, ending, locale)).toBe(want);
  });
});

describe("optionLabel: a choice field's value by its label", () => {
  it.each(options.flatMap((o) => ["it", "en"].map((locale) => ({ ...o, locale }))))(
    "$system $field = $value ($locale)",
    ({ system, field, value, label, locale }) => {
      expect(optionLabel(system, field, value, locale)).toBe(locale === "en" ? label.en : label.it);
    },
  );
  it("Nero's Empty Area asiaAfrica reads Asia/Africa, not its id", () => {
    expect(optionLabel("nero", "emptyArea", "asiaAfrica", "en")).toBe("Asia/Africa");
  });
  it("a value that is not an option is shown as typed", () => {
    expect(optionLabel("nero", "emptyArea", "atlantis", "en")).toBe("atlantis");
  });
});

describe("sourceIn: a rulebook note as a hint in the reader's language", () => {
  it.each([
    { name: "a note with an English aside", source: "§3.2 (3 players)", it: "§3.2", en: "§3.2 (3 players)" },
    { name: "an item of a section", source: "§3.2, §3.0 item 3", it: "§3.2, §3.0", en: "§3.2, §3.0 item 3" },
    {
      name: "a degree-marked section",
      source: "§4° (reaching the target ends the play at once)",
      it: "§4°",
      en: "§4° (reaching the target ends the play at once)",
    },
    { name: "no section at all", source: "domain README “fare RisiKo!”", it: "", en: "domain README “fare RisiKo!”" },
  ])("$name", ({ source, it: italian, en }) => {
    expect(sourceIn(source, "it")).toBe(italian);
    expect(sourceIn(source, "en")).toBe(en);
  });

  const sources = gameSystems.flatMap((s) =>
    [...s.identity, ...s.gameFields, ...s.seatFields, ...s.variants].map((d) => ({
      system: s.id,
      id: "key" in d ? d.key : d.id,
      source: d.source,
    })),
  );
  it.each(sources)("$system $id: the Italian hint holds section references only", ({ source }) => {
    expect(sourceIn(source, "it")).toMatch(/^(§[0-9][0-9.°]*[a-z]?(, |$))*$/);
  });
});

describe("system names", () => {
  it.each(gameSystems.map((s) => ({ id: s.id, name: s.name })))(
    "$id reads in English without Italian words",
    ({ name }) => {
      expect(name.en).not.toMatch(/\b(Torneo|Stagione|Gara)\b/);
    },
  );
});

describe("valueText: a field's value in the reader's language and number format", () => {
  const words = { yes: "sì", no: "no" };
  it.each([
    { name: "a half point in Italian", v: 9.5, locale: "it", want: "9,5" },
    { name: "a half point in English", v: 9.5, locale: "en", want: "9.5" },
    { name: "thousands in Italian", v: 12000, locale: "it", want: "12.000" },
    { name: "a choice", v: "asiaAfrica", locale: "it", want: "Asia/Africa" },
    { name: "a flag", v: true, locale: "it", want: "sì" },
    { name: "not recorded", v: null, locale: "it", want: "—" },
  ])("$name", ({ v, locale, want }) => {
    expect(valueText("nero", "emptyArea", v, locale, words)).toBe(want);
  });
});
