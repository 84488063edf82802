import type { Label } from "@/scoring";

/** A system definition's label in the reader's language (Italian unless English). */
export const labelIn = (label: Label, locale: string) => (locale === "en" ? label.en : label.it);
