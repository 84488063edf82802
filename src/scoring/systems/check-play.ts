import { ScoringInputError, type ScoringIssue } from "../errors";
import { checkRecord, checkTable, holds } from "./check-fields";
import { isObject, prepare, resolveSettings, type Prepared, type ResolvedRanking } from "./prepare";
import type {
  CheckedPlay,
  CheckOptions,
  DecisiveRule,
  FieldDef,
  GameSystem,
  OlderRecord,
  Play,
  PlaySettings,
  Value,
} from "./types";

// Runs once per play (20,000 in the bench): loops, no closures or sets, and no message or path
// string unless a problem is reported.

const EMPTY: Record<string, Value> = Object.freeze({}) as Record<string, Value>;

function fail(system: GameSystem, issues: ScoringIssue[]): never {
  throw new ScoringInputError(`Play of ${system.name.en} (${system.id})`, issues);
}

function checkSeat(
  system: GameSystem,
  specs: Prepared,
  seats: readonly unknown[],
  i: number,
  game: Record<string, unknown>,
  older: OlderRecord | null,
  issues: ScoringIssue[],
) {
  const seat = seats[i];
  if (!isObject(seat))
    return void issues.push({ path: `seats[${i}]`, message: "must be an object", code: "malformed" });
  const n = seats.length;
  const id = seat.playerId;
  if (typeof id !== "string" || id.length === 0)
    issues.push({ path: `seats[${i}].playerId`, message: "must be non-empty text", code: "noPlayer" });
  const order = seat.seatOrder;
  if (order === undefined) {
    if (system.seatOrder.required)
      issues.push({
        path: `seats[${i}].seatOrder`,
        message: `is required (the ${system.seatOrder.meaning === "turnOrder" ? "turn order" : "seating"} 1..${n})`,
        code: "seatOrderRequired",
        params: { n },
      });
  } else if (typeof order !== "number" || !Number.isInteger(order) || order < 1 || order > n)
    issues.push({
      path: `seats[${i}].seatOrder`,
      message: `must be from 1 to ${n} (got ${String(order)})`,
      code: "seatOrderRange",
      params: { n, got: String(order) },
    });
  for (let j = 0; j < i; j++) {
    const other = seats[j] as Record<string, unknown> | null;
    if (other === null || typeof other !== "object") continue; // already reported
    if (typeof id === "string" && other.playerId === id)
      issues.push({
        path: `seats[${i}].playerId`,
        message: `player ${id} has more than one seat`,
        code: "playerTwice",
      });
    if (order !== undefined && other.seatOrder === order)
      issues.push({
        path: `seats[${i}].seatOrder`,
        message: `${String(order)} is used by more than one seat`,
        code: "seatOrderTwice",
        params: { got: String(order) },
      });
  }
  checkRecord(specs.identity, seat.identity, "identity", i, game, issues);
  checkRecord(specs.seat, seat.values, "values", i, game, issues);
  for (const [section, defs] of specs.sized) checkTableSize(defs, seat[section], section, i, n, older, issues);
}

/**
 * Fields of one table size only (HOTRE's second group, §15.1): required there as defined, refused at any other. A play
 * read as an older record (decision 0063) has none of the record's fields, so they are not required.
 */
function checkTableSize(
  defs: readonly FieldDef[],
  record: unknown,
  section: "identity" | "values",
  i: number,
  n: number,
  older: OlderRecord | null,
  issues: ScoringIssue[],
) {
  if (!isObject(record)) return; // reported by checkRecord
  for (const def of defs) {
    const v = record[def.key];
    const given = v !== undefined && v !== null;
    if (given && n !== def.players)
      issues.push({
        path: `seats[${i}].${section}.${def.key}`,
        message: `only a ${def.players}-player play records this (got ${n} players; ${def.source})`,
        code: "onlyWithPlayers",
        params: { players: def.players!, got: n, source: def.source },
      });
    else if (!given && n === def.players && def.required === true && !older?.without.includes(def.key))
      issues.push({ path: `seats[${i}].${section}.${def.key}`, message: "is required", code: "required" });
  }
}

