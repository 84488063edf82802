// How a benchmark applies its budgets. `npm run bench` measures with the budgets as docs/performance.md states them;
// `npm run bench:smoke` (BENCH_SMOKE=1, the last stage of `npm run test:all`) runs each benchmark short, once, and
// fails only a gross regression: every time or latency budget 3× looser, every throughput floor 3× lower. Neither
// measures a miss again: the smoke's margin is what absorbs a busy machine, not a retry.

export const SMOKE = process.env.BENCH_SMOKE === "1";

/** How much looser the smoke's budgets are than the benchmark's. */
export const SMOKE_FACTOR = 3;

/** An upper bound (ms, a ratio of growth) as this run applies it. @param {number} budget */
export const ceiling = (budget) => (SMOKE ? budget * SMOKE_FACTOR : budget);

/** A lower bound (a share of the static file's throughput) as this run applies it. @param {number} budget */
export const floor = (budget) => (SMOKE ? budget / SMOKE_FACTOR : budget);

/**
 * `full` in the benchmark, `smoke` in the smoke (durations, rounds, repetitions).
 * @template T
 * @param {T} full
 * @param {T} smoke
 * @returns {T}
 */
export const pick = (full, smoke) => (SMOKE ? smoke : full);
