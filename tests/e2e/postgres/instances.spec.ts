// Two app instances on one PostgreSQL database behave as one app (docs/decisions/0028-several-instances.md, 0055):
// scripts/e2e-instances.mjs starts them itself (it restarts one mid-run, which a Playwright web server cannot do) and
// checks sessions, sign-in throttling, simultaneous deals and results, and fresh reads across them over HTTP. Run here,
// in the "postgres" project, so it runs inside the Playwright run beside the journeys: its instances take the two ports
// above the PostgreSQL server's and serve a copy of the build of their own (Next keeps rendered pages in the build
// folder, and the SQLite server's pages must never reach them).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverOfTest } from "../support/database";

test("two instances on one PostgreSQL database: one session, one throttle, one deal, one result, fresh reads", async () => {
  test.setTimeout(600_000); // two servers started (one twice), the demo seeded, 120 write-and-read pairs
  const { port } = serverOfTest();
  const build = process.env.NEXT_DIST_DIR ?? ".next";
  const own = `${build}-instances`;
  fs.rmSync(own, { recursive: true, force: true });
  fs.cpSync(build, own, { recursive: true, filter: (src) => src !== path.join(build, "cache") });
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ["scripts/e2e-instances.mjs"], {
      env: { ...process.env, E2E_PORT: String(port), NEXT_DIST_DIR: own },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("close", (c) => resolve(c ?? 1));
  });
  const text = output.join("");
  // each check's line (✓ or ✘), then the whole output when one failed
  const checks = text.split("\n").filter((l) => /^\s+[✓✘] /.test(l));
  expect(
    checks.filter((l) => l.includes("✘")),
    text,
  ).toEqual([]);
  expect(checks, text).toHaveLength(7);
  expect(code, text).toBe(0);
});
