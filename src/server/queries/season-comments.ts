import "server-only";
import { db } from "@/server/db";
import type { Caller } from "@/server/queries/league-context";
import { canViewSeason } from "@/server/queries/seasons";

/**
 * The organiser's closing comment on one player for one season (decision 0045), or null. The season's visibility is
 * checked here: a members-only season's comments are not read for a visitor.
 */
export async function getPlayerSeasonComment(ctx: Caller, playerId: string, edition: number): Promise<string | null> {
  const season = await db.season.findFirst({
    where: { leagueId: ctx.league.id, edition },
    select: { id: true, isPublic: true },
  });
  const member = ctx.access.leagueId === ctx.league.id && Boolean(ctx.access.role);
  if (!season || !canViewSeason(season, member)) return null;
  const comment = await db.seasonPlayerComment.findUnique({
    where: { seasonId_playerId: { seasonId: season.id, playerId } },
    select: { text: true },
  });
  return comment?.text ?? null;
}
