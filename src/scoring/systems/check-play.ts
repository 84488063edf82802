import { ScoringInputError, type ScoringIssue } from "../errors";
import { checkRecord, checkTable, holds } from "./check-fields";
import type { CheckedPlay, DecisiveRule, GameSystem, Play, PlaySettings, RankKey, Value } from "./types";

export type ResolvedRanking = { tieBreak: readonly RankKey[]; unresolved: "shareRank" | "draw" };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function fail(system: GameSystem, issues: ScoringIssue[]): never {
  throw new ScoringInputError(`Play of ${system.name.en} (${system.id})`, issues);
}

/** The season settings against what the system lets a club choose. */
export function resolveSettings(system: GameSystem, settings: PlaySettings | undefined, issues: ScoringIssue[]): ResolvedRanking {
  const { tieBreak, unresolved } = system.ranking;
  const resolved: ResolvedRanking = { tieBreak: tieBreak?.keys ?? [], unresolved: unresolved.value };
  if (settings === undefined) return resolved;
  if (!isObject(settings)) {
    issues.push({ path: "settings", message: "must be an object" });
    return resolved;
  }
  for (const key of Object.keys(settings))
    if (key !== "tieBreak" && key !== "unresolved") issues.push({ path: `settings.${key}`, message: "is not a setting (known: tieBreak, unresolved)" });
  if (settings.tieBreak !== undefined) {
    if (!tieBreak) issues.push({ path: "settings.tieBreak", message: `${system.name.en} has no tie-break for a club to choose` });
    else if (!Array.isArray(settings.tieBreak)) issues.push({ path: "settings.tieBreak", message: "must be a list of field keys" });
    else
      resolved.tieBreak = settings.tieBreak.flatMap((field, i) => {
        const key = tieBreak.options.find((o) => o.field === field);
        if (!key || settings.tieBreak?.indexOf(field) !== i)
          issues.push({ path: `settings.tieBreak[${i}]`, message: `must be one of ${tieBreak.options.map((o) => o.field).join(", ")}, each once (got ${String(field)})` });
        return key ? [key] : [];
      });
  }
  if (settings.unresolved !== undefined) {
    if (!unresolved.setting) issues.push({ path: "settings.unresolved", message: `the rulebook fixes what a tie means in ${system.name.en} (${unresolved.source})` });
    else if (settings.unresolved !== "shareRank" && settings.unresolved !== "draw") issues.push({ path: "settings.unresolved", message: "must be shareRank or draw" });
    else resolved.unresolved = settings.unresolved;
  }
  return resolved;
}

/** Shape, types and ranges of every field; throws when anything is wrong. */
function checkShape(system: GameSystem, play: Play, issues: ScoringIssue[]) {
  if (!isObject(play) || !Array.isArray(play.seats)) fail(system, [{ path: "seats", message: "must be a list of seats" }]);
  const { min, max, source } = system.players;
  const n = play.seats.length;
  if (n < min || n > max) issues.push({ path: "seats", message: `${system.name.en} is played by ${min === max ? min : `${min} to ${max}`} players (got ${n}; ${source})` });
  const game = (isObject(play.game) ? play.game : {}) as Record<string, unknown>;
  checkRecord(system.gameFields, play.game, "game", game, issues);
  if (play.endedBy !== undefined && !system.endings.some((e) => e.value === play.endedBy))
    issues.push({ path: "endedBy", message: `must be one of ${system.endings.map((e) => e.value).join(", ")} (got ${String(play.endedBy)})` });
  if (play.endedAt !== undefined) {
    const at = play.endedAt;
    const top = system.length.max;
    if (!Number.isInteger(at) || at < 1 || (top !== null && at > top))
      issues.push({ path: "endedAt", message: `must be a ${system.length.unit} from 1${top === null ? " on" : ` to ${top}`} (got ${String(at)})` });
  }
  const seen = new Set<unknown>();
  const orders = new Set<unknown>();
  play.seats.forEach((seat, i) => {
    if (!isObject(seat)) return void issues.push({ path: `seats[${i}]`, message: "must be an object" });
    if (typeof seat.playerId !== "string" || seat.playerId.length === 0) issues.push({ path: `seats[${i}].playerId`, message: "must be non-empty text" });
    else if (seen.has(seat.playerId)) issues.push({ path: `seats[${i}].playerId`, message: `player ${seat.playerId} has more than one seat` });
    seen.add(seat.playerId);
    const order = seat.seatOrder;
    if (order === undefined) {
      if (system.seatOrder.required) issues.push({ path: `seats[${i}].seatOrder`, message: `is required (the ${system.seatOrder.meaning === "turnOrder" ? "turn order" : "seating"} 1..${n})` });
    } else if (!Number.isInteger(order) || order < 1 || order > n) issues.push({ path: `seats[${i}].seatOrder`, message: `must be from 1 to ${n} (got ${String(order)})` });
    else if (orders.has(order)) issues.push({ path: `seats[${i}].seatOrder`, message: `${order} is used by more than one seat` });
    orders.add(order);
    checkRecord(system.identity, seat.identity, `seats[${i}].identity`, game, issues);
    checkRecord(system.seatFields, seat.values, `seats[${i}].values`, game, issues);
  });
}

