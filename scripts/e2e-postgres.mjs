// The PostgreSQL half of the end-to-end tests: the same Playwright suite again, each server on a fresh PostgreSQL
// database (scripts/e2e-server.mjs with E2E_DATABASE=postgres). When no server answers at TEST_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) it fails; TEST_POSTGRES_URL=off skips it on purpose
// (scripts/test-postgres.mjs, decision 0054).
// Extra arguments go to Playwright. See docs/decisions/0022-postgresql.md.
import { spawnSync } from "node:child_process";
import { requirePostgres } from "./test-postgres.mjs";

await requirePostgres("e2e:postgres", "the end-to-end tests ran on SQLite only");
console.log("[e2e:postgres] the end-to-end suite again, on PostgreSQL");
const r = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_DATABASE: "postgres" },
});
process.exit(r.status ?? 1);
