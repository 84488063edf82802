import { orderStandings } from "./rank-rows";
import type { ScoredSeason } from "./season";
import { StandingsAccumulator } from "./standings-state";

/** The standings after every game of the season (for races and rank charts). */
export type Timeline = {
  games: Array<{ gameId: string; date: string; index: number }>;
  /** per player: counted points after each game (null before the player's first game) */
  points: Map<string, Array<number | null>>;
  /** per player: total without discards after each game */
  totals: Map<string, Array<number | null>>;
  /** per player: standings rank after each game */
  ranks: Map<string, Array<number | null>>;
};

const cache = new WeakMap<ScoredSeason, Timeline>();

/** Computed once per scored season and cached: O(games × players) with a nearly sorted re-sort per game. */
export function standingsTimeline(season: ScoredSeason): Timeline {
  const cached = cache.get(season);
  if (cached) return cached;
  const { rules, scale, games, playerIds } = season;
  const acc = new StandingsAccumulator(playerIds, rules);
  const empty = () => new Array<number | null>(games.length).fill(null);
  const points = playerIds.map(empty);
  const totals = playerIds.map(empty);
  const ranks = playerIds.map(empty);
  games.forEach((game, g) => {
    acc.add(game);
    const ordering = orderStandings(acc.active, rules, acc.headToHead);
    ordering.order.forEach((s, r) => {
      points[s.idx][g] = s.counted.sum / scale;
      totals[s.idx][g] = s.total / scale;
      ranks[s.idx][g] = ordering.ranks[r];
    });
  });
  const byPlayer = (rows: Array<Array<number | null>>) => new Map(playerIds.map((id, i) => [id, rows[i]]));
  const timeline: Timeline = {
    games: games.map((g) => ({ gameId: g.id, date: g.date, index: g.index })),
    points: byPlayer(points),
    totals: byPlayer(totals),
    ranks: byPlayer(ranks),
  };
  cache.set(season, timeline);
  return timeline;
}
