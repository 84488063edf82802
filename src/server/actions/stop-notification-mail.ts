"use server";
import { z } from "@/lib/forms/zod";
import { ActionError, defineAction } from "@/server/action";
import { readToken } from "@/server/notify/tokens";

/**
 * The unsubscribe link of a notification e-mail (its page's button, or a mail client's one-click POST): stops that
 * account's notification e-mails without signing in. The token is good for this and nothing else.
 */
export const stopNotificationMail = defineAction({
  anonymous: true,
  schema: z.object({ token: z.string().min(1).max(600) }),
  authorize: async ({ db, input }) => {
    const claims = readToken("mailOff", input.token);
    if (!claims) throw new ActionError("tokenInvalid");
    const user = await db.user.findUnique({ where: { id: claims.u }, select: { id: true } });
    if (!user) throw new ActionError("tokenInvalid");
    return user;
  },
  write: async ({ auth, tx }) => {
    await tx.notificationPrefs.upsert({
      where: { userId: auth.id },
      create: { userId: auth.id, emailOff: true },
      update: { emailOff: true },
      select: { userId: true },
    });
    return null;
  },
});
