import type { ScoringIssue } from "../errors";
import type { Condition, FieldDef } from "./types";

const show = (v: unknown) => (typeof v === "string" ? `"${v}"` : String(v));

/** The problem with one value of a field, or null. `siblings` holds the other fields of the same record. */
export function fieldIssue(def: FieldDef, v: unknown, siblings: Record<string, unknown>, game: Record<string, unknown>): string | null {
  if (v === undefined || v === null) return isRequired(def, game) ? "is required" : null;
  switch (def.type) {
    case "bool":
      return typeof v === "boolean" ? null : `must be true or false (got ${show(v)})`;
    case "text":
      return typeof v === "string" && v.length > 0 ? null : `must be non-empty text (got ${show(v)})`;
    case "enum":
      return def.options?.some((o) => o.value === v) ? null : `must be one of ${def.options?.map((o) => o.value).join(", ")} (got ${show(v)})`;
    case "int":
    case "number": {
      if (typeof v !== "number" || !Number.isFinite(v)) return `must be a number (got ${show(v)})`;
      if (def.type === "int" && !Number.isInteger(v)) return `must be a whole number (got ${v})`;
      if (def.min !== undefined && v < def.min) return `must be at least ${def.min} (got ${v})`;
      const max = typeof def.max === "object" ? siblings[def.max.seatField] : def.max;
      if (typeof max === "number" && v > max)
        return typeof def.max === "object" ? `must not exceed ${def.max.seatField} (${max}; got ${v})` : `must be at most ${max} (got ${v})`;
      return null;
    }
  }
}

export const holds = (c: Condition, game: Record<string, unknown>) => game[c.gameField] === c.equals;

function isRequired(def: FieldDef, game: Record<string, unknown>): boolean {
  return typeof def.required === "boolean" ? def.required : holds(def.required.when, game);
}

/**
 * Checks a record (game values, seat values or identity) against its field definitions: every
 * field typed and in range, required ones present, no key the system does not know.
 */
export function checkRecord(defs: readonly FieldDef[], record: unknown, path: string, game: Record<string, unknown>, issues: ScoringIssue[]) {
  if (record === undefined) record = {};
  if (record === null || typeof record !== "object" || Array.isArray(record)) {
    issues.push({ path, message: "must be an object of field values" });
    return;
  }
  const r = record as Record<string, unknown>;
  for (const def of defs) {
    const problem = fieldIssue(def, r[def.key], r, game);
    if (problem) issues.push({ path: `${path}.${def.key}`, message: problem });
  }
  for (const key in r) {
    if (!Object.prototype.hasOwnProperty.call(r, key)) continue;
    if (!defs.some((d) => d.key === key)) issues.push({ path: `${path}.${key}`, message: `is not a field of this game system (known: ${defs.map((d) => d.key).join(", ") || "none"})` });
  }
}

/** Per-table rules of one field (sum, count of a value, distinct values) over the seats' records. */
export function checkTable(def: FieldDef, records: readonly Record<string, unknown>[], section: "values" | "identity", issues: ScoringIssue[]) {
  const path = (i: number | "*") => `seats[${i}].${section}.${def.key}`;
  const t = def.table;
  if (!t) return;
  if (t.sumAtMost !== undefined) {
    let sum = 0;
    for (const r of records) if (typeof r[def.key] === "number") sum += r[def.key] as number;
    if (sum > t.sumAtMost) issues.push({ path: path("*"), message: `the seats' values add up to ${sum}, above ${t.sumAtMost} (${def.source})` });
  }
  if (t.countAtMost) {
    const holders = records.map((r, i) => (r[def.key] === t.countAtMost?.equals ? i : -1)).filter((i) => i >= 0);
    if (holders.length > t.countAtMost.max)
      issues.push({ path: path(holders[t.countAtMost.max]), message: `at most ${t.countAtMost.max} seat(s) may hold ${show(t.countAtMost.equals)} (${holders.length} do; ${def.source})` });
  }
  if (t.distinct) {
    for (let i = 1; i < records.length; i++) {
      const v = records[i][def.key];
      if (v === undefined || v === null) continue;
      for (let j = 0; j < i; j++)
        if (records[j][def.key] === v) {
          issues.push({ path: path(i), message: `${show(v)} is already held by seat ${j} (each seat has its own; ${def.source})` });
          break;
        }
    }
  }
}
