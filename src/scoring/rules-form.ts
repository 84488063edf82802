// Season rules as a form edits them (strings as typed, every formula family kept while another is chosen), the
// named presets, and the rules' problems as message keys per setting path. The form, the playground and the save
// action all go through scoringRulesSchema (parseRules), so the browser and the server refuse the same things.
import { ScoringInputError } from "./errors";
import { compileFormula } from "./formulas";
import { parseRules, presets, scoringRulesSchema, type Discards, type Formula, type ScoringRules } from "./rules";
import { checkRulesForSystem, formulaAllowed, presetFor } from "./systems/season-play";
import type { GameTieBreakKey, StandingsTieBreakKey } from "./types";

export const TABLE_SIZES = [2, 3, 4, 5, 6] as const;
export const GAME_TIE_BREAKS: readonly GameTieBreakKey[] = ["armies", "laterTurn", "shared", "draw"];
export const STANDINGS_TIE_BREAKS: readonly StandingsTieBreakKey[] = [
  "points",
  "wins",
  "bestGame",
  "totalWithoutDiscards",
  "headToHead",
];
export const FORMULA_KINDS: readonly Formula["kind"][] = ["placement", "winnerBonus", "league100", "winsFirst"];
export const DISCARD_MODES: readonly Discards["mode"][] = ["none", "dropWorst", "bestOf"];

type Row = { on: boolean; values: string[] };
export type RulesForm = {
  kind: Formula["kind"];
  placement: { table: Record<number, Row>; completedPoints: string; decimals: string; eliminatedPoints: string[] };
  winnerBonus: { bonus: string; tableFactor: Record<number, { on: boolean; value: string }> };
  league100: { base: string; completedScore: string };
  winsFirst: { win: string; divisor: string };
  gameTieBreak: GameTieBreakKey[];
  discards: { mode: Discards["mode"]; count: string };
  minGames: string;
  standingsTieBreak: StandingsTieBreakKey[];
};

/**
 * Rules → form. Families not in use start from their preset, so switching formula shows sensible values. Numbers are
 * written with the page's decimal separator (`decimalComma`: Italian "0,01"); readNumber reads either.
 */
export function rulesToForm(rules: ScoringRules, decimalComma = false): RulesForm {
  const text = (n: number) => (decimalComma ? String(n).replace(".", ",") : String(n));
  const f = rules.formula;
  const place = f.kind === "placement" ? f : (presets.placement.formula as Extract<Formula, { kind: "placement" }>);
  const bonus =
    f.kind === "winnerBonus" ? f : (presets.winnerBonus.formula as Extract<Formula, { kind: "winnerBonus" }>);
  const l100 = f.kind === "league100" ? f : (presets.league100.formula as Extract<Formula, { kind: "league100" }>);
  const wins = f.kind === "winsFirst" ? f : (presets.winsFirst.formula as Extract<Formula, { kind: "winsFirst" }>);
  const longest = place.table[Math.max(0, ...Object.keys(place.table).map(Number))] ?? [];
  const table: Record<number, Row> = {};
  for (const n of TABLE_SIZES) {
    const row = place.table[n];
    // an absent size keeps a suggestion (the first places of the longest row) for when it is switched on
    table[n] = {
      on: row !== undefined,
      values: (row ?? Array.from({ length: n }, (_, i) => longest[i] ?? 0)).map(text),
    };
  }
  const tableFactor: Record<number, { on: boolean; value: string }> = {};
  for (const n of TABLE_SIZES)
    tableFactor[n] = { on: bonus.tableFactor[n] !== undefined, value: text(bonus.tableFactor[n] ?? 1) };
  return {
    kind: f.kind,
    placement: {
      table,
      completedPoints: text(place.completedPoints),
      decimals: text(place.decimals),
      eliminatedPoints: place.eliminatedPoints.map(text),
    },
    winnerBonus: { bonus: text(bonus.bonus), tableFactor },
    league100: { base: text(l100.base), completedScore: text(l100.completedScore) },
    winsFirst: { win: text(wins.win), divisor: text(wins.divisor) },
    gameTieBreak: [...rules.gameTieBreak],
    discards: { mode: rules.discards.mode, count: rules.discards.mode === "none" ? "4" : text(rules.discards.count) },
    minGames: text(rules.minGames),
    standingsTieBreak: [...rules.standingsTieBreak],
  };
}

