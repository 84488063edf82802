import { z } from "@/lib/forms/zod";

/** The organiser's closing comment on one player of a season: a paragraph, like the blog's one per army (decision 0045). */
export const SEASON_PLAYER_COMMENT_MAX = 1000;

export const seasonPlayerCommentSchema = z.object({
  leagueSlug: z.string().min(1),
  edition: z.coerce.number({ message: "notAnInteger" }).int({ message: "notAnInteger" }).min(1).max(10_000),
  playerId: z.string().min(1).max(100),
  /** empty = the comment is removed */
  text: z
    .string()
    .trim()
    .max(SEASON_PLAYER_COMMENT_MAX, { message: "tooLong" })
    .transform((v) => (v === "" ? null : v)),
});
export type SeasonPlayerCommentInput = z.infer<typeof seasonPlayerCommentSchema>;
