import { isWin, type ScoredSeason } from "../season";
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
    if (isWin(c, row)) wins[o]++;
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

export type TurnOrderRow = {
  turnOrder: number;
  games: number;
  wins: number;
  winRate: number;
  averageRank: number;
  averagePoints: number;
};

/** Does playing first (or last) pay? Over all games, and per table size. */
export function winRateByTurnOrder(season: ScoredSeason): {
  overall: TurnOrderRow[];
  byTableSize: Array<{ tableSize: number; rows: TurnOrderRow[] }>;
} {
  const c = season.columns;
  // cell = tableSize × 7 + turnOrder; table size 0 collects every table
  const games = new Float64Array(7 * 7);
  const wins = new Float64Array(7 * 7);
  const rankSum = new Float64Array(7 * 7);
  const scaled = new Float64Array(7 * 7);
  const { gameStart, turnOrder, rank, scaled: points } = c;
  for (let g = 0; g < c.gameIds.length; g++) {
    const from = gameStart[g];
    const to = gameStart[g + 1];
    const size = to - from;
    for (let row = from; row < to; row++) {
      const r = rank[row];
      const cell = turnOrder[row];
      const sized = size * 7 + cell;
      games[cell]++;
      games[sized]++;
      if (r === 1 && season.columns.drawn[g] === 0) {
        wins[cell]++;
        wins[sized]++;
      }
      rankSum[cell] += r;
      rankSum[sized] += r;
      scaled[cell] += points[row];
      scaled[sized] += points[row];
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
  const byTableSize = [2, 3, 4, 5, 6]
    .map((tableSize) => ({ tableSize, rows: rowsOf(tableSize) }))
    .filter((t) => t.rows.length > 0);
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

export type SdadataRoundRow = { round: number; games: number; share: number };

/**
 * In which round the dice ended the game (the "sdadata" ending, domain README): one row per round over the games that
 * ended so and recorded it, earliest first; `unrecorded` counts sdadata endings without a round.
 */
export function sdadataRounds(season: ScoredSeason): { games: number; unrecorded: number; rows: SdadataRoundRow[] } {
  const { endReasons, sdadataRounds: rounds } = season.columns;
  const counts = new Map<number, number>();
  let games = 0;
  let unrecorded = 0;
  for (let g = 0; g < endReasons.length; g++) {
    if (endReasons[g] !== "sdadata") continue;
    games++;
    const round = rounds[g];
    if (round === null) unrecorded++;
    else counts.set(round, (counts.get(round) ?? 0) + 1);
  }
  const recorded = games - unrecorded;
  return {
    games,
    unrecorded,
    rows: [...counts].map(([round, n]) => ({ round, games: n, share: n / recorded })).sort((a, b) => a.round - b.round),
  };
}

export type TurnAdjacencyRow = {
  /** the player whose turn comes first */
  playerId: string;
  /** the player who played right after them */
  nextId: string;
  games: number;
  /** results of `playerId` in those games */
  wins: number;
  winRate: number;
  averageRank: number;
  averagePoints: number;
  /** wins of `nextId` in those games */
  nextWins: number;
};

/**
 * Who played right after whom (the blog's argument: does the player after you decide your game?). For every ordered
 * pair A → B, the games in which B's turn came right after A's — turn order is a cycle, so the first player follows the
 * last — with A's results in those games and B's wins. Seats without a turn order are left out. One pass over the seats
 * (a game has at most 6), then the pairs that occurred, most frequent first.
 */
export function turnAdjacency(season: ScoredSeason): TurnAdjacencyRow[] {
  const c = season.columns;
  const n = season.playerIds.length;
  type Cell = { games: number; wins: number; rankSum: number; scaled: number; nextWins: number };
  const cells = new Map<number, Cell>();
  const order: number[] = [];
  for (let g = 0; g < c.gameIds.length; g++) {
    order.length = 0;
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++) if (c.turnOrder[row] > 0) order.push(row);
    if (order.length < 2) continue;
    order.sort((a, b) => c.turnOrder[a] - c.turnOrder[b]);
    for (let k = 0; k < order.length; k++) {
      const a = order[k];
      const b = order[(k + 1) % order.length];
      // two seats only: A → B and B → A are both "right after", counted once each
      const key = c.player[a] * n + c.player[b];
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { games: 0, wins: 0, rankSum: 0, scaled: 0, nextWins: 0 }));
      cell.games++;
      if (isWin(c, a)) cell.wins++;
      if (isWin(c, b)) cell.nextWins++;
      cell.rankSum += c.rank[a];
      cell.scaled += c.scaled[a];
    }
  }
  return [...cells]
    .map(([key, x]) => ({
      playerId: season.playerIds[Math.floor(key / n)],
      nextId: season.playerIds[key % n],
      games: x.games,
      wins: x.wins,
      winRate: x.wins / x.games,
      averageRank: x.rankSum / x.games,
      averagePoints: x.scaled / x.games / season.scale,
      nextWins: x.nextWins,
    }))
    .sort((a, b) => b.games - a.games || byText(a.playerId, b.playerId) || byText(a.nextId, b.nextId));
}

