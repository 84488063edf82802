import { z } from "@/lib/forms/zod";

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

/** The organiser links a member's account to a player record that has none (issue 22 §5). */
export const linkPlayerSchema = z.object({
  leagueSlug: z.string().min(1),
  membershipId: z.string().min(1),
  playerId: z.string().min(1),
});

/** The organiser takes a player record's login away (the membership stays). */
export const unlinkPlayerSchema = z.object({ leagueSlug: z.string().min(1), playerId: z.string().min(1) });

/** A share link for one night's recap (issue 22 §5, decision 0050), and its revocation. */
export const recapShareSchema = z.object({ leagueSlug: z.string().min(1), gameId: z.string().min(1).max(100) });
export const recapShareRefSchema = z.object({ leagueSlug: z.string().min(1), shareId: z.string().min(1).max(100) });
