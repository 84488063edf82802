import { z } from "@/lib/forms/zod";
import { LARGEST_BOUND, wholeNumber } from "./numbers";
import { submissionIdSchema } from "./submission";

const id = z.string().trim().min(1, { message: "required" }).max(64);
const key = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
/** each field's own bounds are checked by rankPlay from the definition; no field of any system goes beyond these */
const value = z.union([
  z.number().min(-LARGEST_BOUND, { message: "tooSmall" }).max(LARGEST_BOUND, { message: "tooLarge" }),
  z.boolean(),
  z.string().max(200),
  z.null(),
]);

/**
 * A play of any game system as the generic form sends it. Only the shape is checked here; what the values
 * mean (types, bounds, identities, invariants) is checked by rankPlay in the action, from the definition.
 */
export const playSchema = z.object({
  endedBy: z.string().max(40).optional(),
  endedAt: z.number().int().min(1).max(1000).optional(),
  game: z.record(key, value).default({}),
  /** ids of the system's variants played (checked against the definition by rankPlay) */
  variants: z.array(key).max(10).optional(),
  seats: z
    .array(
      z.object({
        playerId: id,
        seatOrder: z.number().int().min(1).max(6),
        identity: z.record(key, z.string().max(60)).default({}),
        values: z.record(key, value).default({}),
      }),
    )
    .min(2, { message: "playersCount" })
    .max(6, { message: "playersCount" }),
});
export type PlayInput = z.infer<typeof playSchema>;

/**
 * Records or corrects a play of a season whose system is not RisiKo!. Without gameId: a new game of the
 * league's active season (the players are seated by this form: no deal). With gameId: the first result of a planned
 * play (fair tables), or a correction with a reason (which of the two is the stored game's status: the action checks
 * the reason), at the version the form was loaded with.
 */
export const recordPlaySchema = z
  .object({
    slug: z.string().min(1),
    gameId: id.optional(),
    /** a new play: the edition of the active season it belongs to (required when the league has several active seasons) */
    season: z.number().int().min(1).max(100_000).optional(),
    version: wholeNumber("gameVersion").optional(),
    playedOn: z.iso.date({ message: "dateInvalid" }),
    durationMinutes: wholeNumber("durationMinutes", { min: "invalidNumber", max: "invalidNumber" })
      .nullable()
      .default(null),
    notes: z.string().trim().max(2000, { message: "tooLong" }).nullable().default(null),
    reason: z.string().trim().max(500, { message: "tooLong" }).nullable().default(null),
    play: playSchema,
    /** a new play sent from the phone's outbox: a repeat of the same id answers the first result (decision 0025) */
    submissionId: submissionIdSchema,
  })
  .superRefine((v, ctx) => {
    if (v.gameId !== undefined && v.version === undefined)
      ctx.addIssue({ code: "custom", path: ["version"], message: "required" });
    if (new Set(v.play.seats.map((s) => s.playerId)).size !== v.play.seats.length)
      ctx.addIssue({ code: "custom", path: ["play", "seats"], message: "playerTwice" });
  });
export type RecordPlayInput = z.input<typeof recordPlaySchema>;
