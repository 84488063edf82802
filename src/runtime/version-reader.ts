// The database side of the data versions (src/runtime/data-version.ts) for the server: one cheap read by primary key of
// the `DataVersion` rows a cached answer depends on. Its own small connection (PostgreSQL) or handle (SQLite),
// not the app's Prisma client: the server reads before Next runs, on every cached request.
import Database from "better-sqlite3";
import path from "node:path";
import pg from "pg";
import { isPostgresUrl } from "../config/env.mjs";
import { batchedReader, type VersionReader } from "./data-version";

const toMap = (rows: { scope: string; version: number | string }[]) =>
  new Map(rows.map((r) => [r.scope, Number(r.version)]));

/** A reader of the versions in the database at `url`, and a function that closes its connection. */
export function databaseVersionReader(url: string): { read: VersionReader; close: () => Promise<void> } {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 2,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 3000,
    });
    pool.on("error", () => {}); // a dropped idle connection: the next read opens another
    const read = batchedReader(async (scopes) =>
      toMap((await pool.query('SELECT "scope", "version" FROM "DataVersion" WHERE "scope" = ANY($1)', [scopes])).rows),
    );
    return { read, close: () => pool.end() };
  }
  // not opened read-only: a read-only handle cannot open a WAL database whose -shm file is gone; it only SELECTs
  const db = new Database(path.resolve(url.slice("file:".length)), { fileMustExist: true });
  const statements = new Map<number, Database.Statement<string[], { scope: string; version: number }>>();
  const read: VersionReader = (scopes) => {
    try {
      let statement = statements.get(scopes.length);
      if (!statement) {
        statement = db.prepare(
          `SELECT "scope", "version" FROM "DataVersion" WHERE "scope" IN (${scopes.map(() => "?").join(", ")})`,
        );
        statements.set(scopes.length, statement);
      }
      return Promise.resolve(toMap(statement.all(...scopes)));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return { read, close: async () => void db.close() };
}
