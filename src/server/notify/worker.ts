import "server-only";
import { randomUUID } from "node:crypto";
import { inQuietHours, quietHoursEnd } from "@/lib/notifications/quiet-hours";
import { isNotificationKind } from "@/lib/notifications/kinds";
import { db } from "@/server/db";
import { log } from "@/server/log";
import { mailConfigured, sendMail, sendPush, type Outcome, type Transport } from "./deliver";
import type { OutboxData, StoredEvent } from "./outbox";
import { vapid } from "./config";
import { buildPayload } from "./payload";
import { recipientsOf } from "./recipients";
import { enqueueReminders } from "./reminders";

/** A claim lasts this long: a worker that died (kill -9) leaves its events to another after it. */
export const CLAIM_MS = 60_000;
/** Attempts before an event is given up (then about a day has passed). */
export const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at 4 h: a push service that is down is not hammered. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 3600_000);

export type DeliverOptions = {
  now?: Date;
  workerId?: string;
  transport?: Transport;
  /** called after each delivery is recorded (a test kills the process here) */
  afterDelivery?: () => void;
  /** how long a claim lasts (CLAIM_MS; a test shortens it) */
  claimMs?: number;
};

const unclaimed = (now: Date) => ({ OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] });

/**
 * Delivers the events that are due, each claimed by one worker at a time: the claim is one conditional UPDATE (a row
 * unclaimed or whose claim expired), which on SQLite runs alone and on PostgreSQL re-checks its condition after a
 * concurrent claim commits, so of several instances exactly one gets each row. Returns how many events it handled.
 */
