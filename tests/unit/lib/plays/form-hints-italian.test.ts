// Every text the play form and its "how ranked" box show from a system's definition, read on an Italian page:
// labels, options, endings, variants, field hints at every table size, the ranking lines under every tie-break a
// season may choose. None may carry English words (a rulebook's English note, an English unit).
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import it_ from "../../../../messages/it/plays.json";
import { fieldHint } from "@/lib/plays/field-hint";
import { howRankedLines } from "@/lib/plays/how-ranked-lines";
import { labelIn } from "@/lib/plays/label-in";
import { sourceNote } from "@/lib/plays/play-labels";
import { gameSystems } from "@/scoring/systems/registry";
import type { GameSystem } from "@/scoring";

const t = createTranslator({ locale: "it", messages: { plays: it_ }, namespace: "plays" });
const words = { clubRule: t("clubRule"), optional: t("optional") };
const ENGLISH = /\b(total|points?|turns?|players?|rounds?|years?)\b|\bthe /i;

/** Each text of the system's form in Italian, with where it is shown. */
function italianTexts(system: GameSystem): [string, string][] {
  const L = (l: { it: string; en: string }) => labelIn(l, "it");
  const out: [string, string][] = [];
  const fields = [...system.identity, ...system.gameFields, ...system.seatFields];
  for (const def of fields) {
    out.push([`${def.key} label`, L(def.label)]);
    for (const o of def.options ?? []) out.push([`${def.key} option ${o.value}`, L(o.label)]);
    for (let n = system.players.min; n <= system.players.max; n++)
      out.push([`${def.key} hint (${n} players)`, fieldHint(def, n, "it", words)]);
  }
  for (const e of system.endings) out.push([`ending ${e.value}`, L(e.label)]);
  for (const v of system.variants) {
    out.push([`variant ${v.id}`, L(v.label)]);
    if (v.when) out.push([`variant ${v.id} follows`, t("variantFollows", { field: v.when.gameField, value: "5" })]);
  }
  out.push(["seat order hint", t("seatOrderHint", { meaning: system.seatOrder.meaning })]);
  out.push(["ended at", t("endedAt", { unit: system.length.unit })]);
  const tieBreaks = [undefined, ...(system.ranking.tieBreak?.options ?? []).map((o) => ({ tieBreak: [o.field] }))];
  for (const settings of tieBreaks)
    for (const line of howRankedLines(system, settings, "it", t as never))
      out.push([`how ranked ${line.key}`, line.text]);
  return out;
}

describe("the play form speaks Italian on an Italian page", () => {
  it.each(gameSystems.map((s) => ({ id: s.id, system: s })))("$id", ({ system }) => {
    const texts = italianTexts(system);
    expect(texts.length).toBeGreaterThan(5);
    const english = texts.filter(([, text]) => ENGLISH.test(text)).map(([where, text]) => `${where}: ${text}`);
    expect(english).toEqual([]);
  });

  /** every rulebook note of the definitions (fields, endings, rules), as a problem of the form names it */
  const sources = (o: unknown): string[] =>
    Array.isArray(o)
      ? o.flatMap(sources)
      : o && typeof o === "object"
        ? Object.entries(o).flatMap(([k, v]) => (k === "source" && typeof v === "string" ? [v] : sources(v)))
        : [];
  it.each(gameSystems.map((s) => ({ id: s.id, system: s })))("$id: the rulebook notes in a problem", ({ system }) => {
    const notes = [...new Set(sources(system))];
    expect(notes.length).toBeGreaterThan(5);
    const english = notes.map((n) => sourceNote(n, "it", "regolamento")).filter((n) => ENGLISH.test(n));
    expect(english).toEqual([]);
    expect(sourceNote("§4.2 (13 in total)", "it", "regolamento")).toBe("§4.2");
  });

  it.each(gameSystems.map((s) => ({ id: s.id, system: s })))(
    "$id: no field's hint names a rulebook section (the form links once to the season's rules)",
    ({ system }) => {
      const hints = [...system.identity, ...system.gameFields, ...system.seatFields].flatMap((def) =>
        ["it", "en"].map((locale) => fieldHint(def, system.players.max, locale, words)),
      );
      expect(hints.filter((h) => h.includes("§") || h.includes("game-systems"))).toEqual([]);
      expect(hints.filter((h) => h !== "").length).toBeGreaterThan(0); // "optional" and the club's rules stay
    },
  );

  it("the check finds an English hint", () => {
    const julius = gameSystems.find((s) => s.id === "julius-caesar")!;
    const note = { ...julius.seatFields[0], clubDefaultWith: { players: 2, rule: { it: "13 in total", en: "" } } };
    expect(ENGLISH.test(fieldHint(note, 2, "it", words))).toBe(true);
  });
});