/** The first seat field of a threshold or flag, read from a row (derived values included). */
function meets(rule: DecisiveRule, row: Record<string, Value>, game: Record<string, Value>): boolean {
  if (rule.kind === "seatFlag") return row[rule.field] === true;
  if (rule.when && !holds(rule.when, game)) return false;
  const bar = typeof rule.atLeast === "number" ? rule.atLeast : game[rule.atLeast.gameField];
  const v = row[rule.field];
  return typeof bar === "number" && typeof v === "number" && v >= bar;
}

/** Which seat won outright, if any; more than one is an error. */
function findDecisive(system: GameSystem, rows: Record<string, Value>[], game: Record<string, Value>, issues: ScoringIssue[]): { seat: number; rule: DecisiveRule | null } {
  let seat = -1;
  let rule: DecisiveRule | null = null;
  for (let i = 0; i < rows.length; i++) {
    const met = system.ranking.decisive.find((r) => meets(r, rows[i], game));
    if (!met) continue;
    if (seat === -1) {
      seat = i;
      rule = met;
    } else issues.push({ path: `seats[${i}].values.${met.field}`, message: `only one seat can win outright (${met.id}, ${met.source}); seat ${seat} already does` });
  }
  return { seat, rule };
}

function checkElimination(system: GameSystem, rows: Record<string, Value>[], decisive: number, issues: ScoringIssue[]) {
  const field = system.ranking.elimination?.field;
  if (!field) return;
  const orders = rows.map((r) => r[field]).filter((v): v is number => typeof v === "number");
  if (orders.length === 0) return;
  const sorted = [...orders].sort((a, b) => a - b);
  if (sorted.some((o, i) => o !== i + 1))
    issues.push({ path: `seats[*].values.${field}`, message: `elimination orders must be 1 to ${orders.length} with no gaps or repeats (got ${sorted.join(", ")})` });
  if (orders.length === rows.length) issues.push({ path: `seats[*].values.${field}`, message: "at least one seat must survive" });
  if (decisive >= 0 && typeof rows[decisive][field] === "number") issues.push({ path: `seats[${decisive}].values.${field}`, message: "a seat that won outright cannot be eliminated" });
}

/** endedBy given or derived, consistent with the decisive seat and the length reached. */
function checkEnding(system: GameSystem, play: Play, game: Record<string, Value>, rule: DecisiveRule | null, issues: ScoringIssue[]): string | null {
  const decisiveEndings = new Set(system.ranking.decisive.map((r) => r.ending));
  const others = system.endings.filter((e) => !decisiveEndings.has(e.value));
  const derived = rule ? rule.ending : others.length === 1 ? others[0].value : null;
  const given = play.endedBy ?? null;
  if (given !== null && rule && given !== rule.ending)
    issues.push({ path: "endedBy", message: `a seat meets ${rule.id} (${rule.source}), so the play ended by ${rule.ending} (got ${given})` });
  if (given !== null && !rule && decisiveEndings.has(given))
    issues.push({ path: "endedBy", message: `no seat meets the condition of ${given} (${system.ranking.decisive.find((r) => r.ending === given)?.source})` });
  const endedBy = given ?? derived;
  const { gameField, max, unit } = system.length;
  const reached = gameField ? game[gameField] : undefined;
  const ending = system.endings.find((e) => e.value === endedBy);
  if (ending?.atLengthMax && gameField && typeof reached === "number" && reached !== max)
    issues.push({
      path: `game.${gameField}`,
      message: `${given === null ? "no seat won outright, so " : ""}a play that ended by ${ending.value} lasts all ${max} ${unit}s (got ${reached}; ${ending.source})`,
    });
  if (play.endedAt !== undefined && gameField && typeof reached === "number" && play.endedAt !== reached)
    issues.push({ path: "endedAt", message: `must equal game.${gameField} (${reached}; got ${play.endedAt})` });
  return endedBy;
}

/** Validates a play against its system; throws ScoringInputError naming every field path at fault. */
export function checkPlay(system: GameSystem, play: Play, settings: PlaySettings | undefined): { checked: CheckedPlay; ranking: ResolvedRanking } {
  const issues: ScoringIssue[] = [];
  checkShape(system, play, issues);
  const ranking = resolveSettings(system, settings, issues);
  if (issues.length > 0) fail(system, issues);

  const game = (play.game ?? {}) as Record<string, Value>;
  const rows = play.seats.map((seat) => {
    if (system.derived.length === 0) return seat.values;
    const row: Record<string, Value> = { ...seat.values };
    for (const d of system.derived) row[d.key] = d.sumOf.reduce((sum, k) => sum + ((row[k] as number) ?? 0), 0);
    return row;
  });
  for (const def of system.seatFields) checkTable(def, rows, "values", issues);
  for (const def of system.identity) checkTable(def, play.seats.map((s) => s.identity ?? {}), "identity", issues);
  const { seat: decisive, rule } = findDecisive(system, rows, game, issues);
  checkElimination(system, rows, decisive, issues);
  const endedBy = checkEnding(system, play, game, rule, issues);
  const checked: CheckedPlay = { play, game, rows, decisive, decisiveRule: rule?.id ?? null, endedBy };
  if (issues.length === 0) for (const invariant of system.invariants) issues.push(...invariant.check(checked));
  if (issues.length > 0) fail(system, issues);
  return { checked, ranking };
}
