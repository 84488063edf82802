import { z } from "zod";
import { email, password } from "./auth";

/** An organiser gives a player (or a new organiser) a login for the league. */
export const memberSchema = z.object({
  leagueSlug: z.string().min(1),
  name: z.string().trim().min(1, { message: "required" }).max(80, { message: "tooLong" }),
  email,
  password,
  role: z.enum(["organiser", "player"]),
  canRecordResults: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  /** link the login to this player (optional) */
  playerId: z
    .string()
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});

export const memberUpdateSchema = z.object({
  leagueSlug: z.string().min(1),
  membershipId: z.string().min(1),
  role: z.enum(["organiser", "player"]),
  canRecordResults: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

/** An organiser sets a new password for a member (forgotten password, or an account imported without credentials). */
export const memberPasswordSchema = z.object({
  leagueSlug: z.string().min(1),
  membershipId: z.string().min(1),
  password,
});
