// Small builders that keep the system definitions readable; they only fill in FieldDef data.
import type { FieldDef, Label, NumberFieldDef, OtherFieldDef, RankKey } from "./types";

type Extra = Partial<
  Omit<OtherFieldDef, "key" | "label" | "type" | "source" | "min" | "max" | "atMostField" | "options" | "sidesWith">
>;
/** A choice field may name a seat identity (FieldDef.sidesWith). */
type ChoiceExtra = Extra & { sidesWith?: string };
/** A number field's bounds are required arguments: there is no way to build an unbounded one. */
type NumberExtra = Extra & { min: number; max: number; atMostField?: string };

export const label = (it: string, en: string): Label => ({ it, en });

export { COUNT_MAX, SCORE_MAX } from "../bounds";

export const int = (key: string, l: Label, source: string, extra: NumberExtra): NumberFieldDef => ({
  key,
  label: l,
  type: "int",
  required: true,
  source,
  ...extra,
});
export const bool = (key: string, l: Label, source: string, extra: Extra = {}): FieldDef => ({
  key,
  label: l,
  type: "bool",
  required: true,
  source,
  ...extra,
});
export const text = (key: string, l: Label, source: string, extra: Extra = {}): FieldDef => ({
  key,
  label: l,
  type: "text",
  required: false,
  source,
  ...extra,
});
export const choice = (
  key: string,
  l: Label,
  options: readonly (readonly [string, Label])[],
  source: string,
  extra: ChoiceExtra = {},
): FieldDef => ({
  key,
  label: l,
  type: "enum",
  options: options.map(([value, lb]) => ({ value, label: lb })),
  required: true,
  source,
  ...extra,
});

/** A seat colour: free text (the rulebooks do not name them all), one per seat. */
export const colour = (source: string, extra: Extra = {}): FieldDef =>
  text("colour", label("Colore", "Colour"), source, { table: { distinct: true }, ...extra });

export const key = (
  field: string,
  source: string,
  origin: RankKey["origin"] = "rules",
  order: RankKey["order"] = "desc",
): RankKey => ({ field, order, origin, source });
