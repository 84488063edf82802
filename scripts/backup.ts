// Copies the live SQLite database with SQLite's online backup API (better-sqlite3 `db.backup()`):
// a consistent snapshot even while the app is running and writing (WAL mode), unlike a file copy.
//   npm run db:backup -- [out-file]      default: data/backups/league-<timestamp>.db
// Prints the path of the backup. Restore: stop the app, replace the database file with the backup
// (and delete any -wal/-shm files next to it), start the app.
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { databaseUrl, isPostgresUrl } from "../src/config/env.mjs";
import { dbFileFromUrl } from "./migrate.mjs";
import { loadEnv } from "./load-env.mjs";

async function main(): Promise<number> {
  loadEnv();
  if (isPostgresUrl(databaseUrl())) {
    console.error(
      "error: db:backup copies a SQLite file; on PostgreSQL use the server's tools, e.g. pg_dump --format=custom (README, Running on PostgreSQL)",
    );
    return 2;
  }
  const source = dbFileFromUrl(databaseUrl());
  if (!fs.existsSync(source)) {
    console.error(`error: no database at ${source} (check DATABASE_URL)`);
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").replace("T", "_").slice(0, 19);
  const target = path.resolve(
    process.argv.slice(2).find((a) => a !== "--") ?? path.join("data", "backups", `league-${stamp}.db`),
  );
  if (target === source) {
    console.error("error: the backup cannot overwrite the database itself");
    return 2;
  }
  if (fs.existsSync(target)) {
    console.error(`error: ${target} already exists`);
    return 2;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  // Check the copy opens and is sound before calling it a backup.
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`integrity check of the backup failed: ${String(check)}`);
  } finally {
    copy.close();
  }
  console.log(target);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
