import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { ForbiddenError, getLeagueAccess, type LeagueAccess, requireMember, requireOrganiser } from "@/server/auth/access";
import { db } from "@/server/db";
import { dataGeneration, rememberLeague, rememberMembership } from "@/runtime/member-cache";
import { getLeagueSummary } from "./leagues";

export type LeagueContext = {
  league: { id: string; slug: string; name: string };
  user: CurrentUser | null;
  access: LeagueAccess;
};

/**
 * League + signed-in user + their role, loaded once per request for a /l/[slug] page. A members-only league answers
 * visitors and non-members exactly like a league that does not exist: Next's 404 (decision 0033).
 */
export const loadLeagueContext = cache(async (slug: string): Promise<LeagueContext> => {
  const generation = dataGeneration(slug);
  const [league, user] = await Promise.all([
    getLeagueSummary(slug), // the same request-cached lookup as the league layout: one query per request
    getCurrentUser(),
  ]);
  if (!league) notFound();
  rememberLeague(league.slug, league.id);
  const access = await getLeagueAccess(db, user?.id ?? null, league.id);
  if (!league.isPublic && !(access.role && access.leagueId === league.id)) notFound();
  // vouches to the server's member page cache (src/runtime/member-cache.ts) that this session may read this league's pages
  if (user?.sessionVersion !== undefined && access.leagueId === league.id) rememberMembership({ userId: user.id, sessionVersion: user.sessionVersion, slug: league.slug, role: access.role, generation });
  return { league, user, access };
});

/** Who asks, for query functions that serve organiser-only or member-only data. */
export type Caller = Pick<LeagueContext, "league" | "access">;

/**
 * The league id for an organiser-only read; ForbiddenError for anyone else. Queries check the caller themselves:
 * a layout's check does not stop Next from rendering and serialising the page below it (decision 0011).
 */
export function organiserLeagueId(ctx: Caller): string {
  if (ctx.access.leagueId !== ctx.league.id) throw new ForbiddenError();
  requireOrganiser(ctx.access);
  return ctx.league.id;
}

/** The league id for a member-only read; ForbiddenError for visitors. */
export function memberLeagueId(ctx: Caller): string {
  if (ctx.access.leagueId !== ctx.league.id) throw new ForbiddenError();
  requireMember(ctx.access);
  return ctx.league.id;
}
