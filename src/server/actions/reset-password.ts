"use server";
import { resetPasswordSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { resetLinkStillAllowed } from "@/server/accounts/link-rights";
import { consumeToken, findUsableToken } from "@/server/accounts/tokens";
import { audit } from "@/server/audit";
import { clearAccountAttempts } from "@/server/auth/login-throttle";
import { hashPassword } from "@/server/auth/passwords";

/**
 * Sets a new password through a reset link: older sessions end, the account's lock-out is lifted. A link an organiser
 * issued works only while that organiser still organises every league of the account (decision 0035).
 */
export const resetPassword = defineAction({
  schema: resetPasswordSchema,
  anonymous: true,
  authorize: async ({ db, input }) => {
    await limitLinkUse(db, "link", () => findUsableToken(db, input.token, "reset")); // only bad links count (decision 0036)
    return { passwordHash: await hashPassword(input.password) };
  },
  write: async ({ input, auth, tx, caches }) => {
    const reset = await consumeToken(tx, input.token, "reset");
    if (!reset?.userId) throw new ActionError("linkInvalid");
    // an organiser's link: its issuer must organise every league of the account now, not only when it was issued
    if (!(await resetLinkStillAllowed(tx, { createdById: reset.createdById, userId: reset.userId })))
      throw new ActionError("linkInvalid");
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash: auth.passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, email: true },
    });
    caches.endSessionsOf(user.id); // older sessions end everywhere at once: no member-page cache vouches for them any more
    // a password set through an organiser's link puts someone new behind the account: no card of a game dealt before (0033)
    if (reset.createdById && reset.createdById !== user.id)
      await tx.player.updateMany({ where: { userId: user.id }, data: { userLinkedAt: new Date() } });
    await clearAccountAttempts(tx, user.email);
    await tx.accountToken.deleteMany({ where: { userId: user.id, kind: "reset", usedAt: null } });
    if (reset.leagueId)
      await audit(tx, {
        leagueId: reset.leagueId,
        actorUserId: user.id,
        action: "user.passwordReset",
        entityType: "User",
        entityId: user.id,
      });
    return { email: user.email };
  },
  revalidate: () => ["/account"],
});
