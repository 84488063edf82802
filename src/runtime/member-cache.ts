// Caches for signed-in members' pages (issue 14 §5, docs/decisions/0029-member-page-cache.md), in two layers that
// share one process-wide state (globalThis, so the copy bundled into Next's server and the one the built server
// (src/runtime/serve.ts) holds are the same) and are dropped together by clearPageCache() (src/runtime/page-cache.ts):
//
// 1. memo(): per-season derived data (standings, statistics, game lists, player lines), computed once per write
//    instead of per request. Only active in the server process (enableMemberCaches(), called by serve.ts);
//    elsewhere (tests, scripts, `next dev`) every call computes afresh.
// 2. createMemberPageCache(): the HTML of member pages kept in front of Next, like the public page cache, for
//    members only. The serve layer decodes the next-auth session cookie itself and answers from the cache only
//    when the app has vouched, during a render begun after the data versions were read, that this user with this
//    session version has a role in this league (rememberMembership(), called by loadLeagueContext). On any doubt the
//    request goes to Next.
//    Keys: path (with query) + locale + encoding + league + role, and the user for pages with a personal part
//    (the game page: "you", your seat). No secret objective is in any page's HTML (the holder fetches it through
//    an action), so even the per-user entries hold none.
// Both layers keep what they computed with the data versions read before (src/runtime/data-version.ts) and use it
// only while a read made after the request arrived finds the same versions (decision 0055).

import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import { captureResponse } from "./capture";
import { bumpLocalVersions, hasVersionReader, localStamp, pageScope, versionStamp } from "./data-version";
import { type CacheRequest, inScope, localeOf, type Next, onPageCacheClear } from "./page-cache";

/** How long derived data may be kept without a write in this process (writes from the CLI show after this). */
const MEMO_SECONDS = 60;

type MemoEntry = { value: Promise<unknown>; expires: number; league: string | null; stamp: string };
/**
 * A role the app vouched for. `readSince`: the latest ticket after which a render read it (orders the reads against
 * requests); `stamp`: versions at which a kept page proved it, set by the serve layer; `expires`: MEMO_SECONDS after the
 * latest read.
 */
type Vouched = { role: string; readSince: number; stamp: string | null; expires: number };
type State = {
  enabled: boolean;
  ticket: number;
  memo: Map<string, MemoEntry>;
  /** by `${userId}:${sessionVersion}`, then by league slug */
  memberships: Map<string, { roles: Map<string, Vouched> }>;
  pages: Set<{ clear(leagues?: string[]): void }>;
  leagueSlugs: Map<string, string>;
};

const STATE = Symbol.for("italy-war.member-cache");
function state(): State {
  const g = globalThis as unknown as Record<symbol, State | undefined>;
  return (g[STATE] ??= {
    enabled: false,
    ticket: 0,
    memo: new Map(),
    memberships: new Map(),
    pages: new Set(),
    leagueSlugs: new Map(),
  });
}

/** Turns the caches on in this process (the server; tests that check them). */
export function enableMemberCaches(enabled = true): void {
  state().enabled = enabled;
}

/**
 * The app tells which league id a slug names (loadLeagueContext, getLeagueSummary), so a write known by its pages'
 * slugs drops the values memoised under the league's id.
 */
export function rememberLeague(slug: string, leagueId: string): void {
  const s = state();
  if (!s.enabled) return;
  s.leagueSlugs.set(leagueId, slug);
}

/**
 * After a write: drops the memoised values, vouched memberships and cached member pages of `leagues` (slugs), and the
 * values not tied to a league; everything when `leagues` is absent. A league this process never met has nothing here
 * (memo() keeps a value under a league only once its slug is known), so a new league's first write drops nobody else's.
 * `users`: accounts whose sessions the write ended (password change or reset, removal): every role vouched for them, in
 * any league, goes.
 */
