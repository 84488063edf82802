import "server-only";
import { currentClientAddress } from "@/server/auth/client-address";
import { countAttempt, LINK_LIMIT } from "@/server/auth/login-throttle";
import { db } from "@/server/db";
import { findUsableToken, type TokenKind } from "./tokens";

/**
 * The token behind an /invite or /reset page, or null (unknown, used, expired: one and the same answer). A client
 * that opened too many bad links gets null for every link for a while (the same per-client limit as the actions).
 */
export async function loadLinkToken(raw: string, kind: TokenKind) {
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    token = "";
  }
  const address = await currentClientAddress();
  const key = address ? `link:${address}` : null;
  if (key) {
    const row = await db.loginThrottle.findUnique({ where: { key }, select: { lockedUntil: true } });
    if (row?.lockedUntil && row.lockedUntil > new Date()) return null;
  }
  const found = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findUsableToken(db, token, kind) : null;
  if (!found && key) await countAttempt(db, key, LINK_LIMIT);
  return found ? { ...found, token } : null;
}
