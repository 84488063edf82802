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
 * A game of a system that deals objectives (RisiKo!): per seat, the card and the territories held, which the server
 * turns into the seat's objective values. Either a card of the season's catalogue is chosen (objectiveId) with its
 * held territories ticked, or the holder reported them from their own phone (fromPlayerReport: the server takes the
 * dealt card and that report, never shown to the recorder), or no card is given and the play's own objective total and
 * points count (a game logged after the fact).
 */
export const dealSchema = z.object({
  seats: z
    .array(
      z.object({
        playerId: id,
        objectiveId: id.nullable().default(null),
        heldTerritoryIds: z.array(id).max(42).default([]),
        fromPlayerReport: z.boolean().default(false),
      }),
    )
    .max(6),
});
export type DealInput = z.input<typeof dealSchema>;

/**
 * Records or corrects the result of a game of any system. Without gameId: a new play of the league's active season
 * (a system without a deal: the players are seated by this form). With gameId: the first result of a planned or dealt
 * game, or a correction of a finished one with a reason, at the version the form was loaded with. `deal`: the cards of
 * a system that deals objectives.
 */
export const recordResultSchema = z
  .object({
    slug: z.string().min(1),
    gameId: id.optional(),
    /** a new play: the edition of the active season it belongs to (required when the league has several active seasons) */
    season: z.number().int().min(1).max(100_000).optional(),
    version: wholeNumber("gameVersion").optional(),
    /** the night's date; a game that exists keeps its own when none is given */
    playedOn: z.iso.date({ message: "dateInvalid" }).optional(),
    durationMinutes: wholeNumber("durationMinutes", { min: "invalidNumber", max: "invalidNumber" })
      .nullable()
      .default(null),
    notes: z.string().trim().max(2000, { message: "tooLong" }).nullable().default(null),
    reason: z.string().trim().max(500, { message: "tooLong" }).nullable().default(null),
    play: playSchema,
    deal: dealSchema.optional(),
    /** the draft's key: a repeat of the same id answers the first result (decisions 0025, 0048) */
    submissionId: submissionIdSchema,
  })
  .superRefine((v, ctx) => {
    if (v.gameId !== undefined && v.version === undefined)
      ctx.addIssue({ code: "custom", path: ["version"], message: "required" });
    if (v.gameId === undefined && v.playedOn === undefined)
      ctx.addIssue({ code: "custom", path: ["playedOn"], message: "required" });
    if (new Set(v.play.seats.map((s) => s.playerId)).size !== v.play.seats.length)
      ctx.addIssue({ code: "custom", path: ["play", "seats"], message: "playerTwice" });
    const cards = (v.deal?.seats ?? []).map((s) => s.objectiveId).filter(Boolean);
    if (new Set(cards).size !== cards.length)
      ctx.addIssue({ code: "custom", path: ["seats"], message: "sameObjectiveTwice" });
  });
export type RecordResultInput = z.input<typeof recordResultSchema>;
export type RecordResult = z.infer<typeof recordResultSchema>;