export function clearMemberCaches(leagues?: string[], users: string[] = []): void {
  const s = state();
  bumpLocalVersions(leagues);
  // a write replaces the memo map (a value computed before it lands in the old one, never served): copy what stays
  if (!leagues) s.memo = new Map();
  else
    s.memo = new Map(
      [...s.memo].filter(
        ([, entry]) => entry.league !== null && !leagues.includes(s.leagueSlugs.get(entry.league) ?? ""),
      ),
    );
  if (!leagues) s.memberships = new Map();
  else for (const entry of s.memberships.values()) for (const slug of leagues) entry.roles.delete(slug);
  if (users.length)
    for (const key of [...s.memberships.keys()])
      if (users.includes(key.slice(0, key.lastIndexOf(":")))) s.memberships.delete(key);
  for (const pages of s.pages) pages.clear(leagues);
}

onPageCacheClear(clearMemberCaches);

/**
 * Read before the reads a vouching relies on: a value that changes at every write this process knows of that may
 * change league `slug`'s pages, and a ticket that orders those reads after the requests that came before.
 */
export function dataGeneration(slug: string): string {
  const s = state();
  return `${localStamp([pageScope(slug)])}#${++s.ticket}`;
}

/**
 * The value of `compute()` for `key`, kept until a write changes the versions it depends on (or MEMO_SECONDS).
 * Callers must not mutate it. `league` (the league's id) lets a write in another league keep it; without it, or
 * before the app told the league's slug (rememberLeague), any write drops it.
 */
export function memo<T>(key: string, compute: () => Promise<T>, league: string | null = null): Promise<T> {
  const s = state();
  if (!s.enabled) return compute();
  const slug = league !== null ? s.leagueSlugs.get(league) : undefined;
  const kept = slug === undefined ? null : league; // kept under its league only when a write's slug can name it
  const stamp = versionStamp([pageScope(slug ?? null)]);
  if (typeof stamp === "string") return remembered(key, compute, kept, stamp);
  return stamp.then((st) => (st === null ? compute() : remembered(key, compute, kept, st)));
}

function remembered<T>(key: string, compute: () => Promise<T>, league: string | null, stamp: string): Promise<T> {
  const s = state();
  const now = Date.now();
  const map = s.memo; // a write replaces the map: a value computed before it lands in the old one, never served
  const hit = map.get(key);
  if (hit && hit.expires > now && hit.stamp === stamp) return hit.value as Promise<T>;
  const value = compute();
  map.set(key, { value, expires: now + MEMO_SECONDS * 1000, league, stamp });
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key);
  });
  if (map.size > 2000) map.delete(map.keys().next().value as string);
  return value;
}

/**
 * The app vouches (after next-auth accepted the session and the role was read from the database) that user `userId`,
 * whose sessions are at version `sessionVersion`, has `role` in league `slug`. `generation` is dataGeneration() read
 * before those reads: if a write this process knows of happened since, nothing is remembered.
 * Renders of a league's pages overlap under load and vouch in any order. A render that finds the role already vouched
 * for keeps the versions a kept page proved it at (what it read agrees; a write would have changed the versions) and
 * moves `readSince` forward only, so a render that read before a request cannot make that request's render look older
 * than it is. A different role replaces the vouching only when read later than it.
 */
export function rememberMembership({
  userId,
  sessionVersion,
  slug,
  role,
  generation,
}: {
  userId: string;
  sessionVersion: number;
  slug: string;
  role: string | null;
  generation: string;
}): void {
  const s = state();
  const [stampBefore, ticket] = generation.split("#");
  if (!s.enabled || !role || stampBefore !== localStamp([pageScope(slug)])) return;
  const key = `${userId}:${sessionVersion}`;
  let entry = s.memberships.get(key);
  if (!entry) {
    entry = { roles: new Map() };
    s.memberships.set(key, entry);
    if (s.memberships.size > 5000) s.memberships.delete(s.memberships.keys().next().value as string);
  }
  const readSince = Number(ticket) || 0;
  const expires = Date.now() + MEMO_SECONDS * 1000;
  const known = entry.roles.get(slug);
  if (known?.role === role) {
    known.readSince = Math.max(known.readSince, readSince);
    known.expires = Math.max(known.expires, expires);
  } else if (!known || known.readSince < readSince) entry.roles.set(slug, { role, readSince, stamp: null, expires });
}

