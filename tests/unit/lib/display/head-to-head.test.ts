import { describe, expect, it } from "vitest";
import { sameHeadToHead } from "@/lib/display/head-to-head";

const season = [
  { opponentId: "a", games: 3, ahead: 2, behind: 1, even: 0 },
  { opponentId: "b", games: 1, ahead: 0, behind: 0, even: 1 },
];
// the game's table over its seasons is sorted by plays, the season's by opponent: the order does not matter
const system = [
  { opponentId: "b", plays: 1, ahead: 0, behind: 0, even: 1 },
  { opponentId: "a", plays: 3, ahead: 2, behind: 1, even: 0 },
];

describe("sameHeadToHead", () => {
  it("is true for the same opponents and counts in another order", () => {
    expect(sameHeadToHead(season, system)).toBe(true);
  });
  it("is false when a count differs (another season of the game added a play)", () => {
    expect(sameHeadToHead(season, [system[0], { ...system[1], plays: 4, behind: 2 }])).toBe(false);
    expect(sameHeadToHead(season, [system[0], { ...system[1], even: 1, ahead: 1 }])).toBe(false);
  });
  it("is false when an opponent is missing, extra or another one", () => {
    expect(sameHeadToHead(season, system.slice(0, 1))).toBe(false);
    expect(sameHeadToHead(season.slice(0, 1), system)).toBe(false);
    expect(sameHeadToHead(season, [system[0], { ...system[1], opponentId: "c" }])).toBe(false);
  });
  it("is false for two empty tables (nothing above to point to) and for a repeated opponent", () => {
    expect(sameHeadToHead([], [])).toBe(false);
    expect(sameHeadToHead([season[0], season[0]], [system[1], system[1]])).toBe(false);
  });
});
