import { z } from "@/lib/forms/zod";
import { wholeNumberTextIn } from "./numbers";

const id = z.string().min(1).max(64);
const leagueSlug = z.string().min(1).max(100);
const sizeMessages = { type: "sizeInvalid", int: "sizeInvalid", min: "sizeInvalid", max: "sizeInvalid" };
const size = wholeNumberTextIn({ min: 1, max: 12 }, sizeMessages);
const optionalSize = z.preprocess((v) => (v === "" || v == null ? undefined : v), size.optional());

/** The check-in: who is here tonight, the table sizes, and whether to spread the strongest (issue 23 §2). */
export const commitTablesSchema = z.object({
  leagueSlug,
  season: wholeNumberTextIn({ min: 1, max: 100_000 }),
  playedOn: z.iso.date({ message: "dateInvalid" }),
  "players[]": z.array(id).max(200, { message: "tooManyPlayers" }).default([]),
  min: size,
  max: size,
  preferredMin: optionalSize,
  preferredMax: optionalSize,
  balanceStrength: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
export type CommitTablesInput = z.infer<typeof commitTablesSchema>;

export const tablePlanRefSchema = z.object({ leagueSlug, planId: id });

/** Swap two seated players (their tables and turn positions). */
export const swapTablePlayersSchema = tablePlanRefSchema.extend({ first: id, second: id });

/** Lock a player to a table (1-based, as shown) and redraw the rest with the committed seed. */
export const lockTablePlayerSchema = tablePlanRefSchema.extend({
  playerId: id,
  /** 1-based table; 0 takes the player's lock away */
  table: wholeNumberTextIn({ min: 0, max: 100 }, sizeMessages),
});
