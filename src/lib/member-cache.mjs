// Caches for signed-in members' pages (issue 14 §5, docs/decisions/0029-member-page-cache.md), in two layers that
// share one process-wide state (globalThis, so the copy bundled into Next's server and the one scripts/serve.mjs
// imports are the same) and are dropped together by clearPageCache() (src/lib/page-cache.mjs), i.e. by every write:
//
// 1. memo(): per-season derived data (standings, statistics, game lists, player lines), computed once per write
//    instead of per request. Only active in the server process (enableMemberCaches(), called by scripts/serve.mjs);
//    elsewhere (tests, scripts, `next dev`) every call computes afresh.
// 2. createMemberPageCache(): the HTML of member pages kept in front of Next, like the public page cache, for
//    members only. The serve layer decodes the next-auth session cookie itself and answers from the cache only
//    when the app has vouched, during an earlier render, that this user with this session version has a role in
//    this league (rememberMembership(), called by loadLeagueContext). On any doubt the request goes to Next.
//    Keys: path (with query) + locale + encoding + league + role, and the user for pages with a personal part
//    (the game page: "you", your seat). No secret objective is in any page's HTML (the holder fetches it through
//    an action), so even the per-user entries hold none.

import crypto from "node:crypto";
import { inScope, localeOf, onPageCacheClear } from "./page-cache.mjs";

const STATE = Symbol.for("italy-war.member-cache");
/** How long derived data may be kept without a write in this process (writes from the CLI show after this). */
const MEMO_SECONDS = 60;

/**
 * @typedef {{ enabled: boolean, generation: number, leagueGenerations: Map<string, number>, memo: Map<string, { value: Promise<unknown>, expires: number, league: string | null }>,
 *   memberships: Map<string, { roles: Map<string, string>, expires: number }>, pages: Set<{ clear(leagues?: string[]): void }>,
 *   leagueSlugs: Map<string, string> }} State
 */

/** @returns {State} */
function state() {
  const g = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[STATE] ??= { enabled: false, generation: 0, leagueGenerations: new Map(), memo: new Map(), memberships: new Map(), pages: new Set(), leagueSlugs: new Map() });
}

/** Turns the caches on in this process (the server; tests that check them). */
export function enableMemberCaches(enabled = true) {
  state().enabled = enabled;
}

/**
 * The app tells which league id a slug names (loadLeagueContext, getLeagueSummary), so a write known by its pages'
 * slugs drops the values memoised under the league's id.
 */
export function rememberLeague(slug, leagueId) {
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
 * @param {string[] | undefined} [leagues]
 * @param {string[]} [users]
 */
export function clearMemberCaches(leagues, users = []) {
  const s = state();
  if (leagues) for (const slug of leagues) s.leagueGenerations.set(slug, (s.leagueGenerations.get(slug) ?? 0) + 1);
  else s.generation++;
  // a write replaces the memo map (a value computed before it lands in the old one, never served): copy what stays
  if (!leagues) s.memo = new Map();
  else s.memo = new Map([...s.memo].filter(([, entry]) => entry.league !== null && !leagues.includes(s.leagueSlugs.get(entry.league) ?? "")));
  if (!leagues) s.memberships = new Map();
  else for (const entry of s.memberships.values()) for (const slug of leagues) entry.roles.delete(slug);
  if (users.length) for (const key of [...s.memberships.keys()]) if (users.includes(key.slice(0, key.lastIndexOf(":")))) s.memberships.delete(key);
  for (const pages of s.pages) pages.clear(leagues);
}

onPageCacheClear(clearMemberCaches);

/**
 * A value that changes at every write that may change league `slug`'s pages (a write in that league, or one outside
 * any league), to tell whether such a write happened meanwhile.
 */
export function dataGeneration(slug) {
  const s = state();
  return `${s.generation}.${s.leagueGenerations.get(slug) ?? 0}`;
}

/**
 * The value of `compute()` for `key`, kept until the next write (or MEMO_SECONDS). Callers must not mutate it.
 * `league` (the league's id) lets a write in another league keep it; without it, or before the app told the league's
 * slug (rememberLeague), any write drops it.
 * @template T
 * @param {string} key
 * @param {() => Promise<T>} compute
 * @param {string | null} [league]
 * @returns {Promise<T>}
 */
export function memo(key, compute, league = null) {
  const s = state();
  if (!s.enabled) return compute();
  const now = Date.now();
  const map = s.memo; // a write replaces the map: a value computed before it lands in the old one, never served
  const hit = map.get(key);
  if (hit && hit.expires > now) return /** @type {Promise<T>} */ (hit.value);
  const value = compute();
  // kept under its league only when a write's slug can name it; otherwise any write drops it
  map.set(key, { value, expires: now + MEMO_SECONDS * 1000, league: league !== null && s.leagueSlugs.has(league) ? league : null });
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key);
  });
  if (map.size > 2000) map.delete(map.keys().next().value);
  return value;
}

/**
 * The app vouches (after next-auth accepted the session and the role was read from the database) that user `userId`,
 * whose sessions are at version `sessionVersion`, has `role` in league `slug`. `generation` is dataGeneration() read
 * before those reads: if a write happened since, nothing is remembered.
 * @param {{ userId: string, sessionVersion: number, slug: string, role: string | null, generation: string }} fact
 */
