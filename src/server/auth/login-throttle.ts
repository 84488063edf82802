import "server-only";
import type { Db } from "@/server/db";

/** 5 failed sign-ins within 15 minutes lock the address for 15 minutes. */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

export async function lockedUntil(db: Db, key: string, now = new Date()): Promise<Date | null> {
  const row = await db.loginThrottle.findUnique({ where: { key } });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.loginThrottle.findUnique({ where: { key } });
    const fresh = !row || now.getTime() - row.windowStart.getTime() > WINDOW_MS;
    const failures = fresh ? 1 : row.failures + 1;
    const data = {
      failures,
      windowStart: fresh ? now : row.windowStart,
      lockedUntil: failures >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MS) : null,
    };
    await tx.loginThrottle.upsert({ where: { key }, create: { key, ...data }, update: data });
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key } });
}
