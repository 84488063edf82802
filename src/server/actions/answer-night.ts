"use server";
import { answerNightSchema, type NightAnswer } from "@/schemas/schedule";
import { ActionError, defineAction } from "@/server/action";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { saveNightAnswer } from "@/server/schedule/answers";
import { authorizeMember, openNight } from "@/server/schedule/nights";

/**
 * Coming / maybe / not coming, until the night starts (issue 23 §1). A member answers for their own linked player
 * only; the organiser also answers for a player of the league who has no account. Keyed by player record.
 */
export const answerNight = defineAction({
  schema: answerNightSchema,
  authorize: ({ db, user, input }) => authorizeMember(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const night = await openNight(tx, auth.leagueId, input.nightId);
    let playerId = auth.playerId;
    if (input.playerId && input.playerId !== auth.playerId) {
      if (auth.role !== "organiser") throw new ForbiddenError("ownAnswerOnly");
      const target = await tx.player.findFirst({
        where: { id: input.playerId, leagueId: auth.leagueId },
        select: { id: true, userId: true },
      });
      if (!target) throw new NotFoundError();
      if (target.userId) throw new ActionError("playerAnswersThemselves");
      playerId = target.id;
    }
    if (!playerId) throw new ActionError("noLinkedPlayer");
    await saveNightAnswer(tx, { nightId: night.id, playerId, answer: input.answer, answeredById: user.id });
    return { playerId, answer: input.answer as NightAnswer };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/schedule`, `/l/${input.leagueSlug}`],
});