function vouched(userId: string, sessionVersion: number, slug: string): Vouched | null {
  const known = state().memberships.get(`${userId}:${sessionVersion}`)?.roles.get(slug);
  return known && known.expires > Date.now() ? known : null;
}

/** The role vouched for, or null (unknown: ask Next). */
export function vouchedRole(userId: string, sessionVersion: number, slug: string): string | null {
  return vouched(userId, sessionVersion, slug)?.role ?? null;
}

/** Member pages that may come from the cache: [path pattern, personal]. Everything else goes to Next. */
const PAGES: [RegExp, boolean][] = [
  [/^\/l\/([a-z0-9-]+)$/, true], // league home: your cards ready tonight (personal)
  [/^\/l\/([a-z0-9-]+)\/players\/[A-Za-z0-9_-]+$/, false], // player page
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/stats$/, false], // season statistics
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/games$/, false], // games list
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/recap$/, false], // season recap (issue 20: its 2,000-game season in bench:members)
  [/^\/l\/([a-z0-9-]+)\/games\/[A-Za-z0-9_-]+$/, true], // game page: "you" and your seat
];

/** Requests that get something other than the page's full HTML. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "range",
  "authorization",
  "if-none-match",
  "if-modified-since",
];

/** The league slug and whether the page is personal, or null when `url` is not a cacheable member page. */
export function memberPage(url: unknown): { slug: string; personal: boolean } | null {
  if (typeof url !== "string") return null;
  const [pathname, query = ""] = url.split("?", 2);
  if (query && !/^(?:season|page)=\d{1,6}$/.test(query)) return null; // the player page's season, the games list's page
  for (const [pattern, personal] of PAGES) {
    const m = pattern.exec(pathname);
    if (m) return { slug: m[1], personal };
  }
  return null;
}

/** The session cookie of next-auth v4 (one chunk only; a chunked or missing cookie goes to Next). */
export function sessionCookie(cookieHeader: unknown): string | null {
  if (typeof cookieHeader !== "string") return null;
  let found: string | null = null;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    const name = part.slice(0, i).trim();
    if (name === "next-auth.session-token" || name === "__Secure-next-auth.session-token") {
      if (found !== null) return null; // two session cookies: ask Next
      found = part.slice(i + 1).trim();
    } else if (/next-auth\.session-token\.\d+$/.test(name)) return null;
  }
  return found || null;
}

/** next-auth splits a session cookie longer than 4,096 bytes into chunks; a longer single cookie is not one it wrote. */
const MAX_TOKEN_LENGTH = 4096;

type Identity = { uid: string; sv: number; exp: number };
type Entry = {
  status: number;
  headers: Record<string, number | string | string[] | undefined>;
  body: Buffer;
  expires: number;
  stamp: string;
};

export type MemberPageCacheOptions = {
  maxAgeSeconds?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  maxSessions?: number;
  /** next-auth's own `decode` from next-auth/jwt with NEXTAUTH_SECRET (checks the signature and expiry) */
  decode: (token: string) => Promise<{ uid?: unknown; sv?: unknown; exp?: unknown } | null>;
  now?: () => number;
};

