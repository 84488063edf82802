"use server";
import { memberRefSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { organisesEveryLeagueOf } from "@/server/accounts/link-rights";
import { issueResetToken } from "@/server/accounts/tokens";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * A reset link (24 h, single use) for a member who forgot their password, to hand over at the table. Only for an
 * account whose every league the caller organises: otherwise the organiser of one league could take over an account
 * of another (decision 0013). That member uses "Password dimenticata?" instead. Checked again when the link is used
 * (decision 0035).
 */
export const createResetLink = defineAction({
  schema: memberRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const membership = await tx.membership.findFirst({
      where: { id: input.membershipId, leagueId: auth.leagueId },
      select: { userId: true },
    });
    if (!membership) throw new NotFoundError();
    if (!(await organisesEveryLeagueOf(tx, user.id, membership.userId))) throw new ActionError("resetElsewhere");
    const { token, expiresAt } = await issueResetToken(tx, {
      userId: membership.userId,
      leagueId: auth.leagueId,
      createdById: user.id,
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "member.resetLink",
      entityType: "User",
      entityId: membership.userId,
    });
    return { token, expiresAt: expiresAt.toISOString() };
  },
});
