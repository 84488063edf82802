import { gameError, ScoringInputError } from "./errors";
import { lcm, scaled, toRatio, type Ratio } from "./exact";
import type { SeatInput } from "./types";

export type PlacementFormula = {
  kind: "placement";
  /** points by final place, one list per table size (number of seats) */
  table: Record<number, number[]>;
  completedPoints: number;
  /** multiplies objectivePoints */
  decimals: number;
  /** eliminatedPoints[i] is earned by the (i+1)-th eliminated seat */
  eliminatedPoints: number[];
};
export type WinnerBonusFormula = { kind: "winnerBonus"; bonus: number; tableFactor: Record<number, number> };
export type League100Formula = { kind: "league100"; base: number; completedScore: number };
export type WinsFirstFormula = { kind: "winsFirst"; win: number; divisor: number };
export type Formula = PlacementFormula | WinnerBonusFormula | League100Formula | WinsFirstFormula;

/**
 * Points are computed as exact integers: points × scale. The scale is a common denominator of
 * every value the formula can produce (it includes 60 wherever values are split among up to six
 * seats), so no division ever leaves a remainder. Capped so that season sums stay exact.
 */
export const MAX_SCALE = 10_000_000;

export type CompiledFormula = {
  scale: number;
  /** writes points × scale of every seat to `out`, aligned with `seats`; `ranks` comes from rankSeats */
  score(
    gameId: string,
    seats: readonly SeatInput[],
    ranks: readonly number[],
    out: number[],
    drawn?: boolean,
  ): number[];
};

const cache = new WeakMap<Formula, CompiledFormula>();

export function compileFormula(formula: Formula): CompiledFormula {
  let compiled = cache.get(formula);
  if (!compiled) {
    compiled = build(formula);
    if (!Number.isSafeInteger(compiled.scale) || compiled.scale > MAX_SCALE)
      throw rulesError("formula", "the parameters have too many decimal places to be computed exactly together");
    cache.set(formula, compiled);
  }
  return compiled;
}

function rulesError(path: string, message: string) {
  return new ScoringInputError("Invalid scoring rules", [{ path, message }]);
}

function ratio(x: number, path: string): Ratio {
  const r = toRatio(x);
  if (!r) throw rulesError(`formula.${path}`, "has more than 9 decimal places");
  return r;
}

const counts = new Int32Array(8); // scratch, reused by every game

/** How many seats hold each rank (index = rank); valid until the next call. */
function tally(ranks: readonly number[]): Int32Array {
  counts.fill(0);
  for (let i = 0; i < ranks.length; i++) counts[ranks[i]]++;
  return counts;
}

function build(f: Formula): CompiledFormula {
  switch (f.kind) {
    case "placement":
      return placement(f);
    case "winnerBonus":
      return winnerBonus(f);
    case "league100":
      return league100(f);
    case "winsFirst":
      return winsFirst(f);
  }
}

