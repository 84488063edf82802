// The hint under a field of the play form, in the reader's language. The rulebook section of each field (`source`)
// is not repeated here: the form links once to the season's rules, and the definitions keep the sections.
import type { FieldDef } from "@/scoring";
import { labelIn } from "./label-in";

/** The form's words for a hint (messages plays.clubRule and plays.optional). */
export type HintWords = { clubRule: string; optional: string };

/** The club's rule where the rulebook is silent, the club's rule at this table size, "optional"; "" when none holds. */
export function fieldHint(def: FieldDef, seats: number, locale: string, words: HintWords): string {
  return [
    def.clubDefault ? words.clubRule : null,
    def.clubDefaultWith && seats === def.clubDefaultWith.players
      ? `${words.clubRule}: ${labelIn(def.clubDefaultWith.rule, locale)}`
      : null,
    def.required === false ? words.optional : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
