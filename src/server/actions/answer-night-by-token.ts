"use server";
import { tokenAnswerSchema } from "@/schemas/notifications";
import { ActionError, defineAction } from "@/server/action";
import { NotFoundError } from "@/server/auth/access";
import { readToken } from "@/server/notify/tokens";
import { saveNightAnswer } from "@/server/schedule/answers";
import { openNight } from "@/server/schedule/nights";

/**
 * A reminder's "Vengo" / "Non vengo" button (POST /api/push/answer from the service worker): the notification's
 * one-purpose token stands for the member, for this night only and until it starts. The member must still belong to
 * the league and have their player there; the answer is recorded as the app's own form records it.
 */
export const answerNightByToken = defineAction({
  anonymous: true,
  schema: tokenAnswerSchema,
  authorize: async ({ db, input }) => {
    const claims = readToken("answer", input.token);
    if (!claims) throw new ActionError("tokenInvalid");
    const night = await db.scheduledNight.findUnique({
      where: { id: claims.n },
      select: { id: true, leagueId: true, league: { select: { slug: true } } },
    });
    if (!night) throw new NotFoundError();
    const player = await db.player.findFirst({
      where: {
        leagueId: night.leagueId,
        userId: claims.u,
        user: { memberships: { some: { leagueId: night.leagueId } } },
      },
      select: { id: true },
    });
    if (!player) throw new ActionError("notMember");
    return {
      userId: claims.u,
      nightId: night.id,
      leagueId: night.leagueId,
      slug: night.league.slug,
      playerId: player.id,
    };
  },
  write: async ({ input, auth, tx }) => {
    const night = await openNight(tx, auth.leagueId, auth.nightId); // refused once cancelled or started
    await saveNightAnswer(tx, {
      nightId: night.id,
      playerId: auth.playerId,
      answer: input.answer,
      answeredById: auth.userId,
    });
    return { leagueSlug: auth.slug, answer: input.answer };
  },
  revalidate: ({ auth }) => [`/l/${auth.slug}/schedule`, `/l/${auth.slug}`],
});
