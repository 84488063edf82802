"use server";
import { linkPlayerSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * The organiser links a member's account to a player record without a login (issue 22 §5): invites made before the
 * players existed, or the organiser himself. The update goes through the Prisma client, which stamps
 * `Player.userLinkedAt` (src/server/db.ts): a card dealt before the link is not shown to the account until the game is
 * over, so linking is no way to read a card in play (decision 0033, 0050).
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
    // userId: null in the filter: of two simultaneous links of one record exactly one wins
    const { count } = await tx.player.updateMany({
      where: { id: player.id, leagueId: auth.leagueId, userId: null },
      data: { userId: membership.userId },
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
