import "server-only";
import type { Db } from "@/server/db";
import { getLeagueAccess, type LeagueAccess, NotFoundError, requireOrganiser } from "./access";

/** For organiser-only actions: the league by slug, refused unless the user organises it. */
export async function authorizeOrganiser(
  db: Db,
  userId: string,
  leagueSlug: string,
): Promise<LeagueAccess & { slug: string }> {
  const league = await db.league.findUnique({ where: { slug: leagueSlug }, select: { id: true, slug: true } });
  if (!league) throw new NotFoundError();
  const access = await getLeagueAccess(db, userId, league.id);
  requireOrganiser(access);
  return { ...access, slug: league.slug };
}
