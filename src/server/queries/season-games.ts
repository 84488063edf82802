import "server-only";
import { dealsObjectives, roundPoints, scoreSeason } from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";
import { loadSeasonData, type SeasonInfo, type SeasonPlayer } from "@/server/queries/season-data";

export type NextGame = {
  id: string;
  sequence: number;
  playedOn: string;
  status: string;
  /** a planned play of another game than RisiKo! (fair tables, decision 0062): seated, its result to be recorded */
  awaitingResult: boolean;
};

/** The earliest game of the season still to be played (planned or dealt). */
export async function getNextGame(seasonId: string): Promise<NextGame | null> {
  const game = await db.game.findFirst({
    where: { seasonId, status: { in: ["planned", "dealt"] } },
    orderBy: [{ playedOn: "asc" }, { sequence: "asc" }],
    select: { id: true, sequence: true, playedOn: true, status: true, season: { select: { systemId: true } } },
  });
  if (!game) return null;
  const { season, ...rest } = game;
  return {
    ...rest,
    playedOn: game.playedOn.toISOString(),
    awaitingResult: game.status === "planned" && !dealsObjectives(season.systemId),
  };
}

export type SeasonGameRow = {
  id: string;
  sequence: number;
  playedAt: string;
  endReason: string | null;
  seats: Array<{
    player: SeasonPlayer;
    turnOrder: number;
    rank: number;
    points: number;
    objectivePoints: number;
    objectiveTotal: number;
    objectiveCompleted: boolean;
    eliminatedOrder: number | null;
    objective: { number: number; name: string } | null;
  }>;
};

/**
 * Games per page of the games list: its HTML stays the same size whatever the season's length, and under the
 * 150 kB a member page may weigh with its RSC payload (issue 25, decision 0056; 40 a page weighed 426 kB).
 */
export const GAMES_PER_PAGE = 10;

export type SeasonGamesPage = {
  season: SeasonInfo;
  games: SeasonGameRow[];
  total: number;
  page: number;
  pages: number;
};

/**
 * One page (1 = the latest games) of a season's finished games, latest first, with their tables (objectives are
 * public once finished); null when the season does not exist. A page past the last one has no games.
 */
export async function listSeasonGames(leagueId: string, edition: number, page = 1): Promise<SeasonGamesPage | null> {
  const all = await memo(`season-games ${leagueId} ${edition}`, () => allSeasonGames(leagueId, edition), leagueId);
  if (!all) return null;
  const pages = Math.max(1, Math.ceil(all.games.length / GAMES_PER_PAGE));
  return {
    season: all.season,
    games: all.games.slice((page - 1) * GAMES_PER_PAGE, page * GAMES_PER_PAGE),
    total: all.games.length,
    page,
    pages,
  };
}

async function allSeasonGames(
  leagueId: string,
  edition: number,
): Promise<{ season: SeasonInfo; games: SeasonGameRow[] } | null> {
  const data = await loadSeasonData(leagueId, edition);
  if (!data) return null;
  const objectives = new Map(
    (
      await db.objective.findMany({
        where: { seasonId: data.season.id },
        select: { id: true, number: true, name: true },
      })
    ).map((o) => [o.id, o]),
  );
  const scored = scoreSeason(data.games, data.rules);
  const sequence = new Map(data.games.map((g) => [g.id, g.sequence]));
  return {
    season: data.season,
    games: [...scored.games].reverse().map((g) => ({
      id: g.id,
      sequence: sequence.get(g.id)!,
      playedAt: g.playedAt,
      endReason: g.endReason,
      seats: g.seats
        .map((s) => ({
          player: data.players.get(s.playerId)!,
          turnOrder: s.turnOrder,
          rank: s.rank,
          points: roundPoints(s.points),
          objectivePoints: s.objectivePoints,
          objectiveTotal: s.objectiveTotal,
          objectiveCompleted: s.objectiveCompleted,
          eliminatedOrder: s.eliminatedOrder,
          objective: s.objectiveId ? (objectives.get(s.objectiveId) ?? null) : null,
        }))
        .sort((a, b) => a.rank - b.rank || a.turnOrder - b.turnOrder),
    })),
  };
}
