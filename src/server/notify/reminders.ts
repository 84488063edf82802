import "server-only";
import { REMINDER_HOURS } from "@/lib/notifications/kinds";
import { db } from "@/server/db";
import { reminderKey } from "./outbox";

const HOUR = 3600_000;

const isUniqueViolation = (e: unknown) =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";

/**
 * Writes the reminders that are due: for each night of the next week whose league's lead time has begun, one event
 * per member with a player who has not answered or said "coming". At most one per night and member, ever: the
 * event's unique onceKey, so several instances checking at once write it once. A night scheduled inside its lead
 * time gets none (its "new night" notification has the same buttons). Returns how many it wrote.
 */
export async function enqueueReminders(now = new Date()): Promise<number> {
  const nights = await db.scheduledNight.findMany({
    where: { cancelledAt: null, startsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_HOURS.max * HOUR) } },
    select: {
      id: true,
      leagueId: true,
      startsAt: true,
      createdAt: true,
      league: { select: { reminderHours: true } },
      answers: { select: { playerId: true, answer: true } },
    },
    orderBy: { startsAt: "asc" },
  });
  let written = 0;
  for (const night of nights) {
    const opens = night.startsAt.getTime() - night.league.reminderHours * HOUR;
    if (now.getTime() < opens || night.createdAt.getTime() > opens) continue;
    const players = await db.player.findMany({
      where: {
        leagueId: night.leagueId,
        userId: { not: null },
        user: { memberships: { some: { leagueId: night.leagueId } } },
      },
      select: { id: true, userId: true },
    });
    const answered = new Map(night.answers.map((a) => [a.playerId, a.answer]));
    const keys = players
      .filter((p) => (answered.get(p.id) ?? "coming") === "coming")
      .map((p) => ({ userId: p.userId!, key: reminderKey(night.id, p.userId!) }));
    if (!keys.length) continue;
    const existing = new Set(
      (
        await db.outboxEvent.findMany({ where: { onceKey: { in: keys.map((k) => k.key) } }, select: { onceKey: true } })
      ).map((e) => e.onceKey),
    );
    for (const { userId, key } of keys) {
      if (existing.has(key)) continue;
      try {
        await db.outboxEvent.create({
          data: {
            kind: "reminder",
            leagueId: night.leagueId,
            onceKey: key,
            data: JSON.stringify({ nightId: night.id, userId }),
          },
          select: { id: true },
        });
        written++;
      } catch (e) {
        if (!isUniqueViolation(e)) throw e; // another instance wrote it first
      }
    }
  }
  return written;
}
