import { isWin, type ScoredSeason } from "../season";
import { standingsTimeline } from "../timeline";
import { playerIndex, rowsOf } from "./shared";

export type SeriesPoint = {
  gameId: string;
  date: string;
  index: number;
  played: boolean;
  gameRank: number | null;
  gamePoints: number | null;
  /** standings points (after discards) after this game; null before the player's first game */
  points: number | null;
  /** cumulative points without discards */
  total: number | null;
  /** standings rank after this game */
  standingsRank: number | null;
};

/**
 * A player's series as columns, one entry per season game (what reports carry: no object per game).
 * `seriesPoints` turns it into SeriesPoint objects for a chart.
 */
export type PlayerSeries = {
  /** the season's games in order (shared by every player's series) */
  games: ReadonlyArray<{ gameId: string; date: string; index: number }>;
  /** 1 where the player played the game */
  played: Uint8Array;
  /** rank in the game; 0 where the player did not play */
  gameRank: Int32Array;
  /** tournament points of the game; NaN where the player did not play */
  gamePoints: Float64Array;
  /** standings points (after discards) after each game; NaN before the player's first game */
  points: Float64Array;
  /** cumulative points without discards; NaN before the player's first game */
  total: Float64Array;
  /** standings rank after each game; 0 before the player's first game */
  standingsRank: Int32Array;
};

/** The same series as one object per game (nulls instead of NaN/0). */
export function seriesPoints(s: PlayerSeries): SeriesPoint[] {
  return s.games.map((g, i) => {
    const seen = s.standingsRank[i] > 0;
    const played = s.played[i] === 1;
    return {
      gameId: g.gameId,
      date: g.date,
      index: g.index,
      played,
      gameRank: played ? s.gameRank[i] : null,
      gamePoints: played ? s.gamePoints[i] : null,
      points: seen ? s.points[i] : null,
      total: seen ? s.total[i] : null,
      standingsRank: seen ? s.standingsRank[i] : null,
    };
  });
}

/** One point per season game (so players' series align): cumulative points and standings rank. */
export function playerSeries(season: ScoredSeason, playerId: string): SeriesPoint[] {
  const t = standingsTimeline(season);
  const c = season.columns;
  const p = playerIndex(season, playerId);
  const rows = rowsOf(season, playerId);
  let next = 0;
  return t.games.map((g) => {
    const row = next < rows.length && c.seatGame[rows[next]] === g.index ? rows[next++] : -1;
    const seen = p !== -1 && t.ranks[p][g.index] > 0;
    return {
      gameId: g.gameId,
      date: g.date,
      index: g.index,
      played: row !== -1,
      gameRank: row === -1 ? null : c.rank[row],
      gamePoints: row === -1 ? null : c.scaled[row] / season.scale,
      points: seen ? t.points[p][g.index] : null,
      total: seen ? t.totals[p][g.index] : null,
      standingsRank: seen ? t.ranks[p][g.index] : null,
    };
  });
}

export type Streak = { length: number; firstGameId: string | null; lastGameId: string | null };
export type Streaks = {
  /** consecutive games played that the player won (a shared win counts) */
  longestWin: Streak;
  currentWin: number;
  longestPodium: Streak;
  longestWithoutWin: Streak;
};

/** Streaks over the player's own games in season order (games they missed do not break them). */
export function streaks(season: ScoredSeason, playerId: string): Streaks {
  const c = season.columns;
  const rows = rowsOf(season, playerId);
  const gameId = (i: number) => c.gameIds[c.seatGame[rows[i]]];
  const longest = (hit: (row: number) => boolean): { streak: Streak; current: number } => {
    let streak: Streak = { length: 0, firstGameId: null, lastGameId: null };
    let run = 0;
    for (let i = 0; i < rows.length; i++) {
      run = hit(rows[i]) ? run + 1 : 0;
      if (run > streak.length) streak = { length: run, firstGameId: gameId(i - run + 1), lastGameId: gameId(i) };
    }
    return { streak, current: run };
  };
  const win = longest((row) => isWin(c, row));
  return {
    longestWin: win.streak,
    currentWin: win.current,
    longestPodium: longest((row) => c.rank[row] <= 3).streak,
    longestWithoutWin: longest((row) => !isWin(c, row)).streak,
  };
}

export type GameResult = { gameId: string; date: string; points: number; rank: number; objectivePoints: number };

/** Highest and lowest scoring games; equal points: the better (resp. worse) rank, then the earlier game. */
export function bestAndWorstGame(
  season: ScoredSeason,
  playerId: string,
): { best: GameResult | null; worst: GameResult | null } {
  const c = season.columns;
  let best = -1;
  let worst = -1;
  for (const row of rowsOf(season, playerId)) {
    if (
      best === -1 ||
      c.scaled[row] > c.scaled[best] ||
      (c.scaled[row] === c.scaled[best] && c.rank[row] < c.rank[best])
    )
      best = row;
    if (
      worst === -1 ||
      c.scaled[row] < c.scaled[worst] ||
      (c.scaled[row] === c.scaled[worst] && c.rank[row] > c.rank[worst])
    )
      worst = row;
  }
  const result = (row: number): GameResult | null => {
    if (row === -1) return null;
    const g = c.seatGame[row];
    return {
      gameId: c.gameIds[g],
      date: c.dates[g],
      points: c.scaled[row] / season.scale,
      rank: c.rank[row],
      objectivePoints: c.objectivePoints[row],
    };
  };
  return { best: result(best), worst: result(worst) };
}
