import "server-only";
import { cache } from "react";
import { type CurrentUser, getCurrentUser } from "@/server/auth/current-user";
import { getLeagueAccess, type LeagueAccess, NotFoundError } from "@/server/auth/access";
import { db } from "@/server/db";
import { getLeagueSummary } from "./leagues";

export type LeagueContext = {
  league: { id: string; slug: string; name: string };
  user: CurrentUser | null;
  access: LeagueAccess;
};

/** League + signed-in user + their role, loaded once per request for a /l/[slug] page. */
export const loadLeagueContext = cache(async (slug: string): Promise<LeagueContext> => {
  const [league, user] = await Promise.all([
    getLeagueSummary(slug), // the same request-cached lookup as the league layout: one query per request
    getCurrentUser(),
  ]);
  if (!league) throw new NotFoundError();
  const access = await getLeagueAccess(db, user?.id ?? null, league.id);
  return { league, user, access };
});
