import "server-only";
import { gameMovement, type GameMovement, seasonAwards, seasonLines, type SeasonAwards, type SeasonLine } from "@/scoring";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameResult, type GameResultView } from "@/server/queries/game-result";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";
import { canViewSeason } from "@/server/queries/seasons";

export type GameRecap = {
  result: GameResultView;
  season: SeasonInfo;
  movement: GameMovement;
  players: Record<string, SeasonPlayer>;
};

/**
 * A finished night's recap. Authorization and the revealed objectives come from `getGameResult` (season visibility and
 * membership checked where the data is read; objectives only for finished games); standings movement from the
 * season's finished games, via src/scoring. Null for a game that is not finished or not visible to this reader.
 */
export async function getGameRecap(leagueId: string, userId: string | null, gameId: string): Promise<GameRecap | null> {
  const result = await getGameResult(leagueId, userId, gameId);
  if (!result || result.game.status !== "finished") return null;
  const data = await loadSeasonData(leagueId, result.season.edition);
  if (!data) return null;
  const movement = gameMovement(data.games, data.rules, gameId);
  if (!movement) return null;
  return { result, season: data.season, movement, players: Object.fromEntries(data.players) };
}

export type SeasonRecap = {
  season: SeasonInfo & { comments: string | null };
  gamesPlayed: number;
  awards: Omit<SeasonAwards, "standings">;
  lines: SeasonLine[];
  players: Record<string, SeasonPlayer>;
};

/** A closed season's recap (champion, table, awards). Null while the season runs, or when the reader may not see it. */
export async function getSeasonRecap(leagueId: string, userId: string | null, edition: number): Promise<SeasonRecap | null> {
  const [data, access, extra] = await Promise.all([
    loadSeasonData(leagueId, edition),
    getLeagueAccess(db, userId, leagueId),
    db.season.findFirst({ where: { leagueId, edition }, select: { comments: true } }),
  ]);
  if (!data || data.season.status !== "closed" || !canViewSeason(data.season, Boolean(access.role))) return null;
  const { standings, ...awards } = seasonAwards(data.games, data.rules);
  return {
    season: { ...data.season, comments: extra?.comments ?? null },
    gamesPlayed: data.games.length,
    awards,
    lines: seasonLines(standings),
    players: Object.fromEntries(data.players),
  };
}
