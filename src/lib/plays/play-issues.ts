import type { GameSystem, ScoringIssue } from "@/scoring";
import { labelIn } from "./label-in";
import { sourceIn, sourceNote } from "./play-labels";

/**
 * The scoring library's problems travel from the server (field errors of the result action) and the live preview to the
 * play form as strings: an issue with a code is encoded with its params and English message, so the form can say it
 * in the reader's language (messages/{it,en}/plays.json "issues"); one without a code stays its English message.
 */
const PREFIX = "scoring:";

export type DecodedIssue = { code: string; params: Record<string, string | number>; message: string };

export function encodeIssue(issue: ScoringIssue): string {
  return issue.code
    ? `${PREFIX}${JSON.stringify({ c: issue.code, p: issue.params ?? {}, m: issue.message })}`
    : issue.message;
}

export function decodeIssue(text: string): DecodedIssue | null {
  if (!text.startsWith(PREFIX)) return null;
  try {
    const o = JSON.parse(text.slice(PREFIX.length)) as { c?: unknown; p?: unknown; m?: unknown };
    if (typeof o.c !== "string") return null;
    const params = o.p && typeof o.p === "object" ? (o.p as Record<string, string | number>) : {};
    return { code: o.c, params, message: typeof o.m === "string" ? o.m : "" };
  } catch {
    return null;
  }
}

type Translate = { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean };

/**
 * An issue in the page's language: field keys, enum values, endings and variants by their labels; an invariant by its own
 * bilingual label and rulebook section; a rulebook note as sourceNote words it; an unknown code (or a plain message) as the English text.
 */
export function issueText(text: string, system: GameSystem, locale: string, t: Translate): string {
  const issue = decodeIssue(text);
  if (!issue) return text;
  if (issue.code === "invariant") {
    const invariant = system.invariants.find((i) => i.id === issue.params.invariant);
    if (!invariant) return issue.message;
    const source = sourceIn(invariant.source, locale); // the rulebook's notes are English: Italian keeps the § only
    return source ? `${labelIn(invariant.label, locale)} (${source})` : labelIn(invariant.label, locale);
  }
  if (!t.has(issue.code)) return issue.message;
  const defs = [...system.gameFields, ...system.seatFields, ...system.identity];
  const def = typeof issue.params.field === "string" ? defs.find((d) => d.key === issue.params.field) : undefined;
  const params = { ...issue.params };
  // the rulebook's notes are English: an Italian sentence names the sections, or the rulebook's own heading
  if (typeof params.source === "string") params.source = sourceNote(params.source, locale, t("rulebook"));
  if (def) params.field = labelIn(def.label, locale);
  const option = def?.options?.find((o) => o.value === params.value);
  if (option) params.value = labelIn(option.label, locale);
  const ending = system.endings.find((e) => e.value === params.ending);
  if (ending) params.ending = labelIn(ending.label, locale);
  const variant = system.variants.find((v) => v.id === params.variant);
  if (variant) params.variant = labelIn(variant.label, locale);
  return t(issue.code, params);
}
