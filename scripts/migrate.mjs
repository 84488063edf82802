// Applies Prisma migration folders (prisma/migrations/<name>/migration.sql) to the SQLite database,
// each in its own transaction, recording them in _prisma_migrations exactly like `prisma migrate deploy`.
// A postgres:// DATABASE_URL is handed to scripts/migrate-postgres.mjs (prisma/migrations-postgres).
// Why our own runner: the native engine cannot be downloaded offline. See docs/decisions/0001-sqlite-and-migrations.md.
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { databaseUrl } from "../src/config/env.mjs";
import { loadEnv } from "./load-env.mjs";
import { isPostgresUrl, migratePostgres, redactUrl } from "./migrate-postgres.mjs";
import { pendingMigrations } from "./migration-plan.mjs";
import { seedReferenceData, seedReferenceDataPg } from "./reference-data.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultMigrationsDir = path.join(here, "..", "prisma", "migrations");

const MIGRATIONS_TABLE = `CREATE TABLE "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
);`;

/** @param {string} url a `file:` URL or a plain path */
export function dbFileFromUrl(url) {
  if (!url.startsWith("file:")) throw new Error(`DATABASE_URL must start with "file:" (got "${redactUrl(url)}")`);
  return path.resolve(url.slice("file:".length));
}

/**
 * @param {{ dbFile: string, migrationsDir?: string, log?: (line: string) => void }} options
 * @returns {{ applied: string[] }}
 */
export function migrate({ dbFile, migrationsDir = defaultMigrationsDir, log = () => {} }) {
  const dir = path.dirname(dbFile);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new Error(`Database folder is not writable: ${dir} (check DATABASE_URL)`);
  }
  const db = new Database(dbFile);
  try {
    db.pragma("journal_mode = WAL");
    const hasTable = db
      .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='_prisma_migrations'")
      .get();
    if (!hasTable) {
      const others = db
        .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")
        .get();
      if (/** @type {{n:number}} */ (others).n > 0)
        throw new Error("P3005: the database schema is not empty and has no migration history");
      db.exec(MIGRATIONS_TABLE);
    }
    /** @type {{id:string, checksum:string, migration_name:string, finished_at:number|null, rolled_back_at:number|null}[]} */
    const rows = /** @type {any} */ (db.prepare('SELECT * FROM "_prisma_migrations"').all());
    /** @type {string[]} */
    const applied = [];
    for (const { name, script, checksum } of pendingMigrations({ rows, migrationsDir, log })) {
      // foreign_keys must be switched off outside the transaction: Prisma's table-redefinition scripts
      // DROP and recreate tables, which would otherwise cascade deletes (better-sqlite3 enables FKs by default).
      db.pragma("foreign_keys = OFF");
      try {
        db.exec("BEGIN IMMEDIATE");
        try {
          const id = randomUUID();
          db.prepare(
            'INSERT INTO "_prisma_migrations" ("id","checksum","started_at","migration_name") VALUES (?,?,?,?)',
          ).run(id, checksum, Date.now(), name);
          db.exec(script);
          const violations = db.pragma("foreign_key_check");
          if (Array.isArray(violations) && violations.length)
            throw new Error(`migration ${name} leaves ${violations.length} foreign key violation(s)`);
          db.prepare(
            'UPDATE "_prisma_migrations" SET "applied_steps_count" = "applied_steps_count" + 1, "finished_at" = ? WHERE "id" = ?',
          ).run(Date.now(), id);
          db.exec("COMMIT");
        } catch (e) {
          db.exec("ROLLBACK");
          throw e;
        }
      } finally {
        db.pragma("foreign_keys = ON");
      }
      applied.push(name);
      log(`applied ${name}`);
    }
    if (!applied.length) log("database is up to date");
    return { applied };
  } finally {
    db.close();
  }
}

/**
 * Migrates the database a DATABASE_URL names (SQLite file or PostgreSQL) and loads the reference map into it.
 * @param {string} url @param {(line: string) => void} [log]
 */
export async function migrateUrl(url, log = () => {}) {
  if (isPostgresUrl(url)) {
    await migratePostgres({ url, log });
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (await seedReferenceDataPg(client)) log("loaded the reference map (42 territories)");
    } finally {
      await client.end();
    }
    return;
  }
  const dbFile = dbFileFromUrl(url);
  migrate({ dbFile, log });
  const db = new Database(dbFile);
  try {
    if (seedReferenceData(db)) log("loaded the reference map (42 territories)");
  } finally {
    db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  loadEnv();
  // no top-level await: tsx loads this module as CommonJS when a TypeScript script imports it (scripts/seed-demo.ts)
  // a sync throw (an invalid DATABASE_URL) lands in the same catch: one line naming the variable
  Promise.resolve()
    .then(() => migrateUrl(databaseUrl(), (l) => console.log(`[db] ${l}`)))
    .catch((e) => {
      console.error(`[db] ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    });
}
