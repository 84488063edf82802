import "server-only";
import {
  playerReportFromSeason,
  ratingsFromSeason,
  roundPoints,
  scoreSeason,
  standingsFromSeason,
  type PlayerReport,
} from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";

export type PlayerSummary = {
  id: string;
  displayName: string;
  nickname: string | null;
  armyName: string | null;
  armyColor: string;
  active: boolean;
};

export async function listPlayers(leagueId: string): Promise<PlayerSummary[]> {
  return db.player.findMany({
    where: { leagueId },
    orderBy: [{ active: "desc" }, { displayName: "asc" }],
    select: { id: true, displayName: true, nickname: true, armyName: true, armyColor: true, active: true },
  });
}

export type PlayerStats = {
  player: PlayerSummary;
  season: SeasonInfo;
  report: PlayerReport;
  /** names and colours of everyone met, by player id */
  players: Record<string, SeasonPlayer>;
  objectives: Record<string, { number: number; name: string }>;
  sequences: Record<string, number>;
};

/** A player's statistics in one season (standings, series, splits, rivals, rating), all computed by src/scoring. */
export function getPlayerStats(leagueId: string, playerId: string, edition: number): Promise<PlayerStats | null> {
  return memo(
    `player-stats ${leagueId} ${playerId} ${edition}`,
    () => computePlayerStats(leagueId, playerId, edition),
    leagueId,
  );
}

async function computePlayerStats(leagueId: string, playerId: string, edition: number): Promise<PlayerStats | null> {
  const [player, data] = await Promise.all([
    db.player.findFirst({
      where: { id: playerId, leagueId },
      select: { id: true, displayName: true, nickname: true, armyName: true, armyColor: true, active: true },
    }),
    loadSeasonData(leagueId, edition),
  ]);
  if (!player || !data) return null;
  const objectives = await db.objective.findMany({
    where: { seasonId: data.season.id },
    select: { id: true, number: true, name: true },
  });
  const scored = scoreSeason(data.games, data.rules);
  const report = playerReportFromSeason(scored, playerId, {
    standings: standingsFromSeason(scored),
    ratings: ratingsFromSeason(scored).players,
  });
  if (report.standing) report.standing = { ...report.standing, points: roundPoints(report.standing.points) };
  return {
    player,
    season: data.season,
    report,
    players: Object.fromEntries(data.players),
    objectives: Object.fromEntries(objectives.map((o) => [o.id, { number: o.number, name: o.name }])),
    sequences: Object.fromEntries(data.games.map((g) => [g.id, g.sequence])),
  };
}

/**
 * The newest of `editions` (the seasons the reader may see) in which the player has a finished game, or null: a
 * player page opens there rather than on a newer season the player has not played yet. One query.
 */
export async function lastSeasonPlayed(leagueId: string, playerId: string, editions: number[]): Promise<number | null> {
  const season = await db.season.findFirst({
    where: {
      leagueId,
      edition: { in: editions },
      games: { some: { status: "finished", seats: { some: { playerId } } } },
    },
    orderBy: { edition: "desc" },
    select: { edition: true },
  });
  return season?.edition ?? null;
}
