// Starts the built app on a throw-away database seeded with the demo league and a copy of it for each spec that works in
// its own (scripts/seed-demo-copies.ts), or empty, for Playwright (playwright.config.ts starts one per web server).
// E2E_DATABASE=postgres: a fresh PostgreSQL database iwl_e2e_<port> (dropped and recreated) on the server named by
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) instead of data/e2e-<port>.db; no server
// answering is a failure (scripts/test-postgres.mjs, decision 0054).
// --specs=<tag>,<tag>: the copies of those spec files only (the PostgreSQL project runs a few of them), instead of
// every specLeague("<tag>") found under tests/e2e.
// --own-build=<dir>: serves a copy of the build (NEXT_DIST_DIR, default .next) made in <dir>: Next keeps rendered
// pages as files in the build folder, and a page of one server's database must never be read by another's server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { requirePostgres } from "./test-postgres.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.argv[2] ?? "3100";
// --empty: no demo data, so the first-run page shows (tests/e2e/first-run.spec.ts)
const empty = process.argv.includes("--empty");
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
const onlySpecs = option("specs")?.split(",");
const build = process.env.NEXT_DIST_DIR ?? ".next";
const ownBuild = option("own-build");
if (ownBuild) {
  fs.rmSync(path.join(root, ownBuild), { recursive: true, force: true });
  // the build's own cache (compiler caches) is not served
  fs.cpSync(path.join(root, build), path.join(root, ownBuild), {
    recursive: true,
    filter: (src) => src !== path.join(root, build, "cache"),
  });
}
const distDir = ownBuild ?? build;
const postgres = process.env.E2E_DATABASE === "postgres";
const dbFile = path.join(root, "data", `e2e-${port}.db`);
for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(dbFile + suffix, { force: true });
let databaseUrl = `file:${dbFile}`;
if (postgres) {
  const admin = new URL(await requirePostgres(`e2e server ${port}`, "the PostgreSQL e2e server did not start"));
  const name = `iwl_e2e_${port}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
  admin.pathname = `/${name}`;
  databaseUrl = admin.toString(); // created and migrated by scripts/migrate.mjs, like npm start does
}
// Pages Next rendered and kept on disk for an earlier run's database (other ids) would be served once as stale.
fs.rmSync(path.join(root, distDir, "server", "route-cache"), {
  recursive: true,
  force: true,
});

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-00000000",
  NODE_ENV: "production",
  NEXT_DIST_DIR: distDir,
  // Pages stay in the server's page cache for a whole minute here, so a test that sees fresh standings right
  // after a write proves that the write dropped them (tests/e2e/results.spec.ts), not that they expired.
  PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? "60",
  // /error-check?fail=1 throws, so tests/e2e/service.spec.ts can see the error page (a 404 without this variable)
  IWL_ERROR_CHECK: "1",
  // the demo's passwords and every account a journey makes are hashed at bcrypt's lowest cost: a sign-in is a click
  PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? "4",
};
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(process.execPath, ["scripts/migrate.mjs"]);
if (!empty) {
  run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/seed-demo.ts"]);
  // a copy of the demo league for each spec that asks for one (tests/e2e/support/spec-league.ts, decision 0058)
  const specs = path.join(root, "tests", "e2e");
  const tags = fs
    .readdirSync(specs, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".spec.ts"))
    .filter((f) => !onlySpecs || onlySpecs.includes(path.basename(f, ".spec.ts")))
    .flatMap((f) =>
      [...fs.readFileSync(path.join(specs, f), "utf8").matchAll(/specLeague\("([a-z0-9-]+)"\)/g)].map((m) => m[1]),
    );
  run(process.execPath, [
    "node_modules/tsx/dist/cli.mjs",
    "--conditions=react-server",
    "scripts/seed-demo-copies.ts",
    ...new Set(tags),
  ]);
}
// The server's output also goes to data/e2e-<port>.log: the suite checks that no password, session or secret reached
// it (tests/e2e/service.spec.ts, tests/e2e/support/log-secrets.ts).
const logFile = fs.createWriteStream(path.join(root, "data", `e2e-${port}.log`));
const server = spawn(process.execPath, ["dist/runtime/serve.mjs", "-p", port, "-H", "127.0.0.1"], {
  cwd: root,
  env,
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => (process.stdout.write(chunk), logFile.write(chunk)));
server.stderr.on("data", (chunk) => (process.stderr.write(chunk), logFile.write(chunk)));
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
