// The season CSV template (docs/import-format.md): one row per seat. Header → columns, cells → typed seat rows.
import { isWithin, NUMBER_BOUNDS, type NumberField } from "@/schemas/numbers";
import { END_REASONS, type EndReason } from "@/schemas/result";
import { numberCell } from "./number-cell";
import { CsvError, decodeCsvBytes, detectDelimiter, parseCsv, type CsvRecord } from "./csv";
import { problem, type ImportProblem } from "./problems";

export const SEASON_COLUMNS = [
  "game",
  "date",
  "player",
  "turn_order",
  "color",
  "objective",
  "objective_total",
  "objective_points",
  "completed",
  "eliminated_order",
  "eliminated_by",
  "armies",
  "end_reason",
  "sdadata_round",
  "sdadata_threshold",
  "duration_minutes",
  "notes",
  "rank",
  "points",
] as const;
export type SeasonColumn = (typeof SEASON_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly SeasonColumn[] = ["game", "date", "player", "turn_order", "objective_points"];
/** Written by the season export, ignored on import: they are always recomputed with the season's rules. */
export const COMPUTED_COLUMNS: readonly SeasonColumn[] = ["rank", "points"];

/** Italian headers the group may type instead of the template's. */
const ALIASES: Record<string, SeasonColumn> = {
  partita: "game",
  gara: "game",
  data: "date",
  giocatore: "player",
  ordine: "turn_order",
  ordine_di_turno: "turn_order",
  colore: "color",
  obiettivo: "objective",
  totale_obiettivo: "objective_total",
  punti_obiettivo: "objective_points",
  punti_tavolo: "objective_points",
  completato: "completed",
  ordine_eliminazione: "eliminated_order",
  eliminato_da: "eliminated_by",
  armate: "armies",
  fine: "end_reason",
  round_sdadata: "sdadata_round",
  soglia_sdadata: "sdadata_threshold",
  durata: "duration_minutes",
  note: "notes",
  posizione: "rank",
  punti: "points",
};

export { END_REASONS, type EndReason };

export type SeatRow = {
  line: number;
  game: number;
  /** YYYY-MM-DD */
  date: string;
  player: string;
  turnOrder: number;
  color: string | null;
  objective: string | null;
  objectiveTotal: number | null;
  objectivePoints: number | null;
  completed: boolean;
  eliminatedOrder: number | null;
  eliminatedBy: string | null;
  armies: number | null;
  endReason: EndReason | null;
  sdadataRound: number | null;
  /** RisiKo! sdadata ending: the dice threshold (4–7); an older file has no such column */
  sdadataThreshold: number | null;
  durationMinutes: number | null;
  notes: string | null;
};

const normalizeHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

function parseHeader(record: CsvRecord, problems: ImportProblem[]): Map<SeasonColumn, number> {
  const index = new Map<SeasonColumn, number>();
  record.fields.forEach((raw, i) => {
    const h = normalizeHeader(raw);
    if (h === "") return;
    const col = (SEASON_COLUMNS as readonly string[]).includes(h) ? (h as SeasonColumn) : ALIASES[h];
    if (!col)
      problems.push(
        problem(record.line, raw.trim(), "unknownColumn", `unknown column "${raw.trim()}"`, { name: raw.trim() }),
      );
    else if (index.has(col))
      problems.push(problem(record.line, col, "duplicateColumn", `column "${col}" appears twice`, { name: col }));
    else index.set(col, i);
  });
  for (const col of REQUIRED_COLUMNS)
    if (!index.has(col))
      problems.push(problem(record.line, col, "missingColumn", `required column "${col}" is missing`, { name: col }));
  return index;
}

const YES = new Set(["yes", "y", "true", "1", "x", "sì", "si", "s"]);
const NO = new Set(["", "no", "n", "false", "0"]);

/** Cell readers: each returns the value or pushes a problem and returns undefined. */
function cellReader(record: CsvRecord, index: Map<SeasonColumn, number>, problems: ImportProblem[]) {
  /** the cell as written (number cells are read untrimmed: ` 5` is not a number) */
  const cell = (col: SeasonColumn) => {
    const i = index.get(col);
    return i === undefined ? "" : (record.fields[i] ?? "");
  };
  const raw = (col: SeasonColumn) => cell(col).trim();
  const bad = (col: SeasonColumn, code: string, message: string, params: Record<string, string | number> = {}) => {
    problems.push(problem(record.line, col, code, message, { value: cell(col), ...params }));
    return undefined;
  };
  const text = (col: SeasonColumn) => raw(col) || null;
  const outOfRange = (col: SeasonColumn, field: NumberField) => {
    const { min, max } = NUMBER_BOUNDS[field];
    return bad(col, "outOfRange", `"${raw(col)}" is out of range: must be a whole number from ${min} to ${max}`, {
      min,
      max,
    });
  };
  /** A whole number within the field's bounds (src/schemas/numbers.ts), the same check as the forms and the JSON import. */
  const int = (col: SeasonColumn, field: NumberField, opts: { required?: boolean } = {}): number | null | undefined => {
    if (raw(col) === "") return opts.required ? bad(col, "required", "is required") : null;
    const r = numberCell(cell(col), NUMBER_BOUNDS[field]);
    return "value" in r ? r.value : bad(col, r.problem.code, r.problem.message, r.problem.params);
  };
  /** An objective by number (bounded like any objective number) or by name. */
  const objective = (col: SeasonColumn): string | null | undefined => {
    const v = text(col);
    if (v !== null && /^\d+$/.test(v) && !isWithin("objectiveNumber", Number(v)))
      return outOfRange(col, "objectiveNumber");
    return v;
  };
  const bool = (col: SeasonColumn): boolean | undefined => {
    const v = raw(col).toLowerCase();
    if (YES.has(v)) return true;
    if (NO.has(v)) return false;
    return bad(col, "notYesNo", `"${raw(col)}" is not yes/no (accepted: yes, no, true, false, 1, 0, sì, x, empty)`);
  };
  const date = (col: SeasonColumn): string | undefined => {
    const v = raw(col);
    if (v === "") return bad(col, "required", "is required");
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
    const it = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v);
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : it ? [it[3], it[2], it[1]] : ["", "", ""];
    if (!y) return bad(col, "badDate", `"${v}" is not a date (use 2008-03-14 or 14/03/2008)`);
    const out = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
    const parsed = new Date(`${out}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== out)
      return bad(col, "badDate", `"${v}" is not a real date`);
    return out;
  };
  const endReason = (col: SeasonColumn): EndReason | null | undefined => {
    const v = raw(col).toLowerCase();
    if (v === "") return null;
    // case does not matter: "lastStanding", "laststanding" and "LASTSTANDING" are the same ending
    const known = END_REASONS.find((r) => r.toLowerCase() === v);
    if (known) return known;
    return bad(col, "badEndReason", `"${raw(col)}" is not one of ${END_REASONS.join(", ")}`);
  };
  return { raw, text, int, objective, bool, date, endReason, bad };
}

function readRow(
  record: CsvRecord,
  index: Map<SeasonColumn, number>,
  width: number,
  problems: ImportProblem[],
): SeatRow | null {
  if (record.fields.length !== width) {
    problems.push(
      problem(
        record.line,
        null,
        "fieldCount",
        `the line has ${record.fields.length} fields but the header has ${width}`,
        { found: record.fields.length, expected: width },
      ),
    );
    return null;
  }
  const before = problems.length;
  const c = cellReader(record, index, problems);
  const player = c.text("player");
  if (!player) c.bad("player", "required", "is required");
  const row = {
    line: record.line,
    game: c.int("game", "gameNumber", { required: true }),
    date: c.date("date"),
    player: player ?? "",
    turnOrder: c.int("turn_order", "turnOrder", { required: true }),
    color: c.text("color")?.toLowerCase() ?? null,
    objective: c.objective("objective"),
    objectiveTotal: c.int("objective_total", "objectiveTotal"),
    objectivePoints: c.int("objective_points", "objectivePoints"),
    completed: c.bool("completed"),
    eliminatedOrder: c.int("eliminated_order", "eliminatedOrder"),
    eliminatedBy: c.text("eliminated_by"),
    armies: c.int("armies", "armies"),
    endReason: c.endReason("end_reason"),
    sdadataRound: c.int("sdadata_round", "sdadataRound"),
    sdadataThreshold: c.int("sdadata_threshold", "sdadataThreshold"),
    durationMinutes: c.int("duration_minutes", "durationMinutes"),
    notes: c.text("notes"),
  };
  return problems.length > before ? null : (row as SeatRow);
}

export type ParsedSeasonCsv = { rows: SeatRow[]; problems: ImportProblem[]; columns: SeasonColumn[] };

/** Bytes of an uploaded file → seat rows, or problems with line and column. Never throws on bad input. */
export function readSeasonCsv(bytes: Uint8Array, maxBytes?: number): ParsedSeasonCsv {
  const problems: ImportProblem[] = [];
  let records: CsvRecord[];
  try {
    const text = decodeCsvBytes(bytes, maxBytes);
    records = parseCsv(text, detectDelimiter(text));
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    return { rows: [], columns: [], problems: [problem(e.line, null, `csv.${e.code}`, e.message, e.params)] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], columns: [], problems: [problem(null, null, "csv.empty", "the file is empty")] };
  const index = parseHeader(header, problems);
  if (index.size <= 1 && header.fields.length === 1)
    problems.push(
      problem(header.line, null, "csv.delimiter", "the header has a single column: separate the columns with commas", {
        delimiter: "?",
      }),
    );
  if (problems.length) return { rows: [], columns: [...index.keys()], problems };
  if (body.length === 0)
    return {
      rows: [],
      columns: [...index.keys()],
      problems: [problem(null, null, "noRows", "the file has a header but no rows")],
    };
  const rows: SeatRow[] = [];
  for (const record of body) {
    const row = readRow(record, index, header.fields.length, problems);
    if (row) rows.push(row);
  }
  return { rows, columns: [...index.keys()], problems };
}
