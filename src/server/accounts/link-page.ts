import "server-only";
import { db } from "@/server/db";
import { findUsableToken, type TokenKind } from "./tokens";

/**
 * The token behind an /invite or /reset page, or null (unknown, used, expired: one and the same answer). Viewing a
 * page counts against nothing and is never refused (decision 0036): any web page can make a browser load any URL
 * (an <img> tag), and a page re-renders after its link was used, so counting views let anyone lock a club out of its
 * links. Guessing a 256-bit token by page views is hopeless; redeeming is what the per-client limit guards.
 */
export async function loadLinkToken(raw: string, kind: TokenKind) {
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    token = "";
  }
  const found = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findUsableToken(db, token, kind) : null;
  return found ? { ...found, token } : null;
}
