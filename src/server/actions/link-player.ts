"use server";
import { linkPlayerSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { seatedInPlay } from "@/server/seat-binding";

/**
 * The organiser links a member's account to a player record without a login: invites made before the players existed,
 * or the organiser himself. Refused while the player sits in a dealt game that is not over. The link records who made
 * it (`Player.linkedById`): a seat dealt to this player from now on shows the table "an account linked by <organiser>".
 * The update goes through the Prisma client, which stamps `Player.userLinkedAt` (src/server/db.ts); a card is opened
 * only by the account bound to its seat at the game's first deal, so linking is no way to read a card in play
 * (decision 0033, 0050).
 */
export const linkPlayer = defineAction({
  schema: linkPlayerSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const membership = await tx.membership.findFirst({
      where: { id: input.membershipId, leagueId: auth.leagueId },
      select: { id: true, userId: true },
    });
    const player = await tx.player.findFirst({
      where: { id: input.playerId, leagueId: auth.leagueId },
      select: { id: true, userId: true, displayName: true },
    });
    if (!membership || !player) throw new NotFoundError();
    if (player.userId !== null) throw new ActionError("checkFields", { playerId: ["playerHasLogin"] });
    if (await tx.player.count({ where: { leagueId: auth.leagueId, userId: membership.userId } }))
      throw new ActionError("memberHasPlayer");
    if (await seatedInPlay(tx, player.id)) throw new ActionError("checkFields", { playerId: ["linkPlayerInPlay"] });
    // userId: null in the filter: of two simultaneous links of one record exactly one wins
    const { count } = await tx.player.updateMany({
      where: { id: player.id, leagueId: auth.leagueId, userId: null },
      data: { userId: membership.userId, linkedById: user.id },
    });
    if (!count) throw new ActionError("checkFields", { playerId: ["playerHasLogin"] });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "player.linkAccount",
      entityType: "Player",
      entityId: player.id,
      before: { userId: null },
      after: { userId: membership.userId, membershipId: membership.id },
    });
    return { playerName: player.displayName };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`, `/l/${input.leagueSlug}/admin/players`],
});
