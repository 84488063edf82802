// Issue 21, item 4: the five RisiKo! endings of the definition, case by case, where a result is typed (the result
// schema) and where it is read from a file (the season CSV reader). docs/game-systems.md §1.2; domain README
// "How a game ends" (sdadata: ≤ 4, the threshold rising by 1 each full round up to 7).
import { describe, expect, it } from "vitest";
import { readSeasonCsv } from "@/history/season-csv";
import { END_REASONS, gameResultSchema, SDADATA_THRESHOLDS } from "@/schemas/result";
import { risiko } from "@/scoring/systems/risiko";

const seat = (seatId: string, patch: Record<string, unknown> = {}) => ({
  seatId,
  objectiveId: null,
  heldTerritoryIds: [],
  objectiveTotal: 95,
  objectivePoints: 40,
  objectiveCompleted: false,
  eliminatedOrder: null,
  eliminatedById: null,
  armies: null,
  ...patch,
});
const result = (patch: Record<string, unknown>, seats = [seat("a"), seat("b"), seat("c")]) =>
  gameResultSchema.safeParse({
    gameId: "g",
    version: 0,
    endReason: "time",
    sdadataRound: null,
    durationMinutes: 90,
    notes: null,
    seats,
    ...patch,
  });
const issues = (r: ReturnType<typeof result>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("the endings are the definition's", () => {
  it("the result form, the CSV and the JSON take exactly the five endings of risiko.ts", () => {
    expect([...END_REASONS]).toEqual(risiko.endings.map((e) => e.value));
  });
  it("the threshold's choices are the definition's bounds, 4 to 7", () => {
    const field = risiko.gameFields.find((f) => f.key === "sdadataThreshold");
    expect(field).toMatchObject({ min: 4, max: 7 });
    expect(SDADATA_THRESHOLDS).toEqual([4, 5, 6, 7]);
  });
});

describe("the result schema, case by case", () => {
  const cases: [string, Record<string, unknown>, ReturnType<typeof seat>[] | undefined, string[]][] = [
    [
      "objective, a completion ticked",
      { endReason: "objective" },
      [seat("a", { objectiveCompleted: true, objectivePoints: 95 }), seat("b"), seat("c")],
      [],
    ],
    ["sdadata with round and threshold", { endReason: "sdadata", sdadataRound: 9, sdadataThreshold: 5 }, undefined, []],
    ["sdadata with a round, threshold not recorded", { endReason: "sdadata", sdadataRound: 9 }, undefined, []],
    ["sdadata without its round", { endReason: "sdadata", sdadataThreshold: 5 }, undefined, ["sdadataRound:required"]],
    [
      "sdadata threshold 3 (below 4)",
      { endReason: "sdadata", sdadataRound: 9, sdadataThreshold: 3 },
      undefined,
      ["sdadataThreshold:invalidNumber"],
    ],
    [
      "sdadata threshold 8 (above 7)",
      { endReason: "sdadata", sdadataRound: 9, sdadataThreshold: 8 },
      undefined,
      ["sdadataThreshold:invalidNumber"],
    ],
    ["time", { endReason: "time" }, undefined, []],
    ["agreement", { endReason: "agreement" }, undefined, []],
    [
      "last one standing, whose survivor completed (holds the whole map)",
      { endReason: "lastStanding" },
      [
        seat("a", { objectiveCompleted: true, objectivePoints: 95 }),
        seat("b", { eliminatedOrder: 1, objectivePoints: 0 }),
        seat("c", { eliminatedOrder: 2, objectivePoints: 0 }),
      ],
      [],
    ],
    [
      "a completion with a time ending",
      { endReason: "time" },
      [seat("a", { objectiveCompleted: true, objectivePoints: 95 }), seat("b"), seat("c")],
      ["endReason:completionNeedsObjectiveEnd"],
    ],
    ["an ending not in the definition", { endReason: "surrender" }, undefined, ["endReason:required"]],
  ];
  it.each(cases)("%s", (_, patch, seats, expected) => {
    expect(issues(result(patch, seats))).toEqual(expected);
  });
});

describe("the season CSV reader", () => {
  const file = (header: string, row: string) => new TextEncoder().encode(`${header}\n${row}\n`);
  const HEADER = "game,date,player,turn_order,objective_points,end_reason,sdadata_round,sdadata_threshold";
  it.each([
    ["lastStanding", "lastStanding"],
    ["laststanding", "lastStanding"],
    ["SDADATA", "sdadata"],
  ])("end_reason %s reads as %s", (cell, ending) => {
    const r = readSeasonCsv(file(HEADER, `1,2009-01-10,Ada,1,40,${cell},,`));
    expect(r.problems).toEqual([]);
    expect(r.rows[0].endReason).toBe(ending);
  });
  it("the threshold column, and its Italian name, within 4–7", () => {
    expect(readSeasonCsv(file(HEADER, "1,2009-01-10,Ada,1,40,sdadata,9,7")).rows[0].sdadataThreshold).toBe(7);
    expect(
      readSeasonCsv(file(HEADER.replace("sdadata_threshold", "soglia_sdadata"), "1,2009-01-10,Ada,1,40,sdadata,9,4"))
        .rows[0].sdadataThreshold,
    ).toBe(4);
    expect(
      readSeasonCsv(file(HEADER, "1,2009-01-10,Ada,1,40,sdadata,9,8")).problems.map((p) => [p.column, p.code]),
    ).toEqual([["sdadata_threshold", "outOfRange"]]);
  });
  it("a file without the column reads the threshold as not recorded", () => {
    const r = readSeasonCsv(
      file("game,date,player,turn_order,objective_points,end_reason", "1,2009-01-10,Ada,1,40,sdadata"),
    );
    expect(r.problems).toEqual([]);
    expect(r.rows[0].sdadataThreshold).toBeNull();
  });
});
