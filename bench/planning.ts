/**
 * Fair tables (issue 23 §3). Run: npm run bench:planning
 * Simulated seasons of 40 nights, R regulars (8–20) each attending with probability 70 %, RisiKo! tables of
 * 3–6 preferring 4–5. Each season is planned twice from the same attendance: by proposeTables, and by random
 * splits into the same table sizes (repeated; the median season is the baseline). Compares at season end:
 *  - pair spread: max − min over pairs of regulars of the nights they shared a table;
 *  - first-player spread: max − min over regulars of the nights they went first.
 * Budgets (exit 1 if missed): over all seasons, each spread ≥ 40 % smaller than the random median; every proposal
 * for 30 players within 200 ms (max and p95 printed). A 200-player night with strength balance (the largest roster
 * allowed) is timed too: its search stops at the planner's work budget (swap evaluations, WORK_BUDGET), printed with
 * its cost against random splits; it must stay within the budget and beat the random median. BENCH_SMOKE=1
 * (`npm run bench:smoke`): the time budget 3× looser (bench/budget.mjs); the spreads are deterministic (seeded), so
 * their budget stays.
 */
import {
  balanceCost,
  chooseTableSizes,
  proposeTables,
  proposeTablesCounted,
  WORK_BUDGET,
  type PlanningNight,
} from "../src/planning";
import { seededRng, shuffle, type Rng } from "../src/scoring/seeded-rng";
import { ceiling } from "./budget.mjs";

const NIGHTS = 40;
const SIZES = { min: 3, max: 6, preferred: [4, 5] };
const RANDOM_SEASONS = 15;
const MAX_PROPOSAL_MS = ceiling(200);

type Planner = (present: string[], history: PlanningNight[], night: number, rng: Rng) => string[][];

const planned: Planner = (present, history, night) =>
  proposeTables({ players: present.map((id) => ({ id })), history, sizes: SIZES, seed: `night-${night}` }).tables;

const random: Planner = (present, _history, _night, rng) => {
  const sizes = chooseTableSizes(present.length, SIZES);
  const order = shuffle(present, rng);
  let k = 0;
  return sizes.map((s) => order.slice(k, (k += s)));
};

function attendance(regulars: number, seed: number): string[][] {
  const rng = seededRng(seed);
  const ids = Array.from({ length: regulars }, (_, i) => `r${i + 1}`);
  return Array.from({ length: NIGHTS }, () => ids.filter(() => rng(100) < 70)).filter((p) => p.length >= SIZES.min);
}

function spreads(regulars: number, history: PlanningNight[]): { pair: number; first: number } {
  const idx = (id: string) => Number(id.slice(1)) - 1;
  const together = new Int32Array(regulars * regulars);
  const first = new Int32Array(regulars);
  for (const night of history) {
    for (const t of night.tables) {
      first[idx(t[0])]++;
      for (const a of t) for (const b of t) if (a !== b) together[idx(a) * regulars + idx(b)]++;
    }
  }
  const pairs: number[] = [];
  for (let a = 0; a < regulars; a++) for (let b = a + 1; b < regulars; b++) pairs.push(together[a * regulars + b]);
  return { pair: Math.max(...pairs) - Math.min(...pairs), first: Math.max(...first) - Math.min(...first) };
}

