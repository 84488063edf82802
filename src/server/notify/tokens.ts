import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";

/**
 * One-purpose signed tokens that notifications carry instead of a session (nothing is stored): "answer" lets a
 * reminder's button record one member's answer to one night until it starts; "mailOff" lets an e-mail's link stop
 * that account's notification e-mails without signing in. Signed with a key derived from NEXTAUTH_SECRET per purpose,
 * so a token of one purpose is no token of another, and no session cookie is one either.
 */
type Claims = { answer: { n: string; u: string; e: number }; mailOff: { u: string } };
export type TokenPurpose = keyof Claims;

const key = (purpose: TokenPurpose) =>
  createHmac("sha256", env().NEXTAUTH_SECRET).update(`notification-token:${purpose}`).digest();
const sign = (purpose: TokenPurpose, body: string) =>
  createHmac("sha256", key(purpose)).update(body).digest("base64url");

export function signToken<P extends TokenPurpose>(purpose: P, claims: Claims[P]): string {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${sign(purpose, body)}`;
}

/** The claims of a well-signed, unexpired token of this purpose; null for anything else. */
export function readToken<P extends TokenPurpose>(purpose: P, token: unknown, now = Date.now()): Claims[P] | null {
  if (typeof token !== "string" || token.length > 600) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(purpose, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object") return null;
  const c = claims as Record<string, unknown>;
  if (typeof c.u !== "string") return null;
  if (purpose === "answer" && (typeof c.n !== "string" || typeof c.e !== "number" || c.e <= now)) return null;
  return claims as Claims[P];
}