export type DurationSummary = {
  gamesTimed: number;
  averageMinutes: number | null;
  shortestMinutes: number | null;
  longestMinutes: number | null;
};

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
  /**
   * standings points and rank of every player after each game, as columns (the cached timeline's
   * rows, read-only): points NaN and rank 0 before the player's first game
   */
  players: Array<{ playerId: string; points: Float64Array; ranks: Int32Array }>;
};

/** The points race of every player; `raceValue` reads an entry as a number or null. */
export function pointsRace(season: ScoredSeason): PointsRace {
  const t = standingsTimeline(season);
  return {
    games: t.games,
    players: season.playerIds.map((playerId, p) => ({ playerId, points: t.points[p], ranks: t.ranks[p] })),
  };
}

/**
 * The lines a phone can read in the points race: the `k` players best placed after the last game (ties and players
 * without a game yet: season order), in that order, plus `alsoShow` (the viewer) when it is not among them.
 */
export function raceLeaders(race: PointsRace, k: number, alsoShow?: string | null): PointsRace["players"] {
  if (race.players.length <= k) return race.players;
  const last = race.games.length - 1;
  const rank = (p: PointsRace["players"][number]) =>
    last >= 0 && p.ranks[last] > 0 ? p.ranks[last] : Number.MAX_SAFE_INTEGER;
  const shown = race.players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .slice(0, k)
    .map(({ p }) => p);
  const own = alsoShow ? race.players.find((p) => p.playerId === alsoShow) : undefined;
  return own && !shown.includes(own) ? [...shown, own] : shown;
}

/** An entry of a PointsRace column: null for NaN (points) or 0 (rank) before the player's first game. */
export function raceValue(column: Float64Array | Int32Array, g: number): number | null {
  const v = column[g];
  return Number.isNaN(v) || (column instanceof Int32Array && v === 0) ? null : v;
}

export type EliminationMatrix = {
  /** players in season order (ScoredSeason.playerIds) */
  playerIds: string[];
  /** counts[i][j]: how many times playerIds[i] eliminated playerIds[j] */
  counts: number[][];
  /** eliminations recorded without who did it */
  unknown: number;
};

/** Who eliminated whom over the season, in one pass over the seats. */
export function eliminationMatrix(season: ScoredSeason): EliminationMatrix {
  const c = season.columns;
  const n = season.playerIds.length;
  const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let unknown = 0;
  for (let row = 0; row < c.player.length; row++) {
    if (c.eliminatedOrder[row] <= 0) continue;
    if (c.eliminatedBy[row] >= 0) counts[c.eliminatedBy[row]][c.player[row]]++;
    else unknown++;
  }
  return { playerIds: season.playerIds, counts, unknown };
}

/**
 * The part of the matrix a phone can read: the `k` players most involved in eliminations (made plus suffered; ties:
 * season order), with `alsoShow` (the viewer) in place of the last of them when it is not among them, in season order,
 * and their counts among themselves. `omitted`: how many of the season's players are left out; `known`: eliminations
 * with their eliminator in the whole season (the players shown may have none among themselves when others do).
 */
export function mostInvolved(
  matrix: EliminationMatrix,
  k: number,
  alsoShow?: string | null,
): EliminationMatrix & { omitted: number; known: number } {
  const n = matrix.playerIds.length;
  const known = matrix.counts.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  if (n <= k) return { ...matrix, omitted: 0, known };
  const involvement = matrix.playerIds.map(
    (_, i) => matrix.counts[i].reduce((a, b) => a + b, 0) + matrix.counts.reduce((a, row) => a + row[i], 0),
  );
  const keep = [...involvement.keys()].sort((a, b) => involvement[b] - involvement[a] || a - b).slice(0, k);
  const own = alsoShow ? matrix.playerIds.indexOf(alsoShow) : -1;
  if (own >= 0 && !keep.includes(own)) keep[k - 1] = own;
  keep.sort((a, b) => a - b);
  return {
    playerIds: keep.map((i) => matrix.playerIds[i]),
    counts: keep.map((i) => keep.map((j) => matrix.counts[i][j])),
    unknown: matrix.unknown,
    omitted: n - keep.length,
    known,
  };
}
