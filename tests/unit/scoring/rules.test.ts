import { describe, expect, it } from "vitest";
import { parseRules, presets, ScoringInputError } from "../../../src/scoring";

describe("parseRules defaults", () => {
  it("fills every default from an empty object (the placement preset)", () => {
    expect(parseRules({})).toEqual({
      formula: {
        kind: "placement",
        table: { 3: [12, 7, 5], 4: [12, 7, 5, 3], 5: [12, 7, 5, 3, 2], 6: [12, 7, 5, 3, 2, 1] },
        completedPoints: 13,
        decimals: 0.01,
        eliminatedPoints: [1, 2, 3, 4, 5],
      },
      gameTieBreak: ["armies", "shared"],
      discards: { mode: "none" },
      minGames: 0,
      standingsTieBreak: ["points", "wins", "bestGame", "totalWithoutDiscards", "headToHead"],
    });
    expect(parseRules(undefined)).toEqual(presets.placement);
  });

  it.each([
    ["winnerBonus", { kind: "winnerBonus", bonus: 50, tableFactor: { 3: 0.75, 4: 1, 5: 1.25, 6: 1.5 } }],
    ["league100", { kind: "league100", base: 100, completedScore: 100 }],
    ["winsFirst", { kind: "winsFirst", win: 1, divisor: 1000 }],
  ] as const)("fills the %s parameters", (kind, formula) => {
    expect(parseRules({ formula: { kind } }).formula).toEqual(formula);
    expect(presets[kind].formula).toEqual(formula);
  });

  it("keeps given values and reads the JSON stored with a season", () => {
    const json = JSON.stringify({
      formula: { kind: "winsFirst", divisor: 100 },
      discards: { mode: "bestOf", count: 30 },
      minGames: 10,
    });
    const rules = parseRules(json);
    expect(rules.formula).toEqual({ kind: "winsFirst", win: 1, divisor: 100 });
    expect(rules.discards).toEqual({ mode: "bestOf", count: 30 });
    expect(rules.minGames).toBe(10);
  });

  it("replaces the whole placement table when one is given", () => {
    const rules = parseRules({ formula: { kind: "placement", table: { 2: [3, 1] } } });
    expect(rules.formula).toMatchObject({ table: { 2: [3, 1] } });
  });

  it("presets are frozen so a page cannot change another page's rules", () => {
    expect(Object.isFrozen(presets.placement.formula)).toBe(true);
    expect(() => (presets.placement.gameTieBreak as string[]).push("laterTurn")).toThrow();
  });
});

describe("parseRules rejects with a readable message", () => {
  it.each([
    [
      "negative decimals",
      { formula: { kind: "placement", decimals: -0.01 } },
      "formula.decimals: must not be negative",
    ],
    [
      "unknown formula kind",
      { formula: { kind: "elo" } },
      'formula.kind: must be "placement", "winnerBonus", "league100" or "winsFirst"',
    ],
    [
      "table of wrong length",
      { formula: { kind: "placement", table: { 4: [12, 7, 5] } } },
      "formula.table.4: a table for 4 seats needs 4 values, got 3",
    ],
    [
      "table size out of range",
      { formula: { kind: "placement", table: { 7: [1, 1, 1, 1, 1, 1, 1] } } },
      "formula.table.7: table size must be a whole number from 2 to 6",
    ],
    ["unknown setting", { formula: { kind: "league100", bonus: 5 } }, 'formula: unknown setting "bonus"'],
    ["zero divisor", { formula: { kind: "winsFirst", divisor: 0 } }, "formula.divisor: must be greater than 0"],
    ["text instead of a number", { formula: { kind: "winnerBonus", bonus: "50" } }, "formula.bonus: must be a number"],
    [
      "duplicate game tie-break key",
      { gameTieBreak: ["armies", "armies"] },
      'gameTieBreak.1: "armies" is listed twice',
    ],
    ["shared before another key", { gameTieBreak: ["shared", "laterTurn"] }, 'gameTieBreak.0: "shared" ends the chain'],
    [
      "unknown game tie-break key",
      { gameTieBreak: ["dice"] },
      "gameTieBreak.0: must be one of armies, laterTurn, shared",
    ],
    [
      "unknown standings key",
      { standingsTieBreak: ["points", "luck"] },
      "standingsTieBreak.1: must be one of points, wins",
    ],
    ["duplicate standings key", { standingsTieBreak: ["wins", "wins"] }, 'standingsTieBreak.1: "wins" is listed twice'],
    [
      "unknown discards mode",
      { discards: { mode: "dropBest" } },
      'discards.mode: must be "none", "dropWorst" or "bestOf"',
    ],
    ["negative dropWorst", { discards: { mode: "dropWorst", count: -1 } }, "discards.count: must be at least 0"],
    ["bestOf zero", { discards: { mode: "bestOf", count: 0 } }, "discards.count: must be at least 1"],
    ["fractional minGames", { minGames: 2.5 }, "minGames: must be a whole number"],
    [
      "too many decimals",
      { formula: { kind: "placement", decimals: 0.00000000001 } },
      "formula.decimals: has more than 9 decimal places",
    ],
    [
      "too precise together",
      { formula: { kind: "placement", decimals: 0.0000001 } },
      "too many decimal places to be computed exactly",
    ],
    ["not JSON", "{formula:", "not valid JSON"],
    ["not an object", 42, "Invalid scoring rules"],
  ])("%s", (_label, input, message) => {
    expect(() => parseRules(input)).toThrow(ScoringInputError);
    expect(() => parseRules(input)).toThrow(message);
  });

  it("lists every problem at once", () => {
    try {
      parseRules({ minGames: -1, discards: { mode: "bestOf", count: 0 } });
      expect.unreachable();
    } catch (e) {
      expect((e as ScoringInputError).issues.map((i) => i.path)).toEqual(["discards.count", "minGames"]);
    }
  });
});
