// One system-aware way to name a play's ending and a field's value for readers: from the system definition
// (src/scoring/systems/*), whose endings and options carry Italian and English labels. Pages never build a
// message key from a stored value (a key the messages do not hold is shown raw, e.g. "results.endReasons.yearLimit").
import { gameSystems } from "@/scoring/systems/registry";
import type { GameSystem } from "@/scoring/systems/types";
import { labelIn } from "./label-in";

const systemOf = (systemId: string): GameSystem | undefined => gameSystems.find((s) => s.id === systemId);

/** The reader's name for how a play of `systemId` ended; null when the ending is not recorded or not one of the system's. */
export function endingLabel(systemId: string, ending: string | null | undefined, locale: string): string | null {
  if (!ending) return null;
  const found = systemOf(systemId)?.endings.find((e) => e.value === ending);
  return found ? labelIn(found.label, locale) : null;
}

/** The reader's name for a choice field's value (game, seat or identity field); the value itself when it is not an option. */
export function optionLabel(systemId: string, field: string, value: string, locale: string): string {
  const system = systemOf(systemId);
  if (!system) return value;
  const def = [...system.identity, ...system.gameFields, ...system.seatFields].find((d) => d.key === field);
  const option = def?.options?.find((o) => o.value === value);
  return option ? labelIn(option.label, locale) : value;
}

/**
 * A rulebook reference as a hint in the reader's language. The definitions' `source` notes are written in English
 * ("§3.2 (3 players)"): English pages show them whole, Italian pages only their section references ("§3.2"), or
 * nothing when the note has none.
 */
export function sourceIn(source: string, locale: string): string {
  if (locale === "en") return source;
  const sections = [...source.matchAll(/§\s?[0-9][0-9.°]*[a-z]?/g)].map((m) => m[0].replace(/[.]$/, ""));
  return [...new Set(sections)].join(", ");
}

/**
 * A field's value as a reader sees it: a choice by its label, a number in the locale's format ("9,5" in Italian),
 * yes/no for a flag, "—" when not recorded.
 */
export function valueText(
  systemId: string,
  field: string,
  v: unknown,
  locale: string,
  words: { yes: string; no: string },
): string {
  if (typeof v === "string") return optionLabel(systemId, field, v, locale);
  if (typeof v === "number") return new Intl.NumberFormat(locale).format(v);
  if (typeof v === "boolean") return v ? words.yes : words.no;
  return v === null || v === undefined ? "—" : String(v);
}

/**
 * A rulebook reference inside a sentence (a problem of the play form) in the reader's language: English pages get
 * the note whole; Italian pages its section references, or else the rulebook's own Italian heading ("CONCLUSIONE DEL
 * GIOCO") without the English asides, or else `rulebook` (the word for the rulebook).
 */
export function sourceNote(source: string, locale: string, rulebook: string): string {
  if (locale === "en") return source;
  const sections = sourceIn(source, locale);
  if (sections) return sections;
  const headings = source
    .replace(/\s*\([^)]*\)|\s*\[[^\]]*\]|\s*“[^”]*”/g, "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => /^[A-ZÀ-Ü0-9 /().,–-]+$/.test(part) && /[A-Z]{3}/.test(part));
  return headings.length > 0 ? headings.join("; ") : rulebook;
}
