import { z } from "@/lib/forms/zod";
import { NUMBER_BOUNDS } from "./numbers";

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

export const voidGameSchema = z.object({
  gameId: id,
  version: z.number().int().min(0),
  reason: z.string().trim().min(3, { message: "reasonRequired" }).max(500, { message: "tooLong" }),
});
export type VoidGameInput = z.infer<typeof voidGameSchema>;

/** Restoring a voided game: the same fields as voiding (the version it was voided at, and why). */
export const restoreGameSchema = voidGameSchema;
export type RestoreGameInput = z.infer<typeof restoreGameSchema>;
