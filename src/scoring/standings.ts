import { orderStandings } from "./rank-rows";
import type { ScoringRules } from "./rules";
import { scoreSeason, type ScoredSeason } from "./season";
import { StandingsAccumulator } from "./standings-state";
import type { GameInput, StandingRow } from "./types";

/** Index of the first game of the season's last date, or -1 when all games share one date. */
function lastDateStart(season: ScoredSeason): number {
  const games = season.games;
  if (games.length === 0) return -1;
  const last = games[games.length - 1].date;
  let i = games.length - 1;
  while (i > 0 && games[i - 1].date === last) i--;
  return i === 0 ? -1 : i;
}

/** Standings of an already scored season. */
export function standingsFromSeason(season: ScoredSeason): StandingRow[] {
  const { rules, scale } = season;
  const acc = new StandingsAccumulator(season.playerIds, rules);
  const boundary = lastDateStart(season);
  let previous: Map<string, number> | null = null;
  season.games.forEach((game, i) => {
    if (i === boundary) {
      const before = orderStandings(acc.active, rules, acc.headToHead);
      previous = new Map(before.order.map((s, r) => [s.playerId, before.ranks[r]]));
    }
    acc.add(game);
  });
  const prev = previous as Map<string, number> | null;
  const { order, ranks, keys } = orderStandings(acc.active, rules, acc.headToHead);
  return order.map((s, r): StandingRow => {
    const before = prev?.get(s.playerId);
    const shared = ranks[r - 1] === ranks[r] || ranks[r + 1] === ranks[r];
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
      tieBreak: { key: keys[r], shared },
    };
  });
}

/** Season standings, best first. Validates every game (ScoringInputError names the game). */
export function computeStandings(games: GameInput[], rules: ScoringRules): StandingRow[] {
  return standingsFromSeason(scoreSeason(games, rules));
}
