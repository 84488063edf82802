import "server-only";
import {
  gameMovement,
  type GameTieBreakKey,
  type GameMovement,
  scoreSeason,
  seasonAwardsFromSeason,
  seasonLines,
  type SeasonAwards,
  type SeasonLine,
} from "@/scoring";
import { memo } from "@/server/derived";
import { getLeagueAccess, type LeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { readGameResult, type GameResultView } from "@/server/queries/game-result";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";
import { canViewSeason } from "@/server/queries/seasons";

export type GameRecap = {
  result: GameResultView;
  season: SeasonInfo;
  movement: GameMovement;
  players: Record<string, SeasonPlayer>;
  /** a RisiKo! game's tie-break chain (the season's rules), shown with the season's rules */
  gameTieBreak: GameTieBreakKey[];
};

/**
 * A finished night's recap. Authorization and the revealed objectives come from `getGameResult` (season visibility and
 * membership checked where the data is read; objectives only for finished games); standings movement from the
 * season's finished games, via src/scoring. Null for a game that is not finished or not visible to this reader.
 */
export async function getGameRecap(leagueId: string, userId: string | null, gameId: string): Promise<GameRecap | null> {
  return readGameRecap(getLeagueAccess(db, userId, leagueId), gameId);
}

/** The same for a caller whose access in the league is known (a night's tables read it once). */
export async function readGameRecap(
  caller: LeagueAccess | Promise<LeagueAccess>,
  gameId: string,
): Promise<GameRecap | null> {
  const result = await readGameResult(caller, gameId);
  if (!result || result.game.status !== "finished") return null;
  const leagueId = result.access.leagueId;
  const data = await loadSeasonData(leagueId, result.season.edition);
  if (!data) return null;
  const movement = gameMovement(data.games, data.rules, gameId);
  if (!movement) return null;
  return {
    result,
    season: data.season,
    movement,
    players: Object.fromEntries(data.players),
    gameTieBreak: data.rules.gameTieBreak,
  };
}

export type SeasonRecap = {
  season: SeasonInfo & { comments: string | null };
  gamesPlayed: number;
  awards: Omit<SeasonAwards, "standings">;
  lines: SeasonLine[];
  players: Record<string, SeasonPlayer>;
  /** the organiser's closing comment on each player who has one, by player id (decision 0045) */
  playerComments: Record<string, string>;
};

/**
 * A closed season's recap (champion, table, awards). Null while the season runs, or when the reader may not see it.
 * The awards are computed in one pass over the season (linear in its games) and kept until the next write in the
 * league, like the other season data (decision 0034); who may read them is checked on every request.
 */
export async function getSeasonRecap(
  leagueId: string,
  userId: string | null,
  edition: number,
): Promise<SeasonRecap | null> {
  const [computed, access, extra] = await Promise.all([
    memo(`season-recap ${leagueId} ${edition}`, () => computeSeasonRecap(leagueId, edition), leagueId),
    getLeagueAccess(db, userId, leagueId),
    db.season.findFirst({
      where: { leagueId, edition },
      select: { comments: true, playerComments: { select: { playerId: true, text: true } } },
    }),
  ]);
  if (!computed?.recap || !canViewSeason(computed.season, Boolean(access.role))) return null;
  const playerComments = Object.fromEntries((extra?.playerComments ?? []).map((c) => [c.playerId, c.text]));
  return { ...computed.recap, season: { ...computed.season, comments: extra?.comments ?? null }, playerComments };
}

/**
 * The season and, once it is closed, its recap. Read inside the memo (as getLeaderboard does), so a value computed
 * from data read before a write is never kept after it.
 */
async function computeSeasonRecap(
  leagueId: string,
  edition: number,
): Promise<{ season: SeasonInfo; recap: Omit<SeasonRecap, "season" | "playerComments"> | null } | null> {
  const data = await loadSeasonData(leagueId, edition);
  if (!data) return null;
  if (data.season.status !== "closed") return { season: data.season, recap: null };
  const { standings, ...awards } = seasonAwardsFromSeason(scoreSeason(data.games, data.rules));
  return {
    season: data.season,
    recap: {
      gamesPlayed: data.games.length,
      awards,
      lines: seasonLines(standings),
      players: Object.fromEntries(data.players),
    },
  };
}
