import { rankPlay, type Play, type RecordedPlay } from "../../../../src/scoring";

/** A play as the data layer saves it: the input, plus rankPlay's ranks, winners and result. */
export function recordPlay(systemId: string, play: Play, id: string): RecordedPlay {
  const result = rankPlay(systemId, play);
  const bySeat = new Map(result.seats.map((s) => [s.playerId, s]));
  return {
    id,
    endedBy: play.endedBy ?? null,
    endedAt: play.endedAt ?? null,
    game: play.game ?? {},
    result: result.result,
    seats: play.seats.map((s) => {
      const r = bySeat.get(s.playerId)!;
      return {
        playerId: s.playerId,
        seatOrder: s.seatOrder ?? null,
        identity: s.identity ?? null,
        values: s.values,
        rank: r.rank,
        isWinner: r.isWinner,
        decidedBy: r.decidedBy,
      };
    }),
  };
}
