// The season CSV of a season of another system than RisiKo! (docs/import-format.md, "Other game systems"):
// one row per seat; the columns come from the system's definition. Pure: rows in, plays or line-numbered problems out.
import {
  orderVariants,
  rankPlay,
  ScoringInputError,
  splitVariants,
  VARIANT_SEPARATOR,
  type FieldDef,
  type GameSystem,
  type Play,
  type PlaySettings,
  type Value,
} from "@/scoring";
import { NUMBER_BOUNDS, type Bounds } from "@/schemas/numbers";
import { numberCell, type CellProblem } from "./number-cell";
import { CsvError, decodeCsvBytes, detectDelimiter, parseCsv, type CsvRecord } from "./csv";
import { problem, type ImportProblem } from "./problems";

/** game, date, player, seat_order, ended_by, [ended_at], game.<key>…, [variants], identity.<key>…, <seat field>…, duration_minutes, notes, rank, points */
export function playColumns(system: GameSystem): string[] {
  return [
    "game",
    "date",
    "player",
    "seat_order",
    "ended_by",
    ...(system.length.gameField === null && system.length.max !== null ? ["ended_at"] : []),
    ...system.gameFields.map((d) => `game.${d.key}`),
    // the variant ids played, separated by ";" (optional: older files have no such column)
    ...(system.variants.length > 0 ? ["variants"] : []),
    ...system.identity.map((d) => `identity.${d.key}`),
    ...system.seatFields.map((d) => d.key),
    "duration_minutes",
    "notes",
    "rank",
    "points",
  ];
}

const REQUIRED = ["game", "date", "player", "seat_order"];
/** how a file's plays are read: history, so older-record shapes are accepted (decision 0063) */
export const HISTORY = { olderRecords: true } as const;
/** the turn/year/period a play ended at, for a system without a length field (playSchema's bound) */
const ENDED_AT_MAX = 1000;

type Cell = string | number | null;
export type PlayExportGame = {
  sequence: number;
  date: string;
  endedBy: string | null;
  endedAt: number | null;
  game: Record<string, Value>;
  /** variant ids played, in definition order; absent/[] = none */
  variants?: readonly string[];
  durationMinutes: number | null;
  notes: string | null;
  seats: {
    player: string;
    seatOrder: number;
    identity: Record<string, string>;
    values: Record<string, Value>;
    rank: number | null;
    points: number | null;
  }[];
};

const show = (v: Value | undefined): Cell =>
  v === undefined || v === null ? null : typeof v === "boolean" ? (v ? "yes" : "no") : v;

/** Rows (header first) of a season's finished plays; game-level cells on every row of the game. */
export function playCsvRows(system: GameSystem, games: readonly PlayExportGame[]): Cell[][] {
  const columns = playColumns(system);
  const rows: Cell[][] = [columns];
  for (const g of games)
    for (const s of g.seats) {
      const cells: Record<string, Cell> = {
        game: g.sequence,
        date: g.date,
        player: s.player,
        seat_order: s.seatOrder,
        ended_by: g.endedBy,
        ended_at: g.endedAt,
        duration_minutes: g.durationMinutes,
        notes: g.notes,
        rank: s.rank,
        points: s.points,
        variants: g.variants && g.variants.length > 0 ? g.variants.join(VARIANT_SEPARATOR) : null,
      };
      for (const d of system.gameFields) cells[`game.${d.key}`] = show(g.game[d.key]);
      for (const d of system.identity) cells[`identity.${d.key}`] = s.identity[d.key] ?? null;
      for (const d of system.seatFields) cells[d.key] = show(s.values[d.key]);
      rows.push(columns.map((c) => cells[c] ?? null));
    }
  return rows;
}

export type ParsedPlay = {
  sequence: number;
  date: string;
  durationMinutes: number | null;
  notes: string | null;
  play: Play;
  /** the file line of each seat, aligned with play.seats */
  lines: number[];
  /** player names as written, aligned with play.seats (play.seats[i].playerId holds the matched id) */
  names: string[];
};

const YES = new Set(["yes", "y", "true", "1", "x", "sì", "si", "s"]);
const NO = new Set(["no", "n", "false", "0"]);

/** A cell as the field definition types it; undefined for an empty cell; a problem for a bad one. */
function fieldCell(def: FieldDef, raw: string): { value?: Value; problem?: CellProblem } {
  if (raw.trim() === "") return {};
  if (def.type === "int" || def.type === "number") return numberCell(raw, def, def.type === "int" ? "int" : "decimal");
  raw = raw.trim();
  if (def.type === "bool") {
    const v = raw.toLowerCase();
    if (YES.has(v)) return { value: true };
    if (NO.has(v)) return { value: false };
    return { problem: { code: "notYesNo", message: `"${raw}" is not yes/no` } };
  }
  return { value: raw };
}

