import "server-only";
import { publicUrl } from "@/config/env.mjs";
import { extraPushOrigins } from "@/lib/notifications/endpoint";
import { env } from "@/server/env";

/** The server's VAPID identity (RFC 8292), or null when push is not configured (then only e-mail goes out). */
export function vapid(): { subject: string; publicKey: string; privateKey: string } | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  return {
    subject: VAPID_SUBJECT ?? `mailto:no-reply@${new URL(publicUrl()).hostname}`,
    publicKey: VAPID_PUBLIC_KEY,
    privateKey: VAPID_PRIVATE_KEY,
  };
}

/** The push service origins the deployment adds to the browsers' (PUSH_SERVICE_ORIGINS). */
export const pushOrigins = () => extraPushOrigins(env().PUSH_SERVICE_ORIGINS);
