import { describe, expect, it } from "vitest";
import { validateObjectiveSet } from "@/dealing/validate";

const ids = new Set(["a", "b", "c", "d"]);
const obj = (number: number, ts: [string, number][], name = `#${number}`) => ({
  number,
  name,
  territories: ts.map(([territoryId, value]) => ({ territoryId, value })),
});

describe("validateObjectiveSet", () => {
  it.each([
    [
      "a territory twice",
      obj(1, [
        ["a", 2],
        ["a", 3],
      ]),
      "duplicateTerritory",
    ],
    ["an unknown territory", obj(1, [["zz", 2]]), "unknownTerritory"],
    ["a zero value", obj(1, [["a", 0]]), "valueNotPositive"],
    ["a negative value", obj(1, [["a", -2]]), "valueNotPositive"],
    ["a fractional value", obj(1, [["a", 1.5]]), "valueNotPositive"],
    ["no territories", obj(1, []), "noTerritories"],
    ["an empty name", obj(1, [["a", 1]], " "), "nameRequired"],
  ])("rejects %s", (_l, o, code) => {
    expect(validateObjectiveSet([o], ids).errors.map((e) => e.code)).toContain(code);
  });

  it("accepts a clean set without warnings", () => {
    const r = validateObjectiveSet(
      [
        obj(1, [
          ["a", 2],
          ["b", 3],
        ]),
        obj(2, [
          ["c", 4],
          ["d", 1],
        ]),
      ],
      ids,
    );
    expect(r).toEqual({ errors: [], warnings: [] });
  });

  it("rejects two objectives with the same number", () => {
    expect(validateObjectiveSet([obj(1, [["a", 2]]), obj(1, [["b", 2]])], ids).errors.map((e) => e.code)).toEqual([
      "duplicateNumber",
    ]);
  });

  it("warns (without erroring) about different totals, different sizes and identical objectives", () => {
    const r = validateObjectiveSet(
      [
        obj(1, [
          ["a", 2],
          ["b", 3],
        ]),
        obj(2, [["c", 9]]),
        obj(3, [
          ["b", 3],
          ["a", 2],
        ]),
      ],
      ids,
    );
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.code).sort()).toEqual(["differentSizes", "differentTotals", "identicalObjectives"]);
    expect(r.warnings.find((w) => w.code === "identicalObjectives")).toMatchObject({
      objective: 3,
      params: { other: 1 },
    });
  });
});
