// Small builders that keep the system definitions readable; they only fill in FieldDef data.
import type { ScoringIssue } from "../errors";
import type { CheckedPlay, FieldDef, Label, RankKey } from "./types";

type Extra = Partial<Omit<FieldDef, "key" | "label" | "type" | "source">>;

export const label = (it: string, en: string): Label => ({ it, en });

export const int = (key: string, l: Label, source: string, extra: Extra = {}): FieldDef => ({ key, label: l, type: "int", required: true, source, ...extra });
export const bool = (key: string, l: Label, source: string, extra: Extra = {}): FieldDef => ({ key, label: l, type: "bool", required: true, source, ...extra });
export const text = (key: string, l: Label, source: string, extra: Extra = {}): FieldDef => ({ key, label: l, type: "text", required: false, source, ...extra });
export const choice = (key: string, l: Label, options: readonly (readonly [string, Label])[], source: string, extra: Extra = {}): FieldDef => ({
  key,
  label: l,
  type: "enum",
  options: options.map(([value, lb]) => ({ value, label: lb })),
  required: true,
  source,
  ...extra,
});

/** A seat colour: free text (the rulebooks do not name them all), one per seat. */
export const colour = (source: string, extra: Extra = {}): FieldDef => text("colour", label("Colore", "Colour"), source, { table: { distinct: true }, ...extra });

export const key = (field: string, source: string, origin: RankKey["origin"] = "rules", order: RankKey["order"] = "desc"): RankKey => ({ field, order, origin, source });

/** One issue per seat for which `bad` holds, at seats[i].values.<field>. */
export function perSeat(play: CheckedPlay, field: string, bad: (row: CheckedPlay["rows"][number], i: number) => string | null): ScoringIssue[] {
  const issues: ScoringIssue[] = [];
  play.rows.forEach((row, i) => {
    const message = bad(row, i);
    if (message) issues.push({ path: `seats[${i}].values.${field}`, message });
  });
  return issues;
}
