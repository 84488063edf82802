import { seededRng, shuffle, type Rng } from "../scoring/seeded-rng";
import { buildModel, orderedTableCost, orderTable, type Model } from "./model";
import { assignSides } from "./sides";
import { chooseTableSizes } from "./sizes";
import type { PlanningInput, Proposal } from "./types";
import { checkLocks, validateInput } from "./validate";

/** Local-search budget: restarts × improving passes over all swaps. Bounded, so time is bounded. */
const RESTARTS = 12;
const MAX_PASSES = 30;
/**
 * Swap evaluations allowed per proposal, over all restarts. A roster of up to about 60 players converges well
 * within it (30 players: about 18,000), so only large rosters are cut: 200 players get one or two restarts instead
 * of twelve, a few passes each. Counted, not timed, so the same input and seed still give the same proposal on any
 * machine (a revealed draw is recomputed by whoever checks it).
 */
export const WORK_BUDGET = 120_000;

/** A proposal and the work the search spent on it (swap evaluations, restarts begun). */
export interface CountedProposal {
  proposal: Proposal;
  evaluations: number;
  restarts: number;
}

/**
 * Proposes tonight's tables (issue 23 §3). Pure and deterministic: the same input and seed give the same
 * proposal. Sizes are chosen by chooseTableSizes (largest table first); members by a seeded local search
 * (random starts, then every improving swap of two unlocked players until none is left); each table's turn
 * order by orderTable. Throws PlanningInputError for impossible input.
 */
export function proposeTables(input: PlanningInput): Proposal {
  return proposeTablesCounted(input).proposal;
}

/** proposeTables, with the work it spent (for the tests and the bench that keep it bounded). */
export function proposeTablesCounted(input: PlanningInput): CountedProposal {
  validateInput(input);
  const sizes = chooseTableSizes(input.players.length, input.sizes);
  checkLocks(input.locked, sizes);
  const model = buildModel(input);
  const rng = seededRng(input.seed);
  const tieBreak = tieBreaks(model.n, rng);
  const lockedAt = new Int32Array(model.n).fill(-1);
  for (const l of input.locked ?? []) lockedAt[model.index.get(l.playerId)!] = l.table;

  let best: { tables: number[][]; cost: number } | null = null;
  const work = { evaluations: 0 };
  let restarts = 0;
  for (; restarts < RESTARTS && work.evaluations < WORK_BUDGET; restarts++) {
    const start = initialTables(model, sizes, lockedAt, rng);
    const result = descend(model, start, lockedAt, tieBreak, work);
    if (!best || result.cost < best.cost - 1e-9) best = result;
  }
  const tables = best!.tables.map((t) => orderTable(model, t, tieBreak).map((i) => model.ids[i]));
  // 2-player games: the sides alternate by the rule every caller can check on its own (assignSides).
  return {
    proposal: { tables: model.twoPlayer ? assignSides(tables, input.history) : tables },
    evaluations: work.evaluations,
    restarts,
  };
}

/** A seeded rank per player, scaled far below any real cost difference. */
function tieBreaks(n: number, rng: Rng): Float64Array {
  const order = shuffle(
    Array.from({ length: n }, (_, i) => i),
    rng,
  );
  const out = new Float64Array(n);
  order.forEach((i, rank) => (out[i] = (rank + 1) * 1e-7));
  return out;
}

function initialTables(m: Model, sizes: number[], lockedAt: Int32Array, rng: Rng): number[][] {
  const tables = sizes.map(() => [] as number[]);
  const free: number[] = [];
  for (let i = 0; i < m.n; i++) (lockedAt[i] >= 0 ? tables[lockedAt[i]] : free).push(i);
  const shuffled = shuffle(free, rng);
  let k = 0;
  tables.forEach((t, ti) => {
    while (t.length < sizes[ti]) t.push(shuffled[k++]);
  });
  return tables;
}

function descend(
  m: Model,
  tables: number[][],
  lockedAt: Int32Array,
  tieBreak: Float64Array,
  work: { evaluations: number },
): { tables: number[][]; cost: number } {
  const scratch: number[] = [];
  const costOf = (members: number[]) => orderedTableCost(m, members, tieBreak, scratch);
  const costs = tables.map(costOf);
  // the budget ends the search between two evaluations: the tables are a valid seating at every step
  search: for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let ta = 0; ta < tables.length; ta++) {
      for (let tb = ta + 1; tb < tables.length; tb++) {
        const A = tables[ta];
        const B = tables[tb];
        for (let a = 0; a < A.length; a++) {
          if (lockedAt[A[a]] >= 0) continue;
          for (let b = 0; b < B.length; b++) {
            if (lockedAt[B[b]] >= 0) continue;
            if (work.evaluations >= WORK_BUDGET) break search;
            work.evaluations++;
            const x = A[a];
            A[a] = B[b];
            B[b] = x;
            const ca = costOf(A);
            const cb = costOf(B);
            if (ca + cb < costs[ta] + costs[tb] - 1e-9) {
              costs[ta] = ca;
              costs[tb] = cb;
              improved = true;
            } else {
              B[b] = A[a];
              A[a] = x;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  return { tables, cost: costs.reduce((s, c) => s + c, 0) };
}
