import { expect } from "vitest";
import {
  rankPlay,
  ScoringInputError,
  type Play,
  type PlayResult,
  type PlaySettings,
  type SeatInput,
  type Value,
} from "../../../../src/scoring";

/** A seat with the given values (and identity, seat order) */
export const s = (
  playerId: string,
  values: Record<string, Value>,
  extra: { identity?: Record<string, string>; seatOrder?: number } = {},
) => ({ playerId, values, ...extra });

/** "a:1 b:1 c:3" — the ranks in the order the result lists them */
export const ranking = (r: PlayResult) => r.seats.map((x) => `${x.playerId}:${x.rank}`).join(" ");
export const winners = (r: PlayResult) => r.seats.filter((x) => x.isWinner).map((x) => x.playerId);

export type Case = [label: string, play: Play, result: PlayResult["result"], ranks: string, settings?: PlaySettings];
export type Rejection = [label: string, play: Play, path: string];

export function expectRanking(
  systemId: string,
  play: Play,
  result: PlayResult["result"],
  ranks: string,
  settings?: PlaySettings,
) {
  const out = rankPlay(systemId, play, settings);
  expect(ranking(out)).toBe(ranks);
  expect(out.result).toBe(result);
  return out;
}

/** rankPlay throws ScoringInputError with an issue at `path` */
export function expectRejected(systemId: string, play: Play, path: string, settings?: PlaySettings) {
  let error: unknown = null;
  try {
    rankPlay(systemId, play, settings);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ScoringInputError);
  expect((error as ScoringInputError).issues.map((i) => i.path)).toContain(path);
}

/** The same RisiKo! game as rankPlay input: seat values are rankGame's seat fields, seatOrder the turn order. */
export function asPlay(seats: SeatInput[]): Play {
  return {
    seats: seats.map(({ playerId, turnOrder, eliminatedOrder, armies, objectiveId, eliminatedBy, ...rest }) => ({
      playerId,
      seatOrder: turnOrder,
      values: {
        ...rest,
        ...(eliminatedOrder === null ? {} : { eliminatedOrder }),
        ...(armies === undefined ? {} : { armies }),
        ...(objectiveId === undefined ? {} : { objectiveId }),
        ...(eliminatedBy === undefined ? {} : { eliminatedBy }),
      },
    })),
  };
}
