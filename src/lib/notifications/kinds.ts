/** Every kind of notification, each switchable per member and league (all on by default). */
export const NOTIFICATION_KINDS = [
  "nightScheduled",
  "nightChanged",
  "nightCancelled",
  "reminder",
  "cardReady",
  "tables",
  "result",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (v: unknown): v is NotificationKind =>
  typeof v === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(v);

/** Hours before a night the reminder goes out: the organiser's choice per league. */
export const REMINDER_HOURS = { min: 1, max: 168, fallback: 24 } as const;
