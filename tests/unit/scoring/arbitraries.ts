import fc from "fast-check";
import type { GameInput, GameTieBreakKey, SeatInput } from "../../../src/scoring";

export const POOL = ["ada", "bea", "cid", "dan", "eva", "fil", "gio", "ivo"];

type GameShape = { minSeats?: number; eliminations?: boolean; completion?: boolean };

/** A valid game: ties are frequent (points in steps of 5, few army counts), armies sometimes missing. */
export function gameArb({
  minSeats = 3,
  eliminations = true,
  completion = true,
}: GameShape = {}): fc.Arbitrary<GameInput> {
  return fc.integer({ min: minSeats, max: 6 }).chain((n) =>
    fc
      .record({
        players: fc.shuffledSubarray(POOL, { minLength: n, maxLength: n }),
        turns: fc.shuffledSubarray([1, 2, 3, 4, 5, 6].slice(0, n), { minLength: n, maxLength: n }),
        eliminated: eliminations ? fc.integer({ min: 0, max: n - 1 }) : fc.constant(0),
        completer: completion ? fc.boolean() : fc.constant(false),
        points: fc.array(fc.integer({ min: 0, max: 18 }), { minLength: n, maxLength: n }),
        armies: fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { minLength: n, maxLength: n }),
        order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5].slice(0, n), { minLength: n, maxLength: n }),
      })
      .map(({ players, turns, eliminated, completer, points, armies, order }) => {
        const seats: SeatInput[] = players.map((playerId, i) => {
          const out = i < eliminated;
          const completes = completer && i === eliminated;
          return {
            playerId,
            turnOrder: turns[i],
            objectivePoints: out ? 0 : completes ? 95 : points[i] * 5,
            objectiveTotal: 95,
            objectiveCompleted: completes,
            eliminatedOrder: out ? i + 1 : null,
            armies: armies[i],
          };
        });
        return { id: "g", playedAt: "2009-01-10", seats: order.map((i) => seats[i]) };
      }),
  );
}

const DATES = ["2009-01-10", "2009-01-17", "2009-01-24", "2009-01-31"];

/** 1–12 games with distinct ids, several per date. */
export function seasonArb(shape: GameShape = {}): fc.Arbitrary<GameInput[]> {
  return fc
    .array(fc.tuple(gameArb(shape), fc.constantFrom(...DATES)), { minLength: 1, maxLength: 12 })
    .map((games) => games.map(([g, playedAt], i) => ({ ...g, id: `g${String(i).padStart(2, "0")}`, playedAt })));
}

export const chainArb: fc.Arbitrary<GameTieBreakKey[]> = fc.constantFrom(
  ["armies", "shared"],
  ["armies", "laterTurn"],
  ["laterTurn"],
  ["shared"],
  [],
);

/** A permutation of a list (for permutation-invariance properties). */
export const shuffled = <T>(items: T[]) =>
  fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length });

/** The same games in another order, each with its seats in another order. */
export function permutedSeason(games: GameInput[]): fc.Arbitrary<GameInput[]> {
  return fc.tuple(shuffled(games), ...games.map((g) => shuffled(g.seats))).map(([order, ...seatOrders]) => {
    const seatsById = new Map(games.map((g, i) => [g.id, seatOrders[i]]));
    return order.map((g) => ({ ...g, seats: seatsById.get(g.id) as SeatInput[] }));
  });
}