/** Shape, types and ranges of every field. */
function checkShape(system: GameSystem, specs: Prepared, play: Play, options: CheckOptions, issues: ScoringIssue[]) {
  if (!isObject(play) || !Array.isArray(play.seats))
    fail(system, [{ path: "seats", message: "must be a list of seats" }]);
  const { min, max, source } = system.players;
  const n = play.seats.length;
  if (n < min || n > max)
    issues.push({
      path: "seats",
      message: `${system.name.en} is played by ${min === max ? min : `${min} to ${max}`} players (got ${n}; ${source})`,
      code: "playerCount",
      params: { min, max, got: n, source },
    });
  const game = isObject(play.game) ? play.game : EMPTY;
  checkRecord(specs.game, play.game, "game", -1, game, issues);
  if (play.endedBy !== undefined && !system.endings.some((e) => e.value === play.endedBy))
    issues.push({
      path: "endedBy",
      message: `must be one of ${system.endings.map((e) => e.value).join(", ")} (got ${String(play.endedBy)})`,
      code: "notAnOption",
      params: { got: String(play.endedBy) },
    });
  const at = play.endedAt;
  if (at !== undefined) {
    const top = system.length.max;
    if (typeof at !== "number" || !Number.isInteger(at) || at < 1 || (top !== null && at > top))
      issues.push({
        path: "endedAt",
        message: `must be a ${system.length.unit} from 1${top === null ? " on" : ` to ${top}`} (got ${String(at)})`,
        code: "lengthRange",
        params: { max: top ?? "∞", got: String(at) },
      });
  }
  checkVariants(system, play.variants, game, issues);
  const older = options.olderRecords ? olderRecordOf(system, play, options.olderRecords) : null;
  for (let i = 0; i < n; i++) checkSeat(system, specs, play.seats, i, game, older, issues);
}

/**
 * The older-record shape a play has (decision 0063), among those accepted (`true` = every one of the system's): a
 * table of the record's size where no seat gives any of its fields. null when none (and for a malformed play).
 */
export function olderRecordOf(
  system: GameSystem,
  play: Play,
  accepted: true | readonly string[] = true,
): OlderRecord | null {
  if (!system.olderRecords || !isObject(play) || !Array.isArray(play.seats)) return null;
  for (const record of system.olderRecords) {
    if (accepted !== true && !accepted.includes(record.id)) continue;
    if (play.seats.length !== record.players) continue;
    const gives = (seat: unknown) =>
      isObject(seat) &&
      record.without.some((key) => {
        for (const section of [seat.values, seat.identity])
          if (isObject(section) && section[key] !== undefined && section[key] !== null) return true;
        return false;
      });
    if (!play.seats.some(gives)) return record;
  }
  return null;
}

/**
 * Each variant played is one of the definition's, named once (docs/game-systems.md, variants); one that follows from
 * a game field (`when`, CotE II's fifth season) is named only where that field says so (decision 0063).
 */
function checkVariants(system: GameSystem, variants: unknown, game: Record<string, unknown>, issues: ScoringIssue[]) {
  if (variants === undefined) return;
  if (!Array.isArray(variants)) {
    issues.push({ path: "variants", message: "must be a list of variant ids", code: "malformed" });
    return;
  }
  const seen = new Set<unknown>();
  variants.forEach((v, i) => {
    const def = system.variants.find((d) => d.id === v);
    if (!def)
      issues.push({
        path: `variants[${i}]`,
        message: `must be one of ${system.variants.map((d) => d.id).join(", ") || "none (this system has no variants)"} (got ${String(v)})`,
        code: "notAnOption",
        params: { got: String(v) },
      });
    else if (seen.has(v))
      issues.push({
        path: `variants[${i}]`,
        message: `is named twice (${String(v)})`,
        code: "variantTwice",
        params: { got: String(v) },
      });
    else if (def.when && !holds(def.when, game)) {
      const { gameField, equals } = def.when;
      const got = game[gameField];
      issues.push({
        path: `variants[${i}]`,
        message: `${def.id} is played exactly when game.${gameField} is ${String(equals)} (got ${got === undefined ? "none" : String(got)}; ${def.source})`,
        code: "variantFollows",
        params: {
          variant: def.id,
          field: gameField,
          value: String(equals),
          got: got === undefined || got === null ? "—" : String(got),
          source: def.source,
        },
      });
    }
    seen.add(v);
  });
}

