import type { IssueCode, ScoringIssue } from "../errors";
import type { Condition, FieldDef, PlaySeat } from "./types";

// rankPlay runs once per play of a season (20,000 in the bench): the checks below build no path
// string, closure or set unless they report a problem.

const show = (v: unknown) => (typeof v === "string" ? `"${v}"` : String(v));

export const holds = (c: Condition, game: Record<string, unknown>) => game[c.gameField] === c.equals;

function isRequired(def: FieldDef, game: Record<string, unknown>): boolean {
  if (def.players !== undefined) return false; // by table size: checkTableSize (check-play.ts)
  return typeof def.required === "boolean" ? def.required : holds(def.required.when, game);
}

function isOption(def: FieldDef, v: unknown): boolean {
  const options = def.options ?? [];
  for (let i = 0; i < options.length; i++) if (options[i].value === v) return true;
  return false;
}

type Problem = Omit<ScoringIssue, "path">;
const problem = (message: string, code: IssueCode, params: Record<string, string | number> = {}): Problem => ({
  message,
  code,
  params,
});

/** The problem with one value of a field, or null. `siblings` holds the other fields of the same record. */
export function fieldIssue(
  def: FieldDef,
  v: unknown,
  siblings: Record<string, unknown>,
  game: Record<string, unknown>,
): Problem | null {
  if (v === undefined || v === null) return isRequired(def, game) ? problem("is required", "required") : null;
  switch (def.type) {
    case "bool":
      return typeof v === "boolean" ? null : problem(`must be true or false (got ${show(v)})`, "notBoolean");
    case "text":
      return typeof v === "string" && v.length > 0
        ? null
        : problem(`must be non-empty text (got ${show(v)})`, "required");
    case "enum":
      return isOption(def, v)
        ? null
        : problem(
            `must be one of ${(def.options ?? []).map((o) => o.value).join(", ")} (got ${show(v)})`,
            "notAnOption",
            { got: String(v) },
          );
    case "int":
    case "number": {
      if (typeof v !== "number" || !Number.isFinite(v))
        return problem(`must be a number (got ${show(v)})`, "notANumber");
      if (def.type === "int" && !Number.isInteger(v))
        return problem(`must be a whole number (got ${v})`, "notWhole", { got: v });
      if (v < def.min) return problem(`must be at least ${def.min} (got ${v})`, "belowMin", { min: def.min, got: v });
      if (v > def.max) return problem(`must be at most ${def.max} (got ${v})`, "aboveMax", { max: def.max, got: v });
      const other = def.atMostField === undefined ? undefined : siblings[def.atMostField];
      if (typeof other === "number" && v > other)
        return problem(`must not exceed ${def.atMostField} (${other}; got ${v})`, "aboveField", {
          field: def.atMostField!,
          max: other,
          got: v,
        });
      return null;
    }
  }
}

const at = (prefix: string, seat: number, key: string) =>
  `${seat < 0 ? "" : `seats[${seat}].`}${prefix}${key ? `.${key}` : ""}`;

function isKnown(defs: readonly FieldDef[], key: string): boolean {
  for (let i = 0; i < defs.length; i++) if (defs[i].key === key) return true;
  return false;
}

/** A list of field definitions as flat arrays, compiled once per system, for the check of valid records. */
export type FieldSpec = {
  defs: readonly FieldDef[];
  keys: string[];
  /** 0 int, 1 number, 2 bool, 3 enum, 4 text */
  type: Uint8Array;
  min: Float64Array;
  max: Float64Array;
  maxField: (string | null)[];
  /** 0 optional, 1 required, 2 required when a game field holds a value */
  required: Uint8Array;
  requiredCount: number;
  /** indexes of the fields required when a game field holds a value */
  conditional: number[];
};

const TYPES = { int: 0, number: 1, bool: 2, enum: 3, text: 4 } as const;

export function compileFields(defs: readonly FieldDef[]): FieldSpec {
  return {
    defs,
    keys: defs.map((d) => d.key),
    type: Uint8Array.from(defs, (d) => TYPES[d.type]),
    min: Float64Array.from(defs, (d) => d.min ?? -Infinity),
    max: Float64Array.from(defs, (d) => d.max ?? Infinity),
    maxField: defs.map((d) => d.atMostField ?? null),
    required: Uint8Array.from(defs, (d) =>
      d.players !== undefined || d.required === false ? 0 : d.required === true ? 1 : 2,
    ),
    requiredCount: defs.filter((d) => d.required === true && d.players === undefined).length,
    conditional: defs.flatMap((d, i) => (typeof d.required === "object" && d.players === undefined ? [i] : [])),
  };
}

/**
 * true when every field of the record is typed, in range, present if required, and no other key
 * is there. Walks the record's own keys (a for-in loop reads them from V8's enum cache) rather than
 * the definitions: looking up a key that is absent is the slow case of a property load.
 */
