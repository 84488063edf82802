/**
 * How much slower this machine runs right now than when the budgets were set. These shared 2-core
 * VMs switch for minutes at a time between speeds up to ~2× apart (one CI run timed the same code
 * 1.7× slower than an idle run: 20,000-game standings 53 ms against 31 ms), and CPU time does not
 * hide it. A budget is checked against `limit × slowdown`, where slowdown is a fixed reference
 * workload's CPU time now (fastest of 5, measured next to the measure it scales) over its time on
 * the idle machine; at least 1, so a fast machine never loosens a budget. A regression of our own
 * code still fails: it slows the measure and not the reference.
 */
import { mulberry32 } from "../src/scoring/mulberry32";

/** CPU time of referenceWorkload on an idle machine of this kind (2026-11-26, node 20, fastest of 5). */
const REFERENCE_IDLE_MS = 13.5;

/** A fixed workload like the scoring code's own (small objects, a Map, a sort, floating point). */
function referenceWorkload(): number {
  const rnd = mulberry32(7);
  const items = Array.from({ length: 40_000 }, (_, i) => ({
    id: `p-${i % 97}`,
    score: Math.floor(rnd() * 1000),
    n: i,
  }));
  const totals = new Map<string, number>();
  for (const it of items) totals.set(it.id, (totals.get(it.id) ?? 0) + it.score / 7);
  items.sort((a, b) => b.score - a.score || a.n - b.n);
  let acc = 0;
  for (const v of totals.values()) acc += v;
  return acc + items[0].score;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The machine's slowdown now: ≥ 1; 1.5 means the reference workload took 1.5× its idle time. */
export function slowdown(): number {
  referenceWorkload();
  let fastest = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = cpuMs();
    referenceWorkload();
    fastest = Math.min(fastest, cpuMs() - t0);
  }
  return Math.max(1, fastest / REFERENCE_IDLE_MS);
}
