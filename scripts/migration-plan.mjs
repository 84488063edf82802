// What both migration runners (scripts/migrate.mjs for SQLite, scripts/migrate-postgres.mjs) decide the same way
// from the migration folders and the `_prisma_migrations` rows, like `prisma migrate deploy`: refuse after a failed
// migration (P3009), warn about applied migrations missing on disk or edited since, list what is left to apply.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const sha256 = (/** @type {string} */ s) => createHash("sha256").update(s).digest("hex");

/**
 * @param {{ rows: {checksum:string, migration_name:string, finished_at:unknown, rolled_back_at:unknown}[], migrationsDir: string, log: (line: string) => void }} options
 * @returns {{ name: string, script: string, checksum: string }[]} the migrations to apply, in order
 */
export function pendingMigrations({ rows, migrationsDir, log }) {
  const failed = rows.find((r) => r.finished_at == null && r.rolled_back_at == null);
  if (failed) throw new Error(`P3009: migration ${failed.migration_name} failed earlier; resolve it before migrating`);
  const names = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .filter((n) => fs.existsSync(path.join(migrationsDir, n, "migration.sql")))
        .sort((a, b) => a.localeCompare(b))
    : [];
  const done = new Map(rows.filter((r) => r.rolled_back_at == null).map((r) => [r.migration_name, r]));
  for (const r of done.values())
    if (!names.includes(r.migration_name)) log(`warning: migration ${r.migration_name} is applied but missing on disk`);
  const pending = [];
  for (const name of names) {
    const script = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
    const applied = done.get(name);
    if (!applied) {
      pending.push({ name, script, checksum: sha256(script) });
      continue;
    }
    // Prisma accepts the script with either line ending
    const sums = [sha256(script), sha256(script.replace(/\r\n/g, "\n")), sha256(script.replace(/\r?\n/g, "\r\n"))];
    if (!sums.includes(applied.checksum)) log(`warning: migration ${name} was modified after it was applied`);
  }
  return pending;
}
