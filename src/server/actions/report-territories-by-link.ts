"use server";
import { z } from "@/lib/forms/zod";
import { normaliseRevealToken, revealTokenHash } from "@/dealing/commitment";
import { reportByLinkSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { gamePaths } from "@/server/queries/game-night";
import { sendTerritoryReport } from "@/server/territory-report";

/**
 * A player without an account ticks the territories they hold on their reveal-link page, like a signed-in holder on
 * their card (issue 22 §3, decision 0049), so a table with a guest still lets every player report and the recorder
 * enters no card. The token is the only right: checked when used (the seat's current link, a game in play); a token
 * that belongs to no seat counts against the client's link budget like a reveal (decision 0036). The answer is about
 * the link's own card only.
 */
export const reportTerritoriesByLink = defineAction({
  schema: reportByLinkSchema.extend({
    token: reportByLinkSchema.shape.token.transform(
      (t, ctx) => normaliseRevealToken(t) ?? (ctx.addIssue({ code: "custom", message: "linkInvalid" }), z.NEVER),
    ),
  }),
  anonymous: true,
  authorize: async ({ db, input }) => {
    const find = () =>
      db.seat.findFirst({
        where: { revealTokenHash: revealTokenHash(input.token) },
        select: {
          id: true,
          game: {
            select: {
              id: true,
              status: true,
              season: { select: { leagueId: true, edition: true, league: { select: { slug: true } } } },
            },
          },
        },
      });
    await limitLinkUse(db, "reveal", find);
    const seat = await find();
    // a link of a game that is over (or voided) reports nothing: the same refusal as the signed-in path
    if (!seat || seat.game.status !== "dealt") throw new ActionError("cannotReport");
    return {
      seatId: seat.id,
      gameId: seat.game.id,
      leagueId: seat.game.season.leagueId,
      edition: seat.game.season.edition,
      slug: seat.game.season.league.slug,
    };
  },
  write: ({ user, input, auth, tx }) =>
    sendTerritoryReport(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id || null,
      // scoped to the link's seat: a key replayed with another seat's link reaches nothing of this one
      scopedKey: input.submissionId && `link:${auth.seatId}:${input.submissionId}`,
      by: { seatId: auth.seatId, token: input.token },
      territoryIds: input.territoryIds,
    }),
  // the recorder's form and the night's steps show who has sent their territories
  revalidate: ({ auth }) => [
    ...gamePaths(auth.slug, auth.gameId, auth.edition),
    `/l/${auth.slug}/games/${auth.gameId}/result`,
  ],
});
