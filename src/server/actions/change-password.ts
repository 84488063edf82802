"use server";
import { changePasswordSchema } from "@/schemas/auth";
import { ActionError, defineAction, type ActionResult } from "@/server/action";
import { accountKey, ACCOUNT_LIMIT, clearAttempts, countAttempt, failedAttempt, minutesUntil } from "@/server/auth/login-throttle";
import { checkPassword, hashPassword } from "@/server/auth/passwords";

/**
 * A signed-in user changes their password (the current one is checked under the sign-in lock-out). Every session of
 * the account ends, this one included: the form signs in again with the new password (decision 0014).
 */
export const changePassword = defineAction({
  schema: changePasswordSchema,
  authorize: async ({ db, user, input }) => {
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, passwordHash: true } });
    const key = accountKey(account.email);
    const attempt = await countAttempt(db, key, ACCOUNT_LIMIT);
    if (!attempt.allowed) throw new ActionError(`Locked:${minutesUntil(attempt.retryAt)}`);
    if (!(await checkPassword(input.currentPassword, account.passwordHash))) {
      const retryAt = await failedAttempt(db, key, attempt, ACCOUNT_LIMIT);
      throw retryAt ? new ActionError(`Locked:${minutesUntil(retryAt)}`) : new ActionError("checkFields", { currentPassword: ["wrongPassword"] });
    }
    await clearAttempts(db, key);
    return { passwordHash: await hashPassword(input.password) };
  },
  write: async ({ auth, tx, user, caches }) => {
    const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash: auth.passwordHash, sessionVersion: { increment: 1 } }, select: { email: true } });
    caches.endSessionsOf(user.id); // older sessions end everywhere at once: no member-page cache vouches for them any more
    return { email: updated.email };
  },
  revalidate: () => ["/account"],
});

export async function changePasswordFormAction(_prev: ActionResult<{ email: string }> | null, formData: FormData) {
  return changePassword(formData);
}
