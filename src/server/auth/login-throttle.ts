import "server-only";
import type { Db } from "@/server/db";

/**
 * Attempt limits (decisions 0014, 0036). Each attempt is counted BEFORE the password is checked, in one transaction
 * (SQLite serialises writers; on PostgreSQL the increment is a single atomic UPDATE that holds the row), so concurrent
 * guesses cannot all slip in before the first failure is written. Keys: "pair:<e-mail>|<client>" and
 * "device:<account>:<device>" (progressive waits), "account:<e-mail>" (the ceiling over all unknown devices),
 * "client:<address>", "link:<address>"/"reveal:<address>" (bad invite/reset/reveal links), "forgot:<address>".
 */
export type Limit = {
  max: number;
  windowMs: number;
  /** how long the key stays locked once over `max`; absent: until the window ends */
  lockMs?: number;
};

/** One client (address) may fail 20 times in 15 minutes across all accounts: password spraying is slow. */
export const CLIENT_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Unknown, used or expired invite/reset/reveal links redeemed, and reset e-mail requests, per client. */
export const LINK_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/**
 * The ceiling per account over every client without a known device: 100 failed sign-ins in 24 hours, then such clients
 * wait until the 24 hours are over. One client cannot reach it (SIGN_IN_BACKOFF allows it about 30 a day); a known
 * device is never stopped by it.
 */
export const ACCOUNT_CEILING: Limit = { max: 100, windowMs: 24 * 60 * 60_000 };

/**
 * Progressive waits per account and client (or known device): the first `free` attempts go through at once, then each
 * attempt makes the next one wait, 30 s doubling up to an hour (30 s, 1, 2, 4, 8, 16, 32, 60, 60… minutes); forgotten
 * 24 hours after the first failure, or at a success.
 */
export type Backoff = { free: number; firstWaitMs: number; maxWaitMs: number; windowMs: number };
export const SIGN_IN_BACKOFF: Backoff = {
  free: 3,
  firstWaitMs: 30_000,
  maxWaitMs: 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
};
/** Failed sign-ins from one client before it has to wait. */
export const MAX_FAILURES = SIGN_IN_BACKOFF.free;

/** The wait after the `n`-th attempt of a window. */
export const backoffWaitMs = (b: Backoff, n: number) =>
  n < b.free ? 0 : Math.min(b.maxWaitMs, b.firstWaitMs * 2 ** (n - b.free));

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
      row = await tx.loginThrottle.update({
        where: { key },
        data: { failures: 1, windowStart: now, lockedUntil: null },
      });
    if (row.failures > limit.max) {
      const until =
        limit.lockMs === undefined ? row.windowStart.getTime() + limit.windowMs : now.getTime() + limit.lockMs;
      return { allowed: false, retryAt: (await lock(tx, key, new Date(until))).lockedUntil! };
    }
    return { allowed: true, count: row.failures };
  });
}

/** After a failed check: the attempt that reached the limit locks the key at once (for `lockMs`, else a window). */
export async function failedAttempt(
  db: Db,
  key: string,
  attempt: { count: number },
  limit: Limit,
  now = new Date(),
): Promise<Date | null> {
  return attempt.count >= limit.max
    ? (await lock(db, key, new Date(now.getTime() + (limit.lockMs ?? limit.windowMs)))).lockedUntil
    : null;
}

function lock(db: Pick<Db, "loginThrottle">, key: string, until: Date) {
  return db.loginThrottle.update({ where: { key }, data: { lockedUntil: until } });
}

/**
 * Counts one attempt under a progressive wait: refused (not counted) while the key waits; otherwise counted, and the
 * wait that follows it is set at once, before the password is checked, so simultaneous guesses find it already set.
 * A success clears the key (`clearAttempts`), so the owner never waits after getting in.
 */
export async function countBackoffAttempt(db: Db, key: string, backoff: Backoff, now = new Date()): Promise<Attempt> {
  return db.$transaction(async (tx) => {
    let row = await tx.loginThrottle.upsert({
      where: { key },
      create: { key, failures: 1, windowStart: now },
      update: { failures: { increment: 1 } },
    });
    if (row.lockedUntil && row.lockedUntil > now) {
      await tx.loginThrottle.update({ where: { key }, data: { failures: { decrement: 1 } } });
      return { allowed: false, retryAt: row.lockedUntil };
    }
    if (now.getTime() - row.windowStart.getTime() > backoff.windowMs)
      row = await tx.loginThrottle.update({
        where: { key },
        data: { failures: 1, windowStart: now, lockedUntil: null },
      });
    const wait = backoffWaitMs(backoff, row.failures);
    if (wait > 0)
      await tx.loginThrottle.update({ where: { key }, data: { lockedUntil: new Date(now.getTime() + wait) } });
    return { allowed: true, count: row.failures };
  });
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
/** Without a known client address (`next dev`, tests) every client shares one pair per account. */
export const pairKey = (email: string, client: string | null | undefined) => `pair:${email}|${client ?? ""}`;
export const deviceKey = (userId: string, device: string) => `device:${userId}:${device}`;

/** A reset link proves the owner: the ceiling and every client's wait on the account end. */
export async function clearAccountAttempts(db: Pick<Db, "loginThrottle">, email: string): Promise<void> {
  await db.loginThrottle.deleteMany({
    where: { OR: [{ key: accountKey(email) }, { key: { startsWith: pairKey(email, "") } }] },
  });
}

/** Whole minutes until `retryAt` (at least 1), for "try again in N minutes". */
export const minutesUntil = (retryAt: Date, now = new Date()) =>
  Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
/** The error key for a refused sign-in: "Wait:<seconds>" under a minute, else "Locked:<minutes>". */
export function retryError(retryAt: Date, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return seconds < 60 ? `Wait:${seconds}` : `Locked:${minutesUntil(retryAt, now)}`;
}

/** Counted after the check, for limits that are not a race (the result form's objective check). */
export async function lockedUntil(db: Db, key: string, now = new Date()): Promise<Date | null> {
  const row = await db.loginThrottle.findUnique({ where: { key } });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}
const CHECK_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const attempt = await countAttempt(db, key, CHECK_LIMIT, now);
  if (attempt.allowed) await failedAttempt(db, key, attempt, CHECK_LIMIT, now);
}
