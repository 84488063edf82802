import { z } from "@/lib/forms/zod";
import { NUMBER_BOUNDS, wholeNumber } from "./numbers";
import { submissionIdSchema } from "./submission";

/** The five endings of a RisiKo! game (docs/game-systems.md §1.2; the definition's `endings`). */
export const END_REASONS = ["objective", "sdadata", "time", "agreement", "lastStanding"] as const;
/** Endings that a completed objective belongs to: the objective itself, and the last one standing, who holds the whole map. */
export const COMPLETING_ENDS: readonly EndReason[] = ["objective", "lastStanding"];
export type EndReason = (typeof END_REASONS)[number];

/** The sdadata thresholds a game can end at (NUMBER_BOUNDS.sdadataThreshold: 4 rising to 7), for the form's choices. */
export const SDADATA_THRESHOLDS = Array.from(
  { length: NUMBER_BOUNDS.sdadataThreshold.max - NUMBER_BOUNDS.sdadataThreshold.min + 1 },
  (_, i) => NUMBER_BOUNDS.sdadataThreshold.min + i,
);

const id = z.string().trim().min(1, { message: "required" }).max(64);

/**
 * One seat of a result. Either an objective of the season's catalogue is chosen (objectiveId) and the
 * held territories are ticked — the server sums their values —, or the holder reported them from their own
 * phone (fromPlayerReport), or, for a game logged after the fact, objectiveTotal and objectivePoints are
 * entered directly.
 */
export const seatResultSchema = z
  .object({
    seatId: id,
    objectiveId: id.nullable(),
    heldTerritoryIds: z.array(id).max(42).default([]),
    objectiveTotal: wholeNumber("objectiveTotal", { min: "negative" }).nullable(),
    objectivePoints: wholeNumber("objectivePoints", { min: "negative" }).nullable(),
    objectiveCompleted: z.boolean(),
    eliminatedOrder: wholeNumber("eliminatedOrder", { min: "invalidNumber", max: "invalidNumber" }).nullable(),
    eliminatedById: id.nullable(),
    armies: wholeNumber("armies", { min: "negative" }).nullable(),
    /**
     * The holder sent the territories of their dealt card from their own phone: the server takes the dealt objective and
     * that report (objectiveId and heldTerritoryIds are ignored); the recorder never sees either.
     */
    fromPlayerReport: z.boolean().default(false),
  })
  .superRefine((s, ctx) => {
    if (!s.objectiveId && !s.fromPlayerReport) {
      if (s.objectiveTotal === null)
        ctx.addIssue({ code: "custom", path: ["objectiveTotal"], message: "objectiveOrTotalRequired" });
      if (s.objectivePoints === null && !s.objectiveCompleted && s.eliminatedOrder === null)
        ctx.addIssue({ code: "custom", path: ["objectivePoints"], message: "required" });
      if (s.objectiveTotal !== null && s.objectivePoints !== null && s.objectivePoints > s.objectiveTotal)
        ctx.addIssue({ code: "custom", path: ["objectivePoints"], message: "pointsAboveTotal" });
    }
    if (s.eliminatedOrder !== null && s.objectiveCompleted)
      ctx.addIssue({ code: "custom", path: ["eliminatedOrder"], message: "eliminatedCannotComplete" });
  });

export const gameResultSchema = z
  .object({
    gameId: id,
    /** Game.version the form was loaded with (optimistic concurrency) */
    version: wholeNumber("gameVersion"),
    endReason: z.enum(END_REASONS, { message: "required" }),
    sdadataRound: wholeNumber("sdadataRound", { min: "invalidNumber", max: "invalidNumber" }).nullable(),
    /** the dice threshold of the sdadata that ended the game (4–7); asked only for a sdadata ending */
    sdadataThreshold: wholeNumber("sdadataThreshold", { min: "invalidNumber", max: "invalidNumber" })
      .nullable()
      .default(null),
    durationMinutes: wholeNumber("durationMinutes", { min: "invalidNumber", max: "invalidNumber" }).nullable(),
    notes: z.string().trim().max(2000, { message: "tooLong" }).nullable(),
    /** why an already saved result is changed (shown in the audit trail) */
    reason: z.string().trim().max(500, { message: "tooLong" }).nullable().default(null),
    seats: z.array(seatResultSchema).min(2).max(6),
    /** the form draft's idempotency key (issue 22 §4) */
    submissionId: submissionIdSchema,
  })
  .superRefine((r, ctx) => {
    const completed = r.seats.filter((s) => s.objectiveCompleted).length;
    if (completed > 1) ctx.addIssue({ code: "custom", path: ["seats"], message: "twoCompleted" });
    // "objective" without a ticked completion may still be right: holding every territory of the objective completes it,
    // which the action derives from the territories (issue 21).
    if (!COMPLETING_ENDS.includes(r.endReason) && completed === 1)
      ctx.addIssue({ code: "custom", path: ["endReason"], message: "completionNeedsObjectiveEnd" });
    const orders = r.seats
      .map((s) => s.eliminatedOrder)
      .filter((o): o is number => o !== null)
      .sort((a, b) => a - b);
    if (orders.some((o, i) => o !== i + 1))
      ctx.addIssue({ code: "custom", path: ["seats"], message: "eliminationOrderGaps" });
    if (orders.length >= r.seats.length)
      ctx.addIssue({ code: "custom", path: ["seats"], message: "everyoneEliminated" });
    const seatIds = new Set(r.seats.map((s) => s.seatId));
    if (seatIds.size !== r.seats.length) ctx.addIssue({ code: "custom", path: ["seats"], message: "duplicateSeat" });
    const objectives = r.seats.map((s) => s.objectiveId).filter(Boolean);
    if (new Set(objectives).size !== objectives.length)
      ctx.addIssue({ code: "custom", path: ["seats"], message: "sameObjectiveTwice" });
    if (r.endReason === "sdadata" && r.sdadataRound === null)
      ctx.addIssue({ code: "custom", path: ["sdadataRound"], message: "required" });
  });

export type SeatResultInput = z.input<typeof seatResultSchema>;
export type GameResultInput = z.input<typeof gameResultSchema>;
export type GameResult = z.infer<typeof gameResultSchema>;

export const voidGameSchema = z.object({
  gameId: id,
  version: z.number().int().min(0),
  reason: z.string().trim().min(3, { message: "reasonRequired" }).max(500, { message: "tooLong" }),
});
export type VoidGameInput = z.infer<typeof voidGameSchema>;

/** Restoring a voided game: the same fields as voiding (the version it was voided at, and why). */
export const restoreGameSchema = voidGameSchema;
export type RestoreGameInput = z.infer<typeof restoreGameSchema>;
