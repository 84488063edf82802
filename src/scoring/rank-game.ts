import { compileFormula } from "./formulas";
import type { ScoringRules } from "./rules";
import type { GameInput, GameTieBreakKey, SeatInput, SeatOutcome } from "./types";
import { validateGame } from "./validate-game";

const survivors: number[] = []; // scratch: this runs once per seat result of a season, so it does not allocate

const hasArmies = (seat: SeatInput) => seat.armies !== undefined && seat.armies !== null;
/** what a tie-break key compares (no closure per tie: this runs for every tied game of a season) */
const tieValue = (seat: SeatInput, key: "armies" | "laterTurn") =>
  key === "armies" ? (seat.armies as number) : seat.turnOrder;

/**
 * Ranks survivors[start … end − 1], tied on objective points, from rank `first` on, by the tie-break
 * chain from key k: "armies" (more first; decides only when every tied seat has its armies recorded),
 * "laterTurn" (the higher turn order first), "shared" or "draw" (one rank for all). Sorts the slice in place:
 * ties are common (points come in steps of a territory's value) and this allocates nothing.
 */
function rankTied(
  seats: readonly SeatInput[],
  chain: readonly GameTieBreakKey[],
  k: number,
  start: number,
  end: number,
  first: number,
  ranks: number[],
) {
  const key = chain[k];
  if (end - start === 1 || key === undefined || key === "shared" || key === "draw") {
    for (let i = start; i < end; i++) ranks[survivors[i]] = first;
    return;
  }
  if (key === "armies") {
    for (let i = start; i < end; i++)
      if (!hasArmies(seats[survivors[i]])) return rankTied(seats, chain, k + 1, start, end, first, ranks);
  }
  for (let i = start + 1; i < end; i++) {
    // insertion sort, highest value first (stable)
    const item = survivors[i];
    let j = i;
    while (j > start && tieValue(seats[survivors[j - 1]], key) < tieValue(seats[item], key)) {
      survivors[j] = survivors[j - 1];
      j--;
    }
    survivors[j] = item;
  }
  let run = start;
  for (let i = start + 1; i <= end; i++) {
    if (i < end && tieValue(seats[survivors[i]], key) === tieValue(seats[survivors[run]], key)) continue;
    rankTied(seats, chain, k + 1, run, i, first + (run - start), ranks);
    run = i;
  }
}

/**
 * Competition ranks (1, 1, 3) of the seats of a valid game, written to `ranks` aligned with
 * `seats`: the completer first, then survivors by objective points and the tie-break chain, then
 * eliminated seats, later eliminations above earlier ones.
 */
export function rankSeats(
  seats: readonly SeatInput[],
  chain: readonly GameTieBreakKey[],
  ranks: number[] = new Array<number>(seats.length),
): number[] {
  const n = seats.length;
  if (ranks.length !== n) ranks.length = n;
  let count = 0; // survivors in use
  let next = 1;
  for (let i = 0; i < n; i++) {
    const seat = seats[i];
    if (seat.objectiveCompleted) {
      ranks[i] = 1;
      next = 2;
    } else if (seat.eliminatedOrder !== null) ranks[i] = n - seat.eliminatedOrder + 1;
    else {
      // insertion by objective points, highest first
      let j = count++;
      while (j > 0 && seats[survivors[j - 1]].objectivePoints < seat.objectivePoints) {
        survivors[j] = survivors[j - 1];
        j--;
      }
      survivors[j] = i;
    }
  }
  let start = 0;
  for (let j = 1; j <= count; j++) {
    if (j < count && seats[survivors[j]].objectivePoints === seats[survivors[start]].objectivePoints) continue;
    if (j - start === 1) ranks[survivors[start]] = next;
    else rankTied(seats, chain, 0, start, j, next, ranks);
    next += j - start;
    start = j;
  }
  return ranks;
}

/**
 * A game ranked by the chain ended in a draw: the chain ends in "draw" and first place is shared (only a tie nothing
 * broke shares it: a completed objective is first alone).
 */
export function tieAtTopIsDraw(chain: readonly GameTieBreakKey[], ranks: readonly number[]): boolean {
  if (chain[chain.length - 1] !== "draw") return false;
  let top = 0;
  for (const r of ranks) if (r === 1) top++;
  return top > 1;
}

/** The ranks a play of another system came with (GameInput.result set; validated by validateGame). */
export function presetRanks(seats: readonly SeatInput[], ranks: number[] = new Array<number>(seats.length)): number[] {
  if (ranks.length !== seats.length) ranks.length = seats.length;
  for (let i = 0; i < seats.length; i++) ranks[i] = seats[i].rank as number;
  return ranks;
}

/** Ranks and scores one game; also returns points × scale, the exact integers used for sums. */
/** A seat with its result. Fields copied one by one: V8 makes `{ ...seat, rank }` dozens of times slower. */
export function seatOutcome(seat: SeatInput, rank: number, points: number, drawn = false): SeatOutcome {
  return {
    playerId: seat.playerId,
    turnOrder: seat.turnOrder,
    objectivePoints: seat.objectivePoints,
    objectiveTotal: seat.objectiveTotal,
    objectiveCompleted: seat.objectiveCompleted,
    eliminatedOrder: seat.eliminatedOrder,
    armies: seat.armies ?? null,
    objectiveId: seat.objectiveId ?? null,
    eliminatedBy: seat.eliminatedBy ?? null,
    rank,
    points,
    isWinner: rank === 1 && !drawn,
  };
}

export function scoreGameExact(
  game: GameInput,
  rules: ScoringRules,
): { outcomes: SeatOutcome[]; scaled: number[]; scale: number; time: number } {
  const time = validateGame(game);
  const formula = compileFormula(rules.formula);
  const ranks = game.result === undefined ? rankSeats(game.seats, rules.gameTieBreak) : presetRanks(game.seats);
  const drawn = game.result === undefined ? tieAtTopIsDraw(rules.gameTieBreak, ranks) : game.result === "draw";
  const scaled = formula.score(game.id, game.seats, ranks, new Array<number>(ranks.length), drawn);
  const outcomes = game.seats.map((seat, i) => seatOutcome(seat, ranks[i], scaled[i] / formula.scale, drawn));
  return { outcomes, scaled, scale: formula.scale, time };
}

/** Ranks a game and computes every seat's tournament points. Outcomes are in the order of the input seats. */
export function rankGame(game: GameInput, rules: ScoringRules): SeatOutcome[] {
  return scoreGameExact(game, rules).outcomes;
}
