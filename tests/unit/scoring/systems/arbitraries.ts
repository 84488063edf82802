import fc from "fast-check";
import type { Play, PlaySeat, SystemId, Value } from "../../../../src/scoring";
import { gameArb, POOL } from "../arbitraries";
import { asPlay } from "./helpers";

/** `decisive`: true = a seat wins outright, false = none does, undefined = either */
type Shape = { decisive?: boolean };

const players = (n: number) => fc.shuffledSubarray(POOL, { minLength: n, maxLength: n });
const seatsOf = (
  ids: string[],
  values: Record<string, Value>[],
  identity?: (i: number) => Record<string, string> | undefined,
): PlaySeat[] =>
  ids.map((playerId, i) => ({ playerId, values: values[i], ...(identity?.(i) ? { identity: identity(i) } : {}) }));
const maybe = (shape: Shape) => (shape.decisive === undefined ? fc.boolean() : fc.constant(shape.decisive));

const risikoArb = (shape: Shape): fc.Arbitrary<Play> =>
  gameArb({ completion: shape.decisive !== false })
    .filter((g) => shape.decisive !== true || g.seats.some((s) => s.objectiveCompleted))
    .map((g) => asPlay(g.seats));

const spqrArb = (shape: Shape): fc.Arbitrary<Play> =>
  fc.integer({ min: 3, max: 5 }).chain((n) =>
    fc
      .record({
        ids: players(n),
        target: fc.integer({ min: 8, max: 20 }),
        mode: shape.decisive ? fc.constant("target") : fc.constantFrom("target", "time"),
        win: maybe(shape),
        vps: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
        over: fc.integer({ min: 0, max: 3 }),
        eliminated: fc.integer({ min: 0, max: n - 2 }),
        orders: fc.boolean(),
      })
      .map(({ ids, target, mode, win, vps, over, eliminated, orders }): Play => {
        const winner = mode === "target" && win ? n - 1 : -1;
        const values = vps.map((v, i): Record<string, Value> => ({
          vp: i === winner ? target + over : Math.min(v * 2, target - 1),
          ...(i < eliminated && i !== winner ? { eliminatedOrder: i + 1 } : {}),
        }));
        return {
          game: mode === "target" ? { mode, targetVp: target } : { mode },
          seats: seatsOf(ids, values).map((s, i) => (orders ? { ...s, seatOrder: i + 1 } : s)),
        };
      }),
  );

const neroArb = (shape: Shape): fc.Arbitrary<Play> =>
  fc.integer({ min: 3, max: 4 }).chain((n) =>
    fc
      .record({
        ids: players(n),
        win: maybe(shape),
        turn: fc.integer({ min: 1, max: 4 }),
        vps: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: n, maxLength: n }),
        zones: fc.shuffledSubarray(["ovest", "centrale", "orientale", "asiaAfrica"], { minLength: n, maxLength: n }),
        emperors: fc.integer({ min: 0, max: 2 }),
      })
      .map(({ ids, win, turn, vps, zones, emperors }) => {
        const values = vps.map((v, i): Record<string, Value> => ({
          vp: v * 3,
          automaticVictory: win && i === 0,
          ...(i < emperors ? { leaderAtEnd: "Imperatore", emperorInRome: i === 0 } : { leaderAtEnd: "Generale" }),
          ...(win && i === 0 ? { areasControlled: 4 } : {}),
        }));
        return { game: { turnsPlayed: win ? turn : 4 }, seats: seatsOf(ids, values, (i) => ({ baseZone: zones[i] })) };
      }),
  );

const hotreArb = (): fc.Arbitrary<Play> =>
  fc.integer({ min: 2, max: 4 }).chain((n) =>
    fc
      .record({
        ids: players(n),
        p: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }),
        f: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }),
        emperors: fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 4, maxLength: 4 }),
        areas: fc.shuffledSubarray(["Aquitania", "Italia", "Macedonia", "Syria"], { minLength: 4, maxLength: 4 }),
        dead: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      })
      .map(({ ids, p, f, emperors, areas, dead }) => ({
        game: { periodsPlayed: 7 },
        seats: seatsOf(
          ids,
          // §15.1: with 2 players each seat runs two groups (indexes n + i); §5.7: a dead Faction has F 0
          ids.map((_, i): Record<string, Value> => ({
            vpPopulation: p[i] * 5,
            vpFaction: dead[i] ? 0 : f[i] * 5,
            lastEmperorNumber: emperors[i],
            ...(dead[i] ? { factionDead: true } : {}),
            ...(n === 2
              ? {
                  vpPopulation2: p[n + i] * 5,
                  vpFaction2: dead[n + i] ? 0 : f[n + i] * 5,
                  lastEmperorNumber2: emperors[n + i],
                  ...(dead[n + i] ? { factionDead2: true } : {}),
                }
              : {}),
          })),
          (i): Record<string, string> =>
            n === 2 ? { startArea: areas[2 * i], secondStartArea: areas[2 * i + 1] } : { startArea: areas[i] },
        ),
      })),
  );

const jcArb = (shape: Shape): fc.Arbitrary<Play> =>
  fc
    .record({
      ids: players(2),
      win: maybe(shape),
      year: fc.integer({ min: 1, max: 5 }),
      cities: fc.integer({ min: 0, max: 13 }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      leaders: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
      rome: fc.constantFrom(-1, 0, 1),
      sides: fc.boolean(),
      cleopatra: fc.constantFrom(null, "Cesare", "Pompeo"),
    })
    .map(({ ids, win, year, cities, split, leaders, rome, sides, cleopatra }) => {
      let city = [Math.round(cities * split), cities - Math.round(cities * split)];
      if (win) city = [Math.max(city[0], 10 - leaders[0]), Math.min(city[1], 13 - Math.max(city[0], 10 - leaders[0]))];
      else city = city.map((c, i) => Math.min(c, 9 - leaders[i]));
      const values = [0, 1].map((i) => ({
        cityVp: city[i],
        leadersKilled: leaders[i],
        controlsRome: rome === i && city[i] >= 2,
      }));
      const vp = values.map((v) => v.cityVp + v.leadersKilled);
      return {
        game: { endedYear: vp.some((v) => v >= 10) ? year : 5, ...(cleopatra ? { cleopatraSide: cleopatra } : {}) },
        seats: seatsOf(ids, values, (i) => ({ side: (i === 0) === sides ? "Cesare" : "Pompeo" })),
      };
    });

const cote2Arb = (): fc.Arbitrary<Play> =>
  fc.integer({ min: 2, max: 6 }).chain((n) =>
    fc
      .record({
        ids: players(n),
        seasons: fc.constantFrom(4, 5),
        vps: fc.array(fc.integer({ min: -4, max: 12 }), { minLength: n, maxLength: n }),
        tokens: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      })
      .map(({ ids, seasons, vps, tokens }) => ({
        game: { seasons },
        seats: seatsOf(
          ids,
          ids.map((_, i) => ({ vp: vps[i] * 5, influenceTokens: tokens[i] })),
        ),
      })),
  );

/** A valid play of each system: ties are common (values in coarse steps). */
export const playArbs: Record<SystemId, (shape?: Shape) => fc.Arbitrary<Play>> = {
  risiko: (shape = {}) => risikoArb(shape),
  spqr: (shape = {}) => spqrArb(shape),
  nero: (shape = {}) => neroArb(shape),
  hotre: () => hotreArb(),
  "julius-caesar": (shape = {}) => jcArb(shape),
  cote2: () => cote2Arb(),
};
