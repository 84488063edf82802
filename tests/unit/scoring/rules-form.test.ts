// Issue 13 §6: season rules edited as a form (no JSON): form ↔ rules conversion, named presets, problems per setting.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkRules,
  checkRulesForm,
  formToRaw,
  gameSystems,
  parseRules,
  presets,
  problemsAt,
  readNumber,
  RULE_SET_PRESETS,
  rulesPreset,
  rulesToForm,
  scoringRulesSchema,
  type RulesForm,
  type ScoringRules,
  presetsFor,
} from "../../../src/scoring";
import { chainArb } from "./arbitraries";

const amount = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(0.01, 0.5, 0.75, 1.25, 0.001, 2.5));
const row = (n: number) => fc.array(amount, { minLength: n, maxLength: n });
const sizes = fc.subarray([2, 3, 4, 5, 6]);
const standingsChain = fc.shuffledSubarray([
  "points",
  "wins",
  "bestGame",
  "totalWithoutDiscards",
  "headToHead",
] as const);

const formulaArb = fc.oneof(
  fc
    .record({
      sizes,
      completedPoints: amount,
      decimals: amount,
      eliminatedPoints: fc.array(amount, { maxLength: 6 }),
      rows: fc.tuple(row(2), row(3), row(4), row(5), row(6)),
    })
    .map(({ sizes, rows, ...rest }) => ({
      kind: "placement" as const,
      table: Object.fromEntries(sizes.map((n) => [n, rows[n - 2]])),
      ...rest,
    })),
  fc
    .record({
      bonus: amount,
      factors: fc.dictionary(fc.constantFrom("2", "3", "4", "5", "6"), fc.constantFrom(0.5, 0.75, 1, 1.25, 1.5)),
    })
    .map(({ bonus, factors }) => ({
      kind: "winnerBonus" as const,
      bonus,
      tableFactor: factors,
    })),
  fc.record({ base: amount, completedScore: amount }).map((f) => ({ kind: "league100" as const, ...f })),
  fc
    .record({ win: amount, divisor: fc.constantFrom(1, 10, 100, 1000) })
    .map((f) => ({ kind: "winsFirst" as const, ...f })),
);

const rulesArb: fc.Arbitrary<ScoringRules> = fc
  .record({
    formula: formulaArb,
    gameTieBreak: chainArb,
    discards: fc.oneof(
      fc.constant({ mode: "none" as const }),
      fc.integer({ min: 0, max: 20 }).map((count) => ({ mode: "dropWorst" as const, count })),
      fc.integer({ min: 1, max: 40 }).map((count) => ({ mode: "bestOf" as const, count })),
    ),
    minGames: fc.integer({ min: 0, max: 40 }),
    standingsTieBreak: standingsChain,
  })
  .map((r) => parseRules(r));

