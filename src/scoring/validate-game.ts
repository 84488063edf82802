import { gameError, type ScoringIssue } from "./errors";
import type { GameInput, SeatInput } from "./types";

const isWholeNumber = (v: unknown): v is number => Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const optionalText = (v: unknown) => v === undefined || v === null || typeof v === "string";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function wholeNumberIssue(v: unknown, min: number): string | null {
  if (typeof v !== "number" || !Number.isFinite(v)) return `must be a number (got ${String(v)})`;
  if (v < min) return min === 0 ? `must not be negative (got ${v})` : `must be at least ${min} (got ${v})`;
  if (!isWholeNumber(v)) return `must be a whole number (got ${v})`;
  return null;
}

function seatIssues(seat: SeatInput, n: number, players: ReadonlySet<string>): ScoringIssue[] {
  const issues: ScoringIssue[] = [];
  const path = `seat ${seat.playerId}`;
  const add = (field: string, message: string | null) =>
    message && issues.push({ path: field ? `${path} ${field}` : path, message });

  add(
    "turnOrder",
    wholeNumberIssue(seat.turnOrder, 1) ??
      (seat.turnOrder > n ? `must be from 1 to ${n}, the number of seats (got ${seat.turnOrder})` : null),
  );
  add("objectivePoints", wholeNumberIssue(seat.objectivePoints, 0));
  add("objectiveTotal", wholeNumberIssue(seat.objectiveTotal, 0));
  if (typeof seat.objectiveCompleted !== "boolean") add("objectiveCompleted", "must be true or false");
  const eliminated = seat.eliminatedOrder !== null;
  if (seat.eliminatedOrder === undefined)
    add("eliminatedOrder", "must be null (survived) or the order of elimination 1, 2, …");
  else if (eliminated) add("eliminatedOrder", wholeNumberIssue(seat.eliminatedOrder, 1));
  if (seat.armies !== undefined && seat.armies !== null) add("armies", wholeNumberIssue(seat.armies, 0));
  if (!optionalText(seat.objectiveId)) add("objectiveId", "must be text or null");
  if (issues.length > 0) return issues;

  if (seat.objectivePoints > seat.objectiveTotal)
    add("", `objective points (${seat.objectivePoints}) are above the objective total (${seat.objectiveTotal})`);
  if (seat.objectiveCompleted && seat.objectivePoints !== seat.objectiveTotal)
    add("", `a completed objective holds all its points (${seat.objectivePoints} of ${seat.objectiveTotal})`);
  if (seat.objectiveCompleted && eliminated) add("", "a seat cannot both complete its objective and be eliminated");
  if (
    !seat.objectiveCompleted &&
    !eliminated &&
    seat.objectiveTotal > 0 &&
    seat.objectivePoints === seat.objectiveTotal
  )
    add(
      "objectiveCompleted",
      `holding every territory of its objective (${seat.objectivePoints} of ${seat.objectiveTotal}) completes it`,
    );
  if (eliminated && seat.objectivePoints > 0)
    add("", `an eliminated seat holds no objective points (got ${seat.objectivePoints})`);
  const by = seat.eliminatedBy;
  if (by !== undefined && by !== null) {
    if (!eliminated) add("eliminatedBy", "is set but the seat was not eliminated");
    else if (by === seat.playerId || !players.has(by))
      add("eliminatedBy", `must be another player at this table (got ${String(by)})`);
  }
  return issues;
}

function duplicates<T>(values: T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

const optionalWholeNumber = (v: unknown) => v === undefined || v === null || (isWholeNumber(v) && v >= 0);

/**
 * Allocation-free check of a valid game (the common case). Conservative: anything it rejects
 * goes through the detailed check below, which finds and words the problems.
 */
export function isPlainlyValid(game: GameInput, time: number): boolean {
  if (!game || !isText(game.id) || typeof game.playedAt !== "string" || !ISO_DATE.test(game.playedAt)) return false;
  if (!optionalText(game.endReason) || Number.isNaN(time)) return false;
  const d = game.durationMinutes;
  if (d !== undefined && d !== null && !(typeof d === "number" && Number.isFinite(d) && d >= 0)) return false;
  const seats = game.seats;
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 6) return false;
  const n = seats.length;
  let turns = 0;
  let eliminations = 0;
  let eliminatedCount = 0;
  let completers = 0;
  for (let i = 0; i < n; i++) {
    const s = seats[i];
    if (!s || !isText(s.playerId)) return false;
    for (let j = 0; j < i; j++) if (seats[j].playerId === s.playerId) return false;
    const t = s.turnOrder;
    if (!isWholeNumber(t) || t < 1 || t > n || turns & (1 << t)) return false;
    turns |= 1 << t;
    const op = s.objectivePoints;
    const total = s.objectiveTotal;
    if (!isWholeNumber(op) || !isWholeNumber(total) || op < 0 || op > total) return false;
    if (typeof s.objectiveCompleted !== "boolean" || !optionalWholeNumber(s.armies) || !optionalText(s.objectiveId))
      return false;
    if (
      s.objectiveCompleted ? op !== total || ++completers > 1 : op === total && total > 0 && s.eliminatedOrder === null
    )
      return false;
    const e = s.eliminatedOrder;
    if (e === undefined) return false;
    if (e !== null) {
      if (!isWholeNumber(e) || e < 1 || e > n || eliminations & (1 << e) || op > 0 || s.objectiveCompleted)
        return false;
      eliminations |= 1 << e;
      eliminatedCount++;
    }
    const by = s.eliminatedBy;
    if (by !== undefined && by !== null) {
      if (e === null || by === s.playerId) return false;
      const eliminator = seats.find((o) => o.playerId === by);
      if (!eliminator || (eliminator.eliminatedOrder !== null && eliminator.eliminatedOrder < e)) return false;
    }
  }
  if (game.result !== undefined && rankIssue(game) !== null) return false;
  if (game.endReason === "lastStanding" && (eliminatedCount !== n - 1 || completers !== 1)) return false;
  return eliminatedCount < n && eliminations === (1 << (eliminatedCount + 1)) - 2;
}

