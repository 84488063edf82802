"use server";
import { cookies } from "next/headers";
import { defaultLocale, isLocale, LOCALE_COOKIE } from "@/i18n/config";
import { NOTIFICATION_KINDS } from "@/lib/notifications/kinds";
import { parseClock } from "@/lib/notifications/quiet-hours";
import { notificationSettingsSchema } from "@/schemas/notifications";
import { defineAction } from "@/server/action";

/**
 * The member's notification settings: each kind per league they belong to (a switch for a league they are not in is
 * ignored), quiet hours, e-mail. Notifications are written from now on in the language the app is in.
 */
export const saveNotificationSettings = defineAction({
  schema: notificationSettingsSchema,
  authorize: async ({ db, user }) => {
    const memberships = await db.membership.findMany({
      where: { userId: user.id },
      select: { id: true, leagueId: true },
      orderBy: { id: "asc" },
    });
    const locale = (await cookies()).get(LOCALE_COOKIE)?.value;
    return { memberships, locale: isLocale(locale) ? locale : defaultLocale };
  },
  write: async ({ input, user, auth, tx }) => {
    const on = new Set(input["on[]"]);
    const mutes = auth.memberships.flatMap((m) =>
      NOTIFICATION_KINDS.filter((k) => !on.has(`${m.leagueId}:${k}`)).map((kind) => ({ membershipId: m.id, kind })),
    );
    await tx.notificationMute.deleteMany({ where: { membershipId: { in: auth.memberships.map((m) => m.id) } } });
    if (mutes.length) await tx.notificationMute.createMany({ data: mutes });
    const prefs = {
      quietStart: input.quietStart ? parseClock(input.quietStart) : null,
      quietEnd: input.quietEnd ? parseClock(input.quietEnd) : null,
      emailOff: !input.email,
      locale: auth.locale,
    };
    await tx.notificationPrefs.upsert({
      where: { userId: user.id },
      create: { userId: user.id, ...prefs },
      update: prefs,
      select: { userId: true },
    });
    return { muted: mutes.length };
  },
  revalidate: () => ["/account/notifications"],
});
