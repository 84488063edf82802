"use server";
import { memberUpdateSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { dropLinksIssuedBy } from "@/server/accounts/link-rights";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * Changes a member's role or result-recording right. The last organiser cannot demote themselves. A demoted organiser's
 * pending invites and reset links end (decision 0035).
 */
export const updateMember = defineAction({
  schema: memberUpdateSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const before = await tx.membership.findFirst({ where: { id: input.membershipId, leagueId: auth.leagueId } });
    if (!before) throw new NotFoundError();
    if (before.role === "organiser" && input.role !== "organiser") {
      const organisers = await tx.membership.count({ where: { leagueId: auth.leagueId, role: "organiser" } });
      if (organisers <= 1) throw new ActionError("lastOrganiser");
    }
    if (before.role === "organiser" && input.role !== "organiser")
      await dropLinksIssuedBy(tx, before.userId, auth.leagueId); // decision 0035
    const after = await tx.membership.update({
      where: { id: before.id },
      data: { role: input.role, canRecordResults: input.canRecordResults },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "member.update",
      entityType: "Membership",
      entityId: before.id,
      before,
      after,
    });
    return { id: after.id };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`],
});
