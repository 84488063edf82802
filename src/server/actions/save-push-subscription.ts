"use server";
import { cookies } from "next/headers";
import { defaultLocale, isLocale, LOCALE_COOKIE } from "@/i18n/config";
import { isPushEndpoint } from "@/lib/notifications/endpoint";
import { pushSubscriptionSchema } from "@/schemas/notifications";
import { ActionError, defineAction } from "@/server/action";
import { pushOrigins } from "@/server/notify/config";

/**
 * Stores this browser's push subscription for the signed-in member (POST /api/push/subscriptions, or the settings
 * page). One row per endpoint: a browser that subscribes again, or where another account now signs in, updates it.
 * Notifications are then written in the language the app is in now.
 */
export const savePushSubscription = defineAction({
  schema: pushSubscriptionSchema,
  authorize: async ({ input }) => {
    if (!isPushEndpoint(input.endpoint, pushOrigins()))
      throw new ActionError("checkFields", { endpoint: ["pushServiceUnknown"] });
    const locale = (await cookies()).get(LOCALE_COOKIE)?.value;
    return { locale: isLocale(locale) ? locale : defaultLocale };
  },
  write: async ({ input, user, auth, tx }) => {
    const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, userId: user.id };
    await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...keys },
      update: keys,
      select: { id: true },
    });
    await tx.notificationPrefs.upsert({
      where: { userId: user.id },
      create: { userId: user.id, locale: auth.locale },
      update: { locale: auth.locale },
      select: { userId: true },
    });
    return null;
  },
});