/**
 * The column of a rule rankPlay found broken (every problem names line and column): the field's own column, the
 * seat's player for a problem of the seat as a whole, the game for one of the play as a whole.
 */
export function ruleColumn(path: string): string {
  const field = /^seats\[(?:\d+|\*)\]\.(?:(values|identity)\.([A-Za-z0-9_]+)|(seatOrder))/.exec(path);
  if (field) return field[3] ? "seat_order" : field[1] === "identity" ? `identity.${field[2]}` : field[2];
  const game = /^game\.([A-Za-z0-9_]+)/.exec(path);
  if (game) return `game.${game[1]}`;
  if (path === "endedBy") return "ended_by";
  if (path === "endedAt") return "ended_at";
  if (path.startsWith("variants")) return "variants";
  return path.startsWith("seats") ? "player" : "game";
}

/**
 * Bytes of a CSV → the plays of a season of `system`, each checked by rankPlay with the season's settings.
 * Every problem names the line and the column (the field) and the rule it breaks. `playerId` maps a name to a
 * player id (null = unknown player). A file is history: a play of an older-record shape (HOTRE's 2-player play
 * recorded before the two groups) is read as it was (decision 0063), as the export writes it back.
 */
export function readPlayCsv(
  system: GameSystem,
  bytes: Uint8Array,
  settings: PlaySettings | undefined,
  playerId: (name: string) => string | null,
): { plays: ParsedPlay[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  let records: CsvRecord[];
  try {
    const text = decodeCsvBytes(bytes);
    records = parseCsv(text, detectDelimiter(text));
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    return { plays: [], problems: [problem(e.line, null, `csv.${e.code}`, e.message, e.params)] };
  }
  const [header, ...body] = records;
  if (!header) return { plays: [], problems: [problem(null, null, "csv.empty", "the file is empty")] };
  const known = playColumns(system);
  const byLower = new Map(known.map((c) => [c.toLowerCase(), c]));
  const index = new Map<string, number>();
  header.fields.forEach((raw, i) => {
    const name = raw.trim();
    if (name === "") return;
    const col = byLower.get(name.toLowerCase());
    if (!col)
      problems.push(
        problem(
          header.line,
          name,
          "unknownColumn",
          `unknown column "${name}" (${system.name.en} columns: ${known.join(", ")})`,
          { name },
        ),
      );
    else if (index.has(col))
      problems.push(problem(header.line, col, "duplicateColumn", `column "${col}" appears twice`, { name: col }));
    else index.set(col, i);
  });
  for (const col of REQUIRED)
    if (!index.has(col))
      problems.push(problem(header.line, col, "missingColumn", `required column "${col}" is missing`, { name: col }));
  if (problems.length) return { plays: [], problems };
  if (body.length === 0)
    return { plays: [], problems: [problem(null, null, "noRows", "the file has a header but no rows")] };

  type Game = {
    sequence: number;
    line: number;
    date: string;
    game: Record<string, Value>;
    variants?: string;
    endedBy?: string;
    endedAt?: number;
    duration: number | null;
    notes: string | null;
    seats: Play["seats"];
    lines: number[];
    names: string[];
  };
  const games = new Map<number, Game>();
  const broken = new Set<number>();
  for (const record of body) {
    const line = record.line;
    if (record.fields.length !== header.fields.length) {
      problems.push(
        problem(
          line,
          null,
          "fieldCount",
          `the line has ${record.fields.length} fields but the header has ${header.fields.length}`,
          { found: record.fields.length, expected: header.fields.length },
        ),
      );
      continue;
    }
    /** the cell as written (number cells are read untrimmed) */
    const cell = (col: string) => (index.has(col) ? (record.fields[index.get(col)!] ?? "") : "");
    const raw = (col: string) => cell(col).trim();
    const bad = (col: string, message: string, code = "invalid", params: Record<string, string | number> = {}) =>
      problems.push(problem(line, col, code, message, { value: cell(col), ...params }));
    const before = problems.length;
    const whole = (col: string, bounds: Bounds, required: boolean): number | null => {
      if (raw(col) === "") {
        if (required) bad(col, "is required", "required");
        return null;
      }
      const r = numberCell(cell(col), bounds);
      if ("problem" in r) {
        bad(col, r.problem.message, r.problem.code, r.problem.params);
        return null;
      }
      return r.value;
    };
    const sequence = whole("game", NUMBER_BOUNDS.gameNumber, true);
    const seatOrder = whole("seat_order", NUMBER_BOUNDS.turnOrder, true);
    const duration = whole("duration_minutes", NUMBER_BOUNDS.durationMinutes, false);
    const date = raw("date");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      bad("date", `"${date}" is not a date (use 2026-03-14)`);
    const name = raw("player");
    const id = name ? playerId(name) : null;
    if (!name) bad("player", "is required", "required");
    else if (!id) bad("player", `"${name}" is not a player of the league`);
    const identity: Record<string, string> = {};
    for (const d of system.identity) if (raw(`identity.${d.key}`)) identity[d.key] = raw(`identity.${d.key}`);
    const values: Record<string, Value> = {};
    for (const d of system.seatFields) {
      const c = fieldCell(d, cell(d.key));
      if (c.problem) bad(d.key, c.problem.message, c.problem.code, c.problem.params);
      else if (c.value !== undefined) values[d.key] = c.value;
    }
    const gameValues: Record<string, Value> = {};
    for (const d of system.gameFields) {
      const c = fieldCell(d, cell(`game.${d.key}`));
      if (c.problem) bad(`game.${d.key}`, c.problem.message, c.problem.code, c.problem.params);
      else if (c.value !== undefined) gameValues[d.key] = c.value;
    }
    const endedAt = whole("ended_at", { min: 1, max: system.length.max ?? ENDED_AT_MAX }, false) ?? undefined;
    if (problems.length > before || sequence === null || seatOrder === null) {
      // a game missing a refused row is not ranked: its other rows would only report the gap
      if (sequence !== null) broken.add(sequence);
      continue;
    }
    let g = games.get(sequence);
    if (!g) {
      g = { sequence, line, date, game: {}, duration: null, notes: null, seats: [], lines: [], names: [] };
      games.set(sequence, g);
    }
    // game-level cells may be on one row of the game only; filled rows must agree
    const agree = (col: string, a: unknown, b: unknown) => {
      if (a !== undefined && b !== undefined && a !== null && b !== null && a !== b)
        bad(col, `differs from line ${g!.line} of the same game`);
    };
    agree("date", g.date, date);
    agree("ended_by", g.endedBy, raw("ended_by") || undefined);
    agree("ended_at", g.endedAt, endedAt);
    const variants = orderVariants(system, splitVariants(raw("variants"))).join(VARIANT_SEPARATOR) || undefined;
    agree("variants", g.variants, variants);
    if (variants !== undefined) g.variants = variants;
    for (const [k, v] of Object.entries(gameValues)) {
      agree(`game.${k}`, g.game[k], v);
      g.game[k] = v;
    }
    if (raw("ended_by")) g.endedBy = raw("ended_by");
    if (endedAt !== undefined) g.endedAt = endedAt;
    g.duration ??= duration;
    g.notes ??= raw("notes") || null;
    g.seats.push({ playerId: id!, seatOrder, identity, values });
    g.lines.push(line);
    g.names.push(name);
  }

  const plays: ParsedPlay[] = [];
  for (const g of games.values()) {
    if (broken.has(g.sequence)) continue;
    const play: Play = {
      ...(g.endedBy ? { endedBy: g.endedBy } : {}),
      ...(g.endedAt !== undefined ? { endedAt: g.endedAt } : {}),
      game: g.game,
      ...(g.variants ? { variants: splitVariants(g.variants) } : {}),
      seats: g.seats,
    };
    try {
      rankPlay(system.id, play, settings, HISTORY);
      plays.push({
        sequence: g.sequence,
        date: g.date,
        durationMinutes: g.duration,
        notes: g.notes,
        play,
        lines: g.lines,
        names: g.names,
      });
    } catch (e) {
      if (!(e instanceof ScoringInputError)) throw e;
      for (const issue of e.issues) {
        const seat = /^seats\[(\d+)\]/.exec(issue.path);
        const line = seat ? g.lines[Number(seat[1])] : g.line;
        problems.push(
          problem(line, ruleColumn(issue.path), "rule", `game ${g.sequence}: ${issue.path}: ${issue.message}`, {
            game: g.sequence,
            rule: issue.message,
          }),
        );
      }
    }
  }
  return {
    plays: plays.sort((a, b) => a.sequence - b.sequence),
    problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  };
}
