import { z } from "@/lib/zod";

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** An organiser invites someone to the league: the role and right given on acceptance, optionally a player record. */
export const inviteSchema = z.object({
  leagueSlug: z.string().min(1),
  role: z.enum(["organiser", "player"]),
  canRecordResults: checkbox,
  /** link the new member to this player (optional) */
  playerId: z
    .string()
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
});

export const inviteRefSchema = z.object({ leagueSlug: z.string().min(1), inviteId: z.string().min(1) });

export const memberUpdateSchema = z.object({
  leagueSlug: z.string().min(1),
  membershipId: z.string().min(1),
  role: z.enum(["organiser", "player"]),
  canRecordResults: checkbox,
});

/** One member of the league (remove, reset link). */
export const memberRefSchema = z.object({ leagueSlug: z.string().min(1), membershipId: z.string().min(1) });
