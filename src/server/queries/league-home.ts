import "server-only";
import { db } from "@/server/db";
import { nightDay } from "@/server/queries/night-day";
import { getNextGame, type NextGame } from "@/server/queries/season-games";
import { canViewSeason, getCurrentSeason, type SeasonSummary } from "@/server/queries/seasons";
import { getLeaderboard, type Leaderboard } from "@/server/queries/standings";

/**
 * One season on the league home: its game, progress, leaders and latest night. The leaders are everyone at the top
 * rank of the standings: one player, or all who share first place (a Julius Caesar draw), never one of them alone.
 */
export type HomeSeason = { board: Leaderboard; leaders: Leaderboard["rows"] };

/** One table of the league's last night: its game, its season and its seats, winners first. */
export type NightTable = {
  id: string;
  sequence: number;
  season: Pick<Leaderboard["season"], "id" | "edition" | "name" | "systemId">;
  seats: Array<{
    playerId: string;
    displayName: string;
    armyColor: string;
    rank: number | null;
    points: number | null;
  }>;
};

export type LeagueHome = {
  /** no season at all */
  empty: boolean;
  /** seasons the viewer may not see (members-only) were left out; true when that left nothing */
  hidden: boolean;
  /** every active season the viewer may see, the one being played first (see `byActivity`) */
  seasons: HomeSeason[];
  /** the league's latest night across those seasons: every finished table of its date (YYYY-MM-DD) */
  lastNight: { day: string; tables: NightTable[] } | null;
  /** the earliest planned or dealt game of those seasons */
  next: NextGame | null;
};

/**
 * The league home follows every active season side by side, not the newest one only. Linear in the active seasons:
 * one memoised leaderboard each (the same data the season pages use), one query for the seasons, one for their
 * upcoming scheduled nights, one for the tables of the last night (only the games of that date).
 */
export async function getLeagueHome(leagueId: string, isMember: boolean, now = new Date()): Promise<LeagueHome> {
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
  const [boards, nexts, nights] = await Promise.all([
    Promise.all(visible.map((s) => getLeaderboard(leagueId, s.edition))),
    Promise.all(visible.map((s) => getNextGame(s.id))),
    visible.length
      ? db.scheduledNight.findMany({
          where: { leagueId, seasonId: { in: visible.map((s) => s.id) }, cancelledAt: null, startsAt: { gt: now } },
          orderBy: { startsAt: "asc" },
          select: { seasonId: true, startsAt: true },
        })
      : [],
  ]);
  const upcoming = new Map<string, number>();
  for (const n of nights) if (!upcoming.has(n.seasonId)) upcoming.set(n.seasonId, n.startsAt.getTime());
  const nextOf = new Map(visible.map((s, i) => [s.id, nexts[i]]));
  const seasons = byActivity(
    boards
      .filter((b): b is Leaderboard => b !== null)
      .map((board) => ({ board, leaders: board.rows.filter((row) => row.rank === board.rows[0].rank) })),
    (id) => [nextOf.get(id)?.playedOn, upcoming.get(id)],
  );
  const next =
    nexts.filter((n): n is NextGame => n !== null).sort((a, b) => Date.parse(a.playedOn) - Date.parse(b.playedOn))[0] ??
    null;
  return { empty: false, hidden: seasons.length === 0, seasons, lastNight: await readLastNight(seasons), next };
}

/**
 * The season being played first: each season's latest activity is the latest of its last finished game, its next
 * planned or dealt game and its next scheduled night; the latest activity first, newest edition on a tie. A season
 * with none of them (nothing played, nothing planned) comes after every season that has one.
 */
function byActivity(
  seasons: HomeSeason[],
  planned: (seasonId: string) => Array<string | number | undefined>,
): HomeSeason[] {
  const activity = (s: HomeSeason) => {
    const times = [s.board.lastGame?.playedAt, ...planned(s.board.season.id)]
      .filter((t) => t !== undefined)
      .map((t) => (typeof t === "number" ? t : Date.parse(t)));
    return times.length ? Math.max(...times) : -Infinity;
  };
  const keyed = seasons.map((s) => ({ s, at: activity(s) }));
  keyed.sort((a, b) => b.at - a.at || b.s.board.season.edition - a.s.board.season.edition);
  return keyed.map((k) => k.s);
}

/**
 * Every finished table of the latest date any of the seasons played, in the seasons' order: one query, reading only
 * the games of that date.
 */
async function readLastNight(seasons: HomeSeason[]): Promise<LeagueHome["lastNight"]> {
  const latest = seasons
    .map((s) => s.board.lastGame?.playedAt)
    .filter((t): t is string => t !== undefined)
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  if (!latest) return null;
  const { day, where } = nightDay(latest);
  const order = new Map(seasons.map((s, i) => [s.board.season.id, i]));
  const games = await db.game.findMany({
    where: { status: "finished", seasonId: { in: [...order.keys()] }, playedOn: where },
    orderBy: { sequence: "asc" },
    select: {
      id: true,
      sequence: true,
      seasonId: true,
      seats: {
        orderBy: { turnOrder: "asc" },
        select: {
          playerId: true,
          armyColor: true,
          rank: true,
          points: true,
          player: { select: { displayName: true } },
        },
      },
    },
  });
  const season = new Map(seasons.map(({ board: { season: s } }) => [s.id, s]));
  const tables = games
    .sort((a, b) => order.get(a.seasonId)! - order.get(b.seasonId)! || a.sequence - b.sequence)
    .map((g): NightTable => {
      const s = season.get(g.seasonId)!;
      return {
        id: g.id,
        sequence: g.sequence,
        season: { id: s.id, edition: s.edition, name: s.name, systemId: s.systemId },
        seats: g.seats
          .map((seat) => ({
            playerId: seat.playerId,
            displayName: seat.player.displayName,
            armyColor: seat.armyColor,
            rank: seat.rank,
            points: seat.points,
          }))
          .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity)),
      };
    });
  return tables.length ? { day, tables } : null;
}
