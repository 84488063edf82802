import type { GameInput, SeatInput } from "../../../src/scoring";

/** A surviving seat with an objective worth 95; override anything. */
export function seat(
  playerId: string,
  turnOrder: number,
  objectivePoints: number,
  extra: Partial<SeatInput> = {},
): SeatInput {
  return {
    playerId,
    turnOrder,
    objectivePoints,
    objectiveTotal: 95,
    objectiveCompleted: false,
    eliminatedOrder: null,
    ...extra,
  };
}

export const out = (playerId: string, turnOrder: number, eliminatedOrder: number, extra: Partial<SeatInput> = {}) =>
  seat(playerId, turnOrder, 0, { eliminatedOrder, ...extra });

export const completed = (playerId: string, turnOrder: number, total = 95) =>
  seat(playerId, turnOrder, total, { objectiveTotal: total, objectiveCompleted: true });

let counter = 0;
export function game(seats: SeatInput[], extra: Partial<GameInput> = {}): GameInput {
  counter++;
  return { id: `g${String(counter).padStart(4, "0")}`, playedAt: "2009-01-10", seats, ...extra };
}

/** Games where the listed players finish in that order (objective points 50, 40, 30 …). */
export function finishing(id: string, playedAt: string, order: string[], extra: Partial<GameInput> = {}): GameInput {
  return { id, playedAt, seats: order.map((p, i) => seat(p, i + 1, 50 - 10 * i)), ...extra };
}

export const byPlayer = <T extends { playerId: string }>(rows: T[]) =>
  Object.fromEntries(rows.map((r) => [r.playerId, r]));
