import { describe, expect, it } from "vitest";
import { proposeTables, verifyTables, type PlanningInput, type TableChange } from "@/planning";

const input: Omit<PlanningInput, "locked"> = {
  players: Array.from({ length: 9 }, (_, i) => ({ id: `p${i + 1}` })),
  history: [
    {
      tables: [
        ["p1", "p2", "p3", "p4", "p5"],
        ["p6", "p7", "p8", "p9"],
      ],
    },
  ],
  sizes: { min: 3, max: 6, preferred: [4, 5] },
  seed: "2026-11-27-club",
};
const drawn = proposeTables(input).tables;

describe("verifyTables", () => {
  it("matches an honest draw with no change", () => {
    expect(verifyTables(input, [], drawn)).toMatchObject({ matches: true, proposal: drawn, swaps: [], locked: [] });
  });

  it("reports a mismatch when two players were moved without a recorded change", () => {
    const tampered = drawn.map((t) => [...t]);
    [tampered[0][0], tampered[1][0]] = [tampered[1][0], tampered[0][0]];
    const v = verifyTables(input, [], tampered);
    expect(v.matches).toBe(false);
    expect(v.expected).toEqual(drawn);
  });

  it("reports a mismatch for tables drawn with another seed", () => {
    const other = proposeTables({ ...input, seed: "another" }).tables;
    expect(other).not.toEqual(drawn);
    expect(verifyTables(input, [], other).matches).toBe(false);
  });

  it("applies the recorded swaps after the draw, in order, and matches the tables they give", () => {
    const [a, b] = [drawn[0][1], drawn[1][2]];
    const swapped = drawn.map((t) => [...t]);
    swapped[0][1] = b;
    swapped[1][2] = a;
    const changes: TableChange[] = [{ kind: "swap", first: a, second: b }];
    expect(verifyTables(input, changes, swapped)).toMatchObject({ matches: true, swaps: [{ first: a, second: b }] });
    expect(verifyTables(input, changes, drawn).matches).toBe(false);
  });

  it("replays locks as redraws with the same seed: swaps before a lock are dropped, an unlock removes the lock", () => {
    const mover = drawn[0][0];
    const changes: TableChange[] = [
      { kind: "swap", first: drawn[0][1], second: drawn[1][1] },
      { kind: "lock", playerId: mover, table: 1 },
      { kind: "lock", playerId: "p9", table: 0 },
      { kind: "unlock", playerId: "p9" },
    ];
    const redrawn = proposeTables({ ...input, locked: [{ playerId: mover, table: 1 }] }).tables;
    const v = verifyTables(input, changes, redrawn);
    expect(v).toMatchObject({ matches: true, locked: [{ playerId: mover, table: 1 }], swaps: [] });
    expect(redrawn[1]).toContain(mover);
  });

  it("answers impossible inputs with no proposal and no match instead of throwing", () => {
    const v = verifyTables(input, [{ kind: "lock", playerId: "p1", table: 7 }], drawn);
    expect(v).toMatchObject({ proposal: null, expected: null, matches: false });
  });
});
