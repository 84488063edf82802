// The worked examples of src/scoring/README.md ("One worked example per system"), kept true here.
import { describe, expect, it } from "vitest";
import { rankPlay, type Play } from "../../../../src/scoring";

const examples: [string, Play, string, string][] = [
  [
    "risiko",
    {
      endedBy: "sdadata",
      game: { endedRound: 9, sdadataThreshold: 5 },
      seats: [
        {
          playerId: "brigate-nere",
          seatOrder: 1,
          identity: { colour: "nero" },
          values: { objectivePoints: 62, objectiveTotal: 95, objectiveCompleted: false, armies: 31 },
        },
        {
          playerId: "yellow-invaders",
          seatOrder: 2,
          values: { objectivePoints: 62, objectiveTotal: 95, objectiveCompleted: false, armies: 24 },
        },
        {
          playerId: "green-panzer",
          seatOrder: 3,
          values: { objectivePoints: 48, objectiveTotal: 95, objectiveCompleted: false },
        },
        {
          playerId: "falange-viola",
          seatOrder: 4,
          values: {
            objectivePoints: 0,
            objectiveTotal: 95,
            objectiveCompleted: false,
            eliminatedOrder: 1,
            eliminatedBy: "brigate-nere",
          },
        },
      ],
    },
    "win",
    "brigate-nere 1 key:armies, yellow-invaders 2 key:armies, green-panzer 3 key:objectivePoints, falange-viola 4 elimination",
  ],
  [
    "spqr",
    {
      game: { mode: "target", targetVp: 15 },
      seats: [
        { playerId: "ada", values: { vp: 15 } },
        { playerId: "bea", values: { vp: 13 } },
        { playerId: "cid", values: { vp: 13 } },
        { playerId: "dan", values: { vp: 8 } },
      ],
    },
    "win",
    "ada 1 decisive:targetReached, bea 2 shared, cid 2 shared, dan 4 key:vp",
  ],
  [
    "nero",
    {
      game: { turnsPlayed: 3 },
      seats: [
        {
          playerId: "ada",
          identity: { baseZone: "ovest" },
          values: { vp: 14, automaticVictory: true, leaderAtEnd: "Imperatore", areasControlled: 3 },
        },
        { playerId: "bea", values: { vp: 17, automaticVictory: false } },
        { playerId: "cid", values: { vp: 9, automaticVictory: false } },
      ],
    },
    "win",
    "ada 1 decisive:automaticVictory, bea 2 key:vp, cid 3 key:vp",
  ],
  [
    "hotre",
    {
      game: { periodsPlayed: 7 },
      seats: [
        { playerId: "ada", values: { vpPopulation: 41, vpFaction: 23, lastEmperorNumber: 2 } },
        { playerId: "bea", values: { vpPopulation: 30, vpFaction: 34, lastEmperorNumber: 5 } },
        { playerId: "cid", values: { vpPopulation: 25, vpFaction: 20, lastEmperorNumber: 1 } },
      ],
    },
    "win",
    "bea 1 key:emperorCounter, ada 2 key:emperorCounter, cid 3 key:vpTotal",
  ],
  [
    "julius-caesar",
    {
      game: { endedYear: 5 },
      seats: [
        { playerId: "ada", identity: { side: "Cesare" }, values: { cityVp: 6, leadersKilled: 1, controlsRome: false } },
        { playerId: "bea", identity: { side: "Pompeo" }, values: { cityVp: 7, leadersKilled: 0, controlsRome: false } },
      ],
    },
    "draw",
    "ada 1 draw, bea 1 draw",
  ],
  [
    "cote2",
    {
      game: { seasons: 4 },
      seats: [
        { playerId: "ada", values: { vp: 95, influenceTokens: 7 } },
        { playerId: "bea", values: { vp: 95, influenceTokens: 9 } },
        { playerId: "cid", values: { vp: -5, influenceTokens: 2 } },
      ],
    },
    "win",
    "bea 1 key:influenceTokens, ada 2 key:influenceTokens, cid 3 key:vp",
  ],
];

describe("README worked examples", () => {
  it.each(examples)("%s", (id, play, result, seats) => {
    const out = rankPlay(id, play);
    expect(out.result).toBe(result);
    expect(out.seats.map((s) => `${s.playerId} ${s.rank} ${s.decidedBy}`).join(", ")).toBe(seats);
  });

  it("julius-caesar: the same play ended in year 3 is rejected at game.endedYear", () => {
    const [, play] = examples[4];
    expect(() => rankPlay("julius-caesar", { ...play, game: { endedYear: 3 } })).toThrow(
      "game.endedYear: no seat won outright, so a play that ended by yearLimit lasts all 5 years (got 3; §1.2)",
    );
  });
});
