// `npm run test:all` (the README's test command, CI's `.ci/run`): every stage in order, stopping at the first that
// fails with its exit code, then a table of each stage's wall time, printed on failure too, so every change to the
// suite can be judged by figures (docs/testing.md).
import { spawn } from "node:child_process";
import os from "node:os";
import { pathToFileURL } from "node:url";

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Stage */

/** @type {Stage[]} */
export const STAGES = [
  ["check:lockfile", "check:lockfile"],
  ["check:migrations", "check:migrations"],
  ["lint", "lint"],
  ["format:check", "format:check"],
  ["typecheck", "typecheck"],
  ["vitest", "test"], // both projects: without PostgreSQL the "postgres" project fails (decision 0054)
  ["build", "build"],
  ["e2e", "e2e"],
  ["bench smoke", "bench:smoke"], // needs the build
].map(([name, script]) => ({
  name,
  command: "npm",
  args: ["run", script],
  // the typecheck stage has checked the program: `next build` does not do it a second time (next.config.ts)
  ...(script === "build" ? { env: { BUILD_SKIP_TYPECHECK: "1" } } : {}),
}));

/** @param {Stage} stage @returns {Promise<number>} the exit code (1 when killed by a signal) */
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: "inherit", env: { ...process.env, ...stage.env } });
    child.on("error", (e) => {
      console.error(`[test:all] ${stage.name}: ${e.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * @param {{ name: string, seconds?: number, result: string }[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c}`;
  const total = rows.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  return [
    line("stage", "seconds", "result"),
    ...rows.map((r) => line(r.name, r.seconds === undefined ? "" : r.seconds.toFixed(1), r.result)),
    line("total", total.toFixed(1), ""),
  ].join("\n");
}

/**
 * Runs the stages in order; stops at the first failure. Prints the table either way.
 * @param {Stage[]} stages
 * @returns {Promise<number>} 0, or the exit code of the stage that failed
 */
export async function runStages(stages) {
  /** @type {{ name: string, seconds?: number, result: string }[]} */
  const rows = [];
  let exitCode = 0;
  for (const stage of stages) {
    if (exitCode !== 0) {
      rows.push({ name: stage.name, result: "not run" });
      continue;
    }
    console.log(`\n[test:all] ${stage.name}: ${[stage.command, ...stage.args].join(" ")}`);
    const start = performance.now();
    const code = await run(stage);
    rows.push({
      name: stage.name,
      seconds: (performance.now() - start) / 1000,
      result: code === 0 ? "ok" : `FAILED (exit ${code})`,
    });
    exitCode = code;
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(`\n[test:all] stage times (wall clock, load average now ${load}):\n${formatTable(rows)}`);
  return exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await runStages(STAGES);
