import type { ScoredSeason } from "../season";
import { standingsTimeline } from "../timeline";
import { appearancesOf } from "./shared";

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

/** One point per season game (so players' series align): cumulative points and standings rank. */
export function playerSeries(season: ScoredSeason, playerId: string): SeriesPoint[] {
  const t = standingsTimeline(season);
  const own = new Map(appearancesOf(season, playerId).map((a) => [a.game.index, a]));
  const points = t.points.get(playerId);
  const totals = t.totals.get(playerId);
  const ranks = t.ranks.get(playerId);
  return t.games.map((g, i) => {
    const a = own.get(g.index);
    return {
      gameId: g.gameId,
      date: g.date,
      index: g.index,
      played: a !== undefined,
      gameRank: a ? a.game.seats[a.seat].rank : null,
      gamePoints: a ? a.game.scaled[a.seat] / season.scale : null,
      points: points?.[i] ?? null,
      total: totals?.[i] ?? null,
      standingsRank: ranks?.[i] ?? null,
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
  const apps = appearancesOf(season, playerId);
  const longest = (hit: (rank: number) => boolean): { streak: Streak; current: number } => {
    let streak: Streak = { length: 0, firstGameId: null, lastGameId: null };
    let run = 0;
    apps.forEach((a, i) => {
      run = hit(a.game.seats[a.seat].rank) ? run + 1 : 0;
      if (run > streak.length) streak = { length: run, firstGameId: apps[i - run + 1].game.id, lastGameId: a.game.id };
    });
    return { streak, current: run };
  };
  const win = longest((r) => r === 1);
  return {
    longestWin: win.streak,
    currentWin: win.current,
    longestPodium: longest((r) => r <= 3).streak,
    longestWithoutWin: longest((r) => r !== 1).streak,
  };
}

export type GameResult = { gameId: string; date: string; points: number; rank: number; objectivePoints: number };

/** Highest and lowest scoring games; equal points: the better (resp. worse) rank, then the earlier game. */
export function bestAndWorstGame(season: ScoredSeason, playerId: string): { best: GameResult | null; worst: GameResult | null } {
  type Candidate = { scaled: number; rank: number; r: GameResult };
  let best: Candidate | null = null;
  let worst: Candidate | null = null;
  for (const a of appearancesOf(season, playerId)) {
    const seat = a.game.seats[a.seat];
    const scaled = a.game.scaled[a.seat];
    const r = { gameId: a.game.id, date: a.game.date, points: scaled / season.scale, rank: seat.rank, objectivePoints: seat.objectivePoints };
    if (!best || scaled > best.scaled || (scaled === best.scaled && seat.rank < best.rank)) best = { scaled, rank: seat.rank, r };
    if (!worst || scaled < worst.scaled || (scaled === worst.scaled && seat.rank > worst.rank)) worst = { scaled, rank: seat.rank, r };
  }
  return { best: best?.r ?? null, worst: worst?.r ?? null };
}
