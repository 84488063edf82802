// The PostgreSQL half of the end-to-end tests: the same Playwright suite again, each server on a fresh PostgreSQL
// database (scripts/e2e-server.mjs with E2E_DATABASE=postgres). When no server answers at TEST_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, "off" to skip) it says so in one line and succeeds.
// Extra arguments go to Playwright. See docs/decisions/0022-postgresql.md.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
let unavailable = url === "off" ? "TEST_POSTGRES_URL=off" : null;
if (!unavailable) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (e) {
    unavailable = `no PostgreSQL server at ${url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")} (${e instanceof Error ? e.message : e})`;
  } finally {
    await client.end().catch(() => {});
  }
}
if (unavailable) {
  console.log(`[e2e:postgres] skipped, end-to-end tests ran on SQLite only: ${unavailable}`);
  process.exit(0);
}
console.log("[e2e:postgres] the end-to-end suite again, on PostgreSQL");
const r = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_DATABASE: "postgres" },
});
process.exit(r.status ?? 1);
