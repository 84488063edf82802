import { compileFormula } from "./formulas";
import type { ScoringRules } from "./rules";
import type { GameInput, GameTieBreakKey, SeatInput, SeatOutcome } from "./types";
import { validateGame } from "./validate-game";

/** Comparator of seat indexes by armies, most first (armies recorded on every compared seat). */
function byArmies(seats: readonly SeatInput[]) {
  return (a: number, b: number) => (seats[b].armies as number) - (seats[a].armies as number);
}

/** Splits seats tied on objective points by the game tie-break chain; returns ordered tie groups. */
function breakTie(group: number[], seats: readonly SeatInput[], chain: readonly GameTieBreakKey[], k: number): number[][] {
  if (group.length === 1 || k >= chain.length || chain[k] === "shared") return [group];
  if (chain[k] === "laterTurn") return [...group].sort((a, b) => seats[b].turnOrder - seats[a].turnOrder).map((i) => [i]);
  // "armies": decides only when every tied seat has its armies recorded
  // (no closures here: this runs for every tied game, and tsx wraps each closure it creates)
  for (const i of group) if (seats[i].armies === undefined || seats[i].armies === null) return breakTie(group, seats, chain, k + 1);
  const sorted = [...group].sort(byArmies(seats));
  const result: number[][] = [];
  let start = 0;
  for (let j = 1; j <= sorted.length; j++) {
    if (j === sorted.length || seats[sorted[j]].armies !== seats[sorted[start]].armies) {
      result.push(...breakTie(sorted.slice(start, j), seats, chain, k + 1));
      start = j;
    }
  }
  return result;
}

const survivors: number[] = []; // scratch: this runs once per seat result of a season, so it does not allocate

/**
 * Competition ranks (1, 1, 3) of the seats of a valid game, written to `ranks` aligned with
 * `seats`: the completer first, then survivors by objective points and the tie-break chain, then
 * eliminated seats, later eliminations above earlier ones.
 */
export function rankSeats(seats: readonly SeatInput[], chain: readonly GameTieBreakKey[], ranks: number[] = new Array<number>(seats.length)): number[] {
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
    if (j - start === 1) ranks[survivors[start]] = next++;
    else {
      for (const group of breakTie(survivors.slice(start, j), seats, chain, 0)) {
        for (const i of group) ranks[i] = next;
        next += group.length;
      }
    }
    start = j;
  }
  return ranks;
}

/** Ranks and scores one game; also returns points × scale, the exact integers used for sums. */
/** A seat with its result. Fields copied one by one: V8 makes `{ ...seat, rank }` dozens of times slower. */
export function seatOutcome(seat: SeatInput, rank: number, points: number): SeatOutcome {
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
    isWinner: rank === 1,
  };
}

export function scoreGameExact(game: GameInput, rules: ScoringRules): { outcomes: SeatOutcome[]; scaled: number[]; scale: number; time: number } {
  const time = validateGame(game);
  const formula = compileFormula(rules.formula);
  const ranks = rankSeats(game.seats, rules.gameTieBreak);
  const scaled = formula.score(game.id, game.seats, ranks, new Array<number>(ranks.length));
  const outcomes = game.seats.map((seat, i) => seatOutcome(seat, ranks[i], scaled[i] / formula.scale));
  return { outcomes, scaled, scale: formula.scale, time };
}

/** Ranks a game and computes every seat's tournament points. Outcomes are in the order of the input seats. */
export function rankGame(game: GameInput, rules: ScoringRules): SeatOutcome[] {
  return scoreGameExact(game, rules).outcomes;
}
