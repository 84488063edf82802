import "server-only";
import { scoreSeason, seasonReportFromSeason, type SeasonReport } from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";

export type SeasonStats = {
  season: SeasonInfo;
  report: SeasonReport;
  players: Record<string, SeasonPlayer>;
  objectives: Record<string, { number: number; name: string }>;
  sequences: Record<string, number>;
};

/** Season statistics (points race, objective balance, turn order, endings, durations) from src/scoring. */
export function getSeasonStats(leagueId: string, edition: number): Promise<SeasonStats | null> {
  return memo(`season-stats ${leagueId} ${edition}`, () => computeSeasonStats(leagueId, edition), leagueId);
}

async function computeSeasonStats(leagueId: string, edition: number): Promise<SeasonStats | null> {
  const data = await loadSeasonData(leagueId, edition);
  if (!data) return null;
  const objectives = await db.objective.findMany({
    where: { seasonId: data.season.id },
    select: { id: true, number: true, name: true },
  });
  return {
    season: data.season,
    report: seasonReportFromSeason(scoreSeason(data.games, data.rules), { ratings: false }),
    players: Object.fromEntries(data.players),
    objectives: Object.fromEntries(objectives.map((o) => [o.id, { number: o.number, name: o.name }])),
    sequences: Object.fromEntries(data.games.map((g) => [g.id, g.sequence])),
  };
}