function placement(f: Extract<Formula, { kind: "placement" }>): CompiledFormula {
  const decimals = ratio(f.decimals, "decimals");
  const completed = ratio(f.completedPoints, "completedPoints");
  const eliminated = f.eliminatedPoints.map((v, i) => ratio(v, `eliminatedPoints.${i}`));
  const tables = new Map<number, Ratio[]>();
  for (const [size, places] of Object.entries(f.table))
    tables.set(
      Number(size),
      places.map((v, i) => ratio(v, `table.${size}.${i}`)),
    );

  let scale = lcm(decimals.den, completed.den);
  for (const r of eliminated) scale = lcm(scale, r.den);
  for (const places of tables.values()) for (const r of places) scale = lcm(scale, 60 * r.den);
  const decimalsS = scaled(decimals, scale);
  const completedS = scaled(completed, scale);
  const eliminatedS = eliminated.map((r) => scaled(r, scale));
  const tablesS = new Map([...tables].map(([size, places]) => [size, places.map((r) => scaled(r, scale))]));

  return {
    scale,
    score(gameId, seats, ranks, out) {
      const sharing = tally(ranks);
      if (out.length !== seats.length) out.length = seats.length;
      for (let i = 0; i < seats.length; i++) {
        const seat = seats[i];
        const order = seat.eliminatedOrder;
        if (seat.objectiveCompleted) out[i] = completedS + seat.objectivePoints * decimalsS;
        else if (order !== null) {
          const earned = eliminatedS[order - 1];
          if (earned === undefined)
            throw gameError(gameId, [
              {
                path: `seat ${seat.playerId}`,
                message: `the rules give no eliminatedPoints for elimination number ${order}`,
              },
            ]);
          out[i] = earned;
        } else {
          const places = tablesS.get(seats.length);
          if (!places)
            throw gameError(gameId, [
              { path: "seats", message: `the placement rules have no table for ${seats.length} seats` },
            ]);
          const rank = ranks[i];
          const m = sharing[rank];
          let sum = 0;
          for (let p = rank - 1; p < rank - 1 + m; p++) sum += places[p];
          out[i] = sum / m + seat.objectivePoints * decimalsS;
        }
      }
      return out;
    },
  };
}

function winnerBonus(f: Extract<Formula, { kind: "winnerBonus" }>): CompiledFormula {
  const bonus = ratio(f.bonus, "bonus");
  const factors = new Map<number, Ratio>();
  for (const [size, factor] of Object.entries(f.tableFactor))
    factors.set(Number(size), ratio(factor, `tableFactor.${size}`));
  let factorDen = 1;
  for (const r of factors.values()) factorDen = lcm(factorDen, r.den);
  const scale = 60 * bonus.den * factorDen;
  const bonusS = scaled(bonus, scale);
  const one: Ratio = { num: 1, den: 1 }; // a table size without a factor is not adjusted

  return {
    scale,
    score(_gameId, seats, ranks, out, drawn = false) {
      const winners = drawn ? 0 : tally(ranks)[1];
      const factor = factors.get(seats.length) ?? one;
      if (out.length !== seats.length) out.length = seats.length;
      for (let i = 0; i < seats.length; i++) {
        const raw = seats[i].objectivePoints * scale + (ranks[i] === 1 && !drawn ? bonusS / winners : 0);
        out[i] = (raw / factor.den) * factor.num; // raw is a multiple of factor.den by construction
      }
      return out;
    },
  };
}

function league100(f: Extract<Formula, { kind: "league100" }>): CompiledFormula {
  const base = ratio(f.base, "base");
  const completedScore = ratio(f.completedScore, "completedScore");
  const scale = lcm(base.den, completedScore.den);
  const baseS = scaled(base, scale);
  const completedS = scaled(completedScore, scale);

  return {
    scale,
    score(_gameId, seats, ranks, out) {
      const e = (i: number) => (seats[i].objectiveCompleted ? completedS : seats[i].objectivePoints * scale);
      const winnerE = e(ranks.indexOf(1));
      if (out.length !== seats.length) out.length = seats.length;
      for (let i = 0; i < seats.length; i++)
        out[i] = ranks[i] === 1 ? baseS + e(i) : Math.max(0, baseS - (winnerE - e(i)));
      return out;
    },
  };
}

function winsFirst(f: Extract<Formula, { kind: "winsFirst" }>): CompiledFormula {
  const win = ratio(f.win, "win");
  const divisor = ratio(f.divisor, "divisor");
  const scale = lcm(win.den, divisor.num);
  const winS = scaled(win, scale);
  const perPoint = divisor.den * (scale / divisor.num); // scale / divisor, an integer

  return {
    scale,
    score(_gameId, seats, ranks, out, drawn = false) {
      if (out.length !== seats.length) out.length = seats.length;
      for (let i = 0; i < seats.length; i++)
        out[i] = (ranks[i] === 1 && !drawn ? winS : 0) + seats[i].objectivePoints * perPoint;
      return out;
    },
  };
}
