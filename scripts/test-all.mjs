// `npm run test:all` (the README's test command, CI's `.ci/run`): every stage in order, stopping at the first that
// fails with its exit code, then a table of each stage's wall time, printed on failure too, so every change to the
// suite can be judged by figures (docs/testing.md).
import { spawn } from "node:child_process";
import os from "node:os";
import { pathToFileURL } from "node:url";

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, group?: string }} Stage */

/**
 * Consecutive stages of one `group` run side by side (each is a single Node process; the machine has two cores), their
 * output held and printed whole when each ends. @type {Stage[]}
 */
export const STAGES = [
  ["check:lockfile", "check:lockfile"],
  ["check:migrations", "check:migrations"],
  ["lint", "lint", "static"],
  ["format:check", "format:check", "static"],
  ["typecheck", "typecheck", "static"],
  ["vitest", "test"], // both projects: without PostgreSQL the "postgres" project fails (decision 0054)
  ["build", "build"],
  ["e2e", "e2e"],
  ["bench smoke", "bench:smoke"], // needs the build
].map(([name, script, group]) => ({
  name,
  command: "npm",
  args: ["run", script],
  ...(group ? { group } : {}),
  // the typecheck stage has checked the program: `next build` does not do it a second time (next.config.ts)
  ...(script === "build" ? { env: { BUILD_SKIP_TYPECHECK: "1" } } : {}),
}));

/**
 * @param {Stage} stage
 * @param {boolean} hold keep the output and print it in one piece at the end (a stage running beside others)
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
function run(stage, hold) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...stage.env },
    });
    /** @type {Buffer[]} */
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    const done = (/** @type {number} */ code) => {
      if (hold) process.stdout.write(`\n[test:all] ${stage.name}:\n${Buffer.concat(out).toString()}`);
      resolve(code);
    };
    child.on("error", (e) => {
      console.error(`[test:all] ${stage.name}: ${e.message}`);
      done(1);
    });
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * @param {{ name: string, seconds?: number, result: string }[]} rows
 * @param {number} wall the run's seconds
 * @returns {string}
 */
export function formatTable(rows, wall) {
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c}`;
  return [
    line("stage", "seconds", "result"),
    ...rows.map((r) => line(r.name, r.seconds === undefined ? "" : r.seconds.toFixed(1), r.result)),
    line("total", wall.toFixed(1), "(wall clock; side-by-side stages overlap)"),
  ].join("\n");
}

/**
 * Runs the stages in order, a group's side by side; stops after the first step with a failure (the rest of its
 * group finishes). Prints the table either way.
 * @param {Stage[]} stages
 * @returns {Promise<number>} 0, or the exit code of the first stage that failed
 */
export async function runStages(stages) {
  /** @type {Stage[][]} */
  const steps = [];
  for (const stage of stages) {
    const last = steps.at(-1);
    if (stage.group && last?.[0].group === stage.group) last.push(stage);
    else steps.push([stage]);
  }
  /** @type {Map<Stage, { name: string, seconds?: number, result: string }>} */
  const rows = new Map(stages.map((s) => [s, { name: s.name, result: "not run" }]));
  const begin = performance.now();
  let exitCode = 0;
  for (const step of steps) {
    if (exitCode !== 0) break;
    const codes = await Promise.all(
      step.map(async (stage) => {
        console.log(`\n[test:all] ${stage.name}: ${[stage.command, ...stage.args].join(" ")}`);
        const start = performance.now();
        const code = await run(stage, step.length > 1);
        rows.set(stage, {
          name: stage.name,
          seconds: (performance.now() - start) / 1000,
          result: code === 0 ? "ok" : `FAILED (exit ${code})`,
        });
        return code;
      }),
    );
    exitCode = codes.find((c) => c !== 0) ?? 0;
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  const table = formatTable([...rows.values()], (performance.now() - begin) / 1000);
  console.log(`\n[test:all] stage times (wall clock, load average now ${load}):\n${table}`);
  return exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await runStages(STAGES);
