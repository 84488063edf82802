import { z } from "@/lib/forms/zod";
import { ARMY_COLORS } from "@/lib/display/army-colors";
import { submissionIdSchema } from "./submission";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "tooLong" })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/**
 * At most this many players in one league (issue 20 §2, decision 0034): a club has a few dozen; the pages that follow
 * the standings after every game cost games × players, so a roster of thousands imported by anyone signed in would
 * make them slow for everybody. Enforced where players are created: the player form and the season import.
 */
export const MAX_PLAYERS_PER_LEAGUE = 200;

export const playerSchema = z.object({
  playerId: z.string().optional(),
  leagueSlug: z.string().min(1),
  displayName: z.string().trim().min(1, { message: "required" }).max(60, { message: "tooLong" }),
  nickname: optionalText(60),
  armyName: optionalText(60),
  armyColor: z.enum(ARMY_COLORS, { message: "invalidColor" }),
  active: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  /** sent from the phone's outbox: a repeat of the same id answers the first result (decision 0025) */
  submissionId: submissionIdSchema,
});
export type PlayerInput = z.infer<typeof playerSchema>;
