import { ScoringInputError } from "./errors";
import { compileFormula } from "./formulas";
import { rankSeats } from "./rank-game";
import { orderStandings } from "./rank-rows";
import type { ScoringRules } from "./rules";
import { sortGames, type ScoredSeason } from "./season";
import { StandingsAccumulator } from "./standings-state";
import type { GameInput, StandingRow } from "./types";
import { validateGame } from "./validate-game";

/** Index of the first game of the season's last date, or -1 when all games share one date. */
function lastDateStart(games: ReadonlyArray<{ playedAt: string }>): number {
  if (games.length === 0) return -1;
  const last = games[games.length - 1].playedAt.slice(0, 10);
  let i = games.length - 1;
  while (i > 0 && games[i - 1].playedAt.slice(0, 10) === last) i--;
  return i === 0 ? -1 : i;
}

function snapshot(acc: StandingsAccumulator, rules: ScoringRules): Map<string, number> {
  const { order, ranks } = orderStandings(acc.active, rules, acc.headToHead);
  return new Map(order.map((s, r) => [s.playerId, ranks[r]]));
}

function rows(acc: StandingsAccumulator, rules: ScoringRules, scale: number, previous: Map<string, number> | null): StandingRow[] {
  const { order, ranks, keys } = orderStandings(acc.active, rules, acc.headToHead);
  return order.map((s, r): StandingRow => {
    const before = previous?.get(s.playerId);
    return {
      rank: ranks[r],
      playerId: s.playerId,
      points: s.counted.sum / scale,
      gamesPlayed: s.played,
      gamesCounted: s.counted.counted,
      wins: s.wins,
      bestGame: s.best / scale,
      objectivePoints: s.objectivePoints,
      completions: s.completions,
      qualified: s.played >= rules.minGames,
      podiums: s.podiums,
      averageRank: s.rankSum / s.played,
      averageObjectivePoints: s.objectivePoints / s.played,
      eliminations: s.eliminations,
      movement: before === undefined ? null : before - ranks[r],
      discardedGameIds: s.counted.discarded().map((e) => e.gameId),
      totalWithoutDiscards: s.total / scale,
      tieBreak: { key: keys[r], shared: ranks[r - 1] === ranks[r] || ranks[r + 1] === ranks[r] },
    };
  });
}

/** Standings of an already scored season (same result as computeStandings). */
export function standingsFromSeason(season: ScoredSeason): StandingRow[] {
  const acc = new StandingsAccumulator(season.playerIds, season.rules);
  const boundary = lastDateStart(season.games);
  let previous: Map<string, number> | null = null;
  for (const game of season.games) {
    if (game.index === boundary) previous = snapshot(acc, season.rules);
    acc.add(game);
  }
  return rows(acc, season.rules, season.scale, previous);
}

/**
 * Season standings, best first. Validates every game (ScoringInputError names the game). A lean
 * pass: no per-seat objects, so 100k seat results fit in the performance budget.
 */
export function computeStandings(games: GameInput[], rules: ScoringRules): StandingRow[] {
  const formula = compileFormula(rules.formula);
  const ids = new Set<string>();
  const players = new Set<string>();
  for (const game of games) {
    validateGame(game);
    if (ids.has(game.id)) throw new ScoringInputError(`Game "${game.id}"`, [{ path: "id", message: "two games have this id" }], game.id);
    ids.add(game.id);
    for (const seat of game.seats) players.add(seat.playerId);
  }
  const ordered = sortGames(games);
  const acc = new StandingsAccumulator([...players].sort(), rules);
  const boundary = lastDateStart(ordered);
  let previous: Map<string, number> | null = null;
  const ranks: number[] = [];
  const scaled: number[] = [];
  ordered.forEach((game, index) => {
    if (index === boundary) previous = snapshot(acc, rules);
    rankSeats(game.seats, rules.gameTieBreak, ranks);
    formula.score(game.id, game.seats, ranks, scaled);
    acc.addSeats(game.id, index, game.seats, ranks, scaled);
  });
  return rows(acc, rules, formula.scale, previous);
}
