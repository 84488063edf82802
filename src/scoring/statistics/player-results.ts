import { isWin, type ScoredSeason } from "../season";
import { byText, ratio, rowsOf } from "./shared";

export type PlacementCount = { rank: number; count: number; share: number };

/** How often the player finished at each rank, ranks 1..largest table the player sat at. */
export function placementDistribution(season: ScoredSeason, playerId: string): PlacementCount[] {
  const c = season.columns;
  const rows = rowsOf(season, playerId);
  let maxSize = 0;
  const counts = new Array<number>(7).fill(0);
  for (const row of rows) {
    const g = c.seatGame[row];
    maxSize = Math.max(maxSize, c.gameStart[g + 1] - c.gameStart[g]);
    counts[c.rank[row]]++;
  }
  return counts.slice(1, maxSize + 1).map((count, i) => ({ rank: i + 1, count, share: ratio(count, rows.length) }));
}

export type GroupResult = {
  games: number;
  wins: number;
  winRate: number;
  averageRank: number;
  averagePoints: number;
  averageObjectivePoints: number;
  completions: number;
};

/** Totals per group key (a small non-negative integer), over the player's rows. */
function groupTotals(season: ScoredSeason, playerId: string, keys: Int32Array, size: number) {
  const c = season.columns;
  const t = {
    games: new Array<number>(size).fill(0),
    wins: new Array<number>(size).fill(0),
    rankSum: new Array<number>(size).fill(0),
    scaled: new Array<number>(size).fill(0),
    op: new Array<number>(size).fill(0),
    completions: new Array<number>(size).fill(0),
  };
  for (const row of rowsOf(season, playerId)) {
    const k = keys[row];
    if (k < 0) continue;
    t.games[k]++;
    if (isWin(c, row)) t.wins[k]++;
    t.rankSum[k] += c.rank[row];
    t.scaled[k] += c.scaled[row];
    t.op[k] += c.objectivePoints[row];
    t.completions[k] += c.completed[row];
  }
  const result = (k: number): GroupResult => ({
    games: t.games[k],
    wins: t.wins[k],
    winRate: t.wins[k] / t.games[k],
    averageRank: t.rankSum[k] / t.games[k],
    averagePoints: t.scaled[k] / t.games[k] / season.scale,
    averageObjectivePoints: t.op[k] / t.games[k],
    completions: t.completions[k],
  });
  return { games: t.games, result };
}

/** The player's results by the turn order they played in (1 = first), ascending. */
export function resultsByTurnOrder(season: ScoredSeason, playerId: string): Array<{ turnOrder: number } & GroupResult> {
  const { games, result } = groupTotals(season, playerId, season.columns.turnOrder, 7);
  const rows: Array<{ turnOrder: number } & GroupResult> = [];
  games.forEach((n, turnOrder) => n > 0 && rows.push({ turnOrder, ...result(turnOrder) }));
  return rows;
}

/** The player's results by objective card; seats without an objectiveId are left out. */
export function resultsByObjective(
  season: ScoredSeason,
  playerId: string,
): Array<{ objectiveId: string } & GroupResult> {
  const ids = season.columns.objectiveIds;
  const { games, result } = groupTotals(season, playerId, season.columns.objective, ids.length);
  const rows: Array<{ objectiveId: string } & GroupResult> = [];
  games.forEach((n, o) => n > 0 && rows.push({ objectiveId: ids[o], ...result(o) }));
  return rows.sort((a, b) => byText(a.objectiveId, b.objectiveId));
}
