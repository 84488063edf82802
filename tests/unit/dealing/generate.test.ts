import { describe, expect, it } from "vitest";
import referenceMap from "../../../prisma/reference/risiko-map.json";
import { GeneratorError, generateBalancedObjectives } from "@/dealing/generate";
import { officialObjectives } from "@/dealing/official";
import { objectiveTotal } from "@/dealing/types";
import { validateObjectiveSet } from "@/dealing/validate";

const map = referenceMap.territories.map((t) => ({ id: t.id, continentId: t.continent, value: t.value }));
const ids = new Set(map.map((t) => t.id));

describe("generateBalancedObjectives", () => {
  it.each([
    [20, 21, 95],
    [16, 20, 86],
    [10, 12, undefined],
  ])("makes %i objectives of %i territories with equal totals (%s)", (count, size, total) => {
    const set = generateBalancedObjectives(map, { count, size, total, seed: "torneo-2010" });
    expect(set).toHaveLength(count);
    const totals = new Set(set.map(objectiveTotal));
    expect(totals.size).toBe(1);
    if (total) expect([...totals][0]).toBe(total);
    for (const o of set) expect(o.territories).toHaveLength(size);
    const check = validateObjectiveSet(set, ids);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it("is reproducible from the seed", () => {
    const a = generateBalancedObjectives(map, { count: 20, size: 21, total: 95, seed: 7 });
    expect(generateBalancedObjectives(map, { count: 20, size: 21, total: 95, seed: 7 })).toEqual(a);
    expect(generateBalancedObjectives(map, { count: 20, size: 21, total: 95, seed: 8 })).not.toEqual(a);
  });

  it("spreads territories: every territory appears in some objective", () => {
    const set = generateBalancedObjectives(map, { count: 20, size: 21, total: 95, seed: 3 });
    const used = new Set(set.flatMap((o) => o.territories.map((t) => t.territoryId)));
    expect(used.size).toBe(42);
  });

  it("refuses an unreachable total", () => {
    expect(() => generateBalancedObjectives(map, { count: 3, size: 5, total: 500, seed: 1 })).toThrow(GeneratorError);
    expect(() => generateBalancedObjectives(map, { count: 3, size: 50, seed: 1 })).toThrow(GeneratorError);
  });
});

describe("officialObjectives", () => {
  it("builds the 16 tournament objectives, each worth 86 with border values", () => {
    const set = officialObjectives(map);
    expect(set).toHaveLength(16);
    expect(set.map(objectiveTotal)).toEqual(Array(16).fill(86));
    expect(validateObjectiveSet(set, ids).errors).toEqual([]);
  });
});
