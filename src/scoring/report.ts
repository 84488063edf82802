import { ratingsFromSeason, type PlayerRating } from "./rating";
import type { ScoringRules } from "./rules";
import { scoreSeason } from "./score-season";
import type { ScoredSeason } from "./season";
import { standingsFromSeason } from "./standings";
import { bestAndWorstGame, playerSeries, streaks } from "./statistics/player-form";
import { placementDistribution, resultsByObjective, resultsByTurnOrder } from "./statistics/player-results";
import { eliminationRecord, headToHead, rivalsFrom, type nemesisAndVictim } from "./statistics/player-rivals";
import { averageDuration, gameEndings, objectiveBalance, pointsRace, winRateByTurnOrder } from "./statistics/season";
import type { GameInput, StandingRow } from "./types";

export type PlayerReport = {
  playerId: string;
  /** the player's row of the season standings; null if they played no game */
  standing: StandingRow | null;
  series: ReturnType<typeof playerSeries>;
  placementDistribution: ReturnType<typeof placementDistribution>;
  resultsByTurnOrder: ReturnType<typeof resultsByTurnOrder>;
  resultsByObjective: ReturnType<typeof resultsByObjective>;
  headToHead: ReturnType<typeof headToHead>;
  eliminationRecord: ReturnType<typeof eliminationRecord>;
  streaks: ReturnType<typeof streaks>;
  bestAndWorstGame: ReturnType<typeof bestAndWorstGame>;
  nemesisAndVictim: ReturnType<typeof nemesisAndVictim>;
  /** null when ratings were not requested or the player played no game */
  rating: PlayerRating | null;
};

export type SeasonReport = {
  gamesPlayed: number;
  playerIds: string[];
  standings: StandingRow[];
  pointsRace: ReturnType<typeof pointsRace>;
  objectiveBalance: ReturnType<typeof objectiveBalance>;
  winRateByTurnOrder: ReturnType<typeof winRateByTurnOrder>;
  gameEndings: ReturnType<typeof gameEndings>;
  averageDuration: ReturnType<typeof averageDuration>;
  /** null when options.ratings is false */
  ratings: PlayerRating[] | null;
  /** every player's report, in standings order; null unless options.players is true */
  players: PlayerReport[] | null;
};

export type ReportOptions = {
  /** replay OpenSkill ratings (default true; the slowest part, ~20 µs per game) */
  ratings?: boolean;
  /** include every player's report (default false) */
  players?: boolean;
};

type Shared = { standings: StandingRow[]; ratings: PlayerRating[] | null };

/** A player's statistics from a scored season; pass `shared` to reuse standings and ratings already computed. */
export function playerReportFromSeason(season: ScoredSeason, playerId: string, shared?: Partial<Shared>): PlayerReport {
  const standings = shared?.standings ?? standingsFromSeason(season);
  const ratings = shared?.ratings === undefined ? ratingsFromSeason(season).players : shared.ratings;
  const rivals = headToHead(season, playerId);
  return {
    playerId,
    standing: standings.find((r) => r.playerId === playerId) ?? null,
    series: playerSeries(season, playerId),
    placementDistribution: placementDistribution(season, playerId),
    resultsByTurnOrder: resultsByTurnOrder(season, playerId),
    resultsByObjective: resultsByObjective(season, playerId),
    headToHead: rivals,
    eliminationRecord: eliminationRecord(season, playerId),
    streaks: streaks(season, playerId),
    bestAndWorstGame: bestAndWorstGame(season, playerId),
    nemesisAndVictim: rivalsFrom(rivals),
    rating: ratings?.find((r) => r.playerId === playerId) ?? null,
  };
}

/** Standings and every season statistic from one scoring pass over the games. */
export function seasonReportFromSeason(season: ScoredSeason, options: ReportOptions = {}): SeasonReport {
  const standings = standingsFromSeason(season);
  const ratings = options.ratings === false ? null : ratingsFromSeason(season).players;
  return {
    gamesPlayed: season.columns.gameIds.length,
    playerIds: season.playerIds,
    standings,
    pointsRace: pointsRace(season),
    objectiveBalance: objectiveBalance(season),
    winRateByTurnOrder: winRateByTurnOrder(season),
    gameEndings: gameEndings(season),
    averageDuration: averageDuration(season),
    ratings,
    players: options.players ? standings.map((row) => playerReportFromSeason(season, row.playerId, { standings, ratings })) : null,
  };
}

/** What the season pages show, computed in one call. Throws ScoringInputError for invalid games. */
export function computeSeasonReport(games: GameInput[], rules: ScoringRules, options: ReportOptions = {}): SeasonReport {
  return seasonReportFromSeason(scoreSeason(games, rules), options);
}

/** What a player's page shows. A player without games gets empty statistics and a null standing. */
export function computePlayerReport(
  games: GameInput[],
  rules: ScoringRules,
  playerId: string,
  options: Pick<ReportOptions, "ratings"> = {},
): PlayerReport {
  const season = scoreSeason(games, rules);
  return playerReportFromSeason(season, playerId, options.ratings === false ? { ratings: null } : {});
}
