// Reads the e2e server's database (scripts/e2e-server.mjs: data/e2e-<port>.db, or with E2E_DATABASE=postgres the
// PostgreSQL database iwl_e2e_<port>) to check what a request wrote or leaked. SQL: quoted identifiers, `?` placeholders.
import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const postgres = process.env.E2E_DATABASE === "postgres";
export const databaseFile = path.join(process.cwd(), "data", `e2e-${PORT}.db`);

function postgresUrl(): string {
  const url = new URL(process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/iwl_e2e_${PORT}`;
  return url.toString();
}

/** The running server's DATABASE_URL (scripts/e2e-server.mjs), for a process that writes to it (support/spec-league.ts). */
export const databaseUrl = (): string => (postgres ? postgresUrl() : `file:${databaseFile}`);

export async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgresUrl() });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A digest per table of every row: any insert, update or delete changes it. */
export async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    postgres
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1"
      : "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = (await query<unknown>(`SELECT * FROM "${name}"`))
      .map((r) =>
        JSON.stringify(r, (_k, v) => (Buffer.isBuffer(v) ? v.toString("hex") : typeof v === "bigint" ? String(v) : v)),
      )
      .sort();
    out[name] = `${rows.length}:${createHash("sha256").update(rows.join("\n")).digest("hex")}`;
  }
  return out;
}
