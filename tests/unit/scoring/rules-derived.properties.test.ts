// Issue 21: what the rules decide is derived, and what they make impossible is refused (property tests).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deriveCompletion,
  holdsWholeObjective,
  presets,
  rankGame,
  rankPlay,
  ScoringInputError,
  territoriesHeldTwice,
  type Value,
} from "../../../src/scoring";
import { gameArb } from "./arbitraries";

const MAP = Array.from({ length: 42 }, (_, i) => `t${i}`);
const rejects = (f: () => unknown) => {
  try {
    f();
    return false;
  } catch (e) {
    if (e instanceof ScoringInputError) return true;
    throw e;
  }
};

describe("a territory is held by one player (domain README)", () => {
  it("territoriesHeldTwice names exactly the territories in more than one seat's list", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.constantFrom(...MAP), { maxLength: 12 }), { minLength: 2, maxLength: 6 }),
        (lists) => {
          const seats = lists.map((held, i) => ({ playerId: `p${i}`, held }));
          const clashes = territoriesHeldTwice(seats);
          for (const t of MAP) {
            const holders = seats.filter((s) => s.held.includes(t)).map((s) => s.playerId);
            expect(
              clashes.find((c) => c.territoryId === t)?.playerIds ?? (holders.length > 1 ? "missing" : undefined),
            ).toEqual(holders.length > 1 ? holders : undefined);
          }
        },
      ),
    );
  });

  it("a map dealt out to the seats (each territory to one owner) never clashes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 42, maxLength: 42 }), (owner) => {
        const seats = [0, 1, 2, 3, 4, 5].map((k) => ({
          playerId: `p${k}`,
          held: MAP.filter((_, t) => owner[t] === k),
        }));
        expect(territoriesHeldTwice(seats)).toEqual([]);
      }),
    );
  });
});

describe("RisiKo!: completion ⇔ every territory of the objective held", () => {
  const objectiveArb = fc.uniqueArray(fc.constantFrom(...MAP), { minLength: 1, maxLength: 21 }).chain((objective) =>
    fc.record({
      objective: fc.constant(objective),
      values: fc.array(fc.integer({ min: 2, max: 6 }), { minLength: objective.length, maxLength: objective.length }),
      held: fc.subarray(MAP),
    }),
  );

  it("the derived completion is holding the whole objective, and rankGame refuses any other flag", () => {
    fc.assert(
      fc.property(objectiveArb, ({ objective, values, held }) => {
        const total = values.reduce((a, b) => a + b, 0);
        const points = objective.reduce((sum, t, i) => sum + (held.includes(t) ? values[i] : 0), 0);
        const whole = holdsWholeObjective(objective, held);
        expect(
          deriveCompletion({
            objectiveCompleted: false,
            eliminatedOrder: null,
            objectivePoints: points,
            objectiveTotal: total,
          }),
        ).toBe(whole);
        for (const flag of [true, false]) {
          const game = {
            id: "g",
            playedAt: "2009-01-10",
            seats: [
              {
                playerId: "a",
                turnOrder: 1,
                objectivePoints: points,
                objectiveTotal: total,
                objectiveCompleted: flag,
                eliminatedOrder: null,
              },
              {
                playerId: "b",
                turnOrder: 2,
                objectivePoints: 0,
                objectiveTotal: 95,
                objectiveCompleted: false,
                eliminatedOrder: null,
              },
              {
                playerId: "c",
                turnOrder: 3,
                objectivePoints: 5,
                objectiveTotal: 95,
                objectiveCompleted: false,
                eliminatedOrder: null,
              },
            ],
          };
          expect(rejects(() => rankGame(game, presets.placement))).toBe(flag !== whole);
          const play = {
            seats: game.seats.map((s) => ({
              playerId: s.playerId,
              seatOrder: s.turnOrder,
              values: {
                objectivePoints: s.objectivePoints,
                objectiveTotal: s.objectiveTotal,
                ...(s.playerId === "a" ? {} : { objectiveCompleted: false }),
              },
            })),
          };
          expect(
            rankPlay("risiko", play).seats.find((s) => s.playerId === "a")?.decidedBy === "decisive:objectiveCompleted",
          ).toBe(whole);
        }
      }),
    );
  });
});

describe("Nero §13.1: automatic victory ⇔ 4 Areas, or Emperor with 3", () => {
  const LEADERS = ["Generale", "Contendente", "Imperatore"];
  const playArb = fc.record({
    areas: fc
      .array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 4 })
      .filter((a) => a.reduce((x, y) => x + y, 0) <= 4),
    leaders: fc
      .array(fc.constantFrom(...LEADERS), { minLength: 4, maxLength: 4 })
      .filter((l) => l.filter((x) => x === "Imperatore").length <= 2),
    vps: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 4, maxLength: 4 }),
    typed: fc.boolean(),
  });

  it("left out, the flag is derived; typed, it is refused unless it agrees", () => {
    fc.assert(
      fc.property(playArb, ({ areas, leaders, vps, typed }) => {
        const wins = areas.map((a, i) => a === 4 || (a === 3 && leaders[i] === "Imperatore"));
        const winner = wins.indexOf(true);
        const seats = areas.map((a, i) => ({
          playerId: `p${i}`,
          values: { vp: vps[i], areasControlled: a, leaderAtEnd: leaders[i] } as Record<string, Value>,
        }));
        const play = { game: { turnsPlayed: 4 }, seats };
        const top = rankPlay("nero", play)
          .seats.filter((s) => s.decidedBy === "decisive:automaticVictory")
          .map((s) => s.playerId);
        expect(top).toEqual(winner >= 0 ? [`p${winner}`] : []);
        const typedPlay = {
          ...play,
          seats: seats.map((s, i) => ({ ...s, values: { ...s.values, automaticVictory: i === 0 ? typed : wins[i] } })),
        };
        expect(rejects(() => rankPlay("nero", typedPlay))).toBe(typed !== wins[0]);
      }),
    );
  });
});

describe("RisiKo!: the eliminator is still in the game", () => {
  it("accepted exactly when the eliminator survived or went out later", () => {
    fc.assert(
      fc.property(
        gameArb({ completion: false }).filter((g) => g.seats.some((s) => s.eliminatedOrder !== null)),
        fc.nat(),
        fc.nat(),
        (game, a, b) => {
          const out = game.seats.filter((s) => s.eliminatedOrder !== null);
          const victim = out[a % out.length];
          const others = game.seats.filter((s) => s !== victim);
          const by = others[b % others.length];
          victim.eliminatedBy = by.playerId;
          const allowed = by.eliminatedOrder === null || by.eliminatedOrder > (victim.eliminatedOrder as number);
          expect(rejects(() => rankGame(game, presets.placement))).toBe(!allowed);
        },
      ),
    );
  });
});