function meets(rule: DecisiveRule, row: Record<string, Value>, game: Record<string, Value>): boolean {
  if (rule.kind === "seatFlag") {
    const derived = rule.derive?.(row);
    return derived ? derived.value : row[rule.field] === true;
  }
  if (rule.when && !holds(rule.when, game)) return false;
  const bar = typeof rule.atLeast === "number" ? rule.atLeast : game[rule.atLeast.gameField];
  const v = row[rule.field];
  return typeof bar === "number" && typeof v === "number" && v >= bar;
}

function checkElimination(
  field: string,
  rows: readonly Record<string, Value>[],
  decisive: number,
  issues: ScoringIssue[],
) {
  let count = 0;
  let mask = 0;
  for (let i = 0; i < rows.length; i++) {
    const o = rows[i][field];
    if (typeof o !== "number") continue;
    count++;
    mask |= 1 << Math.min(o, 30);
    if (i === decisive)
      issues.push({
        path: `seats[${i}].values.${field}`,
        message: "a seat that won outright cannot be eliminated",
        code: "winnerEliminated",
      });
  }
  if (count === 0) return;
  if (mask !== (1 << (count + 1)) - 2) {
    const got = rows.map((r) => r[field]).filter((o) => typeof o === "number");
    issues.push({
      path: `seats[*].values.${field}`,
      message: `elimination orders must be 1 to ${count} with no gaps or repeats (got ${got.join(", ")})`,
      code: "eliminationOrder",
      params: { count, got: got.join(", ") },
    });
  }
  if (count === rows.length)
    issues.push({
      path: `seats[*].values.${field}`,
      message: "at least one seat must survive",
      code: "nobodySurvives",
    });
}

/** A flag typed next to the values it follows from must agree with them (absent, it is derived: see meets). */
function checkDerivedFlag(
  rule: Extract<DecisiveRule, { kind: "seatFlag" }>,
  rows: readonly Record<string, Value>[],
  issues: ScoringIssue[],
) {
  for (let i = 0; i < rows.length; i++) {
    const typed = rows[i][rule.field];
    if (typeof typed !== "boolean") continue;
    const derived = rule.derive!(rows[i]);
    if (derived && derived.value !== typed)
      issues.push({
        path: `seats[${i}].values.${rule.field}`,
        message: `is ${typed} but ${derived.why} (${rule.source})`,
        code: "derivedFlag",
        params: { field: rule.field, reason: derived.reason, source: rule.source },
      });
  }
}

/** endedBy given or derived, consistent with the decisive seat and the length reached. */
function checkEnding(
  system: GameSystem,
  { decisiveEndings, otherwise }: Prepared,
  play: Play,
  game: Record<string, Value>,
  rule: DecisiveRule | null,
  issues: ScoringIssue[],
): string | null {
  const given = play.endedBy ?? null;
  if (
    given !== null &&
    rule &&
    given !== rule.ending &&
    !(rule.kind === "seatFlag" && rule.alsoEndedBy?.includes(given))
  )
    issues.push({
      path: "endedBy",
      message: `a seat meets ${rule.id} (${rule.source}), so the play ended by ${rule.ending} (got ${given})`,
      code: "endingIsDecisive",
      params: { ending: rule.ending, source: rule.source },
    });
  if (given !== null && !rule && decisiveEndings.includes(given)) {
    const source = system.ranking.decisive.find((r) => r.ending === given)?.source ?? "";
    issues.push({
      path: "endedBy",
      message: `no seat meets the condition of ${given} (${source})`,
      code: "endingNotMet",
      params: { ending: given, source },
    });
  }
  const endedBy = given ?? (rule ? rule.ending : otherwise);
  const { gameField, max, unit } = system.length;
  if (gameField === null) return endedBy;
  let ending = null;
  for (const e of system.endings) if (e.value === endedBy) ending = e;
  const reached = game[gameField];
  if (typeof reached !== "number") {
    // the length field left out: the turn given as endedAt must then be the last (HOTRE "end of the last Period", §3.3)
    const at = play.endedAt;
    if (ending?.atLengthMax && typeof at === "number" && max !== null && at !== max)
      issues.push({
        path: "endedAt",
        message: `a play that ended by ${ending.value} lasts all ${max} ${unit}s (got ${at}; ${ending.source})`,
        code: "lastsFullLength",
        params: { ending: ending.value, max, got: at, source: ending.source },
      });
    return endedBy;
  }
  if (ending?.atLengthMax && reached !== max)
    issues.push({
      path: `game.${gameField}`,
      message: `${given === null ? "no seat won outright, so " : ""}a play that ended by ${ending.value} lasts all ${max} ${unit}s (got ${reached}; ${ending.source})`,
      code: "lastsFullLength",
      params: { ending: ending.value, max: max ?? "∞", got: reached, source: ending.source },
    });
  if (play.endedAt !== undefined && play.endedAt !== reached)
    issues.push({
      path: "endedAt",
      message: `must equal game.${gameField} (${reached}; got ${play.endedAt})`,
      code: "endedAtMismatch",
      params: { field: gameField, reached, got: play.endedAt },
    });
  return endedBy;
}

