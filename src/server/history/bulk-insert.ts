import "server-only";
import { randomBytes } from "node:crypto";
import type { Dialect } from "@/server/db";
import type { Tx } from "@/server/db";

let counter = 0;
/** A collision-resistant id in the cuid shape the schema uses ("c" + time + counter + random). */
export function newId(): string {
  counter = (counter + 1) % 1_679_616;
  return `c${Date.now().toString(36)}${counter.toString(36).padStart(4, "0")}${randomBytes(8).toString("hex").slice(0, 12)}`;
}

/** DateTime as the Prisma SQLite adapter stores it, so Prisma reads these rows like its own. */
export const sqliteDate = (d: Date | null) => (d === null ? null : d.toISOString().replace("Z", "+00:00"));

type Value = string | number | boolean | Date | null;
// SQLite's default limit is 32,766 bound parameters per statement, PostgreSQL's 65,535: one limit below both.
const MAX_PARAMS = 30_000;

/** The database behind a client or transaction client (Prisma's generated clients name their provider). */
export function dialectOfClient(client: Tx | object): Dialect {
  const provider = (client as { _activeProvider?: string })._activeProvider;
  if (provider === "postgresql") return "postgres";
  if (provider === "sqlite") return "sqlite";
  throw new Error(`bulk insert: unknown database provider ${String(provider)}`);
}

/**
 * The INSERT statement and its parameters for one chunk, in the dialect's own terms:
 * SQLite: `?` placeholders, booleans as 0/1, DateTime as the adapter's ISO text;
 * PostgreSQL: `$1…$n` placeholders, booleans and timestamps as such (the driver adapter types them).
 */
export function insertStatement(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: Value[][],
): { sql: string; params: Value[] } {
  const cols = columns.map((c) => `"${c}"`).join(",");
  if (dialect === "postgres") {
    let n = 0;
    const tuples = rows.map((r) => `(${r.map(() => `$${++n}`).join(",")})`).join(",");
    return { sql: `INSERT INTO "${table}" (${cols}) VALUES ${tuples}`, params: rows.flat() };
  }
  const tuple = `(${columns.map(() => "?").join(",")})`;
  const params = rows.flat().map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v instanceof Date ? sqliteDate(v) : v));
  return { sql: `INSERT INTO "${table}" (${cols}) VALUES ${rows.map(() => tuple).join(",")}`, params };
}

/**
 * Multi-row INSERT on the caller's transaction. Why not createMany: through the driver adapter it
 * costs about a millisecond per row, which puts an 8,000-seat history import over its 5 s budget.
 * Table and column names are compile-time constants of this module's callers, never user input.
 */
export async function insertRows(tx: Tx, table: string, columns: readonly string[], rows: Value[][]): Promise<void> {
  const dialect = dialectOfClient(tx);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const { sql, params } = insertStatement(dialect, table, columns, rows.slice(i, i + perStatement));
    await tx.$executeRawUnsafe(sql, ...params);
  }
}
