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
    for (let r = 0; r < active.length; r++) ranks[active[r].idx][g] = ranked[r];
    // points change only at a player's own games; the games in between are filled in below,
    // one player at a time (36 scattered writes per game cost more than the ranking)
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++) {
      const s = acc.states[c.player[row]];
      points[s.idx][g] = s.points / scale;
      totals[s.idx][g] = s.total / scale;
    }
  }
  for (let p = 0; p < playerIds.length; p++) {
    const pts = points[p];
    const tot = totals[p];
    for (let g = 1; g < n; g++) {
      if (pts[g] !== pts[g] && ranks[p][g] !== 0) {
        pts[g] = pts[g - 1];
        tot[g] = tot[g - 1];
      }
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