function derivedRows(system: GameSystem, play: Play): Record<string, Value>[] {
  const rows = new Array<Record<string, Value>>(play.seats.length);
  for (let i = 0; i < rows.length; i++) {
    const values = play.seats[i].values;
    if (system.derived.length === 0) {
      rows[i] = values;
      continue;
    }
    const row: Record<string, Value> = Object.assign({}, values);
    for (const d of system.derived) {
      if (d.maxOf) {
        let top: number | null = null;
        for (const k of d.maxOf)
          if (typeof row[k] === "number" && (top === null || (row[k] as number) > top)) top = row[k] as number;
        if (top !== null) row[d.key] = top;
        continue;
      }
      let sum = 0;
      for (const k of d.sumOf) sum += (row[k] as number) ?? 0;
      row[d.key] = sum;
    }
    rows[i] = row;
  }
  return rows;
}

function runInvariants(system: GameSystem, checked: CheckedPlay, issues: ScoringIssue[]) {
  for (const invariant of system.invariants) {
    const seat = invariant.seat;
    if (seat)
      for (let i = 0; i < checked.rows.length; i++) {
        const message = seat.check(checked.rows[i], i, checked);
        if (message)
          issues.push({
            path: `seats[${i}].values.${seat.field}`,
            message,
            code: "invariant",
            params: { invariant: invariant.id },
          });
      }
    const found = invariant.play?.(checked);
    if (found)
      for (const issue of found)
        issues.push(issue.code ? issue : { ...issue, code: "invariant", params: { invariant: invariant.id } });
  }
}

/** Validates a play against its system; throws ScoringInputError naming every field path at fault. */
export function checkPlay(
  system: GameSystem,
  play: Play,
  settings: PlaySettings | undefined,
  options: CheckOptions = {},
): { checked: CheckedPlay; ranking: ResolvedRanking } {
  const issues: ScoringIssue[] = [];
  const specs = prepare(system);
  checkShape(system, specs, play, options, issues);
  const ranking = resolveSettings(system, specs.defaults, settings, issues);
  if (issues.length > 0) fail(system, issues);

  const game = (play.game ?? EMPTY) as Record<string, Value>;
  const rows = derivedRows(system, play);
  for (const def of specs.tables.seat) checkTable(def, play.seats, rows, "values", issues);
  for (const def of specs.tables.identity) checkTable(def, play.seats, rows, "identity", issues);

  let decisive = -1;
  let rule: DecisiveRule | null = null;
  const rules = system.ranking.decisive;
  for (const r of rules) if (r.kind === "seatFlag" && r.derive) checkDerivedFlag(r, rows, issues);
  for (let i = 0; i < rows.length; i++)
    for (const r of rules) {
      if (!meets(r, rows[i], game)) continue;
      if (decisive === -1) {
        decisive = i;
        rule = r;
      } else
        issues.push({
          path: `seats[${i}].values.${r.field}`,
          message: `only one seat can win outright (${r.id}, ${r.source}); seat ${decisive} already does`,
          code: "twoOutrightWinners",
          params: { seat: decisive + 1, source: r.source },
        });
      break;
    }
  const elimination = system.ranking.elimination;
  if (elimination) checkElimination(elimination.field, rows, decisive, issues);
  const endedBy = checkEnding(system, specs, play, game, rule, issues);
  const checked: CheckedPlay = {
    play,
    game,
    rows,
    decisive,
    decisiveRule: rule ? (rule as DecisiveRule).id : null,
    endedBy,
  };
  if (issues.length === 0) runInvariants(system, checked, issues);
  if (issues.length > 0) fail(system, issues);
  return { checked, ranking };
}
