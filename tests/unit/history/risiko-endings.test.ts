// The five RisiKo! endings of the definition where a result is read from a file (the season CSV reader); where it is
// typed, the result action's cases are tests/integration/risiko-endings.test.ts. docs/game-systems.md §1.2; domain README
// "How a game ends" (sdadata: ≤ 4, the threshold rising by 1 each full round up to 7).
import { describe, expect, it } from "vitest";
import { readSeasonCsv } from "@/history/season-csv";
import { END_REASONS, SDADATA_THRESHOLDS } from "@/schemas/result";
import { risiko } from "@/scoring/systems/risiko";

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
