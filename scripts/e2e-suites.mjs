// The two halves of the end-to-end suite at once: Playwright on SQLite (servers on E2E_PORT and E2E_PORT + 1) and on
// PostgreSQL (scripts/e2e-postgres.mjs, servers on E2E_PORT + 100 and + 101), each with its own databases, log files
// and test-results folder. One Playwright run leaves a 2-core machine about half idle (it waits on the browser and
// the server in turn), so the two together take little more than the longer one (decision 0057). Each line of
// output is prefixed with its half; the exit code is 1 when either half fails. TEST_POSTGRES_URL=off runs SQLite only.
// The PostgreSQL half serves a copy of the build (NEXT_DIST_DIR=.next-postgres): Next keeps rendered pages as files in
// the build folder, and a page of one half's database must never be read by the other half's server.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

const base = Number(process.env.E2E_PORT ?? 3100);
const extra = process.argv.slice(2);

/**
 * @param {string} label
 * @param {string[]} args node arguments
 * @param {Record<string, string>} env
 * @returns {Promise<number>} exit code
 */
function run(label, args, env) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    readline.createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
  }
  return new Promise((resolve) =>
    child.on("close", (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`[${label}] finished in ${minutes} min: ${code === 0 ? "passed" : `FAILED (${signal ?? code})`}`);
      resolve(code ?? 1);
    }),
  );
}

const build = process.env.NEXT_DIST_DIR ?? ".next";
const postgresBuild = `${build}-postgres`;
fs.rmSync(postgresBuild, { recursive: true, force: true });
// the build's own cache (compiler caches) is not served
fs.cpSync(build, postgresBuild, { recursive: true, filter: (src) => src !== path.join(build, "cache") });

// One worker each unless E2E_WORKERS says otherwise: two halves of one worker already keep both cores busy (each spec
// has its own league, decision 0058, so `npm run e2e:sqlite` alone runs two workers).
const workers = process.env.E2E_WORKERS ?? "1";
const playwright = ["node_modules/@playwright/test/cli.js", "test", "--reporter=list"];
const codes = await Promise.all([
  run("sqlite", [...playwright, "--output=test-results/sqlite", ...extra], {
    E2E_PORT: String(base),
    E2E_WORKERS: workers,
  }),
  run("postgres", ["scripts/e2e-postgres.mjs", "--reporter=list", "--output=test-results/postgres", ...extra], {
    E2E_PORT: String(base + 100),
    E2E_WORKERS: workers,
    NEXT_DIST_DIR: postgresBuild,
  }),
]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
