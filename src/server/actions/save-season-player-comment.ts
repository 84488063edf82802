"use server";
import { seasonPlayerCommentSchema } from "@/schemas/season-comment";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * Writes (or, with an empty text, removes) the organiser's closing comment on one player of a season (decision 0045).
 * Organiser only; the season and the player are looked up inside the caller's league, so another league's ids are
 * "not found".
 */
export const saveSeasonPlayerComment = defineAction({
  schema: seasonPlayerCommentSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const season = await tx.season.findFirst({
      where: { leagueId: auth.leagueId, edition: input.edition },
      select: { id: true },
    });
    const player = await tx.player.findFirst({
      where: { leagueId: auth.leagueId, id: input.playerId },
      select: { id: true },
    });
    if (!season || !player) throw new NotFoundError();
    const where = { seasonId_playerId: { seasonId: season.id, playerId: player.id } };
    const before = await tx.seasonPlayerComment.findUnique({ where });
    if (input.text === null) {
      if (before) await tx.seasonPlayerComment.delete({ where });
    } else {
      await tx.seasonPlayerComment.upsert({
        where,
        create: { seasonId: season.id, playerId: player.id, text: input.text },
        update: { text: input.text },
      });
    }
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: input.text === null ? "season.playerComment.delete" : "season.playerComment.save",
      entityType: "Season",
      entityId: season.id,
      before,
      after: input.text === null ? null : { playerId: player.id, text: input.text },
    });
    return { playerId: player.id };
  },
  revalidate: ({ input }) => [
    `/l/${input.leagueSlug}/seasons/${input.edition}/recap`,
    `/l/${input.leagueSlug}/players/${input.playerId}`,
  ],
});
