"use client";
import { useLocale, useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import { fieldHint } from "@/lib/plays/field-hint";
import { labelIn } from "@/lib/plays/label-in";
import { decodeIssue, issueText } from "@/lib/plays/play-issues";
import type { FieldDef, GameSystem, Label } from "@/scoring";

/** The words every part of the play form shares: labels, hints and the server's or the preview's problems. */
export type PlayText = {
  /** a definition's label in the reader's language */
  label: (l: Label) => string;
  /** the hint under a field at this table size ("" for none) */
  hint: (def: FieldDef) => string;
  /** one problem: the scoring library's (encoded by issuesByField) in the reader's language, or the app's error key */
  say: (key: string) => string;
  /** the server's problems at one input name, said */
  errorsAt: (key: string) => string[] | undefined;
  yes: string;
  no: string;
};

export function usePlayText(system: GameSystem, seats: number, fieldErrors: Record<string, string[]>): PlayText {
  const t = useTranslations("plays");
  const ti = useTranslations("plays.issues");
  const locale = useLocale();
  const err = useErrorText();
  const hintWords = { clubRule: t("clubRule"), optional: t("optional") };
  const say = (k: string) => (decodeIssue(k) ? issueText(k, system, locale, ti) : (err(k) ?? k));
  return {
    label: (l) => labelIn(l, locale),
    hint: (def) => fieldHint(def, seats, locale, hintWords),
    say,
    errorsAt: (key) => fieldErrors[key]?.map(say),
    yes: t("yes"),
    no: t("no"),
  };
}