export function createMemberPageCache({
  maxAgeSeconds = 5,
  maxEntries = 500,
  maxBodyBytes = 2 * 1024 * 1024,
  maxSessions = 2000,
  decode,
  now = Date.now,
}: MemberPageCacheOptions) {
  const entries = new Map<string, Entry>();
  /**
   * Sessions next-auth's decode accepted (decryption costs more than the rest of a hit), least recently used first,
   * by a hash of the cookie: a cookie that does not decode, or has expired, is never kept, and at most `maxSessions`
   * are (issue 20 §10: junk cookies as keys pinned ~14 kB each, 144 MB for 10,000 of them).
   */
  const sessions = new Map<string, Identity>();

  async function identity(token: string): Promise<Identity | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const key = crypto.createHash("sha256").update(token).digest("base64url");
    let s = sessions.get(key);
    if (s)
      sessions.delete(key); // re-inserted below: most recently used last
    else {
      let payload: Awaited<ReturnType<typeof decode>> = null;
      try {
        payload = await decode(token);
      } catch {
        payload = null;
      }
      if (!payload || typeof payload.uid !== "string" || typeof payload.sv !== "number") return null;
      s = { uid: payload.uid, sv: payload.sv, exp: typeof payload.exp === "number" ? payload.exp * 1000 : 0 };
    }
    if (s.exp <= now()) return null;
    sessions.set(key, s);
    while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
    return s;
  }

  /**
   * Near the end of an entry's life (the page's or the vouched role's, whichever ends first: the last tenth, at most
   * 5 s), one request per key goes to Next and refreshes it while the others are still answered from the copy. Under
   * sustained load an expiry is then one render, not every connection rendering at once. A refresh counts as under way
   * until its response closes (or for at most `maxAgeSeconds`, should it never close).
   */
  const refreshMs = Math.min(5, maxAgeSeconds / 10) * 1000;
  const refreshing = new Map<string, number>();

  const keyOf = (req: CacheRequest, page: { slug: string; personal: boolean }, who: Identity, role: string) =>
    `${localeOf(req.headers.cookie)} ${req.headers["accept-encoding"] ?? ""} ${page.slug} ${role} ${page.personal ? who.uid : "*"} ${req.url}`;

  const cache = {
    /** Answers a member page from the cache, or lets `next` answer (and keeps its answer when it may be shared). */
    async serve(req: CacheRequest, res: ServerResponse, next: Next): Promise<unknown> {
      if (maxAgeSeconds <= 0 || req.method !== "GET") return next();
      const page = memberPage(req.url);
      if (!page) return next();
      for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return next();
      const token = sessionCookie(req.headers.cookie);
      if (!token) return next(); // visitors: Next (and the public page cache) answer
      const who = await identity(token);
      if (!who) return next();
      // the league's data and the account's sessions, as they are now (read after this request arrived)
      const scopes = [pageScope(page.slug), `u:${who.uid}`];
      const stamp = await versionStamp(scopes);
      if (stamp === null) return next();
      const known = vouched(who.uid, who.sv, page.slug);
      if (known && known.stamp === stamp) {
        const key = keyOf(req, page, who, known.role);
        const hit = entries.get(key);
        if (hit && hit.expires > now() && hit.stamp === stamp) {
          const started = refreshing.get(key);
          const underWay = started !== undefined && now() - started < maxAgeSeconds * 1000;
          if (underWay || Math.min(hit.expires, known.expires) - now() > refreshMs) {
            res.writeHead(hit.status, { ...hit.headers, "x-page-cache": "HIT member" } as Record<string, string>);
            res.end(hit.body);
            return undefined;
          }
          refreshing.set(key, now()); // this request refreshes the copy, which is served until it is replaced
          res.once("close", () => refreshing.delete(key));
        } else if (hit) entries.delete(key);
      }
      const ticket = state().ticket; // the render's reads begin after this
      captureResponse(res, (body) => {
        const type = String(res.getHeader("content-type") ?? "");
        if (
          res.statusCode !== 200 ||
          !type.startsWith("text/html") ||
          res.getHeader("set-cookie") !== undefined ||
          body.length > maxBodyBytes
        )
          return;
        // kept only when this render (not an earlier one) vouched for the user's role: key by what it found
        const after = vouched(who.uid, who.sv, page.slug);
        if (!after || after.readSince <= ticket) return;
        if (!hasVersionReader() && localStamp(scopes) !== stamp) return; // a write known here: no use keeping it
        after.stamp = stamp;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(keyOf(req, page, who, after.role), {
          status: res.statusCode,
          headers: { ...res.getHeaders() },
          body,
          expires: now() + maxAgeSeconds * 1000,
          stamp,
        });
      });
      return next();
    },
    /** Drops the pages of `leagues` (slugs), or every page. */
    clear(leagues?: string[]) {
      if (!leagues) entries.clear();
      else for (const key of [...entries.keys()]) if (inScope(key, leagues)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    /** How many decoded sessions are kept (at most maxSessions). */
    get sessionCount() {
      return sessions.size;
    },
  };
  state().pages.add(cache);
  return cache;
}
