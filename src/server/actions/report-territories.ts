"use server";
import { reportTerritoriesSchema } from "@/schemas/game-night";
import { defineAction } from "@/server/action";
import { requireMember } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { sendTerritoryReport } from "@/server/territory-report";

/**
 * "I hold these": at the end of the game a player ticks the territories of their own card on their own phone, and the
 * recorder's form counts them without ever seeing them (issue 13). Anyone but the holder of a seat of a game in play gets
 * the same refusal, whatever the reason, so the answer says nothing about other seats' cards.
 */
export const reportMyTerritories = defineAction({
  schema: reportTerritoriesSchema,
  authorize: async ({ user, input }) => {
    const { game, access } = await loadGameAccess(input.slug, input.gameId, user.id);
    requireMember(access);
    return game;
  },
  // the same report sent again (retap, reload, the outbox's resend): the first answer. Keyed in the game's league and to
  // the reporter, so another member replaying someone's key learns nothing of that holder's card.
  write: ({ user, input, auth: game, tx }) =>
    sendTerritoryReport(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      scopedKey: input.submissionId && `${user.id}:${input.submissionId}`,
      by: { gameId: game.id, userId: user.id },
      territoryIds: input.territoryIds,
    }),
  // the recorder's form and the night's steps show who has sent their territories
  revalidate: ({ input, auth }) => [
    ...gamePaths(input.slug, input.gameId, auth.season.edition),
    `/l/${input.slug}/games/${input.gameId}/result`,
  ],
});
