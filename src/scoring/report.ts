import { ratingsFromSeason, type PlayerRating } from "./rating";
import type { ScoringRules } from "./rules";
import { scoreSeason } from "./score-season";
import type { ScoredSeason } from "./season";
import { standingsTimeline } from "./timeline";
import type { bestAndWorstGame, PlayerSeries, streaks } from "./statistics/player-form";
import { emptyStatistics, PlayerPass, seriesOf } from "./statistics/player-pass";
import type { placementDistribution, resultsByObjective, resultsByTurnOrder } from "./statistics/player-results";
import { rivalsFrom, type eliminationRecord, type headToHead, type nemesisAndVictim } from "./statistics/player-rivals";
import { playerIndex } from "./statistics/shared";
import {
  averageDuration,
  eliminationMatrix,
  gameEndings,
  objectiveBalance,
  pointsRace,
  sdadataRounds,
  turnAdjacency,
  winRateByTurnOrder,
} from "./statistics/season";
import type { GameInput, StandingRow } from "./types";

export type PlayerReport = {
  playerId: string;
  /** the player's row of the season standings; null if they played no game */
  standing: StandingRow | null;
  /** columns, one entry per season game; `seriesPoints(series)` gives SeriesPoint objects */
  series: PlayerSeries;
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
  eliminationMatrix: ReturnType<typeof eliminationMatrix>;
  turnAdjacency: ReturnType<typeof turnAdjacency>;
  sdadataRounds: ReturnType<typeof sdadataRounds>;
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
  const p = playerIndex(season, playerId);
  return reportOf(
    season,
    playerId,
    p,
    p === -1 ? null : new PlayerPass(season, [p], standingsTimeline(season).headToHead),
    {
      standings: shared?.standings ?? standingsTimeline(season).standings,
      ratings: shared?.ratings === undefined ? ratingsFromSeason(season).players : shared.ratings,
    },
  );
}

/** `pass` holds the statistics of season player `p`; null when the player played no game. */
function reportOf(
  season: ScoredSeason,
  playerId: string,
  p: number,
  pass: PlayerPass | null,
  { standings, ratings }: Shared,
): PlayerReport {
  const stats = pass === null ? emptyStatistics() : pass.statistics(p);
  return {
    playerId,
    standing: standings.find((r) => r.playerId === playerId) ?? null,
    series: seriesOf(standingsTimeline(season), p),
    placementDistribution: stats.placementDistribution,
    resultsByTurnOrder: stats.resultsByTurnOrder,
    resultsByObjective: stats.resultsByObjective,
    headToHead: stats.headToHead,
    eliminationRecord: stats.eliminationRecord,
    streaks: stats.streaks,
    bestAndWorstGame: stats.bestAndWorstGame,
    nemesisAndVictim: rivalsFrom(stats.headToHead),
    rating: ratings?.find((r) => r.playerId === playerId) ?? null,
  };
}

/** Every player's report, from one pass over the season's seat rows (see PlayerPass). */
function everyPlayerReport(season: ScoredSeason, shared: Shared): PlayerReport[] {
  const pass = new PlayerPass(
    season,
    season.playerIds.map((_, p) => p),
    standingsTimeline(season).headToHead,
  );
  return shared.standings.map((row) => reportOf(season, row.playerId, playerIndex(season, row.playerId), pass, shared));
}

/** Standings and every season statistic from one scoring pass over the games. */
export function seasonReportFromSeason(season: ScoredSeason, options: ReportOptions = {}): SeasonReport {
  // the timeline (needed by the points race and the player series) ends with the final standings
  const standings = standingsTimeline(season).standings;
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
    eliminationMatrix: eliminationMatrix(season),
    turnAdjacency: turnAdjacency(season),
    sdadataRounds: sdadataRounds(season),
    ratings,
    players: options.players ? everyPlayerReport(season, { standings, ratings }) : null,
  };
}

/** What the season pages show, computed in one call. Throws ScoringInputError for invalid games. */
export function computeSeasonReport(
  games: GameInput[],
  rules: ScoringRules,
  options: ReportOptions = {},
): SeasonReport {
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
