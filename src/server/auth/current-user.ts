import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { readAccount } from "./account-row";
import { checkToken, SessionRevokedError } from "./options";
import { sessionClaims } from "./session-token";

/** sessionVersion: equal to the session token's `sv` (checkToken refused the token otherwise) */
export type CurrentUser = { id: string; email: string; name: string; sessionVersion?: number };

/**
 * The signed-in user, re-read from the database (a deleted account loses access at once). The session cookie (whole,
 * or in the chunks next-auth splits a long one into) is decoded with next-auth's own `decode` and checked by the same
 * `checkToken` as next-auth's jwt callback: `getServerSession` would also run the session callback (the account's
 * memberships, two statements, for the browser's switcher) and encrypt a refreshed token the page cannot send.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const payload = await sessionClaims(await cookies());
  if (!payload) return null;
  try {
    await checkToken(payload);
  } catch (e) {
    if (e instanceof SessionRevokedError) return null; // a password change or a removal ended this session
    throw e;
  }
  return readAccount(payload.uid);
});
