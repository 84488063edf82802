import "server-only";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { nightDay } from "@/server/queries/night-day";
import { readGameRecap, type GameRecap } from "@/server/queries/recap";

/** A night's recap: every finished table of the league on one date that the reader may see, the game opened first. */
export type NightRecap = { day: string; tables: GameRecap[] };

/**
 * The recap of the night of `gameId`: that game's recap (null when it is not finished or not visible to this reader,
 * as `getGameRecap`), then the league's other finished games of the same date, each authorized like it (a
 * members-only season's tables only for members), by season and sequence. Reads the games of that date only.
 */
export async function getNightRecap(
  leagueId: string,
  userId: string | null,
  gameId: string,
): Promise<NightRecap | null> {
  const access = await getLeagueAccess(db, userId, leagueId);
  const focus = await readGameRecap(access, gameId);
  if (!focus) return null;
  const { day, where } = nightDay(focus.result.game.playedOn);
  const others = await db.game.findMany({
    where: {
      id: { not: gameId },
      status: "finished",
      playedOn: where,
      season: access.role ? { leagueId } : { leagueId, isPublic: true },
    },
    orderBy: [{ season: { edition: "asc" } }, { sequence: "asc" }],
    select: { id: true },
  });
  const rest = await Promise.all(others.map((g) => readGameRecap(access, g.id)));
  return { day, tables: [focus, ...rest.filter((r): r is GameRecap => r !== null)] };
}