/** "12", " 0,01 " (Italian decimal comma) → number; empty or unreadable → null, which the schema reports. */
export function readNumber(s: string): number | null {
  const t = s.trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Form → the rules object as the schema reads it (not yet validated: see checkRulesForm). */
export function formToRaw(form: RulesForm): Record<string, unknown> {
  let formula: Record<string, unknown>;
  switch (form.kind) {
    case "placement": {
      const p = form.placement;
      const table: Record<number, (number | null)[]> = {};
      for (const n of TABLE_SIZES) if (p.table[n]?.on) table[n] = p.table[n].values.map(readNumber);
      formula = {
        kind: "placement",
        table,
        completedPoints: readNumber(p.completedPoints),
        decimals: readNumber(p.decimals),
        eliminatedPoints: p.eliminatedPoints.map(readNumber),
      };
      break;
    }
    case "winnerBonus": {
      const tableFactor: Record<number, number | null> = {};
      for (const n of TABLE_SIZES)
        if (form.winnerBonus.tableFactor[n]?.on) tableFactor[n] = readNumber(form.winnerBonus.tableFactor[n].value);
      formula = { kind: "winnerBonus", bonus: readNumber(form.winnerBonus.bonus), tableFactor };
      break;
    }
    case "league100":
      formula = {
        kind: "league100",
        base: readNumber(form.league100.base),
        completedScore: readNumber(form.league100.completedScore),
      };
      break;
    case "winsFirst":
      formula = { kind: "winsFirst", win: readNumber(form.winsFirst.win), divisor: readNumber(form.winsFirst.divisor) };
      break;
  }
  const discards =
    form.discards.mode === "none"
      ? { mode: "none" }
      : { mode: form.discards.mode, count: readNumber(form.discards.count) };
  return {
    formula,
    gameTieBreak: [...form.gameTieBreak],
    discards,
    minGames: readNumber(form.minGames),
    standingsTieBreak: [...form.standingsTieBreak],
  };
}

/** A problem with a setting: where (a rules path, e.g. "formula.table.4.2") and a message key of messages/<locale>/rules.json. */
export type RuleProblem = { path: string; key: RuleProblemKey };
export type RuleProblemKey =
  | "notANumber"
  | "negative"
  | "tooLarge"
  | "notWhole"
  | "atLeastOne"
  | "positive"
  | "duplicate"
  | "sharedLast"
  | "tableLength"
  | "tooPrecise"
  | "notForSystem"
  | "tableMissing"
  | "invalid";

function keyOf(issue: { code: string; message: string; minimum?: unknown; expected?: unknown }): RuleProblemKey {
  if (issue.code === "invalid_type") return issue.expected === "int" ? "notWhole" : "notANumber";
  if (issue.code === "too_small") return Number(issue.minimum) >= 1 ? "atLeastOne" : "negative";
  if (issue.code === "too_big") return "tooLarge";
  if (/listed twice/.test(issue.message)) return "duplicate";
  if (/must be the last key/.test(issue.message)) return "sharedLast";
  if (/needs \d+ values/.test(issue.message)) return "tableLength";
  if (/greater than 0/.test(issue.message)) return "positive";
  if (/whole number/.test(issue.message)) return "notWhole";
  return "invalid";
}

/**
 * Validates a rules object (the form's formToRaw, or the JSON a request carried) with scoringRulesSchema, the
 * exactness check of the formulas and, given a system, what that game allows. Returns the normalised rules, or
 * every problem found with its path.
 */
export function checkRules(
  raw: unknown,
  systemId?: string,
): { rules: ScoringRules; problems: [] } | { rules: null; problems: RuleProblem[] } {
  const parsed = scoringRulesSchema.safeParse(raw ?? {});
  if (!parsed.success)
    return {
      rules: null,
      problems: parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), key: keyOf(i as never) })),
    };
  const rules: ScoringRules = parsed.data;
  try {
    compileFormula(rules.formula);
  } catch (e) {
    if (e instanceof ScoringInputError)
      return { rules: null, problems: e.issues.map((i) => ({ path: i.path, key: "tooPrecise" as const })) };
    throw e;
  }
  if (systemId) {
    try {
      checkRulesForSystem(systemId, rules);
    } catch (e) {
      if (e instanceof ScoringInputError)
        return {
          rules: null,
          problems: e.issues.map((i) => ({
            path: i.path,
            key: i.path === "formula.kind" ? ("notForSystem" as const) : ("tableMissing" as const),
          })),
        };
      throw e;
    }
  }
  return { rules, problems: [] };
}

export function checkRulesForm(form: RulesForm, systemId?: string) {
  return checkRules(formToRaw(form), systemId);
}

/** Problems at a path or below it ("formula.table.4" also gets "formula.table.4.2"). */
export function problemsAt(problems: readonly RuleProblem[], path: string): RuleProblemKey[] {
  const keys = problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`)).map((p) => p.key);
  return [...new Set(keys)];
}

/** Named rule sets a club starts from; "italyWar" is how the Italy War group scores its Torneo today. */
export const RULE_SET_PRESETS = ["italyWar", "winnerBonus", "league100", "winsFirst"] as const;
export type RuleSetPreset = (typeof RULE_SET_PRESETS)[number];

const PRESET_FORMULA: Record<RuleSetPreset, Formula["kind"]> = {
  italyWar: "placement",
  winnerBonus: "winnerBonus",
  league100: "league100",
  winsFirst: "winsFirst",
};

export function presetFormula(preset: RuleSetPreset): Formula["kind"] {
  return PRESET_FORMULA[preset];
}

/** The presets a season of this system can start from: none whose formula the game cannot use (no score, no bonus on it). */
export function presetsFor(systemId: string): RuleSetPreset[] {
  return RULE_SET_PRESETS.filter((p) => formulaAllowed(systemId, PRESET_FORMULA[p]));
}

/**
 * A named preset fitted to the game system (presetFor). winsFirst seasons also count the best 30 games and
 * ask for 10 (a common "best of" Torneo); the others keep the season-wide defaults.
 */
export function rulesPreset(preset: RuleSetPreset, systemId = "risiko"): ScoringRules {
  const base = presetFor(systemId, PRESET_FORMULA[preset]);
  if (preset !== "winsFirst") return base;
  return parseRules({ ...base, discards: { mode: "bestOf", count: 30 }, minGames: 10 });
}
