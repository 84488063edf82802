import { z } from "../lib/forms/zod";
import { ScoringInputError, type ScoringIssue } from "./errors";
import { compileFormula, type Formula } from "./formulas";
import type { GameTieBreakKey, StandingsTieBreakKey } from "./types";

// The formula shapes live with their compiler (src/scoring/formulas.ts); rules re-exports them for its readers.
export type { Formula, League100Formula, PlacementFormula, WinnerBonusFormula, WinsFirstFormula } from "./formulas";

export type Discards = { mode: "none" } | { mode: "dropWorst"; count: number } | { mode: "bestOf"; count: number };

export type ScoringRules = {
  formula: Formula;
  gameTieBreak: GameTieBreakKey[];
  discards: Discards;
  minGames: number;
  standingsTieBreak: StandingsTieBreakKey[];
};

const GAME_TIE_BREAK_KEYS = ["armies", "laterTurn", "shared", "draw"] as const;
const STANDINGS_TIE_BREAK_KEYS = ["points", "wins", "bestGame", "totalWithoutDiscards", "headToHead"] as const;

const value = z
  .number({ error: "must be a number" })
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000");
const tableSize = z.number().int().min(2).max(6);
const count = (min: number) =>
  z.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`);

function uniqueKeys<T>(keys: T[], ctx: z.RefinementCtx) {
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) ctx.addIssue({ code: "custom", path: [i], message: `"${key}" is listed twice` });
  });
}

const placementSchema = z
  .strictObject({
    kind: z.literal("placement"),
    table: z
      .record(tableSize, z.array(value))
      .default(() => ({ 3: [12, 7, 5], 4: [12, 7, 5, 3], 5: [12, 7, 5, 3, 2], 6: [12, 7, 5, 3, 2, 1] })),
    completedPoints: value.default(13),
    decimals: value.default(0.01),
    eliminatedPoints: z.array(value).default(() => [1, 2, 3, 4, 5]),
  })
  .superRefine((f, ctx) => {
    for (const [size, places] of Object.entries(f.table)) {
      if (places.length !== Number(size))
        ctx.addIssue({
          code: "custom",
          path: ["table", size],
          message: `a table for ${size} seats needs ${size} values, got ${places.length}`,
        });
    }
  });

const winnerBonusSchema = z.strictObject({
  kind: z.literal("winnerBonus"),
  bonus: value.default(50),
  tableFactor: z.record(tableSize, value).default(() => ({ 3: 0.75, 4: 1, 5: 1.25, 6: 1.5 })),
});

const league100Schema = z.strictObject({
  kind: z.literal("league100"),
  base: value.default(100),
  completedScore: value.default(100),
});

const winsFirstSchema = z.strictObject({
  kind: z.literal("winsFirst"),
  win: value.default(1),
  divisor: value.refine((d) => d > 0, "must be greater than 0").default(1000),
});

const discardsSchema = z.discriminatedUnion(
  "mode",
  [
    z.strictObject({ mode: z.literal("none") }),
    z.strictObject({ mode: z.literal("dropWorst"), count: count(0) }),
    z.strictObject({ mode: z.literal("bestOf"), count: count(1) }),
  ],
  { error: 'must be "none", "dropWorst" or "bestOf"' },
);

export const scoringRulesSchema = z.strictObject({
  formula: z
    .discriminatedUnion("kind", [placementSchema, winnerBonusSchema, league100Schema, winsFirstSchema], {
      error: 'must be "placement", "winnerBonus", "league100" or "winsFirst"',
    })
    .prefault({ kind: "placement" }),
  gameTieBreak: z
    .array(z.enum(GAME_TIE_BREAK_KEYS, { error: `must be one of ${GAME_TIE_BREAK_KEYS.join(", ")}` }))
    .default((): GameTieBreakKey[] => ["armies", "shared"])
    .superRefine((keys, ctx) => {
      uniqueKeys(keys, ctx);
      // "shared" and "draw" end the chain: one of them, last
      for (const end of ["shared", "draw"] as const) {
        const at = keys.indexOf(end);
        if (at !== -1 && at !== keys.length - 1)
          ctx.addIssue({ code: "custom", path: [at], message: `"${end}" ends the chain, so it must be the last key` });
      }
    }),
  discards: discardsSchema.prefault({ mode: "none" }),
  minGames: count(0).default(0),
  standingsTieBreak: z
    .array(z.enum(STANDINGS_TIE_BREAK_KEYS, { error: `must be one of ${STANDINGS_TIE_BREAK_KEYS.join(", ")}` }))
    .default((): StandingsTieBreakKey[] => ["points", "wins", "bestGame", "totalWithoutDiscards", "headToHead"])
    .superRefine(uniqueKeys),
});

function readableIssues(error: z.ZodError): ScoringIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message:
      issue.code === "invalid_key"
        ? "table size must be a whole number from 2 to 6"
        : issue.code === "unrecognized_keys"
          ? `unknown setting ${issue.keys.map((k) => `"${k}"`).join(", ")}`
          : issue.message,
  }));
}

/**
 * Validates season rules (an object, or the JSON string stored with a season) and fills every
 * missing setting with its default. Throws ScoringInputError listing every problem.
 */
export function parseRules(input: unknown): ScoringRules {
  let raw = input ?? {};
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new ScoringInputError("Invalid scoring rules", [{ path: "", message: "not valid JSON" }]);
    }
  }
  const result = scoringRulesSchema.safeParse(raw);
  if (!result.success) throw new ScoringInputError("Invalid scoring rules", readableIssues(result.error));
  const rules: ScoringRules = result.data;
  compileFormula(rules.formula); // rejects parameters too precise for exact arithmetic
  return rules;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The four formula families with every default filled in (frozen: copy before changing). */
export const presets: {
  placement: ScoringRules;
  winnerBonus: ScoringRules;
  league100: ScoringRules;
  winsFirst: ScoringRules;
} = deepFreeze({
  placement: parseRules({ formula: { kind: "placement" } }),
  winnerBonus: parseRules({ formula: { kind: "winnerBonus" } }),
  league100: parseRules({ formula: { kind: "league100" } }),
  winsFirst: parseRules({ formula: { kind: "winsFirst" } }),
});
