import type { ScoredSeason } from "../season";
import { appearancesOf, byText, ratio } from "./shared";

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
  const records = new Map<string, HeadToHeadRecord>();
  for (const a of appearancesOf(season, playerId)) {
    const mine = a.game.seats[a.seat].rank;
    for (const other of a.game.seats) {
      if (other.playerId === playerId) continue;
      let r = records.get(other.playerId);
      if (!r) records.set(other.playerId, (r = { opponentId: other.playerId, games: 0, ahead: 0, behind: 0, even: 0 }));
      r.games++;
      if (mine < other.rank) r.ahead++;
      else if (mine > other.rank) r.behind++;
      else r.even++;
    }
  }
  return [...records.values()].sort((x, y) => byText(x.opponentId, y.opponentId));
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

const countsOf = (m: Map<string, number>): PlayerCount[] =>
  [...m].map(([playerId, count]) => ({ playerId, count })).sort((a, b) => b.count - a.count || byText(a.playerId, b.playerId));

export function eliminationRecord(season: ScoredSeason, playerId: string): EliminationRecord {
  const by = new Map<string, number>();
  const victims = new Map<string, number>();
  let times = 0;
  let unknown = 0;
  for (const a of appearancesOf(season, playerId)) {
    for (const seat of a.game.seats) {
      if (seat.eliminatedOrder === null) continue;
      if (seat.playerId === playerId) {
        times++;
        if (seat.eliminatedBy) by.set(seat.eliminatedBy, (by.get(seat.eliminatedBy) ?? 0) + 1);
        else unknown++;
      } else if (seat.eliminatedBy === playerId) victims.set(seat.playerId, (victims.get(seat.playerId) ?? 0) + 1);
    }
  }
  return { timesEliminated: times, eliminatedBy: countsOf(by), eliminatedByUnknown: unknown, eliminated: countsOf(victims) };
}

export type Rival = { playerId: string; times: number; games: number };

/**
 * nemesis: the opponent who most often finished ahead of the player; victim: the opponent the
 * player most often finished ahead of. Equal counts: the higher rate, then the lower id. Null
 * when nobody ever finished ahead (resp. behind).
 */
export function nemesisAndVictim(season: ScoredSeason, playerId: string): { nemesis: Rival | null; victim: Rival | null } {
  const records = headToHead(season, playerId);
  const pick = (times: (r: HeadToHeadRecord) => number): Rival | null => {
    let best: HeadToHeadRecord | null = null;
    for (const r of records) {
      if (times(r) === 0) continue;
      if (!best || times(r) > times(best) || (times(r) === times(best) && ratio(times(r), r.games) > ratio(times(best), best.games))) best = r;
    }
    return best && { playerId: best.opponentId, times: times(best), games: best.games };
  };
  return { nemesis: pick((r) => r.behind), victim: pick((r) => r.ahead) };
}
