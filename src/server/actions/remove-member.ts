"use server";
import { memberRefSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { dropLinksIssuedBy } from "@/server/accounts/link-rights";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * Removes someone from the league: the membership goes, their player record stays (results keep their player) but
 * loses its login, and every session of the account ends (sessionVersion). Never the last organiser.
 */
export const removeMember = defineAction({
  schema: memberRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user, caches }) => {
    const before = await tx.membership.findFirst({ where: { id: input.membershipId, leagueId: auth.leagueId } });
    if (!before) throw new NotFoundError();
    if (
      before.role === "organiser" &&
      (await tx.membership.count({ where: { leagueId: auth.leagueId, role: "organiser" } })) <= 1
    )
      throw new ActionError("lastOrganiser");
    await tx.membership.delete({ where: { id: before.id } });
    await tx.player.updateMany({ where: { leagueId: auth.leagueId, userId: before.userId }, data: { userId: null } });
    await tx.accountToken.deleteMany({
      where: { userId: before.userId, leagueId: auth.leagueId, kind: "reset", usedAt: null },
    });
    await dropLinksIssuedBy(tx, before.userId, auth.leagueId); // their invites and reset links end with their rights
    await tx.user.update({
      where: { id: before.userId },
      data: { sessionVersion: { increment: 1 } },
      select: { id: true },
    });
    caches.endSessionsOf(before.userId); // older sessions end everywhere: no cache vouches for them in any league
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "member.remove",
      entityType: "Membership",
      entityId: before.id,
      before,
    });
    return null;
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`, `/l/${input.leagueSlug}/admin/players`, "/"],
});
