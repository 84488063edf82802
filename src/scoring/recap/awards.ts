import { roundPoints } from "../exact";
import type { ScoringRules } from "../rules";
import { scoreSeason } from "../score-season";
import type { ScoredSeason } from "../season";
import { StandingsAccumulator } from "../standings-state";
import { standingsFromSeason } from "../standings";
import type { GameInput, StandingRow } from "../types";

export type Award<T> = { value: number; holders: T[] } | null;
export type SeasonAwards = {
  standings: StandingRow[];
  /** most games won (shared wins count) */
  mostWins: Award<string>;
  /** highest objective points held in one game */
  bestObjectiveGame: Award<{ playerId: string; gameId: string }>;
  /** most opponents eliminated (seats whose `eliminatedBy` is the player) */
  mostEliminations: Award<string>;
  /** who eliminated whom most often (at least twice) */
  nemesisPairs: Award<{ eliminatorId: string; victimId: string }>;
  /** largest rise from the lowest standings rank held in the second half of the season to the final rank */
  biggestClimb: Award<{ playerId: string; from: number; to: number }>;
};

function best<T>(entries: Iterable<[T, number]>, minimum: number): Award<T> {
  let value = -Infinity;
  let holders: T[] = [];
  for (const [holder, v] of entries) {
    if (v > value) [value, holders] = [v, [holder]];
    else if (v === value) holders.push(holder);
  }
  return holders.length && value >= minimum ? { value, holders } : null;
}

/**
 * The end-of-Torneo awards, from the season's games. Ties are shared: every holder of the best value is listed,
 * in standings order for players (then by id). An award nobody earned (no eliminations at all …) is null.
 */
export function seasonAwards(games: readonly GameInput[], rules: ScoringRules): SeasonAwards {
  return seasonAwardsFromSeason(scoreSeason(games, rules));
}

/** seasonAwards of an already scored season: one pass over its games (linear in the season, tests/unit/scoring/linear-time.test.ts). */
export function seasonAwardsFromSeason(season: ScoredSeason): SeasonAwards {
  const ordered = season.games;
  const standings = standingsFromSeason(season);
  const order = new Map(standings.map((r, i) => [r.playerId, i]));
  const byStanding = <T>(a: Award<T>, key: (h: T) => string): Award<T> =>
    a && {
      ...a,
      holders: [...a.holders].sort(
        (x, y) => (order.get(key(x)) ?? 0) - (order.get(key(y)) ?? 0) || key(x).localeCompare(key(y)),
      ),
    };

  const eliminations = new Map<string, number>();
  const pairs = new Map<string, number>();
  const objectiveGames: Array<[{ playerId: string; gameId: string }, number]> = [];
  for (const g of ordered) {
    for (const s of g.seats) {
      objectiveGames.push([{ playerId: s.playerId, gameId: g.id }, s.objectivePoints]);
      if (s.eliminatedOrder !== null && s.eliminatedBy) {
        eliminations.set(s.eliminatedBy, (eliminations.get(s.eliminatedBy) ?? 0) + 1);
        const key = `${s.eliminatedBy}\u0000${s.playerId}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  // One best game per player: a player's second game with the same score is not a second holder.
  const seen = new Set<string>();
  const bestGame = best(objectiveGames, 1);
  const bestObjectiveGame = bestGame && {
    ...bestGame,
    holders: bestGame.holders.filter((h) => !seen.has(h.playerId) && seen.add(h.playerId)),
  };

  return {
    standings,
    mostWins: byStanding(
      best(
        standings.map((r) => [r.playerId, r.wins]),
        1,
      ),
      (p) => p,
    ),
    bestObjectiveGame: byStanding(bestObjectiveGame, (h) => h.playerId),
    mostEliminations: byStanding(best(eliminations, 1), (p) => p),
    nemesisPairs: byStanding(
      best(
        [...pairs].map(([k, n]) => {
          const [eliminatorId, victimId] = k.split("\u0000");
          return [{ eliminatorId, victimId }, n];
        }),
        2,
      ),
      (h) => h.eliminatorId,
    ),
    biggestClimb: byStanding(climbs(season, standings), (h) => h.playerId),
  };
}

/**
 * The lowest rank each player held after any game of the second half, from one pass over the season: the standings
 * are updated game by game (StandingsAccumulator, as the timeline does) and ranked after each game of the second
 * half, instead of being computed again from the first game for each (quadratic: 7 s for 2,000 games).
 */
function climbs(season: ScoredSeason, final: StandingRow[]): Award<{ playerId: string; from: number; to: number }> {
  const n = season.columns.gameIds.length;
  const acc = new StandingsAccumulator(season.columns, season.playerIds, season.rules, true);
  const lowest = new Int32Array(season.playerIds.length);
  const from = Math.max(1, Math.ceil(n / 2)) - 1;
  for (let g = 0; g < n; g++) {
    acc.add(g);
    if (g < from) continue;
    const { ranks } = acc.rank();
    acc.active.forEach((s, r) => {
      if (ranks[r] > lowest[s.idx]) lowest[s.idx] = ranks[r];
    });
  }
  const index = new Map(season.playerIds.map((id, p) => [id, p]));
  return best(
    final.map((r) => {
      const low = lowest[index.get(r.playerId) as number] || r.rank;
      return [{ playerId: r.playerId, from: low, to: r.rank }, low - r.rank];
    }),
    1,
  );
}

/** One line per player for the season recap: final place, points, wins, podiums, best single game. */
export type SeasonLine = {
  playerId: string;
  rank: number;
  points: number;
  gamesPlayed: number;
  wins: number;
  podiums: number;
  bestGame: number;
  completions: number;
};
export function seasonLines(standings: readonly StandingRow[]): SeasonLine[] {
  return standings.map((r) => ({
    playerId: r.playerId,
    rank: r.rank,
    points: roundPoints(r.points),
    gamesPlayed: r.gamesPlayed,
    wins: r.wins,
    podiums: r.podiums,
    bestGame: roundPoints(r.bestGame),
    completions: r.completions,
  }));
}
