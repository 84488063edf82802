import { compileFormula } from "./formulas";
import type { ScoringRules } from "./rules";
import { rankValues, valueTable } from "./rank-play";
import { risiko } from "./systems/risiko";
import type { RankKey } from "./systems/types";
import type { GameInput, GameTieBreakKey, SeatInput, SeatOutcome } from "./types";
import { validateGame } from "./validate-game";

/** RisiKo!'s ranking keys (its definition, systems/risiko.ts) for a season's game tie-break chain, built once per chain. */
const chainKeys = new WeakMap<readonly GameTieBreakKey[], readonly RankKey[]>();
function keysOf(chain: readonly GameTieBreakKey[]): readonly RankKey[] {
  let keys = chainKeys.get(chain);
  if (keys === undefined) {
    const options = risiko.ranking.tieBreak?.options ?? [];
    const option = (field: string) => options.find((o) => o.field === field) as RankKey;
    const built = [...risiko.ranking.keys];
    for (const k of chain) {
      if (k === "shared" || k === "draw") break;
      built.push(option(k === "armies" ? "armies" : "seatOrder")); // seatOrder: the later turn first
    }
    chainKeys.set(chain, (keys = built));
  }
  return keys;
}

const decidedBy: string[] = []; // scratch: what decided each rank (plays store it; a game's standings do not need it)
const COMPLETED = "decisive:objectiveCompleted";

/**
 * Competition ranks (1, 1, 3) of the seats of a valid game, written to `ranks` aligned with `seats`, by the ranker of
 * every game system (rankValues) with RisiKo!'s definition: the completer first, then survivors by objective points
 * and the tie-break chain ("armies" decides only when every tied seat has its armies recorded; "laterTurn": the
 * higher turn order first; "shared" or "draw" ends it), then eliminated seats, later eliminations above earlier ones.
 */
export function rankSeats(
  seats: readonly SeatInput[],
  chain: readonly GameTieBreakKey[],
  ranks: number[] = new Array<number>(seats.length),
): number[] {
  const n = seats.length;
  const keys = keysOf(chain);
  const values = valueTable(keys.length, n);
  let decisive = -1;
  for (let i = 0; i < n; i++) {
    const seat = seats[i];
    if (seat.objectiveCompleted) decisive = i;
    for (let k = 0; k < keys.length; k++) {
      const field = keys[k].field;
      const v = field === "seatOrder" ? seat.turnOrder : field === "armies" ? seat.armies : seat.objectivePoints;
      values[k * n + i] = typeof v === "number" ? v : NaN;
    }
    values[keys.length * n + i] = seat.eliminatedOrder ?? NaN;
  }
  rankValues(keys, n, values, decisive, COMPLETED, chain[chain.length - 1] === "draw", ranks, decidedBy);
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
