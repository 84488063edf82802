import "server-only";
import type { NotificationKind } from "@/lib/notifications/kinds";
import type { Tx } from "@/server/db";

/**
 * What a write tells the members: the kind and the ids the worker reads the rest from when it delivers (who is a
 * member then, what the night or game is then). Never a card, a territory or an objective.
 */
export type OutboxInput =
  | {
      kind: "nightScheduled" | "nightChanged" | "nightCancelled";
      leagueId: string;
      actorUserId: string;
      nightId: string;
    }
  | { kind: "cardReady"; leagueId: string; actorUserId: string; gameIds: string[] }
  | { kind: "tables"; leagueId: string; actorUserId: string; planId: string }
  | { kind: "result"; leagueId: string; actorUserId: string; gameId: string };

/** The ids an event carries, as stored in OutboxEvent.data. */
export type OutboxData = { nightId?: string; gameIds?: string[]; planId?: string; gameId?: string; userId?: string };

/**
 * Writes the notification into the outbox inside the caller's transaction: it exists exactly when the write that
 * causes it commits, and the worker (src/server/notify/worker.ts) delivers it after, even if this process dies first.
 */
export async function enqueue(tx: Tx, event: OutboxInput): Promise<void> {
  const { kind, leagueId, actorUserId, ...ids } = event;
  await tx.outboxEvent.create({
    data: { kind, leagueId, actorUserId, data: JSON.stringify(ids satisfies OutboxData) },
    select: { id: true },
  });
}

/** A reminder for one member and night: at most one ever (the unique onceKey), however many instances look. */
export const reminderKey = (nightId: string, userId: string) => `reminder:${nightId}:${userId}`;

export type StoredEvent = {
  id: string;
  kind: NotificationKind;
  leagueId: string;
  actorUserId: string | null;
  data: OutboxData;
};
