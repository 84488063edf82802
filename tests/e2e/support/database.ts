// Reads the e2e server's database (scripts/e2e-server.mjs: data/e2e-<port>.db) to check what a request wrote or leaked.
import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const databaseFile = path.join(process.cwd(), "data", `e2e-${PORT}.db`);

export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A digest per table of every row: any insert, update or delete changes it. */
export function databaseDigest(): Record<string, string> {
  const tables = query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = query<unknown>(`SELECT * FROM "${name}"`);
    out[name] = `${rows.length}:${createHash("sha256").update(JSON.stringify(rows, (_k, v) => (Buffer.isBuffer(v) ? v.toString("hex") : typeof v === "bigint" ? String(v) : v))).digest("hex")}`;
  }
  return out;
}