export async function deliverDue(opts: DeliverOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const workerId = opts.workerId ?? randomUUID();
  const claimMs = opts.claimMs ?? CLAIM_MS;
  const due = await db.outboxEvent.findMany({
    where: { sentAt: null, failedAt: null, availableAt: { lte: now }, ...unclaimed(now) },
    orderBy: [{ availableAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: { id: true, kind: true, leagueId: true, actorUserId: true, data: true, attempts: true },
  });
  let handled = 0;
  for (const row of due) {
    const claim = await db.outboxEvent.updateMany({
      where: { id: row.id, sentAt: null, failedAt: null, ...unclaimed(now) },
      data: { claimedBy: workerId, claimedUntil: new Date(now.getTime() + claimMs) },
    });
    if (claim.count !== 1) continue; // another worker has it
    handled++;
    const mine = { id: row.id, claimedBy: workerId };
    // a slow delivery (many phones, push services timing out) renews its claim before half of it is gone, so no
    // other worker takes the event meanwhile; a claim lost anyway (this process stalled) stops it at the next phone
    const started = Date.now();
    let renewed = started;
    const keepClaim = async () => {
      if (Date.now() - renewed < claimMs / 2) return;
      const until = new Date(now.getTime() + (Date.now() - started) + claimMs);
      const kept = await db.outboxEvent.updateMany({ where: mine, data: { claimedUntil: until } });
      if (kept.count !== 1) throw new ClaimLost();
      renewed = Date.now();
    };
    try {
      if (!isNotificationKind(row.kind)) throw new Error(`unknown notification kind ${row.kind}`);
      const event: StoredEvent = { ...row, kind: row.kind, data: JSON.parse(row.data) as OutboxData };
      const result = await deliverEvent(event, now, opts, keepClaim);
      const data = result.retry
        ? retryData(row.attempts + 1, now, "a push service or the mail server did not accept it")
        : result.heldUntil
          ? { availableAt: result.heldUntil } // quiet hours: no attempt spent
          : { sentAt: now };
      await db.outboxEvent.updateMany({ where: mine, data: { ...data, claimedBy: null, claimedUntil: null } });
    } catch (e) {
      if (e instanceof ClaimLost) continue; // the worker that holds it now finishes it
      log.error("notify.event", e, { eventId: row.id, kind: row.kind });
      await db.outboxEvent.updateMany({
        where: mine,
        data: {
          ...retryData(row.attempts + 1, now, e instanceof Error ? e.message : String(e)),
          claimedBy: null,
          claimedUntil: null,
        },
      });
    }
  }
  return handled;
}

class ClaimLost extends Error {}

function retryData(attempts: number, now: Date, error: string) {
  return attempts >= MAX_ATTEMPTS
    ? { attempts, failedAt: now, lastError: error.slice(0, 500) }
    : { attempts, availableAt: new Date(now.getTime() + backoffMs(attempts)), lastError: error.slice(0, 500) };
}

/**
 * One event to each recipient's phones (every subscription), or by e-mail to one who has none. What was delivered
 * before (a worker that died halfway, a retry) is skipped: each delivery is recorded right after it was accepted.
 */
async function deliverEvent(event: StoredEvent, now: Date, opts: DeliverOptions, keepClaim: () => Promise<void>) {
  const transport = opts.transport ?? {};
  const recipients = await recipientsOf(event);
  const userIds = [...new Set(recipients.map((r) => r.userId))];
  const [subscriptions, done] = await Promise.all([
    db.pushSubscription.findMany({
      where: { userId: { in: userIds } },
      select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true },
      orderBy: { id: "asc" },
    }),
    db.notificationDelivery.findMany({ where: { eventId: event.id }, select: { target: true } }),
  ]);
  const delivered = new Set(done.map((d) => d.target));
  const mail = mailConfigured(transport);
  // without VAPID keys no push can be signed: a member's phones count as none, and e-mail stands in
  const push = vapid() !== null;
  let retry = false;
  let heldUntil: Date | null = null;
  for (const r of recipients) {
    const subs = push ? subscriptions.filter((s) => s.userId === r.userId) : [];
    const targets = subs.length
      ? subs.map((s) => ({ key: `push:${s.id}`, sub: s }))
      : mail && !r.emailOff
        ? [{ key: `mail:${r.userId}`, sub: null }]
        : [];
    const pending = targets.filter((t) => !delivered.has(t.key));
    if (!pending.length) continue;
    if (inQuietHours(r.quiet, now)) {
      const end = quietHoursEnd(r.quiet, now);
      if (!heldUntil || end < heldUntil) heldUntil = end;
      continue;
    }
    const payload = buildPayload(r.userId, r.facts, r.locale);
    for (const target of pending) {
      await keepClaim();
      const outcome: Outcome = target.sub
        ? await sendPush(target.sub, payload, {
            topic: event.id.slice(0, 32),
            ttlSeconds: ttlOf(payload.date, now),
            agent: transport.agent,
          })
        : await sendMail(r, payload, transport);
      if (outcome === "sent") {
        await db.notificationDelivery.createMany({ data: [{ eventId: event.id, target: target.key }] });
        delivered.add(target.key);
        opts.afterDelivery?.();
      } else if (outcome === "gone" && target.sub) {
        await db.pushSubscription.deleteMany({ where: { id: target.sub.id } });
      } else if (outcome === "retry") retry = true;
      else log.warn("notify.refused", { eventId: event.id, target: target.key });
    }
  }
  return { retry, heldUntil };
}

/** A night's notification is useless after the night starts; the others keep for a day. */
function ttlOf(date: string | undefined, now: Date) {
  const day = 24 * 3600;
  if (!date) return day;
  return Math.max(60, Math.min(4 * 7 * day, Math.floor((Date.parse(date) - now.getTime()) / 1000)));
}

/** Sent or abandoned events are kept this long (a reminder's row, which keeps it once, outlives its night). */
export const KEEP_MS = 30 * 24 * 3600_000;

/** Deletes what was sent or given up more than KEEP_MS ago, deliveries with them. Returns how many events. */
export async function pruneOutbox(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MS);
  const { count } = await db.outboxEvent.deleteMany({
    where: { OR: [{ sentAt: { lt: before } }, { failedAt: { lt: before } }] },
  });
  return count;
}

/** How often the server looks for due events and reminders. */
export const POLL_MS = 5_000;
const REMINDER_EVERY_MS = 60_000;

/**
 * Started once per server process (src/instrumentation-node.ts): delivers due events every few seconds and checks
 * for reminders every minute. Errors are logged and the loop goes on.
 */
export function startNotificationWorker(): () => void {
  let stopped = false;
  let lastReminders = 0;
  let timer: NodeJS.Timeout | undefined;
  const workerId = randomUUID();
  const tick = async () => {
    try {
      if (Date.now() - lastReminders >= REMINDER_EVERY_MS) {
        lastReminders = Date.now();
        await enqueueReminders();
        await pruneOutbox();
      }
      while ((await deliverDue({ workerId })) > 0 && !stopped);
    } catch (e) {
      log.error("notify.worker", e);
    }
    if (!stopped) schedule();
  };
  // unref: the worker never keeps a process alive that has nothing else to do
  const schedule = () => (timer = setTimeout(() => void tick(), POLL_MS)).unref();
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
