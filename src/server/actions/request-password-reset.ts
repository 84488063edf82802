"use server";
import { requestResetSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { MAIL_LIMIT } from "@/server/accounts/invite-confirmation";
import { limitRequests } from "@/server/accounts/link-limit";
import { mailEnabled, sendResetMail } from "@/server/accounts/mail";
import { issueResetToken } from "@/server/accounts/tokens";
import { countAttempt } from "@/server/auth/login-throttle";
import { log } from "@/server/log";

/**
 * "Password dimenticata?": when SMTP is configured, a reset link goes to the address if it has an account. The answer
 * is the same either way, and the mail is sent after the answer (no timing difference to learn from). At most 3 mails
 * per address per hour, reset and invite mails together: nobody can fill someone's mailbox.
 */
export const requestPasswordReset = defineAction({
  schema: requestResetSchema,
  anonymous: true,
  authorize: async ({ db, input }) => {
    if (!mailEnabled()) throw new ActionError("resetByEmailOff");
    await limitRequests(db, "forgot");
    return { send: (await countAttempt(db, `mail:${input.email}`, MAIL_LIMIT)).allowed };
  },
  write: async ({ input, auth, tx }) => {
    if (!auth.send) return null;
    const user = await tx.user.findUnique({
      where: { email: input.email },
      select: { id: true, email: true, name: true },
    });
    if (!user) return null;
    const { token } = await issueResetToken(tx, { userId: user.id, leagueId: null, createdById: null });
    setTimeout(() => void sendResetMail(user, token).catch((e) => log.error("mail.reset-not-sent", e)), 0);
    return null;
  },
});
