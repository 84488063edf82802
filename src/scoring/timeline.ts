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

/** Games last + 1 … until − 1 of a player's row (at `base`) repeat game `last`, or are NaN before the first game. */
function fillSince(points: Float64Array, totals: Float64Array, base: number, last: number, until: number) {
  // a loop, not TypedArray.prototype.fill: most gaps are a few games and a builtin call costs more
  const p = last === -1 ? NaN : points[base + last];
  const t = last === -1 ? NaN : totals[base + last];
  for (let g = base + last + 1; g < base + until; g++) {
    points[g] = p;
    totals[g] = t;
  }
}

/** Computed once per scored season and cached: O(games × players), a nearly sorted re-sort per game. */
export function standingsTimeline(season: ScoredSeason): Timeline {
  const cached = cache.get(season);
  if (cached) return cached;
  const { rules, scale, columns: c, playerIds } = season;
  const n = c.gameIds.length;
  const acc = new StandingsAccumulator(c, playerIds, rules, true);
  const size = playerIds.length;
  // one buffer per quantity, player-major: each player's row is a view (a Float64Array as before)
  const pointsAll = new Float64Array(size * n);
  const totalsAll = new Float64Array(size * n);
  const ranksAll = new Int32Array(size * n);
  /** per player: the last game whose points are written, −1 before their first game */
  const written = new Int32Array(size).fill(-1);
  for (let g = 0; g < n; g++) {
    acc.add(g);
    const ranked = acc.rank().ranks;
    const active = acc.active;
    for (let r = 0; r < active.length; r++) ranksAll[active[r].idx * n + g] = ranked[r];
    // points change only at a player's own games: the games in between are filled with the
    // previous value when the player plays again (one contiguous fill instead of a write per
    // player per game)
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++) {
      const p = c.player[row];
      const s = acc.states[p];
      fillSince(pointsAll, totalsAll, p * n, written[p], g);
      pointsAll[p * n + g] = s.points / scale;
      totalsAll[p * n + g] = s.total / scale;
      written[p] = g;
    }
  }
  for (let p = 0; p < size; p++) fillSince(pointsAll, totalsAll, p * n, written[p], n);
  const row = <T extends Float64Array | Int32Array>(all: T, p: number) => all.subarray(p * n, (p + 1) * n) as T;
  const points = playerIds.map((_, p) => row(pointsAll, p));
  const totals = playerIds.map((_, p) => row(totalsAll, p));
  const ranks = playerIds.map((_, p) => row(ranksAll, p));
  const timeline: Timeline = {
    games: c.gameIds.map((gameId, index) => ({ gameId, date: c.dates[index], index })),
    points,
    totals,
    ranks,
  };
  cache.set(season, timeline);
  return timeline;
}
