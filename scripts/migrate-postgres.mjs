// Applies prisma/migrations-postgres to a PostgreSQL database, recording them in _prisma_migrations exactly like
// `prisma migrate deploy` (same table, checksums and advisory lock key), each migration in its own transaction.
// A session-level advisory lock makes two app instances starting at once take turns: the second finds the work done.
// The database itself is created when missing (like the SQLite file). See docs/decisions/0022-postgresql.md.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { pendingMigrations } from "./migration-plan.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultPgMigrationsDir = path.join(here, "..", "prisma", "migrations-postgres");
/** The key `prisma migrate deploy` locks too, so our runner and Prisma's never migrate side by side. */
const ADVISORY_LOCK_KEY = 72707369;

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export { isPostgresUrl } from "../src/config/env.mjs";
const quoteIdent = (/** @type {string} */ s) => `"${s.replace(/"/g, '""')}"`;
/** A URL with its password hidden, for messages. */
export const redactUrl = (/** @type {string} */ u) => u.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/**
 * Creates the URL's database when it does not exist (connecting to the server's "postgres" database to do so).
 * @param {string} url @returns {Promise<boolean>} true when it was created now
 */
export async function ensurePostgresDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${redactUrl(url)}`);
  const first = new pg.Client({ connectionString: url });
  try {
    await first.connect();
    return false;
  } catch (e) {
    if (/** @type {any} */ (e)?.code !== "3D000") throw connectionError(url, e); // 3D000: database does not exist
  } finally {
    await first.end().catch(() => {});
  }
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  } catch (e) {
    const code = /** @type {any} */ (e)?.code;
    if (code === "42P04" || code === "23505") return false; // created meanwhile by another instance starting at the same time
    throw new Error(
      `database "${name}" does not exist and could not be created (${e instanceof Error ? e.message : e}); create it, or grant CREATEDB`,
    );
  } finally {
    await admin.end().catch(() => {});
  }
}

/** @param {string} url @param {unknown} e */
function connectionError(url, e) {
  return new Error(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${e instanceof Error ? e.message : String(e)}`);
}

/**
 * @param {{ url: string, migrationsDir?: string, log?: (line: string) => void, createDatabase?: boolean }} options
 * @returns {Promise<{ applied: string[] }>}
 */
export async function migratePostgres({
  url,
  migrationsDir = defaultPgMigrationsDir,
  log = () => {},
  createDatabase = true,
}) {
  if (createDatabase && (await ensurePostgresDatabase(url)))
    log(`created database ${decodeURIComponent(new URL(url).pathname.slice(1))}`);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (e) {
    throw connectionError(url, e);
  }
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    const { rows: existing } = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    if (!existing.some((r) => r.table_name === "_prisma_migrations")) {
      if (existing.length > 0) throw new Error("P3005: the database schema is not empty and has no migration history");
      await client.query(MIGRATIONS_TABLE);
    }
    /** @type {{ rows: {id:string, checksum:string, migration_name:string, finished_at:Date|null, rolled_back_at:Date|null}[] }} */
    const { rows } = await client.query('SELECT * FROM "_prisma_migrations"');
    /** @type {string[]} */
    const applied = [];
    for (const { name, script, checksum } of pendingMigrations({ rows, migrationsDir, log })) {
      await client.query("BEGIN");
      try {
        const id = randomUUID();
        await client.query(
          'INSERT INTO "_prisma_migrations" ("id","checksum","started_at","migration_name") VALUES ($1,$2,clock_timestamp(),$3)',
          [id, checksum, name],
        );
        await client.query(script); // no parameters: the simple protocol runs the whole script
        await client.query(
          'UPDATE "_prisma_migrations" SET "applied_steps_count" = "applied_steps_count" + 1, "finished_at" = clock_timestamp() WHERE "id" = $1',
          [id],
        );
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw e;
      }
      applied.push(name);
      log(`applied ${name}`);
    }
    if (!applied.length) log("database is up to date");
    return { applied };
  } finally {
    await client.end().catch(() => {}); // ending the session releases the advisory lock
  }
}
