// The database side of the data versions (src/runtime/data-version.ts) for the server: one cheap read by primary key of
// the `DataVersion` rows a cached answer depends on. Its own small connection (PostgreSQL) or handle (SQLite),
// not the app's Prisma client: the server reads before Next runs, on every cached request.
import Database from "better-sqlite3";
import path from "node:path";
import pg from "pg";
import { isPostgresUrl } from "../config/env.mjs";
import { batchedReader, EPOCH_SCOPE, newEpoch, type VersionReader } from "./data-version";

const toMap = (rows: { scope: string; version: number | string }[]) =>
  new Map(rows.map((r) => [r.scope, Number(r.version)]));

/** Sets the database's epoch to a new random value (one statement, the same in both dialects). */
const RENEW_EPOCH =
  'INSERT INTO "DataVersion" ("scope", "version") VALUES ($1, $2) ON CONFLICT ("scope") DO UPDATE SET "version" = excluded."version"';

type VersionDatabase = { read: VersionReader; renewEpoch: () => Promise<void>; close: () => Promise<void> };

/**
 * A reader of the versions in the database at `url`, a function that gives the database a new epoch (the server, at
 * start: whatever was restored before it, nothing kept elsewhere matches again), and one that closes its connection.
 */
export function databaseVersionReader(url: string): VersionDatabase {
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
    const renewEpoch = async () => void (await pool.query(RENEW_EPOCH, [EPOCH_SCOPE, newEpoch()]));
    return { read, renewEpoch, close: () => pool.end() };
  }
  // not opened read-only: a read-only handle cannot open a WAL database whose -shm file is gone; it only SELECTs
  const db = new Database(path.resolve(url.slice("file:".length)), { fileMustExist: true });
  const statements = new Map<number, Database.Statement<string[], { scope: string; version: number }>>();
  const select = (n: number) =>
    `SELECT "scope", "version" FROM "DataVersion" WHERE "scope" IN (${"?, ".repeat(n - 1)}?)`;
  const read: VersionReader = async (scopes) => {
    let statement = statements.get(scopes.length);
    if (!statement) statements.set(scopes.length, (statement = db.prepare(select(scopes.length))));
    return toMap(statement.all(...scopes));
  };
  const renewEpoch = async () => void db.prepare(RENEW_EPOCH.replace(/\$\d/g, "?")).run(EPOCH_SCOPE, newEpoch());
  return { read, renewEpoch, close: async () => void db.close() };
}
