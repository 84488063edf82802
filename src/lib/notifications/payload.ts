import type { NotificationKind } from "./kinds";

/** The answers a reminder's buttons give (NightAnswer.answer values). */
export type ReminderAnswer = "coming" | "no";

/**
 * What a push carries, encrypted for the subscription, and what the service worker shows. Texts are written by the
 * server in the member's language (`lang`); the rest is ids, the league's slug, the night's date and numbers: never
 * a card, a territory or an objective (the card notification opens the game page, which asks as always).
 */
export type PushPayload = {
  v: 1;
  kind: NotificationKind;
  lang: "it" | "en";
  title: string;
  body: string;
  /** the app's page a tap opens (a path) */
  url: string;
  /** one notification per subject on the phone: a newer one replaces it */
  tag: string;
  league: string;
  nightId?: string;
  /** ISO instant of the night */
  date?: string;
  gameId?: string;
  table?: number;
  turn?: number;
  rank?: number;
  position?: number;
  /** reminders: the buttons, and the one-purpose token their answer is recorded with (POST /api/push/answer) */
  actions?: Array<{ action: ReminderAnswer; title: string }>;
  answerToken?: string;
};

/** The keys a payload may have: a test and the sender both refuse anything else. */
export const PAYLOAD_KEYS: ReadonlySet<string> = new Set<keyof PushPayload>([
  "v",
  "kind",
  "lang",
  "title",
  "body",
  "url",
  "tag",
  "league",
  "nightId",
  "date",
  "gameId",
  "table",
  "turn",
  "rank",
  "position",
  "actions",
  "answerToken",
]);

/** A payload as the service worker receives it: checked field by field, null for anything else. */
export function readPayload(value: unknown): PushPayload | null {
  if (value === null || typeof value !== "object") return null;
  const p = value as Record<string, unknown>;
  if (p.v !== 1 || typeof p.title !== "string" || typeof p.body !== "string") return null;
  if (typeof p.url !== "string" || !p.url.startsWith("/") || p.url.startsWith("//")) return null;
  if (typeof p.tag !== "string" || (p.lang !== "it" && p.lang !== "en")) return null;
  return value as PushPayload;
}
