import { z } from "@/lib/forms/zod";

// The bounds themselves are plain data in the pure core (game-system fields are built from them); this module
// is where forms, imports and documents read them, with the one text reader and the zod schemas.
import { LARGEST_BOUND, NUMBER_BOUNDS } from "@/scoring/bounds";

export { LARGEST_BOUND, NUMBER_BOUNDS };
export type NumberField = keyof typeof NUMBER_BOUNDS;

/** Tournament points of a seat or a season: decimals allowed, bounded so no rule can overflow them. */
export const POINTS_BOUNDS = { min: -100_000, max: 100_000 } as const;

/** i18n keys for the four ways a number can be wrong; each form keeps the keys its messages file has. */
export type NumberMessages = { type?: string; int?: string; min?: string; max?: string };

export type Bounds = { readonly min: number; readonly max: number };
/** "int": whole numbers only; "decimal": one decimal point (or an Italian decimal comma) allowed */
export type NumberKind = "int" | "decimal";

const INTEGER_TEXT = /^-?[0-9]+$/;
const DECIMAL_TEXT = /^-?[0-9]+(?:[.,][0-9]+)?$/;

/**
 * The one reader of numbers typed as text (CSV cells, form inputs, the CLI): plain decimal digits with an
 * optional leading minus, and for a decimal field one decimal point (or comma). Nothing else: no hex (`0x10`),
 * exponent (`1e3`), leading `+`, spaces, `Infinity`, digit separators; `5.0` is not an integer. null otherwise.
 */
export function parseNumberText(text: string, kind: NumberKind = "int"): number | null {
  if (!(kind === "int" ? INTEGER_TEXT : DECIMAL_TEXT).test(text)) return null;
  const n = Number(text.replace(",", "."));
  return n === 0 ? 0 : n; // "-0" is 0
}

export type NumberProblem = "notANumber" | "notWhole" | "belowMin" | "aboveMax";

/** A number typed as text, checked against its bounds: the value, or what is wrong with it. */
export function readNumber(
  text: string,
  bounds: Bounds,
  kind: NumberKind = "int",
): { value: number } | { problem: NumberProblem } {
  if (!DECIMAL_TEXT.test(text)) return { problem: "notANumber" };
  if (kind === "int" && !INTEGER_TEXT.test(text)) return { problem: "notWhole" };
  return checkNumber(Number(text.replace(",", ".")), bounds, kind);
}

/** A number (a JSON value, a parsed cell) checked against its bounds. */
export function checkNumber(
  n: number,
  bounds: Bounds,
  kind: NumberKind = "int",
): { value: number } | { problem: NumberProblem } {
  if (typeof n !== "number" || Number.isNaN(n)) return { problem: "notANumber" };
  if (n < bounds.min) return { problem: "belowMin" };
  if (n > bounds.max) return { problem: "aboveMax" };
  if (kind === "int" && !Number.isInteger(n)) return { problem: "notWhole" };
  return { value: n === 0 ? 0 : n };
}

/** A whole number within bounds (JSON documents, parsed CSV cells, typed form state). */
export const wholeNumberIn = (bounds: Bounds, m: NumberMessages = {}) =>
  z
    .number({ message: m.type ?? "invalidNumber" })
    .int({ message: m.int ?? m.type ?? "invalidNumber" })
    .min(bounds.min, { message: m.min ?? "tooSmall" })
    .max(bounds.max, { message: m.max ?? "tooLarge" });

/** A whole number of the field's range (JSON documents, parsed CSV cells, typed form state). */
export const wholeNumber = (field: NumberField, m: NumberMessages = {}) => wholeNumberIn(NUMBER_BOUNDS[field], m);

/**
 * The same, from a form field's text ("12" → 12) through parseNumberText: `0x10`, `1e3`, `+5`, ` 5`, `5.0`
 * and an empty field stay text and are refused as not a number (z.coerce read them as 16, 1000, 5, 5, 5, 0).
 * A number (a typed caller) is checked as it is.
 */
export const wholeNumberTextIn = (bounds: Bounds, m: NumberMessages = {}) =>
  z.preprocess((v) => (typeof v === "string" ? (parseNumberText(v) ?? v) : v), wholeNumberIn(bounds, m));

export const coercedWholeNumber = (field: NumberField, m: NumberMessages = {}) =>
  wholeNumberTextIn(NUMBER_BOUNDS[field], m);

export const pointsNumber = z.number().min(POINTS_BOUNDS.min).max(POINTS_BOUNDS.max);

/** One schema per field, built once: importers check every cell of a file (8,000 rows × 8 numbers). */
const SCHEMAS = Object.fromEntries(Object.keys(NUMBER_BOUNDS).map((f) => [f, wholeNumber(f as NumberField)])) as Record<
  NumberField,
  ReturnType<typeof wholeNumber>
>;

/** The field's number, or null when it is not a whole number of the field's range. */
export const parseBounded = (field: NumberField, n: number): number | null => {
  const r = SCHEMAS[field].safeParse(n);
  return r.success ? r.data : null;
};

/** True when n is a whole number of the field's range (for plain validators that report their own codes). */
export const isWithin = (field: NumberField, n: number) => parseBounded(field, n) !== null;
