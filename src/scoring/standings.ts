import type { ScoringRules } from "./rules";
import { scoreSeason } from "./score-season";
import type { ScoredSeason } from "./season";
import { StandingsAccumulator } from "./standings-state";
import type { GameInput, StandingRow } from "./types";

/** Index of the first game of the season's last date, or −1 when all games share one date. */
function lastDateStart(dates: readonly string[]): number {
  let i = dates.length - 1;
  if (i <= 0) return -1;
  while (i > 0 && dates[i - 1] === dates[dates.length - 1]) i--;
  return i === 0 ? -1 : i;
}

/** Standings of an already scored season, best first. */
export function standingsFromSeason(season: ScoredSeason): StandingRow[] {
  const { rules, scale, columns: c } = season;
  const acc = new StandingsAccumulator(c, season.playerIds, rules, false);
  const boundary = lastDateStart(c.dates);
  let previous: Map<string, number> | null = null;
  for (let g = 0; g < c.gameIds.length; g++) {
    if (g === boundary) {
      const { ranks } = acc.rank();
      previous = new Map(acc.active.map((s, r) => [s.playerId, ranks[r]]));
    }
    acc.add(g);
  }
  const before = previous as Map<string, number> | null;
  const { ranks, keys } = acc.rank();
  return acc.active.map((s, r): StandingRow => {
    const was = before?.get(s.playerId);
    return {
      rank: ranks[r],
      playerId: s.playerId,
      points: s.points / scale,
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
      movement: was === undefined ? null : was - ranks[r],
      discardedGameIds: s.counted.discardedRows().map((row) => c.gameIds[c.seatGame[row]]),
      totalWithoutDiscards: s.total / scale,
      tieBreak: { key: keys[r], shared: ranks[r - 1] === ranks[r] || ranks[r + 1] === ranks[r] },
    };
  });
}

/** Season standings, best first. Validates every game (ScoringInputError names the game). */
export function computeStandings(games: GameInput[], rules: ScoringRules): StandingRow[] {
  return standingsFromSeason(scoreSeason(games, rules));
}
