import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstRepeatedId } from "../../../src/scoring/unique-ids";

const first = (ids: string[]) => firstRepeatedId(ids.length, (i) => ids[i]);

describe("firstRepeatedId", () => {
  it.each([
    ["no ids", [], -1],
    ["all different", ["g1", "g2", "g3"], -1],
    ["a repeat: the index of its second occurrence", ["g1", "g2", "g1", "g3"], 2],
    ["the first repeat wins", ["a", "b", "b", "a"], 2],
    ["same text, different string objects", ["game-" + 1, "x", ["game", "1"].join("-")], 2],
    ["empty strings", ["", "a", ""], 2],
    ["ids that differ only by case", ["A", "a"], -1],
  ])("%s", (_label, ids, expected) => {
    expect(first(ids)).toBe(expected);
  });

  it("agrees with a Set on any list (colliding hashes included: the table is small)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }), (ids) => {
        const seen = new Set<string>();
        const expected = ids.findIndex((id) => (seen.has(id) ? true : (seen.add(id), false)));
        expect(first(ids)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
