import type { ScoredSeason } from "../season";
import { playerIndex, ratio, rowsOf } from "./shared";

export type HeadToHeadRecord = {
  opponentId: string;
  /** games both played */
  games: number;
  /** games the player finished ahead of the opponent */
  ahead: number;
  /** games the opponent finished ahead of the player */
  behind: number;
  /** games with the same (shared) rank */
  even: number;
};

/** Record against every opponent met, by opponent id. Linear in the player's games (≤ 5 opponents per game). */
export function headToHead(season: ScoredSeason, playerId: string): HeadToHeadRecord[] {
  const c = season.columns;
  const n = season.playerIds.length;
  const games = new Array<number>(n).fill(0);
  const ahead = new Array<number>(n).fill(0);
  const behind = new Array<number>(n).fill(0);
  for (const row of rowsOf(season, playerId)) {
    const g = c.seatGame[row];
    const mine = c.rank[row];
    for (let other = c.gameStart[g]; other < c.gameStart[g + 1]; other++) {
      if (other === row) continue;
      const o = c.player[other];
      games[o]++;
      if (mine < c.rank[other]) ahead[o]++;
      else if (mine > c.rank[other]) behind[o]++;
    }
  }
  const records: HeadToHeadRecord[] = [];
  for (let o = 0; o < n; o++) {
    if (games[o] > 0)
      records.push({
        opponentId: season.playerIds[o],
        games: games[o],
        ahead: ahead[o],
        behind: behind[o],
        even: games[o] - ahead[o] - behind[o],
      });
  }
  return records; // playerIds are sorted, so records are by opponent id
}

export type PlayerCount = { playerId: string; count: number };

export type EliminationRecord = {
  timesEliminated: number;
  /** who eliminated the player, most often first */
  eliminatedBy: PlayerCount[];
  /** eliminations of the player with no eliminator recorded */
  eliminatedByUnknown: number;
  /** whom the player eliminated, most often first */
  eliminated: PlayerCount[];
};

function countsOf(season: ScoredSeason, counts: number[]): PlayerCount[] {
  const out: PlayerCount[] = [];
  counts.forEach((count, p) => count > 0 && out.push({ playerId: season.playerIds[p], count }));
  return out.sort((a, b) => b.count - a.count); // stable: equal counts stay in id order
}

export function eliminationRecord(season: ScoredSeason, playerId: string): EliminationRecord {
  const c = season.columns;
  const me = playerIndex(season, playerId);
  const by = new Array<number>(season.playerIds.length).fill(0);
  const victims = new Array<number>(season.playerIds.length).fill(0);
  let times = 0;
  let unknown = 0;
  for (const row of rowsOf(season, playerId)) {
    if (c.eliminatedOrder[row] > 0) {
      times++;
      if (c.eliminatedBy[row] >= 0) by[c.eliminatedBy[row]]++;
      else unknown++;
    }
    const g = c.seatGame[row];
    for (let other = c.gameStart[g]; other < c.gameStart[g + 1]; other++)
      if (c.eliminatedBy[other] === me) victims[c.player[other]]++;
  }
  return {
    timesEliminated: times,
    eliminatedBy: countsOf(season, by),
    eliminatedByUnknown: unknown,
    eliminated: countsOf(season, victims),
  };
}

export type Rival = { playerId: string; times: number; games: number };

/**
 * nemesis: the opponent who most often finished ahead of the player; victim: the opponent the
 * player most often finished ahead of. Equal counts: the higher rate, then the lower id. Null
 * when nobody ever finished ahead (resp. behind).
 */
export function nemesisAndVictim(
  season: ScoredSeason,
  playerId: string,
): { nemesis: Rival | null; victim: Rival | null } {
  return rivalsFrom(headToHead(season, playerId));
}

/** nemesisAndVictim from head-to-head records already computed (sorted by opponent id). */
export function rivalsFrom(records: HeadToHeadRecord[]): { nemesis: Rival | null; victim: Rival | null } {
  const pick = (times: (r: HeadToHeadRecord) => number): Rival | null => {
    let best: HeadToHeadRecord | null = null;
    for (const r of records) {
      if (times(r) === 0) continue;
      if (
        !best ||
        times(r) > times(best) ||
        (times(r) === times(best) && ratio(times(r), r.games) > ratio(times(best), best.games))
      )
        best = r;
    }
    return best && { playerId: best.opponentId, times: times(best), games: best.games };
  };
  return { nemesis: pick((r) => r.behind), victim: pick((r) => r.ahead) };
}
