import type { ScoredSeason } from "./season";
import { StandingsAccumulator } from "./standings-state";

/** The standings after every game of the season (for races and rank charts). */
export type Timeline = {
  games: Array<{ gameId: string; date: string; index: number }>;
  /** per player (index of season.playerIds), per game: counted points; NaN before the first game */
  points: Float64Array[];
  /** total without discards */
  totals: Float64Array[];
  /** standings rank; 0 before the first game */
  ranks: Int32Array[];
};

const cache = new WeakMap<ScoredSeason, Timeline>();

/** Computed once per scored season and cached: O(games × players), a nearly sorted re-sort per game. */
export function standingsTimeline(season: ScoredSeason): Timeline {
  const cached = cache.get(season);
  if (cached) return cached;
  const { rules, scale, columns: c, playerIds } = season;
  const n = c.gameIds.length;
  const acc = new StandingsAccumulator(c, playerIds, rules, true);
  const points = playerIds.map(() => new Float64Array(n).fill(NaN));
  const totals = playerIds.map(() => new Float64Array(n).fill(NaN));
  const ranks = playerIds.map(() => new Int32Array(n));
  for (let g = 0; g < n; g++) {
    acc.add(g);
    const ranked = acc.rank().ranks;
    const active = acc.active;
    for (let r = 0; r < active.length; r++) {
      const s = active[r];
      points[s.idx][g] = s.counted.sum / scale;
      totals[s.idx][g] = s.counted.all / scale;
      ranks[s.idx][g] = ranked[r];
    }
  }
  const timeline: Timeline = {
    games: c.gameIds.map((gameId, index) => ({ gameId, date: c.dates[index], index })),
    points,
    totals,
    ranks,
  };
  cache.set(season, timeline);
  return timeline;
}
