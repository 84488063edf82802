import { CsvError, parseCsv as parseCsvRecords, serializeCsv as toCsv } from "../history/csv";
import { jsonNumberProblems } from "@/history/league-json";
import { isWithin, parseNumberText } from "@/schemas/numbers";
import { validateObjectiveSet, type ObjectiveIssue } from "./validate";
import type { ObjectiveData } from "./types";

/** Import/export of a season's objective set. JSON keeps the shape; CSV has one row per objective territory. */

export type TransferTerritory = { id: string; nameIt: string; nameEn: string };
export type ImportIssue = ObjectiveIssue & { line?: number };
export type ImportResult =
  { ok: true; objectives: ObjectiveData[]; warnings: ImportIssue[] } | { ok: false; errors: ImportIssue[] };

/** The project's one CSV codec (src/history/csv.ts), with its errors as this module's issue codes. */
function parseCsv(text: string): {
  records: { line: number; fields: string[] }[];
  error?: { line: number; code: string };
} {
  try {
    return { records: parseCsvRecords(text) };
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    return {
      records: [],
      error: { line: e.line ?? 1, code: e.code === "unterminatedQuote" ? "csvUnclosedQuote" : "csvQuote" },
    };
  }
}

export const CSV_HEADER = ["number", "name", "territory", "value"] as const;

export function exportJson(set: readonly ObjectiveData[]): string {
  return JSON.stringify(
    {
      format: "risiko-objectives",
      version: 1,
      objectives: set.map((o) => ({
        number: o.number,
        name: o.name,
        territories: o.territories.map((t) => ({ territory: t.territoryId, value: t.value })),
      })),
    },
    null,
    2,
  );
}

export function exportCsv(set: readonly ObjectiveData[]): string {
  return toCsv([
    CSV_HEADER,
    ...set.flatMap((o) => o.territories.map((t) => [o.number, o.name, t.territoryId, t.value])),
  ]);
}

/** Finds a territory by id or by its Italian or English name, ignoring case and accents. */
function territoryResolver(territories: readonly TransferTerritory[]) {
  const key = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .trim()
      .toLowerCase();
  const map = new Map<string, string>();
  for (const t of territories) for (const k of [t.id, t.nameIt, t.nameEn]) map.set(key(k), t.id);
  return (s: string) => map.get(key(s)) ?? null;
}

export function importCsv(text: string, territories: readonly TransferTerritory[]): ImportResult {
  const parsed = parseCsv(text);
  if (parsed.error) return { ok: false, errors: [{ code: parsed.error.code, line: parsed.error.line }] };
  const [header, ...rows] = parsed.records;
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(",") !== CSV_HEADER.join(","))
    return {
      ok: false,
      errors: [{ code: "csvHeader", line: header?.line ?? 1, params: { header: CSV_HEADER.join(",") } }],
    };
  const resolve = territoryResolver(territories);
  const errors: ImportIssue[] = [];
  const byNumber = new Map<number, ObjectiveData & { line: number }>();
  const lineOf = new Map<string, number>();
  for (const { line, fields } of rows) {
    if (fields.length !== 4) {
      errors.push({ code: "csvColumns", line });
      continue;
    }
    // numbers through the one reader of src/schemas/numbers.ts, as written (decision 0038): no "+5", " 5", "0x10", "1e3"
    const [numberRaw, name, territoryRaw, valueRaw] = [fields[0], fields[1].trim(), fields[2].trim(), fields[3]];
    const number = parseNumberText(numberRaw) ?? Number.NaN;
    const value = parseNumberText(valueRaw) ?? Number.NaN;
    if (!isWithin("objectiveNumber", number)) {
      errors.push({ code: "numberInvalid", line });
      continue;
    }
    const territoryId = resolve(territoryRaw);
    if (!territoryId) errors.push({ code: "unknownTerritory", line, objective: number, territoryId: territoryRaw });
    if (!isWithin("territoryValue", value))
      errors.push({ code: "valueNotPositive", line, objective: number, territoryId: territoryRaw });
    const o = byNumber.get(number) ?? { number, name, territories: [], line };
    byNumber.set(number, o);
    if (o.name !== name) errors.push({ code: "csvNameMismatch", line, objective: number });
    if (territoryId) {
      if (o.territories.some((t) => t.territoryId === territoryId))
        errors.push({ code: "duplicateTerritory", line, objective: number, territoryId });
      else o.territories.push({ territoryId, value });
      lineOf.set(`${number}:${territoryId}`, line);
    }
  }
  const objectives = [...byNumber.values()].map((o) => ({
    number: o.number,
    name: o.name,
    territories: o.territories,
  }));
  if (errors.length) return { ok: false, errors };
  return finish(
    objectives,
    territories,
    (i) => lineOf.get(`${i.objective}:${i.territoryId}`) ?? byNumber.get(i.objective ?? -1)?.line,
  );
}

export function importJson(text: string, territories: readonly TransferTerritory[]): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const pos = /position (\d+)/.exec(e instanceof Error ? e.message : "")?.[1];
    const line = pos === undefined ? undefined : text.slice(0, Number(pos)).split("\n").length;
    return { ok: false, errors: [{ code: "jsonSyntax", line }] };
  }
  // numbers exactly as written (decision 0038): `1e3` or `5.0` would otherwise pass as 1000 and 5
  const inexact = jsonNumberProblems(text, 1)[0];
  if (inexact) return { ok: false, errors: [{ code: "jsonSyntax", line: inexact.line }] };
  const list = Array.isArray(data) ? data : (data as { objectives?: unknown })?.objectives;
  if (!Array.isArray(list)) return { ok: false, errors: [{ code: "jsonShape" }] };
  const resolve = territoryResolver(territories);
  const errors: ImportIssue[] = [];
  const objectives: ObjectiveData[] = [];
  list.forEach((raw: unknown, index) => {
    const o = raw as { number?: unknown; name?: unknown; territories?: unknown };
    const number = typeof o?.number === "number" ? o.number : NaN;
    if (!isWithin("objectiveNumber", number) || typeof o.name !== "string" || !Array.isArray(o.territories)) {
      errors.push({ code: "jsonObjectiveShape", params: { index: index + 1 } });
      return;
    }
    const ts: ObjectiveData["territories"] = [];
    for (const rawT of o.territories as unknown[]) {
      const t = rawT as { territory?: unknown; value?: unknown };
      const id = typeof t?.territory === "string" ? resolve(t.territory) : null;
      if (!id) {
        errors.push({ code: "unknownTerritory", objective: number, territoryId: String(t?.territory ?? "") });
        continue;
      }
      ts.push({ territoryId: id, value: typeof t.value === "number" ? t.value : NaN });
    }
    objectives.push({ number, name: o.name, territories: ts });
  });
  if (errors.length) return { ok: false, errors };
  return finish(objectives, territories, () => undefined);
}

function finish(
  objectives: ObjectiveData[],
  territories: readonly TransferTerritory[],
  lineOf: (i: ObjectiveIssue) => number | undefined,
): ImportResult {
  if (!objectives.length) return { ok: false, errors: [{ code: "importEmpty" }] };
  const { errors, warnings } = validateObjectiveSet(objectives, new Set(territories.map((t) => t.id)));
  const withLine = (i: ObjectiveIssue): ImportIssue => ({ ...i, line: lineOf(i) });
  if (errors.length) return { ok: false, errors: errors.map(withLine) };
  return { ok: true, objectives: objectives.sort((a, b) => a.number - b.number), warnings: warnings.map(withLine) };
}
