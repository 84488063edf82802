import type { ScoredSeason } from "../season";
import { appearancesOf, byText, ratio } from "./shared";

export type PlacementCount = { rank: number; count: number; share: number };

/** How often the player finished at each rank, ranks 1..largest table the player sat at. */
export function placementDistribution(season: ScoredSeason, playerId: string): PlacementCount[] {
  const apps = appearancesOf(season, playerId);
  const maxSize = apps.reduce((m, a) => Math.max(m, a.game.seats.length), 0);
  const counts = new Array<number>(maxSize + 1).fill(0);
  for (const a of apps) counts[a.game.seats[a.seat].rank]++;
  return counts.slice(1).map((count, i) => ({ rank: i + 1, count, share: ratio(count, apps.length) }));
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

type Totals = { games: number; wins: number; rankSum: number; scaled: number; objectivePoints: number; completions: number };

function groupResults<K, R>(
  season: ScoredSeason,
  playerId: string,
  keyOf: (turnOrder: number, objectiveId: string | null) => K | null,
  row: (key: K, result: GroupResult) => R,
): R[] {
  const groups = new Map<K, Totals>();
  for (const a of appearancesOf(season, playerId)) {
    const seat = a.game.seats[a.seat];
    const key = keyOf(seat.turnOrder, seat.objectiveId ?? null);
    if (key === null) continue;
    let t = groups.get(key);
    if (!t) groups.set(key, (t = { games: 0, wins: 0, rankSum: 0, scaled: 0, objectivePoints: 0, completions: 0 }));
    t.games++;
    if (seat.rank === 1) t.wins++;
    t.rankSum += seat.rank;
    t.scaled += a.game.scaled[a.seat];
    t.objectivePoints += seat.objectivePoints;
    if (seat.objectiveCompleted) t.completions++;
  }
  return [...groups].map(([key, t]) =>
    row(key, {
      games: t.games,
      wins: t.wins,
      winRate: ratio(t.wins, t.games),
      averageRank: ratio(t.rankSum, t.games),
      averagePoints: ratio(t.scaled, t.games) / season.scale,
      averageObjectivePoints: ratio(t.objectivePoints, t.games),
      completions: t.completions,
    }),
  );
}

/** The player's results by the turn order they played in (1 = first), ascending. */
export function resultsByTurnOrder(season: ScoredSeason, playerId: string): Array<{ turnOrder: number } & GroupResult> {
  return groupResults(season, playerId, (turnOrder) => turnOrder, (turnOrder, r) => Object.assign({ turnOrder }, r)).sort((a, b) => a.turnOrder - b.turnOrder);
}

/** The player's results by objective card; seats without an objectiveId are left out. */
export function resultsByObjective(season: ScoredSeason, playerId: string): Array<{ objectiveId: string } & GroupResult> {
  return groupResults(season, playerId, (_t, objectiveId) => objectiveId, (objectiveId, r) => Object.assign({ objectiveId }, r)).sort((a, b) => byText(a.objectiveId, b.objectiveId));
}
