"use server";
import { resetPasswordSchema } from "@/schemas/auth";
import { ActionError, defineAction, type ActionResult } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { consumeToken } from "@/server/accounts/tokens";
import { audit } from "@/server/audit";
import { accountKey, clearAttempts } from "@/server/auth/login-throttle";
import { hashPassword } from "@/server/auth/passwords";

/** Sets a new password through a reset link: older sessions end, the account's lock-out is lifted. */
export const resetPassword = defineAction({
  schema: resetPasswordSchema,
  anonymous: true,
  authorize: async ({ db, input }) => ({ limit: await limitLinkUse(db, "link"), passwordHash: await hashPassword(input.password) }),
  write: async ({ input, auth, tx }) => {
    const reset = await consumeToken(tx, input.token, "reset");
    if (!reset?.userId) throw new ActionError("linkInvalid");
    await auth.limit.done(tx);
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash: auth.passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, email: true },
    });
    // a password set through an organiser's link puts someone new behind the account: no card of a game dealt before (0033)
    if (reset.createdById && reset.createdById !== user.id) await tx.player.updateMany({ where: { userId: user.id }, data: { userLinkedAt: new Date() } });
    await clearAttempts(tx, accountKey(user.email));
    await tx.accountToken.deleteMany({ where: { userId: user.id, kind: "reset", usedAt: null } });
    if (reset.leagueId)
      await audit(tx, { leagueId: reset.leagueId, actorUserId: user.id, action: "user.passwordReset", entityType: "User", entityId: user.id });
    return { email: user.email };
  },  // older sessions end everywhere at once: the servers' member-page caches forget every membership they vouched for
  revalidate: () => ["/account"],
});

export async function resetPasswordFormAction(_prev: ActionResult<{ email: string }> | null, formData: FormData) {
  return resetPassword(formData);
}
