import type { ScoredSeason } from "./season";
import { lastDateStart, StandingsAccumulator, standingRows, type HeadToHeadCounts } from "./standings-state";
import type { StandingRow } from "./types";

/**
 * The standings after every game of the season (for races, rank charts and player series), plus
 * the final standings they end with. Every per-player, per-game quantity is one row per player
 * (index of season.playerIds), a view of one buffer per quantity; reports hand out these views
 * without copying, so they are read-only.
 */
export type Timeline = {
  games: Array<{ gameId: string; date: string; index: number }>;
  /** per player, per game: counted points; NaN before the first game */
  points: Float64Array[];
  /** total without discards */
  totals: Float64Array[];
  /** standings rank; 0 before the first game */
  ranks: Int32Array[];
  /** 1 where the player played the game */
  played: Uint8Array[];
  /** rank in the game; 0 where the player did not play */
  gameRanks: Int32Array[];
  /** tournament points of the game; NaN where the player did not play */
  gamePoints: Float64Array[];
  /** the standings after the last game (equal to standingsFromSeason) */
  standings: StandingRow[];
  /** games together, finishes ahead and eliminations per pair of players, over the season */
  headToHead: HeadToHeadCounts;
};

const cache = new WeakMap<ScoredSeason, Timeline>();

/** The season's timeline if it was already computed (standingsFromSeason then reads its final standings). */
export function cachedTimeline(season: ScoredSeason): Timeline | undefined {
  return cache.get(season);
}

/** Games last + 1 … until − 1 of a player's row (at `base`) repeat game `last`, or are NaN before the first game. */
function fillSince(points: Float64Array, totals: Float64Array, base: number, last: number, until: number) {
  // a loop, not TypedArray.prototype.fill: most gaps are a few games and a builtin call costs more
  const p = last === -1 ? NaN : points[base + last];
  for (let g = base + last + 1; g < base + until; g++) points[g] = p;
  if (totals === points) return;
  const t = last === -1 ? NaN : totals[base + last];
  for (let g = base + last + 1; g < base + until; g++) totals[g] = t;
}

/** Games from … until − 1 of a player's row (at `base`) hold `rank` (0 needs no write). */
function fillRank(ranks: Int32Array, base: number, from: number, until: number, rank: number) {
  if (rank !== 0) for (let g = base + from; g < base + until; g++) ranks[g] = rank;
}

/** Computed once per scored season and cached: O(games × players), a nearly sorted re-sort per game. */
export function standingsTimeline(season: ScoredSeason): Timeline {
  const cached = cache.get(season);
  if (cached) return cached;
  const { rules, scale, columns: c, playerIds } = season;
  const n = c.gameIds.length;
  const acc = new StandingsAccumulator(c, playerIds, rules, true);
  const size = playerIds.length;
  // one buffer per quantity, player-major: each player's row is a view
  const pointsAll = new Float64Array(size * n);
  // without discards the total is the points: one buffer serves both (the rows are read-only)
  const discards = rules.discards.mode !== "none";
  const totalsAll = discards ? new Float64Array(size * n) : pointsAll;
  const ranksAll = new Int32Array(size * n);
  const playedAll = new Uint8Array(size * n);
  const gameRanksAll = new Int32Array(size * n);
  const gamePointsAll = new Float64Array(size * n).fill(NaN);
  /** per player: the last game whose points are written, −1 before their first game */
  const written = new Int32Array(size).fill(-1);
  /** per player: the current standings rank (0 before their first game) and the game it took effect */
  const rank = new Int32Array(size);
  const rankSince = new Int32Array(size);
  for (let g = 0; g < n; g++) {
    acc.add(g);
    const ranked = acc.rank().ranks;
    const active = acc.active;
    // a rank is written when it changes, and the games since its last change are filled then:
    // writing every player's rank after every game would touch a far-apart row per player per game
    for (let r = 0; r < active.length; r++) {
      const p = active[r].idx;
      if (ranked[r] !== rank[p]) {
        fillRank(ranksAll, p * n, rankSince[p], g, rank[p]);
        rank[p] = ranked[r];
        rankSince[p] = g;
      }
    }
    // points change only at a player's own games: the games in between are filled with the
    // previous value when the player plays again (one contiguous fill instead of a write per
    // player per game)
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++) {
      const p = c.player[row];
      const s = acc.states[p];
      const at = p * n + g;
      fillSince(pointsAll, totalsAll, p * n, written[p], g);
      pointsAll[at] = s.points / scale;
      if (discards) totalsAll[at] = s.total / scale;
      playedAll[at] = 1;
      gameRanksAll[at] = c.rank[row];
      gamePointsAll[at] = c.scaled[row] / scale;
      written[p] = g;
    }
  }
  for (let p = 0; p < size; p++) {
    fillSince(pointsAll, totalsAll, p * n, written[p], n);
    fillRank(ranksAll, p * n, rankSince[p], n, rank[p]);
  }
  const rows = <T extends Float64Array | Int32Array | Uint8Array>(all: T) =>
    playerIds.map((_, p) => all.subarray(p * n, (p + 1) * n) as T);
  const boundary = lastDateStart(c.dates);
  const timeline: Timeline = {
    games: c.gameIds.map((gameId, index) => ({ gameId, date: c.dates[index], index })),
    points: rows(pointsAll),
    totals: rows(totalsAll),
    ranks: rows(ranksAll),
    played: rows(playedAll),
    gameRanks: rows(gameRanksAll),
    gamePoints: rows(gamePointsAll),
    // the standings before the last date are the timeline's ranks after the game before it
    standings: standingRows(season, acc, (p) => (boundary === -1 ? 0 : ranksAll[p * n + boundary - 1])),
    headToHead: acc.headToHead,
  };
  cache.set(season, timeline);
  return timeline;
}
