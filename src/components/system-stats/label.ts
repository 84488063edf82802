import type { Bucket, Label } from "@/scoring";

/** A definition's label in the reader's language (Italian: the rulebook's own term). */
export const pickLabel = (locale: string) => (label: Label) => (locale === "en" ? label.en : label.it);

/** "12" for a bucket one wide, else "10 – 14" (spaced: "-6 – -5" stays readable). */
export const bucketName = (b: Bucket) => (b.from === b.to ? String(b.from) : `${b.from} – ${b.to}`);