function isPlainlyValid(spec: FieldSpec, r: Record<string, unknown>, game: Record<string, unknown>): boolean {
  const { keys, type, min, max, maxField, required } = spec;
  let requiredSeen = 0;
  for (const key in r) {
    let i = 0; // a scan of a few interned keys is faster than a Map lookup
    while (i < keys.length && keys[i] !== key) i++;
    if (i === keys.length) return false;
    const v = r[key];
    if (v === undefined || v === null) continue;
    if (required[i] === 1) requiredSeen++;
    const t = type[i];
    if (t <= 1) {
      if (
        typeof v !== "number" ||
        !(v >= min[i] && v <= max[i]) ||
        (t === 0 ? !Number.isInteger(v) : !Number.isFinite(v))
      )
        return false;
      const other = maxField[i];
      if (other !== null && !(typeof r[other] === "number" && v <= (r[other] as number))) return false;
    } else if (t === 2) {
      if (typeof v !== "boolean") return false;
    } else if (t === 4) {
      if (typeof v !== "string" || v.length === 0) return false;
    } else if (!isOption(spec.defs[i], v)) return false;
  }
  if (requiredSeen !== spec.requiredCount) return false;
  const conditional = spec.conditional;
  for (let k = 0; k < conditional.length; k++) {
    const def = spec.defs[conditional[k]];
    if (isRequired(def, game) && (r[def.key] === undefined || r[def.key] === null)) return false;
  }
  return true;
}

/**
 * Checks a record (game values, seat values or identity) against its field definitions: every
 * field typed and in range, required ones present, no key the system does not know. The path is
 * `${prefix}.${key}`, where prefix is "game", or `seats[${seat}].${prefix}` when seat >= 0.
 */
export function checkRecord(
  spec: FieldSpec,
  record: unknown,
  prefix: string,
  seat: number,
  game: Record<string, unknown>,
  issues: ScoringIssue[],
) {
  if (record === undefined) record = EMPTY;
  if (
    typeof record === "object" &&
    record !== null &&
    !Array.isArray(record) &&
    isPlainlyValid(spec, record as Record<string, unknown>, game)
  )
    return;
  if (record === null || typeof record !== "object" || Array.isArray(record)) {
    issues.push({ path: at(prefix, seat, ""), message: "must be an object of field values", code: "malformed" });
    return;
  }
  const defs = spec.defs;
  const r = record as Record<string, unknown>;
  for (let i = 0; i < defs.length; i++) {
    const def = defs[i];
    const found = fieldIssue(def, r[def.key], r, game);
    if (found) issues.push({ path: at(prefix, seat, def.key), ...found });
  }
  for (const key of Object.keys(r))
    if (!isKnown(defs, key))
      issues.push({
        path: at(prefix, seat, key),
        message: `is not a field of this game system (known: ${defs.map((d) => d.key).join(", ") || "none"})`,
        code: "unknownField",
        params: { key },
      });
}

const EMPTY: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

const seatIdentities: (Record<string, string> | undefined)[] = [];
/** the seats' identities, in a list reused by every call */
function identities(seats: readonly PlaySeat[]) {
  seatIdentities.length = seats.length;
  for (let i = 0; i < seats.length; i++) seatIdentities[i] = seats[i].identity;
  return seatIdentities;
}

/** Per-table rules of one field (sum, count of a value, distinct values) over the seats' records. */
export function checkTable(
  def: FieldDef,
  seats: readonly PlaySeat[],
  rows: readonly Record<string, unknown>[],
  section: "values" | "identity",
  issues: ScoringIssue[],
) {
  const t = def.table;
  if (!t) return;
  const k = def.key;
  const records: readonly (Record<string, unknown> | undefined)[] = section === "values" ? rows : identities(seats);
  if (t.sumAtMost !== undefined) {
    let sum = 0;
    for (let i = 0; i < records.length; i++) {
      const v = records[i]?.[k];
      if (typeof v === "number") sum += v;
    }
    if (sum > t.sumAtMost)
      issues.push({
        path: `seats[*].${section}.${k}`,
        message: `the seats' values add up to ${sum}, above ${t.sumAtMost} (${def.source})`,
        code: "sumAbove",
        params: { field: k, sum, max: t.sumAtMost, source: def.source },
      });
  }
  const count = t.countAtMost;
  if (count) {
    let holders = 0;
    for (let i = 0; i < records.length; i++)
      if (records[i]?.[k] === count.equals && ++holders === count.max + 1)
        issues.push({
          path: `seats[${i}].${section}.${k}`,
          message: `at most ${count.max} seat(s) may hold ${show(count.equals)} (${def.source})`,
          code: "tooManyHolders",
          params: { field: k, max: count.max, value: String(count.equals), source: def.source },
        });
  }
  if (t.distinct) {
    for (let i = 1; i < records.length; i++) {
      const v = records[i]?.[k];
      if (v === undefined || v === null) continue;
      for (let j = 0; j < i; j++)
        if (records[j]?.[k] === v) {
          issues.push({
            path: `seats[${i}].${section}.${k}`,
            message: `${show(v)} is already held by seat ${j} (each seat has its own; ${def.source})`,
            code: "alreadyHeld",
            params: { field: k, value: String(v), seat: j + 1, source: def.source },
          });
          break;
        }
    }
  }
}
