import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PlanningInputError,
  chooseTableSizes,
  proposeTables,
  type PlanningInput,
  type PlanningNight,
} from "@/planning";

const ids = (n: number, prefix = "p") => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const players = (n: number) => ids(n).map((id) => ({ id }));
const risiko = { min: 3, max: 6, preferred: [4, 5] };
const base = (n: number, extra: Partial<PlanningInput> = {}): PlanningInput => ({
  players: players(n),
  history: [],
  sizes: risiko,
  seed: "s",
  ...extra,
});

function errorOf(input: PlanningInput): PlanningInputError {
  try {
    proposeTables(input);
  } catch (e) {
    if (e instanceof PlanningInputError) return e;
    throw e;
  }
  throw new Error("expected a PlanningInputError");
}

describe("chooseTableSizes", () => {
  it.each([
    { label: "9 RisiKo! players, preferring 4–5", n: 9, sizes: risiko, want: [5, 4] },
    { label: "6 players: one table of 6 beats two off-preference tables of 3", n: 6, sizes: risiko, want: [6] },
    { label: "7 players: 4 + 3", n: 7, sizes: risiko, want: [4, 3] },
    { label: "12 players, no preference: fewest tables", n: 12, sizes: { min: 3, max: 6 }, want: [6, 6] },
    { label: "13 players preferring 4–5", n: 13, sizes: risiko, want: [5, 4, 4] },
    { label: "30 players preferring 4–5: six tables of 5", n: 30, sizes: risiko, want: [5, 5, 5, 5, 5, 5] },
    { label: "8 players of a 2-player game", n: 8, sizes: { min: 2, max: 2 }, want: [2, 2, 2, 2] },
    { label: "5 players of Nero (2–4)", n: 5, sizes: { min: 2, max: 4 }, want: [3, 2] },
  ])("$label → $want", ({ n, sizes, want }) => {
    expect(chooseTableSizes(n, sizes)).toEqual(want);
  });
});

describe("proposeTables: impossible input names the field", () => {
  it.each([
    { label: "no players", input: base(0), field: "players", code: "noPlayers" },
    {
      label: "duplicate player ids",
      input: base(4, { players: [{ id: "a" }, { id: "b" }, { id: "a" }, { id: "c" }] }),
      field: "players",
      code: "duplicatePlayer",
    },
    {
      label: "a rating that is not a number",
      input: base(3, { players: [{ id: "a", rating: NaN }, { id: "b" }, { id: "c" }] }),
      field: "players",
      code: "invalidRating",
    },
    { label: "min above max", input: base(6, { sizes: { min: 5, max: 4 } }), field: "sizes", code: "minAboveMax" },
    {
      label: "sizes that are not whole numbers",
      input: base(6, { sizes: { min: 2.5, max: 4 } }),
      field: "sizes",
      code: "invalidSizes",
    },
    {
      label: "a preferred size outside min–max",
      input: base(6, { sizes: { min: 3, max: 6, preferred: [7] } }),
      field: "sizes.preferred",
      code: "preferredOutOfRange",
    },
    {
      label: "7 players of a 2-player game",
      input: base(7, { sizes: { min: 2, max: 2 } }),
      field: "sizes",
      code: "unsplittable",
    },
    { label: "2 players of RisiKo!", input: base(2), field: "sizes", code: "unsplittable" },
    {
      label: "a locked player not checked in",
      input: base(8, { locked: [{ playerId: "zz", table: 0 }] }),
      field: "locked",
      code: "lockedUnknown",
    },
    {
      label: "a player locked twice",
      input: base(8, {
        locked: [
          { playerId: "p1", table: 0 },
          { playerId: "p1", table: 1 },
        ],
      }),
      field: "locked",
      code: "lockedDuplicate",
    },
    {
      label: "a lock on a table that does not exist",
      input: base(8, { locked: [{ playerId: "p1", table: 2 }] }),
      field: "locked",
      code: "lockedTable",
    },
    {
      label: "more locked players than a table seats",
      input: base(8, { locked: ids(5).map((playerId) => ({ playerId, table: 1 })) }),
      field: "locked",
      code: "lockedFull",
    },
    {
      label: "a history night without tables",
      input: base(4, { history: [{} as PlanningNight] }),
      field: "history",
      code: "invalidHistory",
    },
  ])("$label → $field", ({ input, field, code }) => {
    const error = errorOf(input);
    expect(error.field).toBe(field);
    expect(error.code).toBe(code);
    expect(error.message).toContain(field);
  });
});

