import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { getLeagueAccess, type LeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { dataGeneration, rememberMembership } from "@/runtime/front-cache";
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
  const access = await getLeagueAccess(db, user?.id ?? null, league.id);
  if (!league.isPublic && !(access.role && access.leagueId === league.id)) notFound();
  // vouches to the server's member page cache (src/runtime/front-cache.ts) that this session may read this league's pages
  if (user?.sessionVersion !== undefined && access.leagueId === league.id)
    rememberMembership({
      userId: user.id,
      sessionVersion: user.sessionVersion,
      slug: league.slug,
      role: access.role,
      generation,
    });
  return { league, user, access };
});

// Who asks, and the league ids it may read (src/server/queries/caller.ts): re-exported for the pages and queries.
export { type Caller, memberLeagueId, organiserLeagueId } from "./caller";
