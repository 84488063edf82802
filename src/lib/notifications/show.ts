import { readPayload, type ReminderAnswer } from "./payload";

/** What the service worker keeps on a shown notification, for its click. */
export type NotificationData = { url: string; answerToken?: string };

/**
 * The notification a push shows (the service worker's `push` event), or null for a payload that is not ours. The
 * texts arrive written in the member's language; `lang` tells the phone which.
 */
export function notificationFromPush(json: unknown): {
  title: string;
  options: NotificationOptions & { actions?: Array<{ action: string; title: string }> };
} | null {
  const p = readPayload(json);
  if (!p) return null;
  const data: NotificationData = { url: p.url, ...(p.answerToken ? { answerToken: p.answerToken } : {}) };
  return {
    title: p.title,
    options: {
      body: p.body,
      tag: p.tag,
      lang: p.lang,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data,
      ...(p.actions && p.answerToken ? { actions: p.actions } : {}),
    },
  };
}

/**
 * What a click on a notification does: one of the reminder's buttons answers the night in the background with the
 * notification's token; anywhere else opens the page it names (a path of this app, never another site).
 */
export function clickOutcome(
  action: string,
  data: unknown,
): { answer: ReminderAnswer; token: string } | { open: string } | null {
  const d = (data ?? {}) as Partial<NotificationData>;
  if ((action === "coming" || action === "no") && typeof d.answerToken === "string")
    return { answer: action, token: d.answerToken };
  if (typeof d.url === "string" && d.url.startsWith("/") && !d.url.startsWith("//")) return { open: d.url };
  return null;
}