function season(regulars: number, nights: string[][], plan: Planner, rng: Rng, timings?: number[]) {
  const history: PlanningNight[] = [];
  nights.forEach((present, night) => {
    const t0 = performance.now();
    const tables = plan(present, history, night, rng);
    timings?.push(performance.now() - t0);
    history.push({ tables });
  });
  return spreads(regulars, history);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (p: number, b: number) => (b === 0 ? "—" : `${Math.round((1 - p / b) * 100)} %`);

let sums = { pp: 0, rp: 0, pf: 0, rf: 0 };
console.log(
  "regulars | pair spread planner / random median (smaller by) | first-player spread planner / random median (smaller by)",
);
for (let regulars = 8; regulars <= 20; regulars++) {
  const nights = attendance(regulars, 1000 + regulars);
  const p = season(regulars, nights, planned, seededRng(0));
  const rs = Array.from({ length: RANDOM_SEASONS }, (_, s) => season(regulars, nights, random, seededRng(s + 1)));
  const rp = median(rs.map((r) => r.pair));
  const rf = median(rs.map((r) => r.first));
  sums = { pp: sums.pp + p.pair, rp: sums.rp + rp, pf: sums.pf + p.first, rf: sums.rf + rf };
  console.log(
    `${String(regulars).padStart(8)} | ${p.pair} / ${rp} (${pct(p.pair, rp)}) | ${p.first} / ${rf} (${pct(p.first, rf)})`,
  );
}
const pairGain = 1 - sums.pp / sums.rp;
const firstGain = 1 - sums.pf / sums.rf;
console.log(
  `all seasons | pair spread ${sums.pp} / ${sums.rp} (${Math.round(pairGain * 100)} % smaller) | first-player spread ${sums.pf} / ${sums.rf} (${Math.round(firstGain * 100)} % smaller)`,
);

// Timing: a 40-night season of 30 players all present, each proposal timed with the season so far as history.
const timings: number[] = [];
const thirty = Array.from({ length: NIGHTS }, () => Array.from({ length: 30 }, (_, i) => `r${i + 1}`));
season(30, thirty, planned, seededRng(0), timings);
const sorted = [...timings].sort((a, b) => a - b);
const max = sorted[sorted.length - 1];
const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1];
console.log(
  `30 players, ${timings.length} proposals: max ${max.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${MAX_PROPOSAL_MS} ms)`,
);

// The largest roster: 200 rated players with strength balance, 20 earlier nights of random tables of 5.
const big = Array.from({ length: 200 }, (_, i) => `p${i + 1}`);
const bigRng = seededRng(7);
const bigHistory: PlanningNight[] = Array.from({ length: 20 }, () => {
  const order = shuffle(big, bigRng);
  return { tables: Array.from({ length: 40 }, (_, t) => order.slice(t * 5, t * 5 + 5)) };
});
const bigInput = (seed: string) => ({
  players: big.map((id, i) => ({ id, rating: (i * 37) % 101 })),
  history: bigHistory,
  sizes: SIZES,
  seed,
  balanceStrength: true,
});
const bigRuns = Array.from({ length: 5 }, (_, s) => {
  const t0 = performance.now();
  const run = proposeTablesCounted(bigInput(`big-${s}`));
  return { ms: performance.now() - t0, ...run, cost: balanceCost(run.proposal, bigInput(`big-${s}`)).cost };
});
const bigRandom = median(
  Array.from(
    { length: 15 },
    (_, s) => balanceCost({ tables: random(big, [], 0, seededRng(s + 1)) }, bigInput("")).cost,
  ),
);
const bigMax = Math.max(...bigRuns.map((r) => r.ms));
const bigCost = median(bigRuns.map((r) => r.cost));
const bigWork = Math.max(...bigRuns.map((r) => r.evaluations));
console.log(
  `200 players, strength balance: max ${bigMax.toFixed(1)} ms over ${bigRuns.length} proposals, ${bigWork} swap evaluations (budget ${WORK_BUDGET}), ${bigRuns[0].restarts} restart(s); cost ${bigCost.toFixed(0)} vs random median ${bigRandom.toFixed(0)}`,
);

const failures = [
  bigWork > WORK_BUDGET && `200 players: ${bigWork} swap evaluations (budget ${WORK_BUDGET})`,
  bigCost >= bigRandom && `200 players: cost ${bigCost.toFixed(0)} not below random ${bigRandom.toFixed(0)}`,
  pairGain < 0.4 && `pair spread only ${Math.round(pairGain * 100)} % smaller (need 40 %)`,
  firstGain < 0.4 && `first-player spread only ${Math.round(firstGain * 100)} % smaller (need 40 %)`,
  max > MAX_PROPOSAL_MS && `slowest proposal ${max.toFixed(1)} ms (budget ${MAX_PROPOSAL_MS} ms)`,
].filter(Boolean);
if (failures.length) {
  console.error(`FAILED: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("planning budgets met");