describe("proposeTables: balance", () => {
  it("seats together the pairs that met least and separates those that met most", () => {
    // p1..p4 always sat together; p5..p8 too: tonight's two tables of 4 must mix them 2 + 2
    const history = Array.from({ length: 3 }, () => ({ tables: [ids(4), ids(4).map((_, i) => `p${i + 5}`)] }));
    const { tables } = proposeTables(base(8, { history, sizes: { min: 4, max: 4 } }));
    for (const t of tables) expect(t.filter((id) => Number(id.slice(1)) <= 4)).toHaveLength(2);
  });

  it("gives the first turn to a player who has not gone first", () => {
    const history = [{ tables: [["p1", "p2", "p3"]] }, { tables: [["p2", "p1", "p3"]] }];
    expect(proposeTables(base(3, { history })).tables[0][0]).toBe("p3");
  });

  it("spreads the leaders over the tables when asked", () => {
    const rated = ids(8).map((id, i) => ({ id, rating: i < 4 ? 2000 : 1000 }));
    for (const seed of ["a", "b", "c"]) {
      const { tables } = proposeTables(
        base(8, { players: rated, sizes: { min: 4, max: 4 }, balanceStrength: true, seed }),
      );
      for (const t of tables) expect(t.filter((id) => Number(id.slice(1)) <= 4)).toHaveLength(2);
    }
  });

  it("2-player games: avoids a rematch and pairs similar ratings", () => {
    const rated = [
      { id: "a", rating: 10 },
      { id: "b", rating: 11 },
      { id: "c", rating: 30 },
      { id: "d", rating: 31 },
    ];
    const pairs = (tables: string[][]) => tables.map((t) => [...t].sort().join("")).sort();
    expect(pairs(proposeTables({ players: rated, history: [], sizes: { min: 2, max: 2 }, seed: "x" }).tables)).toEqual([
      "ab",
      "cd",
    ]);
    const history = [
      {
        tables: [
          ["a", "b"],
          ["c", "d"],
        ],
      },
    ];
    const next = pairs(proposeTables({ players: rated, history, sizes: { min: 2, max: 2 }, seed: "x" }).tables);
    expect(next).not.toContain("ab");
    expect(next).not.toContain("cd");
  });

  it("2-player games: the side (first seat) alternates", () => {
    const history = [{ tables: [["a", "b"]] }];
    expect(
      proposeTables({ players: [{ id: "a" }, { id: "b" }], history, sizes: { min: 2, max: 2 }, seed: "x" }).tables,
    ).toEqual([["b", "a"]]);
  });
});

const inputArb = fc
  .record({
    n: fc.integer({ min: 3, max: 24 }),
    sizes: fc.constantFrom(
      { min: 3, max: 6, preferred: [4, 5] },
      { min: 3, max: 6 },
      { min: 2, max: 4 },
      { min: 2, max: 2 },
      { min: 4, max: 5 },
    ),
    seed: fc.string({ maxLength: 8 }),
    nights: fc.array(fc.array(fc.nat(30), { minLength: 2, maxLength: 6 }), { maxLength: 6 }),
    lockCount: fc.nat(3),
    balanceStrength: fc.boolean(),
  })
  .filter(({ n, sizes }) => {
    try {
      chooseTableSizes(n, sizes);
      return true;
    } catch {
      return false;
    }
  })
  .map(({ n, sizes, seed, nights, lockCount, balanceStrength }): PlanningInput => {
    const tableCount = chooseTableSizes(n, sizes).length;
    return {
      players: ids(n).map((id, i) => ({ id, rating: (i * 37) % 11 })),
      history: nights.map((t) => ({ tables: [[...new Set(t.map((k) => `p${k}`))]] })),
      sizes,
      seed,
      balanceStrength,
      // one lock per table at most, so they always fit
      locked: ids(Math.min(lockCount, tableCount)).map((playerId, table) => ({ playerId, table })),
    };
  });

describe("proposeTables: properties", () => {
  it("seats every player present exactly once, at tables of allowed sizes, locked players where locked", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { tables } = proposeTables(input);
        const seated = tables.flat();
        expect([...seated].sort()).toEqual(input.players.map((p) => p.id).sort());
        for (const t of tables) {
          expect(t.length).toBeGreaterThanOrEqual(input.sizes.min);
          expect(t.length).toBeLessThanOrEqual(input.sizes.max);
        }
        expect(tables.map((t) => t.length)).toEqual(chooseTableSizes(input.players.length, input.sizes));
        for (const l of input.locked ?? []) expect(tables[l.table]).toContain(l.playerId);
      }),
      { numRuns: 150 },
    );
  });

  it("gives the same proposal for the same input and seed", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(proposeTables(structuredClone(input))).toEqual(proposeTables(structuredClone(input)));
      }),
      { numRuns: 60 },
    );
  });

  it("varies with the seed", () => {
    const outcomes = new Set(
      Array.from({ length: 12 }, (_, s) => JSON.stringify(proposeTables(base(13, { seed: `seed-${s}` })).tables)),
    );
    expect(outcomes.size).toBeGreaterThan(6);
  });
});
