import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db as sharedDb, dialect as sharedDialect, type Db, type Dialect } from "@/server/db";
import { log } from "@/server/log";

export type Health = { ok: true } | { ok: false; reason: string };

/** Longer than this and a load balancer should try another instance. */
const DATABASE_TIMEOUT_MS = 3000;

/** The migration folders this build ships for the active database (what scripts/migrate.mjs applies on start). */
export function migrationNames(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => fs.existsSync(path.join(dir, n, "migration.sql")))
        .sort()
    : [];
}

const defaultDir = (dialect: Dialect) =>
  path.join(process.cwd(), "prisma", dialect === "postgres" ? "migrations-postgres" : "migrations");

type Row = { migration_name: string; finished_at: unknown; rolled_back_at: unknown };

/**
 * Ready to serve: the database answers, every migration folder of this build is applied and none failed. The reason
 * names what is wrong (never a connection string or a driver's message, which go to the log).
 */
export async function checkHealth({
  db = sharedDb,
  dialect = sharedDialect,
  migrationsDir = defaultDir(dialect),
}: { db?: Db; dialect?: Dialect; migrationsDir?: string } = {}): Promise<Health> {
  let rows: Row[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
    });
    rows = await Promise.race([
      db.$queryRawUnsafe<Row[]>("SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations"),
      timeout,
    ]);
  } catch (e) {
    log.error("health.database", e);
    return { ok: false, reason: "database unreachable" };
  } finally {
    clearTimeout(timer);
  }
  const failed = rows.find((r) => r.finished_at == null && r.rolled_back_at == null);
  if (failed) return { ok: false, reason: `migration failed: ${failed.migration_name}` };
  const applied = new Set(rows.filter((r) => r.rolled_back_at == null).map((r) => r.migration_name));
  const pending = migrationNames(migrationsDir).filter((n) => !applied.has(n));
  if (pending.length > 0) return { ok: false, reason: `migration not applied: ${pending[0]}` };
  return { ok: true };
}