describe("rules → form → rules", () => {
  it("is the identity for any valid rules, written with a decimal point or comma (property)", () => {
    fc.assert(
      fc.property(rulesArb, fc.boolean(), (rules, comma) => {
        const back = checkRulesForm(rulesToForm(rules, comma));
        expect(back.problems).toEqual([]);
        expect(back.rules).toEqual(rules);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    { label: "Italian", comma: true, decimals: "0,01", factor: "1,25" },
    { label: "English", comma: false, decimals: "0.01", factor: "1.25" },
  ])("writes decimals as the $label page reads them", ({ comma, decimals, factor }) => {
    expect(rulesToForm(presets.placement, comma).placement.decimals).toBe(decimals);
    expect(rulesToForm(presets.winnerBonus, comma).winnerBonus.tableFactor[5].value).toBe(factor);
  });

  it.each(Object.entries(presets))("keeps the %s preset exactly", (_kind, rules) => {
    expect(checkRulesForm(rulesToForm(rules)).rules).toEqual(rules);
  });

  it("keeps the other formula families' values while one is chosen", () => {
    const form = rulesToForm(presets.placement);
    form.kind = "winnerBonus";
    form.winnerBonus.bonus = "40";
    form.kind = "placement";
    expect(checkRulesForm(form).rules).toEqual(presets.placement);
    form.kind = "winnerBonus";
    expect(checkRulesForm(form).rules?.formula).toEqual({
      kind: "winnerBonus",
      bonus: 40,
      tableFactor: { 3: 0.75, 4: 1, 5: 1.25, 6: 1.5 },
    });
  });

  it("drops a table size that is switched off and restores its values when switched on again", () => {
    const form = rulesToForm(presets.placement);
    form.placement.table[6].on = false;
    const rules = checkRulesForm(form).rules!;
    expect(rules.formula.kind === "placement" && Object.keys(rules.formula.table)).toEqual(["3", "4", "5"]);
    form.placement.table[6].on = true;
    expect(checkRulesForm(form).rules).toEqual(presets.placement);
  });
});

describe("readNumber", () => {
  it.each([
    ["a whole number", "12", 12],
    ["spaces around it", " 7 ", 7],
    ["an Italian decimal comma", "0,01", 0.01],
    ["a decimal point", "1.25", 1.25],
    ["nothing typed", "", null],
    ["letters", "dodici", null],
  ])("reads %s", (_label, input, expected) => {
    expect(readNumber(input)).toBe(expected);
  });
});

function edited(change: (f: RulesForm) => void, base: ScoringRules = presets.placement): RulesForm {
  const form = rulesToForm(base);
  change(form);
  return form;
}

describe("problems as message keys next to the setting", () => {
  it.each([
    [
      "an empty completion value",
      edited((f) => (f.placement.completedPoints = "")),
      "formula.completedPoints",
      "notANumber",
    ],
    ["a negative decimal factor", edited((f) => (f.placement.decimals = "-1")), "formula.decimals", "negative"],
    [
      "a place value above 1,000,000",
      edited((f) => (f.placement.table[4].values[2] = "2000000")),
      "formula.table.4",
      "tooLarge",
    ],
    [
      "a 4-player row with 3 values",
      edited((f) => f.placement.table[4].values.pop()),
      "formula.table.4",
      "tableLength",
    ],
    ["a fractional minimum of games", edited((f) => (f.minGames = "2.5")), "minGames", "notWhole"],
    ["best of 0 games", edited((f) => (f.discards = { mode: "bestOf", count: "0" })), "discards.count", "atLeastOne"],
    ["a zero divisor", edited((f) => (f.winsFirst.divisor = "0"), presets.winsFirst), "formula.divisor", "positive"],
    [
      "'shared' before another key",
      edited((f) => (f.gameTieBreak = ["shared", "armies"])),
      "gameTieBreak",
      "sharedLast",
    ],
    [
      "a key listed twice",
      edited((f) => (f.standingsTieBreak = ["points", "wins", "points"])),
      "standingsTieBreak",
      "duplicate",
    ],
    ["too many decimal places together", edited((f) => (f.placement.decimals = "0.0000001")), "formula", "tooPrecise"],
  ] as const)("%s", (_label, form, path, key) => {
    const { rules, problems } = checkRulesForm(form);
    expect(rules).toBeNull();
    expect(problemsAt(problems, path)).toContain(key);
  });

  it.each([
    [
      "a score formula for Julius Caesar (no score scale)",
      presets.winnerBonus,
      "julius-caesar",
      "formula.kind",
      "notForSystem",
    ],
    [
      "a placement table without a 2-player row for Julius Caesar",
      presets.placement,
      "julius-caesar",
      "formula.table.2",
      "tableMissing",
    ],
  ] as const)("refuses %s", (_label, rules, systemId, path, key) => {
    expect(problemsAt(checkRules(rules, systemId).problems, path)).toEqual([key]);
  });

  it("finds nothing wrong with valid rules, and reads problems below a path only", () => {
    expect(checkRules(presets.placement, "risiko").problems).toEqual([]);
    const problems = [
      { path: "formula.table.4.2", key: "tooLarge" as const },
      { path: "formula.table.40", key: "invalid" as const },
    ];
    expect(problemsAt(problems, "formula.table.4")).toEqual(["tooLarge"]);
  });

  it("answers unreadable input from a request with problems, never an exception", () => {
    for (const raw of [null, "text", 42, { formula: { kind: "lottery" } }, { minGames: "x" }, { unknown: 1 }])
      expect(() => checkRules(raw)).not.toThrow();
    expect(checkRules({ formula: { kind: "lottery" } }).rules).toBeNull();
  });
});

describe("named presets", () => {
  it.each(RULE_SET_PRESETS.flatMap((preset) => gameSystems.map((s) => [preset, s.id] as const)))(
    "%s for %s is valid for the schema or refused by the system only",
    (preset, systemId) => {
      const rules = rulesPreset(preset, systemId);
      expect(scoringRulesSchema.parse(rules)).toEqual(rules);
      expect(formToRaw(rulesToForm(rules))).toEqual(JSON.parse(JSON.stringify(rules)));
    },
  );

  it("Italy War is the club's current rules: placement 12/7/5/3, score as decimals, 13 for a completed objective", () => {
    expect(rulesPreset("italyWar")).toEqual(presets.placement);
    expect(checkRules(rulesPreset("italyWar"), "risiko").problems).toEqual([]);
  });

  it("fits the placement table to the system (a 2-player row for Julius Caesar)", () => {
    const rules = rulesPreset("italyWar", "julius-caesar");
    expect(rules.formula.kind === "placement" && rules.formula.table[2]).toEqual([12, 7]);
    expect(checkRules(rules, "julius-caesar").problems).toEqual([]);
  });
});

describe("presetsFor: the rule sets a season's game can start from", () => {
  it.each([
    { systemId: "risiko", want: ["italyWar", "winnerBonus", "league100", "winsFirst"] },
    { systemId: "julius-caesar", want: ["italyWar", "winsFirst"] }, // no score: nothing built on it
    { systemId: "nero", want: ["italyWar", "winsFirst"] },
  ])("$systemId", ({ systemId, want }) => {
    expect(presetsFor(systemId)).toEqual(want);
  });
});
