// Runs the Prisma CLI offline. The CLI insists on a native schema engine for generate/validate/format
// even though those commands never execute it; when none is installed we point it at a stub.
// Migrations are created with `npm run db:diff` (WebAssembly engine) and applied with `npm run db:migrate`.
// `generate` without --schema generates both clients: SQLite (prisma/schema.prisma → src/generated/prisma) and
// PostgreSQL (prisma/postgres/schema.prisma, derived first by scripts/pg-schema.mjs → src/generated/prisma-pg).
// See docs/decisions/0001-sqlite-and-migrations.md and 0022-postgresql.md.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
const prismaDir = path.dirname(require.resolve("prisma/package.json"));

if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const enginesDir = path.dirname(require.resolve("@prisma/engines/package.json", { paths: [prismaDir] }));
  const { enginesVersion } = require(require.resolve("@prisma/engines-version", { paths: [enginesDir] }));
  const cache = path.join(env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "prisma", "master", enginesVersion);
  const have =
    fs.readdirSync(enginesDir).some((f) => f.startsWith("schema-engine-")) ||
    (fs.existsSync(cache) && fs.readdirSync(cache).some((t) => fs.existsSync(path.join(cache, t, "schema-engine"))));
  if (!have) {
    if (["migrate", "db"].includes(process.argv[2])) {
      console.error(
        "prisma migrate/db need the native engine, unavailable offline: use npm run db:migrate / npm run db:diff -- <name>",
      );
      process.exit(1);
    }
    env.PRISMA_SCHEMA_ENGINE_BINARY = path.join(here, "no-schema-engine.cjs");
  }
}
const cli = (/** @type {string[]} */ args) =>
  spawnSync(process.execPath, [path.join(prismaDir, "build", "index.js"), ...args], { stdio: "inherit", env }).status ??
  1;
const args = process.argv.slice(2);
if (args[0] === "generate" && !args.some((a) => a === "--schema" || a.startsWith("--schema="))) {
  const { writePgSchema, pgSchemaPath } = await import("./pg-schema.mjs");
  writePgSchema();
  const status = cli(args);
  process.exit(status || cli([...args, "--schema", path.relative(process.cwd(), pgSchemaPath)]));
}
process.exit(cli(args));
