import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "./tx";

let counter = 0;
/** A collision-resistant id in the cuid shape the schema uses ("c" + time + counter + random). */
export function newId(): string {
  counter = (counter + 1) % 1_679_616;
  return `c${Date.now().toString(36)}${counter.toString(36).padStart(4, "0")}${randomBytes(8).toString("hex").slice(0, 12)}`;
}

/** DateTime as the Prisma SQLite adapter stores it, so Prisma reads these rows like its own. */
export const sqliteDate = (d: Date | null) => (d === null ? null : d.toISOString().replace("Z", "+00:00"));

type Value = string | number | boolean | null;
const MAX_PARAMS = 30_000; // SQLite's default limit is 32,766 bound parameters per statement

/**
 * Multi-row INSERT on the caller's transaction. Why not createMany: through the driver adapter it
 * costs about a millisecond per row, which puts an 8,000-seat history import over its 5 s budget.
 * Table and column names are compile-time constants of this module's callers, never user input.
 */
export async function insertRows(tx: Tx, table: string, columns: readonly string[], rows: Value[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const cols = columns.map((c) => `"${c}"`).join(",");
  const tuple = `(${columns.map(() => "?").join(",")})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const params = chunk.flat().map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v));
    await tx.$executeRawUnsafe(`INSERT INTO "${table}" (${cols}) VALUES ${chunk.map(() => tuple).join(",")}`, ...params);
  }
}
