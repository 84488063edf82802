import { z } from "@/lib/forms/zod";
import { ARMY_COLORS } from "@/lib/display/army-colors";
import { wholeNumberTextIn } from "./numbers";
import { submissionIdSchema } from "./submission";

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

export const gameNightSeatSchema = z.object({
  playerId: z.string().min(1, { message: "required" }),
  armyColor: z.enum(ARMY_COLORS, { message: "colorInvalid" }),
  /** only with turnOrderMode "entered" */
  turnOrder: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    wholeNumberTextIn({ min: 1, max: MAX_PLAYERS }).optional(),
  ),
});

export const gameNightSchema = z
  .object({
    slug: z.string().min(1),
    /** the edition of the active RisiKo! season the night belongs to (required when the league has several active seasons) */
    season: z.number().int().min(1).max(100_000).optional(),
    playedOn: z.iso.date({ message: "dateInvalid" }),
    turnOrderMode: z.enum(["random", "entered"]),
    seats: z
      .array(gameNightSeatSchema)
      .min(MIN_PLAYERS, { message: "playersCount" })
      .max(MAX_PLAYERS, { message: "playersCount" }),
    submissionId: submissionIdSchema,
  })
  .superRefine((v, ctx) => {
    if (new Set(v.seats.map((s) => s.playerId)).size !== v.seats.length)
      ctx.addIssue({ code: "custom", path: ["seats"], message: "playerTwice" });
    if (new Set(v.seats.map((s) => s.armyColor)).size !== v.seats.length)
      ctx.addIssue({ code: "custom", path: ["seats"], message: "colorTwice" });
    if (v.turnOrderMode === "entered") {
      const orders = v.seats.map((s) => s.turnOrder).sort((a, b) => (a ?? 0) - (b ?? 0));
      if (!orders.every((o, i) => o === i + 1))
        ctx.addIssue({ code: "custom", path: ["seats"], message: "turnOrderInvalid" });
    }
  });
export type GameNightInput = z.infer<typeof gameNightSchema>;

export const gameRefSchema = z.object({ slug: z.string().min(1), gameId: z.string().min(1) });

export const redealSchema = gameRefSchema.extend({
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || undefined),
});

export const seatRefSchema = gameRefSchema.extend({ seatId: z.string().min(1) });

/** The holder's own end-of-game report: the territories of their card they hold (an empty list = none). */
export const reportTerritoriesSchema = gameRefSchema.extend({
  territoryIds: z.array(z.string().min(1).max(64)).max(42),
  submissionId: submissionIdSchema,
});

export const revealByLinkSchema = z.object({ token: z.string().min(1).max(64) });

/** A reveal-link guest's end-of-game report (issue 22 §3): the link's token instead of a session. */
export const reportByLinkSchema = revealByLinkSchema.extend({
  territoryIds: reportTerritoriesSchema.shape.territoryIds,
  submissionId: submissionIdSchema,
});
