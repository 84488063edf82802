import type { PlanningInput } from "./types";

/**
 * What the season so far says about tonight's players, indexed 0..n−1 in input order, and the cost of a seating.
 * Costs are convex in the counts so that the local search lowers the largest counts first, which is what
 * narrows a spread (max − min).
 */
export interface Model {
  ids: string[];
  index: Map<string, number>;
  n: number;
  /** times i and j shared a table (n × n, symmetric). */
  together: Int32Array;
  /** positions[i][p]: times i sat in turn position p. */
  positions: number[][];
  /** turn position of i at the last night they played, −1 if none. */
  lastPosition: Int32Array;
  /** rating as a z-score among tonight's rated players (0 when unrated). */
  z: Float64Array;
  rated: boolean;
  balanceStrength: boolean;
  twoPlayer: boolean;
  /** pairCost and positionCost precomputed (n × n, n × max size): the local search reads them millions of times. */
  pairCosts: Float64Array;
  positionCosts: Float64Array;
  seats: number;
}

export const WEIGHTS = {
  /** per pair seated together, × (times already together)² + times. */
  pair: 1,
  /** first player: × (times already first)². */
  first: 4,
  /** other positions: × (times already there)². */
  position: 0.5,
  /** same position as at one's last night (the sides alternate in 2-player games). */
  repeatLast: 1.5,
  /** tables' strength: × (Σ z)² / size. */
  strength: 3,
  /** 2-player pairing: × (z_a − z_b)². */
  similar: 0.5,
  /** 2-player games: a rematch weighs this many times a shared table. */
  rematch: 4,
};

export function buildModel(input: PlanningInput): Model {
  const ids = input.players.map((p) => p.id);
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const together = new Int32Array(n * n);
  const positions = ids.map(() => [] as number[]);
  const lastPosition = new Int32Array(n).fill(-1);
  for (const night of input.history) {
    for (const table of night.tables) {
      const here: number[] = [];
      table.forEach((id, p) => {
        const i = index.get(id);
        if (i === undefined) return;
        positions[i][p] = (positions[i][p] ?? 0) + 1;
        lastPosition[i] = p;
        here.push(i);
      });
      for (let a = 0; a < here.length; a++) {
        for (let b = a + 1; b < here.length; b++) {
          together[here[a] * n + here[b]]++;
          together[here[b] * n + here[a]]++;
        }
      }
    }
  }
  const ratings = input.players.map((p) => p.rating);
  const known = ratings.filter((r): r is number => r !== undefined);
  const mean = known.reduce((s, r) => s + r, 0) / (known.length || 1);
  const sd = Math.sqrt(known.reduce((s, r) => s + (r - mean) ** 2, 0) / (known.length || 1));
  const z = Float64Array.from(ratings, (r) => (r === undefined || sd === 0 ? 0 : (r - mean) / sd));
  const model: Model = {
    ids,
    index,
    n,
    together,
    positions,
    lastPosition,
    z,
    rated: known.length > 1 && sd > 0,
    balanceStrength: input.balanceStrength === true,
    twoPlayer: input.sizes.max === 2,
    pairCosts: new Float64Array(n * n),
    positionCosts: new Float64Array(n * input.sizes.max),
    seats: input.sizes.max,
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) model.pairCosts[i * n + j] = pairCost(model, i, j);
    for (let p = 0; p < model.seats; p++) model.positionCosts[i * model.seats + p] = positionCost(model, i, p);
  }
  return model;
}

export function pairCost(m: Model, i: number, j: number): number {
  const c = m.together[i * m.n + j];
  return (m.twoPlayer ? WEIGHTS.rematch : 1) * WEIGHTS.pair * (c * c + c);
}

export function positionCost(m: Model, i: number, p: number): number {
  const c = m.positions[i][p] ?? 0;
  const base = p === 0 ? WEIGHTS.first * (c * c + c) : WEIGHTS.position * (c * c + c);
  return base + (m.lastPosition[i] === p ? WEIGHTS.repeatLast : 0);
}

/** Cost of a table with its members in the given turn order. */
export function tableCost(m: Model, members: readonly number[]): number {
  let cost = 0;
  for (let a = 0; a < members.length; a++) {
    const i = members[a];
    cost += a < m.seats ? m.positionCosts[i * m.seats + a] : positionCost(m, i, a);
    for (let b = a + 1; b < members.length; b++) cost += m.pairCosts[i * m.n + members[b]];
  }
  if (m.rated) {
    if (m.twoPlayer && members.length === 2) {
      cost += WEIGHTS.similar * (m.z[members[0]] - m.z[members[1]]) ** 2;
    } else if (m.balanceStrength && members.length > 0) {
      let s = 0;
      for (const i of members) s += m.z[i];
      cost += (WEIGHTS.strength * s * s) / members.length;
    }
  }
  return cost;
}

/**
 * Turn order for a table: position by position, the member who has sat there least (first position first, as
 * it weighs most). `tieBreak[i]` (a seeded random rank) settles equal costs so ties vary with the seed.
 */
export function orderTable(m: Model, members: readonly number[], tieBreak: Float64Array): number[] {
  const order = [...members];
  for (let p = 0; p < order.length; p++) {
    let best = p;
    let bestCost = Infinity;
    for (let k = p; k < order.length; k++) {
      const i = order[k];
      const c = (p < m.seats ? m.positionCosts[i * m.seats + p] : positionCost(m, i, p)) + tieBreak[i];
      if (c < bestCost) {
        bestCost = c;
        best = k;
      }
    }
    [order[p], order[best]] = [order[best], order[p]];
  }
  return order;
}

/**
 * tableCost(m, orderTable(m, members, tieBreak)) without allocating: the same order and the same sums in the same
 * sequence (so the same floating-point result), the order built in `scratch`. The local search calls it for every
 * swap it tries.
 */
export function orderedTableCost(
  m: Model,
  members: readonly number[],
  tieBreak: Float64Array,
  scratch: number[],
): number {
  scratch.length = members.length;
  for (let k = 0; k < members.length; k++) scratch[k] = members[k];
  for (let p = 0; p < scratch.length; p++) {
    let best = p;
    let bestCost = Infinity;
    for (let k = p; k < scratch.length; k++) {
      const i = scratch[k];
      const c = (p < m.seats ? m.positionCosts[i * m.seats + p] : positionCost(m, i, p)) + tieBreak[i];
      if (c < bestCost) {
        bestCost = c;
        best = k;
      }
    }
    const x = scratch[p];
    scratch[p] = scratch[best];
    scratch[best] = x;
  }
  return tableCost(m, scratch);
}
