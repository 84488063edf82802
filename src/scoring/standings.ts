import type { ScoringRules } from "./rules";
import { scoreSeason } from "./score-season";
import type { ScoredSeason } from "./season";
import { lastDateStart, StandingsAccumulator, standingRows } from "./standings-state";
import { cachedTimeline } from "./timeline";
import type { GameInput, StandingRow } from "./types";

/** Standings of an already scored season, best first (the timeline's, when it was computed). */
export function standingsFromSeason(season: ScoredSeason): StandingRow[] {
  const cached = cachedTimeline(season);
  if (cached) return cached.standings.slice();
  const { rules, columns: c } = season;
  const acc = new StandingsAccumulator(c, season.playerIds, rules, false);
  const boundary = lastDateStart(c.dates);
  let previous: Int32Array | null = null;
  for (let g = 0; g < c.gameIds.length; g++) {
    if (g === boundary) {
      const { ranks } = acc.rank();
      previous = new Int32Array(season.playerIds.length);
      acc.active.forEach((s, r) => ((previous as Int32Array)[s.idx] = ranks[r]));
    }
    acc.add(g);
  }
  const before = previous;
  return standingRows(season, acc, (p) => (before ? before[p] : 0));
}

/** Season standings, best first. Validates every game (ScoringInputError names the game). */
export function computeStandings(games: GameInput[], rules: ScoringRules): StandingRow[] {
  return standingsFromSeason(scoreSeason(games, rules));
}