/** A game ranked by its system: the result is known and every seat has a rank 1..n, one at least at 1. */
function rankIssue(game: GameInput): string | null {
  if (game.result !== "win" && game.result !== "sharedWin" && game.result !== "draw")
    return `result must be win, sharedWin or draw (got ${String(game.result)})`;
  const n = game.seats.length;
  let top = 0;
  for (const s of game.seats) {
    if (!isWholeNumber(s.rank) || s.rank < 1 || s.rank > n)
      return `seat ${s.playerId} rank must be from 1 to ${n} (got ${String(s.rank)})`;
    if (s.rank === 1) top++;
  }
  if (top === 0) return "no seat has rank 1";
  if (game.result === "win" ? top !== 1 : top < 2)
    return `a ${game.result} has ${game.result === "win" ? "one seat" : "several seats"} at rank 1 (got ${top})`;
  return null;
}

/**
 * Throws ScoringInputError listing every problem of the game. Returns the instant of playedAt
 * (ms since epoch) so that callers sort without parsing the date again.
 */
export function validateGame(game: GameInput): number {
  const time = Date.parse(game?.playedAt);
  if (isPlainlyValid(game, time)) return time;
  const id = game && isText(game.id) ? game.id : "(no id)";
  const issues: ScoringIssue[] = [];
  if (!game || !isText(game.id)) issues.push({ path: "id", message: "must be non-empty text" });
  if (
    !game ||
    typeof game.playedAt !== "string" ||
    !ISO_DATE.test(game.playedAt) ||
    Number.isNaN(Date.parse(game.playedAt))
  )
    issues.push({
      path: "playedAt",
      message: `must be an ISO date such as 2009-03-14 (got ${String(game?.playedAt)})`,
    });
  const seats = game?.seats;
  if (!Array.isArray(seats)) throw gameError(id, [...issues, { path: "seats", message: "must be a list" }]);
  const n = seats.length;
  if (n < 2 || n > 6) issues.push({ path: "seats", message: `a game has 2 to 6 seats (got ${n})` });
  if (game.durationMinutes !== undefined && game.durationMinutes !== null) {
    const d = game.durationMinutes;
    if (typeof d !== "number" || !Number.isFinite(d) || d < 0)
      issues.push({ path: "durationMinutes", message: `must be a number >= 0 (got ${String(d)})` });
  }
  if (!optionalText(game.endReason)) issues.push({ path: "endReason", message: "must be text or null" });

  const players = seats.map((s) => s?.playerId);
  if (players.some((p) => !isText(p))) issues.push({ path: "seats", message: "every seat needs a playerId" });
  if (issues.length > 0) throw gameError(id, issues);

  const present = new Set(players);
  for (const p of new Set(duplicates(players)))
    issues.push({ path: "seats", message: `player ${p} has more than one seat` });
  for (const t of new Set(duplicates(seats.map((s) => s.turnOrder))))
    issues.push({ path: "seats", message: `turn order ${t} is used by more than one seat` });
  for (const seat of seats) issues.push(...seatIssues(seat, n, present));
  if (issues.length > 0) throw gameError(id, issues);

  const completers = seats.filter((s) => s.objectiveCompleted).map((s) => s.playerId);
  if (completers.length > 1)
    issues.push({ path: "seats", message: `only one seat can complete its objective (${completers.join(", ")} did)` });
  const orders = seats.flatMap((s) => (s.eliminatedOrder === null ? [] : [s.eliminatedOrder])).sort((a, b) => a - b);
  if (orders.some((o, i) => o !== i + 1))
    issues.push({
      path: "seats",
      message: `elimination orders must be 1 to ${orders.length} with no gaps or repeats (got ${orders.join(", ")})`,
    });
  if (orders.length === n) issues.push({ path: "seats", message: "at least one seat must survive" });
  // The eliminator was still in the game: a survivor, or eliminated later.
  for (const seat of seats) {
    const by = seats.find((o) => o.playerId === seat.eliminatedBy);
    if (by && seat.eliminatedOrder !== null && by.eliminatedOrder !== null && by.eliminatedOrder < seat.eliminatedOrder)
      issues.push({
        path: `seat ${seat.playerId} eliminatedBy`,
        message: `${by.playerId} was already out (eliminated ${by.eliminatedOrder}) when this seat was eliminated (${seat.eliminatedOrder})`,
      });
  }
  if (game.endReason === "lastStanding") {
    const survivors = seats.filter((s) => s.eliminatedOrder === null);
    if (survivors.length !== 1)
      issues.push({ path: "endReason", message: "lastStanding needs every seat but one eliminated" });
    else if (!survivors[0].objectiveCompleted)
      issues.push({
        path: `seat ${survivors[0].playerId} objectivePoints`,
        message: "the last one standing holds the whole map, so every territory of its objective",
      });
  }
  if (game.result !== undefined) {
    const rank = rankIssue(game);
    if (rank) issues.push({ path: "result", message: rank });
  }
  if (issues.length > 0) throw gameError(id, issues);
  return Date.parse(game.playedAt);
}
