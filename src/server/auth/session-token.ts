import "server-only";
import { decode, type JWT } from "next-auth/jwt";
import { env } from "@/server/env";

/** What a page's `cookies()` and a proxy request's `request.cookies` both offer. */
export type CookieJar = { getAll(): { name: string; value: string }[] };

/**
 * The name next-auth gives its session cookie: `__Secure-` on an https app (NEXTAUTH_URL; the environment is parsed
 * once per process, not per request), as next-auth reads it.
 */
export function sessionCookieName(): string {
  return `${env().NEXTAUTH_URL?.startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * The session token as next-auth reads it: the cookie itself, or the chunks (`….0`, `….1`) it split a long one into,
 * joined in order. Still to be decoded (next-auth's `decode`: its encryption and expiry).
 */
export function sessionToken(jar: CookieJar): string | null {
  const name = sessionCookieName();
  const chunks: [number, string][] = [];
  for (const cookie of jar.getAll()) {
    if (cookie.name === name) return cookie.value || null;
    const chunk = cookie.name.startsWith(`${name}.`) ? cookie.name.slice(name.length + 1) : "";
    if (/^\d{1,3}$/.test(chunk)) chunks.push([Number(chunk), cookie.value]);
  }
  return chunks.length
    ? chunks
        .sort(([a], [b]) => a - b)
        .map(([, value]) => value)
        .join("")
    : null;
}

/**
 * The session cookie's token decoded with next-auth's own `decode` (its encryption and expiry), when it names an
 * account (`uid`); else null. Whether its session version (`sv`) is still the account's is the caller's check.
 */
export async function sessionClaims(jar: CookieJar): Promise<(JWT & { uid: string }) | null> {
  const token = sessionToken(jar);
  if (!token) return null;
  const payload = await decode({ token, secret: env().NEXTAUTH_SECRET }).catch(() => null);
  return payload && typeof payload.uid === "string" ? (payload as JWT & { uid: string }) : null;
}
