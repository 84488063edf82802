import "server-only";
import type { Db } from "@/server/db";

/**
 * Attempt limits (decision 0014). Each attempt is counted BEFORE the password is checked, in one transaction
 * (SQLite serialises writers; on PostgreSQL the increment is a single atomic UPDATE), so concurrent guesses cannot
 * all slip in before the first failure is written. Keys: "account:<normalised e-mail>", "client:<address>",
 * "link:<address>" (invite/reset tokens), "forgot:<address>" (reset e-mails).
 */
export type Limit = { max: number; windowMs: number; lockMs: number };

/** 5 failed sign-ins within 15 minutes lock the account for 15 minutes. */
export const ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** One client (address) may fail 20 times in 15 minutes across all accounts: it cannot lock a whole league. */
export const CLIENT_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Unknown, used or expired invite/reset links and reset e-mail requests, per client. */
export const LINK_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const MAX_FAILURES = ACCOUNT_LIMIT.max;

export type Attempt = { allowed: true; count: number } | { allowed: false; retryAt: Date };

/** Counts one attempt under `key`; refused (with the time to retry) once more than `limit.max` fall in the window. */
export async function countAttempt(db: Db, key: string, limit: Limit, now = new Date()): Promise<Attempt> {
  return db.$transaction(async (tx) => {
    let row = await tx.loginThrottle.upsert({
      where: { key },
      create: { key, failures: 1, windowStart: now },
      update: { failures: { increment: 1 } },
    });
    if (row.lockedUntil && row.lockedUntil > now) return { allowed: false, retryAt: row.lockedUntil };
    if (now.getTime() - row.windowStart.getTime() > limit.windowMs)
      row = await tx.loginThrottle.update({ where: { key }, data: { failures: 1, windowStart: now, lockedUntil: null } });
    if (row.failures > limit.max) return { allowed: false, retryAt: (await lock(tx, key, limit, now)).lockedUntil! };
    return { allowed: true, count: row.failures };
  });
}

/** After a failed check: the attempt that reached the limit locks the key at once. */
export async function failedAttempt(db: Db, key: string, attempt: { count: number }, limit: Limit, now = new Date()): Promise<Date | null> {
  return attempt.count >= limit.max ? (await lock(db, key, limit, now)).lockedUntil : null;
}

function lock(db: Pick<Db, "loginThrottle">, key: string, limit: Limit, now: Date) {
  return db.loginThrottle.update({ where: { key }, data: { lockedUntil: new Date(now.getTime() + limit.lockMs) } });
}

/** A success takes its own attempt back (a club behind one address signs in all evening without being locked). */
export async function undoAttempt(db: Pick<Db, "loginThrottle">, key: string): Promise<void> {
  await db.loginThrottle.updateMany({ where: { key, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
}

export async function clearAttempts(db: Pick<Db, "loginThrottle">, key: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key } });
}

export const accountKey = (email: string) => `account:${email}`;
export const clientKey = (address: string) => `client:${address}`;

/** Whole minutes until `retryAt` (at least 1), for "try again in N minutes". */
export const minutesUntil = (retryAt: Date, now = new Date()) => Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));

/** Counted after the check, for limits that are not a race (the result form's objective check). */
export async function lockedUntil(db: Db, key: string, now = new Date()): Promise<Date | null> {
  const row = await db.loginThrottle.findUnique({ where: { key } });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}
export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const attempt = await countAttempt(db, key, ACCOUNT_LIMIT, now);
  if (attempt.allowed) await failedAttempt(db, key, attempt, ACCOUNT_LIMIT, now);
}
