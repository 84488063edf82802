import "server-only";
import { isLeagueSlug } from "@/lib/display/slug";
import { pageScope, versionStamp } from "@/runtime/data-version";
import { db } from "@/server/db";
import { type CookieJar, sessionClaims } from "./session-token";

/**
 * Whether the asker may learn that league `slug` exists, decided before any page of the league runs (src/proxy.ts,
 * decision 0033): a public league is shown to anyone; a members-only one only to its members, with a session that
 * next-auth's `decode` accepts and that no password change or removal has ended (the account's `sessionVersion`, as
 * `checkToken`). A visitor costs one indexed read (the league, or the data version of a league seen before).
 */
export async function leagueShownTo(slug: string, jar: CookieJar): Promise<boolean> {
  if (!isLeagueSlug(slug)) return false;
  const league = await visibility(slug);
  if (!league) return false;
  return league.isPublic || isMember(league.id, jar);
}

async function isMember(leagueId: string, jar: CookieJar): Promise<boolean> {
  const payload = await sessionClaims(jar);
  // the session version is checked in the membership's own query (checkToken would read the account a second time)
  if (!payload || typeof payload.sv !== "number") return false;
  const membership = await db.membership.findFirst({
    where: { leagueId, userId: payload.uid, user: { sessionVersion: payload.sv } },
    select: { id: true },
  });
  return membership !== null;
}

type Visibility = { id: string; isPublic: boolean };
type Kept = Visibility & { stamp: string; expires: number };

/** Leagues that exist, kept while their data version is unchanged (every write in a league bumps it, decision 0055). */
const kept = new Map<string, Kept>();
const MAX_KEPT = 1000;
/** Changes from another process that bumps no version (the CLI) are seen after this, as in the member caches. */
const KEEP_MS = 60_000;

/**
 * Whether league `slug` exists and is public. An unknown slug is never kept: nothing a stranger invents fills memory,
 * and a league created a moment later is found at once.
 */
async function visibility(slug: string): Promise<Visibility | null> {
  const stamp = await versionStamp([pageScope(slug)]);
  const hit = kept.get(slug);
  if (hit && stamp !== null && hit.stamp === stamp && hit.expires > Date.now()) return hit;
  const league = await db.league.findUnique({ where: { slug }, select: { id: true, isPublic: true } });
  kept.delete(slug);
  if (league && stamp !== null) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(slug, { ...league, stamp, expires: Date.now() + KEEP_MS });
  }
  return league;
}
