import type { SeatInput } from "./types";

/**
 * A RisiKo! seat as the database and the league export keep it: objective numbers null until a result is recorded,
 * the eliminator as `eliminatedById`.
 */
export type StoredSeat = {
  playerId: string;
  turnOrder: number;
  objectivePoints: number | null;
  objectiveTotal: number | null;
  objectiveCompleted: boolean;
  eliminatedOrder: number | null;
  armies: number | null;
  eliminatedById?: string | null;
  objectiveId?: string | null;
};

/** The seat as the ranker reads it: the one mapping from a stored seat to a `SeatInput`. */
export function seatInputOf(s: StoredSeat): SeatInput {
  return {
    playerId: s.playerId,
    turnOrder: s.turnOrder,
    objectivePoints: s.objectivePoints ?? 0,
    objectiveTotal: s.objectiveTotal ?? 0,
    objectiveCompleted: s.objectiveCompleted,
    eliminatedOrder: s.eliminatedOrder,
    armies: s.armies,
    eliminatedBy: s.eliminatedById ?? null,
    objectiveId: s.objectiveId ?? null,
  };
}
