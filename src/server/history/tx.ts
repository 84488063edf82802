import "server-only";
import type { Db } from "@/server/db";

/** The client handed to a `$transaction` callback; every history write runs on one of these. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** One transaction, long enough for a full league import (SQLite writes are serialised anyway). */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { timeout: 120_000, maxWait: 10_000 });
}
