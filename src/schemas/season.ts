import { z } from "@/lib/forms/zod";
import { coercedWholeNumber, type NumberField } from "./numbers";

export const SEASON_STATUSES = ["draft", "active", "closed"] as const;
export const RULE_PRESETS = ["placement", "winnerBonus", "league100", "winsFirst"] as const;

const int = (field: NumberField) =>
  coercedWholeNumber(field, { type: "notANumber", int: "notAnInteger", min: "tooSmall", max: "tooLarge" });

export const seasonSchema = z.object({
  seasonId: z.string().optional(),
  leagueSlug: z.string().min(1),
  edition: int("edition"),
  name: z.string().trim().min(1, { message: "required" }).max(80, { message: "tooLong" }),
  year: int("year"),
  plannedGames: int("plannedGames"),
  status: z.enum(SEASON_STATUSES),
  isPublic: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  /** the scoring rules as JSON text; validated by parseRules in the action */
  rules: z.string().trim().min(2, { message: "required" }),
  /** the game system (registry id); checked in the action, fixed once the season has games */
  systemId: z.string().trim().max(40).default("risiko"),
  /** club rules the system lets a season choose (PlaySettings): tie-break keys in order, and what a tie at the top means */
  "tieBreak[]": z.array(z.string().max(40)).max(6).optional(),
  unresolved: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["shareRank", "draw"]).optional()),
  /** where the club decides it (S.P.Q.R.): eliminated players below every survivor, or by the keys like everyone */
  eliminated: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["belowSurvivors", "byScore"]).optional()),
  /** the rules edition the season plays, where the system has several (S.P.Q.R. 2005, 2020); checked in the action */
  rulesEdition: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[0-9]{4}$/, { message: "notAnInteger" })
      .optional(),
  ),
  comments: z
    .string()
    .trim()
    .max(5000, { message: "tooLong" })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});
export type SeasonInput = z.infer<typeof seasonSchema>;
