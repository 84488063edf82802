"use server";
import { changePasswordSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { clearAttempts, countBackoffAttempt, retryError, SIGN_IN_BACKOFF } from "@/server/auth/login-throttle";
import { checkPassword, hashPassword } from "@/server/auth/passwords";

/**
 * A signed-in user changes their password (the current one is checked under progressive waits, like a sign-in). Every session of
 * the account ends, this one included: the form signs in again with the new password (decision 0014).
 */
export const changePassword = defineAction({
  schema: changePasswordSchema,
  authorize: async ({ db, user, input }) => {
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
    // a session guessing its own password waits like a client guessing at sign-in (decision 0036)
    const key = `password:${user.id}`;
    const attempt = await countBackoffAttempt(db, key, SIGN_IN_BACKOFF);
    if (!attempt.allowed) throw new ActionError(retryError(attempt.retryAt));
    if (!(await checkPassword(input.currentPassword, account.passwordHash)))
      throw new ActionError("checkFields", { currentPassword: ["wrongPassword"] });
    await clearAttempts(db, key);
    return { passwordHash: await hashPassword(input.password) };
  },
  write: async ({ auth, tx, user, caches }) => {
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash: auth.passwordHash, sessionVersion: { increment: 1 } },
      select: { email: true },
    });
    caches.endSessionsOf(user.id); // older sessions end everywhere at once: no member-page cache vouches for them any more
    return { email: updated.email };
  },
  revalidate: () => ["/account"],
});
