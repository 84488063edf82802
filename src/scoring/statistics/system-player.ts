// One player's record in one game system, over any list of its plays. A draw counts as a draw, never
// as a win or a loss, here and in the head-to-head. Pure.
import type { GameSystem, Label } from "../systems/types";
import { byText } from "./shared";
import {
  GroupTally,
  identityValueLabel,
  primaryScoreLabel,
  primaryScoreOf,
  seatResult,
  Tally,
  type RecordedPlay,
  type ResultRecord,
  type SeatResultKind,
} from "./system-shared";
import type { IdentityTable, SeatOrderRow } from "./system-season";

export type PlayerPlay = {
  playId: string;
  rank: number;
  seats: number;
  result: SeatResultKind;
  score: number | null;
  identity: Record<string, string>;
};
export type HeadToHeadRow = { opponentId: string; plays: number; ahead: number; behind: number; even: number };

export type PlayerSystemRecord = {
  systemId: string;
  playerId: string;
  record: ResultRecord;
  /** the plays' results: a shared win is a win */
  sharedWins: number;
  placements: { rank: number; count: number }[];
  byIdentity: IdentityTable[];
  bySeatOrder: SeatOrderRow[];
  scoreLabel: Label;
  bestScore: number | null;
  /** the player's plays in the order given (season order) */
  plays: PlayerPlay[];
  /** per opponent met: finished ahead, behind, or level (a draw or a shared rank) */
  headToHead: HeadToHeadRow[];
};

export function playerSystemRecord(
  system: GameSystem,
  plays: readonly RecordedPlay[],
  playerId: string,
): PlayerSystemRecord {
  const total = new Tally();
  const identity = new Map(system.identity.filter((f) => !f.tallyAs).map((f) => [f.key, new GroupTally<string>()]));
  const seatOrder = new GroupTally<number>();
  const placements = new Map<number, number>();
  const h2h = new Map<string, HeadToHeadRow>();
  const mine: PlayerPlay[] = [];
  let sharedWins = 0;
  let bestScore: number | null = null;

  for (const play of plays) {
    const seat = play.seats.find((s) => s.playerId === playerId);
    if (!seat) continue;
    const kind = seatResult(play, seat);
    const score = primaryScoreOf(system, seat.values);
    total.add(kind, seat.rank, score);
    if (kind === "win" && play.result === "sharedWin") sharedWins++;
    placements.set(seat.rank, (placements.get(seat.rank) ?? 0) + 1);
    if (score !== null && (bestScore === null || score > bestScore)) bestScore = score;
    for (const f of system.identity) {
      const value = seat.identity?.[f.key];
      if (value) identity.get(f.tallyAs ?? f.key)?.add(value, kind, seat.rank, score); // HOTRE: both groups' start areas
    }
    if (typeof seat.seatOrder === "number") seatOrder.add(seat.seatOrder, kind, seat.rank, score);
    mine.push({
      playId: play.id,
      rank: seat.rank,
      seats: play.seats.length,
      result: kind,
      score,
      identity: { ...(seat.identity ?? {}) },
    });
    for (const other of play.seats) {
      if (other === seat) continue;
      const row = h2h.get(other.playerId) ?? { opponentId: other.playerId, plays: 0, ahead: 0, behind: 0, even: 0 };
      row.plays++;
      if (seat.rank < other.rank) row.ahead++;
      else if (seat.rank > other.rank) row.behind++;
      else row.even++;
      h2h.set(other.playerId, row);
    }
  }

  const byIdentity: IdentityTable[] = [];
  for (const field of system.identity) {
    const groups = identity.get(field.key)?.groups;
    if (!groups || groups.size === 0) continue;
    const rows = [...groups]
      .map(([value, t]) => ({ value, label: identityValueLabel(system, field.key, value), ...t.record() }))
      .sort((a, b) => byText(a.value, b.value));
    byIdentity.push({ key: field.key, label: field.label, rows });
  }
  return {
    systemId: system.id,
    playerId,
    record: total.record(),
    sharedWins,
    placements: [...placements].sort((a, b) => a[0] - b[0]).map(([rank, count]) => ({ rank, count })),
    byIdentity,
    bySeatOrder: [...seatOrder.groups]
      .map(([o, t]) => ({ seatOrder: o, ...t.record() }))
      .sort((a, b) => a.seatOrder - b.seatOrder),
    scoreLabel: primaryScoreLabel(system),
    bestScore,
    plays: mine,
    headToHead: [...h2h.values()].sort((a, b) => b.plays - a.plays || byText(a.opponentId, b.opponentId)),
  };
}
