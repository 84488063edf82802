import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { publicUrl } from "@/config/env.mjs";
import { env } from "@/server/env";

/**
 * A device that signed in before (decision 0036): a cookie `<account id>.<device id>.<HMAC>` set at each successful
 * sign-in, signed with NEXTAUTH_SECRET over the account's session version. Signing in to that account from it has its
 * own progressive waits and skips the per-client limit and the account's ceiling, so nobody can lock the owner out of
 * a device they already use. A password change or reset (and removal from a league) moves the session version on,
 * which forgets every device of the account; the next sign-in from it remembers it again.
 */
type Account = { id: string; sessionVersion: number };

const secure = () => publicUrl().startsWith("https://");
/** `__Host-` (Secure, path /, no domain) when served over https, like next-auth's own cookies. */
export const deviceCookieName = () => (secure() ? "__Host-iwl-device" : "iwl-device");
const MAX_AGE_S = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

const tag = (account: Account, device: string) =>
  createHmac("sha256", env().NEXTAUTH_SECRET)
    .update(`iwl-device:${account.id}:${account.sessionVersion}:${device}`)
    .digest("base64url");

export function deviceCookieValue(account: Account, device = randomBytes(16).toString("base64url")): string {
  return `${account.id}.${device}.${tag(account, device)}`;
}

/** The device's id when `raw` was issued to this account at its current session version, else null. */
export function knownDevice(raw: string | null | undefined, account: Account): string | null {
  const [id, device, mac, ...rest] = (raw ?? "").split(".");
  if (rest.length || id !== account.id || !device || !mac) return null;
  const expected = Buffer.from(tag(account, device));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}

/** The cookie of this request (null outside a request). */
export async function readDeviceCookie(): Promise<string | null> {
  try {
    const { cookies } = await import("next/headers");
    return (await cookies()).get(deviceCookieName())?.value ?? null;
  } catch {
    return null;
  }
}

/** Remembers this device for the account (keeping its id when it was known); called by the sign-in route. */
export async function rememberDevice(account: Account, device: string | null): Promise<void> {
  try {
    const { cookies } = await import("next/headers");
    (await cookies()).set(deviceCookieName(), deviceCookieValue(account, device ?? undefined), {
      httpOnly: true,
      sameSite: "lax",
      secure: secure(),
      path: "/",
      maxAge: MAX_AGE_S,
    });
  } catch {
    // outside a route handler cookies cannot be set: the device is simply not remembered
  }
}
