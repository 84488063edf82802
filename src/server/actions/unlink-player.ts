"use server";
import { unlinkPlayerSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { seatedInPlay } from "@/server/seat-binding";

/**
 * The organiser takes a player record's login away (a link made by mistake); the membership stays. Refused while the
 * player sits in a dealt game that is not over. Stamped like every change of `Player.userId` (src/server/db.ts):
 * whoever the record is linked to next gets no card of a game dealt before, and the seat is one without a login,
 * whose reveal links are counted on the game page (decision 0033).
 */
export const unlinkPlayer = defineAction({
  schema: unlinkPlayerSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const player = await tx.player.findFirst({
      where: { id: input.playerId, leagueId: auth.leagueId },
      select: { id: true, userId: true },
    });
    if (!player) throw new NotFoundError();
    if (player.userId === null) return null;
    if (await seatedInPlay(tx, player.id)) throw new ActionError("checkFields", { playerId: ["unlinkPlayerInPlay"] });
    await tx.player.update({ where: { id: player.id }, data: { userId: null }, select: { id: true } });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "player.unlinkAccount",
      entityType: "Player",
      entityId: player.id,
      before: { userId: player.userId },
      after: { userId: null },
    });
    return null;
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`, `/l/${input.leagueSlug}/admin/players`],
});
