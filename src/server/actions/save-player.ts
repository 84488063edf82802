"use server";
import { MAX_PLAYERS_PER_LEAGUE, playerSchema } from "@/schemas/player";
import { ActionError, defineAction, omitSlug } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { priorSubmission, rememberSubmission } from "@/server/submissions";

/** Creates or edits a player of the league (organiser only). */
export const savePlayer = defineAction({
  schema: playerSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const { playerId, submissionId, ...data } = omitSlug(input);
    // the outbox sent this form again after a lost answer: the first answer, not a "name taken" refusal
    const prior = await priorSubmission<{ id: string }>(tx, auth.leagueId, submissionId, input);
    if (prior) return prior;
    const clash = await tx.player.findFirst({
      where: { leagueId: auth.leagueId, displayName: data.displayName, NOT: playerId ? { id: playerId } : undefined },
    });
    if (clash) throw new ActionError("checkFields", { displayName: ["nameTaken"] });
    if (playerId) {
      const before = await tx.player.findFirst({ where: { id: playerId, leagueId: auth.leagueId } });
      if (!before) throw new NotFoundError();
      const after = await tx.player.update({ where: { id: playerId }, data });
      await audit(tx, {
        leagueId: auth.leagueId,
        actorUserId: user.id,
        action: "player.update",
        entityType: "Player",
        entityId: playerId,
        before,
        after,
      });
      return { id: after.id };
    }
    if ((await tx.player.count({ where: { leagueId: auth.leagueId } })) >= MAX_PLAYERS_PER_LEAGUE)
      throw new ActionError("checkFields", { displayName: [`tooManyPlayers:${MAX_PLAYERS_PER_LEAGUE}`] });
    const created = await tx.player.create({ data: { ...data, leagueId: auth.leagueId } });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "player.create",
      entityType: "Player",
      entityId: created.id,
      after: created,
    });
    await rememberSubmission(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      submissionId,
      action: "player.create",
      result: { id: created.id },
      payload: input,
    });
    return { id: created.id };
  },
  revalidate: ({ input }) => [
    `/l/${input.leagueSlug}`,
    `/l/${input.leagueSlug}/admin/players`,
    `/l/${input.leagueSlug}/players`,
  ],
});
