import { z } from "@/lib/forms/zod";
import { wholeNumberTextIn } from "./numbers";

export const NIGHT_ANSWERS = ["coming", "maybe", "no"] as const;
export type NightAnswer = (typeof NIGHT_ANSWERS)[number];

const id = z.string().min(1).max(64);
const optionalText = (max: number) =>
  z
    .preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, { message: "tooLong" }))
    .transform((v) => v || null);

/** A night as the organiser types it: Europe/Rome date and time (the server turns them into an instant). */
export const scheduledNightFields = z.object({
  leagueSlug: z.string().min(1).max(100),
  date: z.iso.date({ message: "dateInvalid" }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "timeInvalid" }),
  place: z.string().trim().min(1, { message: "required" }).max(120, { message: "tooLong" }),
  note: optionalText(500),
});

/** Schedule a night of a season (the edition of an active season: the game follows from it, decision 0046). */
export const scheduleNightSchema = scheduledNightFields.extend({
  season: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    wholeNumberTextIn({ min: 1, max: 100_000 }).optional(),
  ),
});

export const editScheduledNightSchema = scheduledNightFields.extend({ nightId: id });

export const nightRefSchema = z.object({ leagueSlug: z.string().min(1).max(100), nightId: id });

/** An answer; playerId only when the organiser answers for a player without an account. */
export const answerNightSchema = nightRefSchema.extend({
  answer: z.enum(NIGHT_ANSWERS, { message: "answerInvalid" }),
  playerId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()),
});

export const calendarFeedSchema = z.object({ leagueSlug: z.string().min(1).max(100) });
