import { describe, expect, it } from "vitest";
import { ARMY_COLORS, distinctColours } from "@/lib/display/army-colors";

describe("distinctColours: a RisiKo! table seated in the players' own colours", () => {
  it.each([
    { label: "every colour its own", own: { a: "giallo", b: "rosso", c: "blu" }, want: ["giallo", "rosso", "blu"] },
    {
      label: "a clash: the later player gets the first free colour",
      own: { a: "rosso", b: "rosso", c: "blu" },
      want: ["rosso", "verde", "blu"],
    },
    {
      label: "a fallback never takes a later player's own colour",
      own: { a: "blu", b: "blu", c: "rosso" },
      want: ["blu", "verde", "rosso"],
    },
    { label: "a player with no colour on record", own: { a: "blu", c: "blu" }, want: ["blu", "rosso", "verde"] },
  ])("$label", ({ own, want }) => {
    expect(distinctColours(["a", "b", "c"], new Map(Object.entries(own)))).toEqual(want);
  });

  it("six players of one colour still sit in six different colours", () => {
    const table = ["a", "b", "c", "d", "e", "f"];
    const got = distinctColours(table, new Map(table.map((id) => [id, "nero"])));
    expect(new Set(got).size).toBe(6);
    expect(got[0]).toBe("nero");
    expect([...got].sort()).toEqual([...ARMY_COLORS].sort());
  });
});
