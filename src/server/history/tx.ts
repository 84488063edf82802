import "server-only";
import type { Db, Tx } from "@/server/db";

/** One transaction, long enough for a full league import (SQLite writes are serialised anyway). */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { timeout: 120_000, maxWait: 10_000 });
}
