import "server-only";
import type { NightAnswer } from "@/schemas/schedule";
import { db } from "@/server/db";
import { memberLeagueId, type Caller } from "@/server/queries/league-context";
import { NIGHT_DURATION_MINUTES } from "@/server/schedule/nights";

export type AnswerCounts = Record<NightAnswer, number>;
export type ScheduledNightView = {
  id: string;
  startsAt: Date;
  place: string;
  note: string | null;
  cancelled: boolean;
  started: boolean;
  season: { edition: number; name: string; systemId: string };
  counts: AnswerCounts;
  mine: NightAnswer | null;
  /** organisers only: who answered what, by name */
  names: Record<NightAnswer, { playerId: string; displayName: string; hasAccount: boolean }[]> | null;
};

/** Nights still listed: those that started less than a night's length ago, and every later one. */
const SHOWN_FROM_MS = NIGHT_DURATION_MINUTES * 60_000;
/** A page lists at most this many nights (the organiser schedules "the next nights", not years). */
export const MAX_LISTED_NIGHTS = 60;

/**
 * The league's coming nights for a member (issue 23 §1): counts of each answer and the member's own; names for the
 * organiser. Two queries, linear in the nights listed and their answers.
 */
const nightSelect = {
  id: true,
  startsAt: true,
  place: true,
  note: true,
  cancelledAt: true,
  season: { select: { edition: true, name: true, systemId: true } },
  answers: {
    select: { answer: true, playerId: true, player: { select: { displayName: true, userId: true } } },
    orderBy: { player: { displayName: "asc" } },
  },
} as const;

type NightRow = {
  id: string;
  startsAt: Date;
  place: string;
  note: string | null;
  cancelledAt: Date | null;
  season: ScheduledNightView["season"];
  answers: { answer: string; playerId: string; player: { displayName: string; userId: string | null } }[];
};

function toView(ctx: Caller, n: NightRow, now: Date): ScheduledNightView {
  const counts: AnswerCounts = { coming: 0, maybe: 0, no: 0 };
  const names =
    ctx.access.role === "organiser"
      ? ({ coming: [], maybe: [], no: [] } as NonNullable<ScheduledNightView["names"]>)
      : null;
  let mine: NightAnswer | null = null;
  for (const a of n.answers) {
    const answer = a.answer as NightAnswer;
    if (!(answer in counts)) continue;
    counts[answer] += 1;
    if (a.playerId === ctx.access.playerId) mine = answer;
    names?.[answer].push({
      playerId: a.playerId,
      displayName: a.player.displayName,
      hasAccount: a.player.userId !== null,
    });
  }
  return {
    id: n.id,
    startsAt: n.startsAt,
    place: n.place,
    note: n.note,
    cancelled: n.cancelledAt !== null,
    started: n.startsAt.getTime() <= now.getTime(),
    season: n.season,
    counts,
    mine,
    names,
  };
}

/**
 * The league's coming nights for a member (issue 23 §1): counts of each answer and the member's own; names for the
 * organiser. One query, linear in the nights listed and their answers.
 */
export async function listScheduledNights(ctx: Caller, opts: { now?: Date } = {}): Promise<ScheduledNightView[]> {
  const leagueId = memberLeagueId(ctx);
  const now = opts.now ?? new Date();
  const nights = await db.scheduledNight.findMany({
    where: { leagueId, startsAt: { gte: new Date(now.getTime() - SHOWN_FROM_MS) } },
    orderBy: { startsAt: "asc" },
    take: MAX_LISTED_NIGHTS,
    select: nightSelect,
  });
  return nights.map((n) => toView(ctx, n, now));
}

/** The next night that has not started (cancelled ones skipped) for the league home; null for visitors. */
export async function getNextNight(ctx: Caller, now = new Date()): Promise<ScheduledNightView | null> {
  if (!ctx.access.role || ctx.access.leagueId !== ctx.league.id) return null;
  const next = await db.scheduledNight.findFirst({
    where: { leagueId: ctx.league.id, cancelledAt: null, startsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    select: nightSelect,
  });
  return next ? toView(ctx, next, now) : null;
}

/** Players without an account, for the organiser to answer for them. */
export async function listPlayersWithoutAccount(ctx: Caller) {
  const leagueId = memberLeagueId(ctx);
  if (ctx.access.role !== "organiser") return [];
  return db.player.findMany({
    where: { leagueId, userId: null, active: true },
    select: { id: true, displayName: true },
    orderBy: { displayName: "asc" },
  });
}

/** When the caller's live private calendar link was made, or null (the link itself is never shown again). */
export async function getMyCalendarFeed(ctx: Caller & { user: { id: string } | null }): Promise<Date | null> {
  const leagueId = memberLeagueId(ctx);
  if (!ctx.user) return null;
  const feed = await db.calendarFeed.findFirst({
    where: { revokedAt: null, membership: { userId: ctx.user.id, leagueId } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return feed?.createdAt ?? null;
}
