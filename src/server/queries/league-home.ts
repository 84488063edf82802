import "server-only";
import { db } from "@/server/db";
import { getNextGame, type NextGame } from "@/server/queries/season-games";
import { canViewSeason, getCurrentSeason, type SeasonSummary } from "@/server/queries/seasons";
import { getLeaderboard, type LastGame, type Leaderboard } from "@/server/queries/standings";

/**
 * One season on the league home: its game, progress, leaders and latest night. The leaders are everyone at the top
 * rank of the standings: one player, or all who share first place (a Julius Caesar draw), never one of them alone.
 */
export type HomeSeason = { board: Leaderboard; leaders: Leaderboard["rows"] };

export type LeagueHome = {
  /** no season at all */
  empty: boolean;
  /** seasons the viewer may not see (members-only) were left out; true when that left nothing */
  hidden: boolean;
  /** every active season the viewer may see, newest first (else the latest season, as before) */
  seasons: HomeSeason[];
  /** the league's latest night across those seasons, with its season */
  lastNight: { game: LastGame; season: Leaderboard["season"] } | null;
  /** the earliest planned or dealt game of those seasons */
  next: NextGame | null;
};

/**
 * The league home follows every active season side by side (issue 22 §1), not the newest one only. Linear in the
 * active seasons: one memoised leaderboard each (the same data the season pages use), one query for the seasons.
 */
export async function getLeagueHome(leagueId: string, isMember: boolean): Promise<LeagueHome> {
  const active: SeasonSummary[] = await db.season.findMany({
    where: { leagueId, status: "active" },
    orderBy: { edition: "desc" },
    select: { id: true, edition: true, name: true, year: true, plannedGames: true, status: true, isPublic: true },
  });
  const candidates = active.length
    ? active
    : [await getCurrentSeason(leagueId)].filter((s): s is SeasonSummary => s !== null);
  if (!candidates.length) return { empty: true, hidden: false, seasons: [], lastNight: null, next: null };
  const visible = candidates.filter((s) => canViewSeason(s, isMember));
  const [boards, nexts] = await Promise.all([
    Promise.all(visible.map((s) => getLeaderboard(leagueId, s.edition))),
    Promise.all(visible.map((s) => getNextGame(s.id))),
  ]);
  const seasons = boards
    .filter((b): b is Leaderboard => b !== null)
    .map((board) => ({ board, leaders: board.rows.filter((row) => row.rank === board.rows[0].rank) }));
  let lastNight: LeagueHome["lastNight"] = null;
  for (const { board } of seasons) {
    const game = board.lastGame;
    if (game && (!lastNight || Date.parse(game.playedAt) > Date.parse(lastNight.game.playedAt)))
      lastNight = { game, season: board.season };
  }
  const next =
    nexts.filter((n): n is NextGame => n !== null).sort((a, b) => Date.parse(a.playedOn) - Date.parse(b.playedOn))[0] ??
    null;
  return { empty: false, hidden: seasons.length === 0, seasons, lastNight, next };
}