export function rememberMembership({ userId, sessionVersion, slug, role, generation }) {
  const s = state();
  if (!s.enabled || generation !== dataGeneration(slug) || !role) return;
  const key = `${userId}:${sessionVersion}`;
  let entry = s.memberships.get(key);
  if (!entry || entry.expires <= Date.now()) {
    entry = { roles: new Map(), expires: Date.now() + MEMO_SECONDS * 1000 };
    s.memberships.set(key, entry);
    if (s.memberships.size > 5000) s.memberships.delete(s.memberships.keys().next().value);
  }
  entry.roles.set(slug, role);
}

/** The role vouched for, or null (unknown: ask Next). */
export function vouchedRole(userId, sessionVersion, slug) {
  const entry = state().memberships.get(`${userId}:${sessionVersion}`);
  if (!entry || entry.expires <= Date.now()) return null;
  return entry.roles.get(slug) ?? null;
}

/** Member pages that may come from the cache: [path pattern, personal]. Everything else goes to Next. */
const PAGES = [
  [/^\/l\/([a-z0-9-]+)$/, true], // league home: your cards ready tonight (personal)
  [/^\/l\/([a-z0-9-]+)\/players\/[A-Za-z0-9_-]+$/, false], // player page
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/stats$/, false], // season statistics
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/games$/, false], // games list
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/recap$/, false], // season recap (issue 20: its 2,000-game season in bench:members)
  [/^\/l\/([a-z0-9-]+)\/games\/[A-Za-z0-9_-]+$/, true], // game page: "you" and your seat
];

/** Requests that get something other than the page's full HTML. */
const BYPASS_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "range", "authorization", "if-none-match", "if-modified-since"];

/** The league slug and whether the page is personal, or null when `url` is not a cacheable member page. */
export function memberPage(url) {
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
export function sessionCookie(cookieHeader) {
  if (typeof cookieHeader !== "string") return null;
  let found = null;
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

/**
 * @param {{ maxAgeSeconds?: number, maxEntries?: number, maxBodyBytes?: number, maxSessions?: number,
 *   decode: (token: string) => Promise<{ uid?: unknown, sv?: unknown, exp?: unknown } | null>, now?: () => number }} options
 *   decode: next-auth's own `decode` from next-auth/jwt with NEXTAUTH_SECRET (checks the signature and expiry)
 */
export function createMemberPageCache({ maxAgeSeconds = 5, maxEntries = 500, maxBodyBytes = 2 * 1024 * 1024, maxSessions = 2000, decode, now = Date.now }) {
  /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, expires: number }>} */
  const entries = new Map();
  /**
   * Sessions next-auth's decode accepted (decryption costs more than the rest of a hit), least recently used first,
   * by a hash of the cookie: a cookie that does not decode, or has expired, is never kept, and at most `maxSessions`
   * are (issue 20 §10: junk cookies as keys pinned ~14 kB each, 144 MB for 10,000 of them).
   * @type {Map<string, { uid: string, sv: number, exp: number }>}
   */
  const sessions = new Map();

  async function identity(token) {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const key = crypto.createHash("sha256").update(token).digest("base64url");
    let s = sessions.get(key);
    if (s) sessions.delete(key); // re-inserted below: most recently used last
    else {
      let payload = null;
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
    while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value);
    return s;
  }

  const keyOf = (req, page, who, role) => {
    return `${localeOf(req.headers.cookie)} ${req.headers["accept-encoding"] ?? ""} ${page.slug} ${role} ${page.personal ? who.uid : "*"} ${req.url}`;
  };

  function capture(res, slug, started, done) {
    const chunks = [];
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      res.write = write;
      res.end = end;
      const result = end.call(this, chunk, encoding, callback);
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 200 && type.startsWith("text/html") && res.getHeader("set-cookie") === undefined && started === dataGeneration(slug)) {
        const body = Buffer.concat(chunks);
        if (body.length <= maxBodyBytes) done({ status: res.statusCode, headers: { ...res.getHeaders() }, body });
      }
      return result;
    };
  }

  const cache = {
    /** Answers a member page from the cache, or lets `next` answer (and keeps its answer when it may be shared). */
    async serve(req, res, next) {
      if (maxAgeSeconds <= 0 || req.method !== "GET") return next();
      const page = memberPage(req.url);
      if (!page) return next();
      for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return next();
      const token = sessionCookie(req.headers.cookie);
      if (!token) return next(); // visitors: Next (and the public page cache) answer
      const started = dataGeneration(page.slug);
      const who = await identity(token);
      if (!who) return next();
      const role = vouchedRole(who.uid, who.sv, page.slug);
      if (role) {
        const key = keyOf(req, page, who, role);
        const hit = entries.get(key);
        if (hit && hit.expires > now()) {
          res.writeHead(hit.status, { ...hit.headers, "x-page-cache": "HIT member" });
          res.end(hit.body);
          return undefined;
        }
        if (hit) entries.delete(key);
      }
      capture(res, page.slug, started, (entry) => {
        // the render has just vouched (or not) for this user's role in this league: key by what it found
        const after = vouchedRole(who.uid, who.sv, page.slug);
        if (!after || started !== dataGeneration(page.slug)) return;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
        entries.set(keyOf(req, page, who, after), { ...entry, expires: now() + maxAgeSeconds * 1000 });
      });
      return next();
    },
    /** Drops the pages of `leagues` (slugs), or every page. */
    clear(leagues) {
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
