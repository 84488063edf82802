import { describe, expect, it } from "vitest";
import { demoGenerators, demoPlays, getSystem, rankPlay, type DemoSystemId } from "../../../src/scoring";

const PLAYERS = ["andrea", "luca", "paolo", "stefano", "giorgio"];
const ids = Object.keys(demoGenerators) as DemoSystemId[];

describe.each(ids)("demo plays of %s", (systemId) => {
  const plays = demoPlays(systemId, PLAYERS, 200, 7);

  it("every generated play is valid: rankPlay ranks it without an error", () => {
    for (const play of plays) expect(() => rankPlay(systemId, play)).not.toThrow();
  });

  it("the same seed gives the same plays, another seed others", () => {
    expect(demoPlays(systemId, PLAYERS, 10, 7)).toEqual(plays.slice(0, 10));
    expect(demoPlays(systemId, PLAYERS, 10, 8)).not.toEqual(plays.slice(0, 10));
  });

  it("uses every ending of the system, so the statistics have something to show", () => {
    const endings = new Set(plays.map((p) => rankPlay(systemId, p) && p.endedBy));
    expect([...endings].sort()).toEqual(
      getSystem(systemId)
        .endings.map((e) => e.value)
        .sort(),
    );
  });
});

it("Julius Caesar demo plays include a draw and a win on Rome", () => {
  const results = demoPlays("julius-caesar", PLAYERS, 200, 7).map((p) => rankPlay("julius-caesar", p));
  expect(results.some((r) => r.result === "draw")).toBe(true);
  expect(results.some((r) => r.seats[0].decidedBy === "key:controlsRome")).toBe(true);
});
