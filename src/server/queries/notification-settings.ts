import "server-only";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import { formatClock } from "@/lib/notifications/quiet-hours";
import { mailEnabled } from "@/server/accounts/mail";
import { db } from "@/server/db";
import { vapid } from "@/server/notify/config";

export type NotificationSettings = {
  /** null: the server has no VAPID keys, so no browser can subscribe */
  vapidPublicKey: string | null;
  mailEnabled: boolean;
  subscriptions: number;
  quietStart: string;
  quietEnd: string;
  email: boolean;
  leagues: Array<{
    id: string;
    slug: string;
    name: string;
    on: NotificationKind[];
  }>;
};

/** The signed-in member's own settings: their leagues with the kinds switched on, quiet hours, e-mail, phones. */
export async function getNotificationSettings(userId: string): Promise<NotificationSettings> {
  const [memberships, prefs, subscriptions] = await Promise.all([
    db.membership.findMany({
      where: { userId },
      select: {
        notificationMutes: { select: { kind: true } },
        league: { select: { id: true, slug: true, name: true } },
      },
      orderBy: { league: { name: "asc" } },
    }),
    db.notificationPrefs.findUnique({ where: { userId } }),
    db.pushSubscription.count({ where: { userId } }),
  ]);
  return {
    vapidPublicKey: vapid()?.publicKey ?? null,
    mailEnabled: mailEnabled(),
    subscriptions,
    quietStart: prefs?.quietStart != null ? formatClock(prefs.quietStart) : "",
    quietEnd: prefs?.quietEnd != null ? formatClock(prefs.quietEnd) : "",
    email: !(prefs?.emailOff ?? false),
    leagues: memberships.map((m) => {
      const muted = new Set(m.notificationMutes.map((x) => x.kind));
      return {
        ...m.league,
        on: NOTIFICATION_KINDS.filter((k) => !muted.has(k)),
      };
    }),
  };
}
