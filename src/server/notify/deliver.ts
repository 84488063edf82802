import "server-only";
import type { Agent } from "node:https";
import webPush, { WebPushError } from "web-push";
import { isPushEndpoint } from "@/lib/notifications/endpoint";
import { PAYLOAD_KEYS, type PushPayload } from "@/lib/notifications/payload";
import { appUrl, sendMailMessage } from "@/server/accounts/mail";
import { env } from "@/server/env";
import { loadMessages } from "@/i18n/messages";
import { createTranslator } from "next-intl";
import { pushOrigins, vapid } from "./config";
import { signToken } from "./tokens";

/** How a delivery ended: sent, the subscription is gone (404/410: delete it), refused for good, or try again later. */
export type Outcome = "sent" | "gone" | "refused" | "retry";

export type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

/** What the worker sends with; tests give their own agent (a local push service's certificate) and mailer. */
export type Transport = {
  agent?: Agent;
  mailer?: (message: { to: string; subject: string; text: string; headers: Record<string, string> }) => Promise<void>;
};

/** Refuses a payload with any key beyond the contract, whatever built it (the secrecy test checks the builder). */
function serialize(payload: PushPayload): string {
  const extra = Object.keys(payload).filter((k) => !PAYLOAD_KEYS.has(k));
  if (extra.length) throw new Error(`push payload has unknown keys: ${extra.join(", ")}`);
  return JSON.stringify(payload);
}

export async function sendPush(
  subscription: Subscription,
  payload: PushPayload,
  opts: { topic: string; ttlSeconds: number; agent?: Agent },
): Promise<Outcome> {
  const identity = vapid();
  // the endpoint was checked when it was stored; checked again in case PUSH_SERVICE_ORIGINS shrank since
  if (!identity || !isPushEndpoint(subscription.endpoint, pushOrigins())) return "refused";
  try {
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      serialize(payload),
      {
        vapidDetails: identity,
        TTL: opts.ttlSeconds,
        urgency: payload.kind === "reminder" ? "high" : "normal",
        topic: opts.topic,
        timeout: 10_000,
        ...(opts.agent ? { agent: opts.agent } : {}),
      },
    );
    return "sent";
  } catch (e) {
    if (e instanceof WebPushError) {
      if (e.statusCode === 404 || e.statusCode === 410) return "gone";
      // 429 and 5xx: the service is busy or down; other 4xx (a malformed request) will not get better
      if (e.statusCode !== 429 && e.statusCode < 500) return "refused";
    }
    return "retry";
  }
}

/** E-mail goes out only with SMTP_URL set (or a test's mailer). */
export const mailConfigured = (transport: Transport) => Boolean(transport.mailer ?? env().SMTP_URL);

type T = (key: string, values?: Record<string, string>) => string;

/** The same notification as an e-mail, with a link that stops these e-mails without signing in (also one-click). */
export async function sendMail(
  to: { userId: string; email: string; name: string },
  payload: PushPayload,
  transport: Transport,
): Promise<Outcome> {
  const t = createTranslator({
    locale: payload.lang,
    messages: loadMessages(payload.lang) as never,
    namespace: "notifications.mail" as never,
  }) as unknown as T;
  const token = signToken("mailOff", { u: to.userId });
  const page = `${appUrl()}/notifications/unsubscribe/${token}`;
  const message = {
    to: to.email,
    subject: t("subject", { title: payload.title }),
    text: [payload.body, "", t("open", { url: `${appUrl()}${payload.url}` }), "", t("unsubscribe", { url: page })].join(
      "\n",
    ),
    // RFC 8058: a mail client's "unsubscribe" button posts here
    headers: {
      "List-Unsubscribe": `<${appUrl()}/api/notifications/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
  try {
    await (transport.mailer ?? sendMailMessage)(message);
    return "sent";
  } catch {
    return "retry";
  }
}
