import type { ScoredSeason } from "../season";
import { standingsTimeline } from "../timeline";
import { byText, ratio } from "./shared";

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
  const rows = new Map<string, { games: number; wins: number; completions: number; op: number; share: number; scaled: number }>();
  for (const game of season.games) {
    game.seats.forEach((seat, i) => {
      if (!seat.objectiveId) return;
      let r = rows.get(seat.objectiveId);
      if (!r) rows.set(seat.objectiveId, (r = { games: 0, wins: 0, completions: 0, op: 0, share: 0, scaled: 0 }));
      r.games++;
      if (seat.rank === 1) r.wins++;
      if (seat.objectiveCompleted) r.completions++;
      r.op += seat.objectivePoints;
      r.share += ratio(seat.objectivePoints, seat.objectiveTotal);
      r.scaled += game.scaled[i];
    });
  }
  return [...rows]
    .map(([objectiveId, r]) => ({
      objectiveId,
      games: r.games,
      wins: r.wins,
      completions: r.completions,
      winRate: r.wins / r.games,
      averageObjectivePoints: r.op / r.games,
      averageShare: r.share / r.games,
      averagePoints: r.scaled / r.games / season.scale,
    }))
    .sort((a, b) => byText(a.objectiveId, b.objectiveId));
}

export type TurnOrderRow = { turnOrder: number; games: number; wins: number; winRate: number; averageRank: number; averagePoints: number };

/** Does playing first (or last) pay? Over all games, and per table size. */
export function winRateByTurnOrder(season: ScoredSeason): { overall: TurnOrderRow[]; byTableSize: Array<{ tableSize: number; rows: TurnOrderRow[] }> } {
  // cells[size][turnOrder]; size 0 collects every table
  const cells = new Map<number, Map<number, { games: number; wins: number; rankSum: number; scaled: number }>>();
  const cell = (size: number, turn: number) => {
    let bySize = cells.get(size);
    if (!bySize) cells.set(size, (bySize = new Map()));
    let c = bySize.get(turn);
    if (!c) bySize.set(turn, (c = { games: 0, wins: 0, rankSum: 0, scaled: 0 }));
    return c;
  };
  for (const game of season.games) {
    game.seats.forEach((seat, i) => {
      for (const c of [cell(0, seat.turnOrder), cell(game.seats.length, seat.turnOrder)]) {
        c.games++;
        if (seat.rank === 1) c.wins++;
        c.rankSum += seat.rank;
        c.scaled += game.scaled[i];
      }
    });
  }
  const rowsOf = (size: number): TurnOrderRow[] =>
    [...(cells.get(size) ?? new Map())]
      .map(([turnOrder, c]) => ({
        turnOrder,
        games: c.games,
        wins: c.wins,
        winRate: c.wins / c.games,
        averageRank: c.rankSum / c.games,
        averagePoints: c.scaled / c.games / season.scale,
      }))
      .sort((a, b) => a.turnOrder - b.turnOrder);
  const sizes = [...cells.keys()].filter((s) => s > 0).sort((a, b) => a - b);
  return { overall: rowsOf(0), byTableSize: sizes.map((tableSize) => ({ tableSize, rows: rowsOf(tableSize) })) };
}

export type GameEndingRow = { endReason: string | null; games: number; share: number };

/** How games ended (null = not recorded), most frequent first. */
export function gameEndings(season: ScoredSeason): GameEndingRow[] {
  const counts = new Map<string | null, number>();
  for (const g of season.games) counts.set(g.endReason, (counts.get(g.endReason) ?? 0) + 1);
  return [...counts]
    .map(([endReason, games]) => ({ endReason, games, share: games / season.games.length }))
    .sort((a, b) => b.games - a.games || byText(a.endReason ?? "", b.endReason ?? ""));
}

export type DurationSummary = { gamesTimed: number; averageMinutes: number | null; shortestMinutes: number | null; longestMinutes: number | null };

/** Over the games with a recorded duration. */
export function averageDuration(season: ScoredSeason): DurationSummary {
  const minutes = season.games.flatMap((g) => (g.durationMinutes === null ? [] : [g.durationMinutes]));
  if (minutes.length === 0) return { gamesTimed: 0, averageMinutes: null, shortestMinutes: null, longestMinutes: null };
  return {
    gamesTimed: minutes.length,
    averageMinutes: minutes.reduce((s, m) => s + m, 0) / minutes.length,
    shortestMinutes: minutes.reduce((a, b) => Math.min(a, b)),
    longestMinutes: minutes.reduce((a, b) => Math.max(a, b)),
  };
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
    players: season.playerIds.map((playerId) => ({
      playerId,
      points: t.points.get(playerId) ?? [],
      ranks: t.ranks.get(playerId) ?? [],
    })),
  };
}
