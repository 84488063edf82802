import "server-only";
import { getServerSession } from "next-auth";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { cache } from "react";
import { env } from "@/server/env";
import { readAccount } from "./account-row";
import { authOptions, checkToken, SessionRevokedError } from "./options";
import { sessionCookieName } from "./session-token";

/** sessionVersion: equal to the session token's `sv` (checkToken refused the token otherwise) */
export type CurrentUser = { id: string; email: string; name: string; sessionVersion?: number };

/**
 * The signed-in user, re-read from the database (a deleted account loses access at once). The session cookie is
 * decoded here with next-auth's own `decode` (its encryption and expiry) and checked by the same `checkToken` as
 * next-auth's jwt callback: `getServerSession` would also run the session callback (the account's memberships, two
 * statements, for the browser's switcher) and encrypt a refreshed token the page cannot send, on every page (issue 25).
 * A cookie next-auth split into chunks (`….0`, `….1`) goes through `getServerSession` as before.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const name = sessionCookieName();
  const jar = await cookies();
  const token = jar.get(name)?.value;
  if (!token) return jar.has(`${name}.0`) ? fromNextAuth() : null;
  const payload = await decode({ token, secret: env().NEXTAUTH_SECRET }).catch(() => null);
  if (!payload || typeof payload.uid !== "string") return null;
  try {
    await checkToken(payload);
  } catch (e) {
    if (e instanceof SessionRevokedError) return null; // a password change or a removal ended this session
    throw e;
  }
  return readAccount(payload.uid);
});

async function fromNextAuth(): Promise<CurrentUser | null> {
  const id = (await getServerSession(authOptions))?.user?.id;
  return id ? readAccount(id) : null;
}
