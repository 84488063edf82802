// Derives prisma/postgres/schema.prisma from prisma/schema.prisma, the one schema developers edit (SQLite).
// A Prisma schema names exactly one provider, so PostgreSQL needs its own file, migrations folder and
// generated client; only the datasource provider and the client's output folder differ.
// Run by `npm run prisma -- generate` (postinstall) and `npm run db:diff`; `--check` fails when the file is stale.
// See docs/decisions/0022-postgresql.md.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const sqliteSchemaPath = path.join(root, "prisma", "schema.prisma");
export const pgSchemaPath = path.join(root, "prisma", "postgres", "schema.prisma");

const HEADER =
  "// GENERATED from prisma/schema.prisma by scripts/pg-schema.mjs: do not edit (edit prisma/schema.prisma, then\n" +
  "// `npm run db:diff -- <name>` regenerates this file and creates the migration for both databases).\n\n";

/** @param {string} source the SQLite schema @returns {string} the PostgreSQL schema */
export function derivePgSchema(source) {
  let providers = 0;
  let outputs = 0;
  const out = source
    .replace(/(datasource\s+db\s*\{[^}]*?provider\s*=\s*)"sqlite"/, (_m, head) => {
      providers++;
      return `${head}"postgresql"`;
    })
    .replace(/(generator\s+client\s*\{[^}]*?output\s*=\s*)"\.\.\/src\/generated\/prisma"/, (_m, head) => {
      outputs++;
      return `${head}"../../src/generated/prisma-pg"`;
    });
  if (providers !== 1 || outputs !== 1) {
    throw new Error(
      'prisma/schema.prisma: expected one `provider = "sqlite"` datasource and one generator with output "../src/generated/prisma"',
    );
  }
  return HEADER + out;
}

/** Writes prisma/postgres/schema.prisma when it differs. @returns {boolean} true when the file changed */
export function writePgSchema() {
  const next = derivePgSchema(fs.readFileSync(sqliteSchemaPath, "utf8"));
  const current = fs.existsSync(pgSchemaPath) ? fs.readFileSync(pgSchemaPath, "utf8") : null;
  if (current === next) return false;
  fs.mkdirSync(path.dirname(pgSchemaPath), { recursive: true });
  fs.writeFileSync(pgSchemaPath, next);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--check")) {
    const next = derivePgSchema(fs.readFileSync(sqliteSchemaPath, "utf8"));
    const current = fs.existsSync(pgSchemaPath) ? fs.readFileSync(pgSchemaPath, "utf8") : null;
    if (current !== next) {
      console.error(
        "prisma/postgres/schema.prisma is stale: run `npm run prisma -- generate` (or npm run db:diff -- <name>)",
      );
      process.exit(1);
    }
  } else if (writePgSchema()) console.log("[schema] wrote prisma/postgres/schema.prisma");
}
