import "server-only";
import { cache } from "react";
import { isLeagueSlug } from "@/lib/display/slug";
import { db } from "@/server/db";
import { type Caller, organiserLeagueId } from "./caller";

export async function hasOrganiser(): Promise<boolean> {
  return (await db.membership.count({ where: { role: "organiser" } })) > 0;
}

export type LeagueSummary = { id: string; slug: string; name: string };

/** Leagues the user belongs to, plus public leagues with a public season. */
export async function listVisibleLeagues(userId: string | null): Promise<LeagueSummary[]> {
  return db.league.findMany({
    where: {
      OR: [
        { isPublic: true, seasons: { some: { isPublic: true } } },
        ...(userId ? [{ memberships: { some: { userId } } }] : []),
      ],
    },
    select: { id: true, slug: true, name: true },
    orderBy: { name: "asc" },
  });
}

export type MyLeague = LeagueSummary & { role: string };

/** The leagues the user belongs to, with their role in each (home page; the header's switcher reads the session). */
export async function listMyLeagues(userId: string): Promise<MyLeague[]> {
  const memberships = await db.membership.findMany({
    where: { userId },
    select: { role: true, league: { select: { id: true, slug: true, name: true } } },
    orderBy: { league: { name: "asc" } },
  });
  return memberships.map((m) => ({ ...m.league, role: m.role }));
}

/** The admin page's first steps, in order; each is done when the league's data says so. */
export const NEXT_STEPS = ["season", "players", "night", "result", "members"] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/**
 * What a league's new organiser should do first, each step read from the data: a season; two players (the creator's
 * own player alone makes no table); a night, scheduled or created; a result recorded; another member. The admin page
 * shows them until every one is done or the organiser hides them (`dismissed`, stored on the league).
 */
export async function leagueSetupState(
  ctx: Caller,
): Promise<{ done: Record<NextStep, boolean>; dismissed: boolean; shown: boolean }> {
  const leagueId = organiserLeagueId(ctx);
  const [league, seasons, players, scheduled, games, finished, members] = await Promise.all([
    db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { nextStepsDismissedAt: true } }),
    db.season.count({ where: { leagueId } }),
    db.player.count({ where: { leagueId } }),
    db.scheduledNight.count({ where: { leagueId, cancelledAt: null } }),
    db.game.count({ where: { season: { leagueId } } }),
    db.game.count({ where: { season: { leagueId }, status: "finished" } }),
    db.membership.count({ where: { leagueId } }),
  ]);
  const done: Record<NextStep, boolean> = {
    season: seasons > 0,
    players: players > 1,
    night: scheduled > 0 || games > 0,
    result: finished > 0,
    members: members > 1,
  };
  const dismissed = league.nextStepsDismissedAt !== null;
  return { done, dismissed, shown: !dismissed && NEXT_STEPS.some((step) => !done[step]) };
}

/** A league as its pages see it: `isPublic` false = members only (decision 0033). */
export type LeagueHead = LeagueSummary & { isPublic: boolean };

/**
 * League by slug, or null; no session involved, so callers can render statically. A members-only league's name and
 * data are for its members: callers without the session show nothing of it (loadLeagueContext answers 404 to others).
 * A slug no league can have (a malformed address, the proxy's unknown league) is answered without a query.
 */
export const getLeagueSummary = cache(async (slug: string): Promise<LeagueHead | null> => {
  if (!isLeagueSlug(slug)) return null;
  const league = await db.league.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, isPublic: true },
  });
  return league;
});

/** The league's settings on its admin page: whether it is public, and how long before a night the reminder goes out. */
export async function getLeagueSettings(ctx: Caller): Promise<{ isPublic: boolean; reminderHours: number }> {
  const leagueId = organiserLeagueId(ctx);
  return db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { isPublic: true, reminderHours: true } });
}
