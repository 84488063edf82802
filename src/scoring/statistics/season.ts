import type { ScoredSeason } from "../season";
import { standingsTimeline } from "../timeline";
import { byText } from "./shared";

export type ObjectiveBalanceRow = {
  objectiveId: string;
  /** seats that held this objective */
  games: number;
  wins: number;
  completions: number;
  winRate: number;
  averageObjectivePoints: number;
  /** average share of the objective's total that was held, 0..1 */
  averageShare: number;
  averagePoints: number;
};

/** Is any objective too easy or too hard? Seats without an objectiveId are left out. */
export function objectiveBalance(season: ScoredSeason): ObjectiveBalanceRow[] {
  const c = season.columns;
  const n = c.objectiveIds.length;
  const [games, wins, completions, op, share, scaled] = Array.from({ length: 6 }, () => new Array<number>(n).fill(0));
  for (let row = 0; row < c.objective.length; row++) {
    const o = c.objective[row];
    if (o < 0) continue;
    games[o]++;
    if (c.rank[row] === 1) wins[o]++;
    completions[o] += c.completed[row];
    op[o] += c.objectivePoints[row];
    share[o] += c.objectiveTotal[row] === 0 ? 0 : c.objectivePoints[row] / c.objectiveTotal[row];
    scaled[o] += c.scaled[row];
  }
  return c.objectiveIds
    .map((objectiveId, o) => ({
      objectiveId,
      games: games[o],
      wins: wins[o],
      completions: completions[o],
      winRate: wins[o] / games[o],
      averageObjectivePoints: op[o] / games[o],
      averageShare: share[o] / games[o],
      averagePoints: scaled[o] / games[o] / season.scale,
    }))
    .sort((a, b) => byText(a.objectiveId, b.objectiveId));
}

export type TurnOrderRow = { turnOrder: number; games: number; wins: number; winRate: number; averageRank: number; averagePoints: number };

/** Does playing first (or last) pay? Over all games, and per table size. */
export function winRateByTurnOrder(season: ScoredSeason): { overall: TurnOrderRow[]; byTableSize: Array<{ tableSize: number; rows: TurnOrderRow[] }> } {
  const c = season.columns;
  // cell = tableSize × 7 + turnOrder; table size 0 collects every table
  const [games, wins, rankSum, scaled] = Array.from({ length: 4 }, () => new Array<number>(7 * 7).fill(0));
  const add = (cell: number, row: number) => {
    games[cell]++;
    if (c.rank[row] === 1) wins[cell]++;
    rankSum[cell] += c.rank[row];
    scaled[cell] += c.scaled[row];
  };
  for (let g = 0; g < c.gameIds.length; g++) {
    const size = c.gameStart[g + 1] - c.gameStart[g];
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++) {
      add(c.turnOrder[row], row);
      add(size * 7 + c.turnOrder[row], row);
    }
  }
  const rowsOf = (size: number): TurnOrderRow[] => {
    const rows: TurnOrderRow[] = [];
    for (let turnOrder = 1; turnOrder <= 6; turnOrder++) {
      const cell = size * 7 + turnOrder;
      if (games[cell] > 0)
        rows.push({
          turnOrder,
          games: games[cell],
          wins: wins[cell],
          winRate: wins[cell] / games[cell],
          averageRank: rankSum[cell] / games[cell],
          averagePoints: scaled[cell] / games[cell] / season.scale,
        });
    }
    return rows;
  };
  const byTableSize = [2, 3, 4, 5, 6].map((tableSize) => ({ tableSize, rows: rowsOf(tableSize) })).filter((t) => t.rows.length > 0);
  return { overall: rowsOf(0), byTableSize };
}

export type GameEndingRow = { endReason: string | null; games: number; share: number };

/** How games ended (null = not recorded), most frequent first. */
export function gameEndings(season: ScoredSeason): GameEndingRow[] {
  const reasons = season.columns.endReasons;
  const counts = new Map<string | null, number>();
  for (const r of reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts]
    .map(([endReason, games]) => ({ endReason, games, share: games / reasons.length }))
    .sort((a, b) => b.games - a.games || byText(a.endReason ?? "", b.endReason ?? ""));
}

export type DurationSummary = { gamesTimed: number; averageMinutes: number | null; shortestMinutes: number | null; longestMinutes: number | null };

/** Over the games with a recorded duration. */
export function averageDuration(season: ScoredSeason): DurationSummary {
  let count = 0;
  let sum = 0;
  let shortest = Infinity;
  let longest = -Infinity;
  for (const m of season.columns.durations) {
    if (m === null) continue;
    count++;
    sum += m;
    shortest = Math.min(shortest, m);
    longest = Math.max(longest, m);
  }
  if (count === 0) return { gamesTimed: 0, averageMinutes: null, shortestMinutes: null, longestMinutes: null };
  return { gamesTimed: count, averageMinutes: sum / count, shortestMinutes: shortest, longestMinutes: longest };
}

export type PointsRace = {
  games: Array<{ gameId: string; date: string; index: number }>;
  /** standings points and rank of every player after each game; null before their first game */
  players: Array<{ playerId: string; points: Array<number | null>; ranks: Array<number | null> }>;
};

export function pointsRace(season: ScoredSeason): PointsRace {
  const t = standingsTimeline(season);
  return {
    games: t.games,
    players: season.playerIds.map((playerId, p) => {
      const points = new Array<number | null>(t.games.length);
      const ranks = new Array<number | null>(t.games.length);
      for (let g = 0; g < t.games.length; g++) {
        points[g] = t.ranks[p][g] === 0 ? null : t.points[p][g];
        ranks[g] = t.ranks[p][g] === 0 ? null : t.ranks[p][g];
      }
      return { playerId, points, ranks };
    }),
  };
}
