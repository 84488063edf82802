// The cache in front of Next's request handler (src/runtime/serve.ts), as a reverse proxy in front of `next start`
// would be (decisions 0010, 0029, 0055): a hit costs one read of the data versions, not a render. It keeps the full
// HTML of two kinds of page, under one key function (cacheKey) and one bypass rule (bypass: GETs for full HTML only):
// - public pages Next marks shareable (`s-maxage`, no `private`/`no-store`, no cookie), e.g. the public leaderboard,
//   kept with the version of their league (`l:<slug>`; `*` outside leagues);
// - member pages (PAGES) of a signed-in member, answered only when the app vouched, in a render begun after the
//   versions were read, that this user at this session version has a role in the league (rememberMembership, called
//   by loadLeagueContext); keyed by role (and user, for personal pages), kept with `l:<slug>` and `u:<user>`. No
//   secret objective is in any page's HTML (the holder fetches it through an action).
// A copy is served only while a read of the data versions made after the request arrived finds those it was made at
// (./data-version.ts): every write transaction bumps them, so a write on any instance is seen at the next request on
// every instance; clearPageCache() only frees memory early. State is on globalThis, shared with Next's bundled copy.
import crypto from "node:crypto";
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { parse as parseCookie } from "cookie";
import { bumpLocalVersions, hasVersionReader, localStamp, pageScope, versionStamp } from "./data-version";

/** What the cache reads of a request (node's IncomingMessage; a plain object in tests). */
export type CacheRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };
export type Next = () => unknown;
/** What this process drops after a write (every front cache; tests register their own). */
export type Clearable = { clear(leagues?: string[]): void };
type ClearListener = (leagues: string[] | undefined, users: string[]) => void;

/** How long a vouched role is kept without being read again. */
const VOUCH_SECONDS = 60;
/**
 * A role the app vouched for. `readSince`: the latest ticket after which a render read it (orders the reads against
 * requests); `stamp`: the versions at which a kept page proved it; `expires`: VOUCH_SECONDS after the latest read.
 */
type Vouched = { role: string; readSince: number; stamp: string | null; expires: number };
/** `memberships`: by `${userId}:${sessionVersion}:${slug}`, least recently vouched first. */
type State = {
  enabled: boolean;
  ticket: number;
  memberships: Map<string, Vouched>;
  caches: Set<Clearable>;
  listeners: Set<ClearListener>;
};
const STATE = Symbol.for("italy-war.front-cache");
function state(): State {
  const g = globalThis as unknown as Record<symbol, State | undefined>;
  return (g[STATE] ??= { enabled: false, ticket: 0, memberships: new Map(), caches: new Set(), listeners: new Set() });
}

// ---- what a request is ----

/** The league of a path, URL or cache key: the slug after "/l/" (locale prefix or not), or null outside leagues. */
export function leagueOf(path: unknown): string | null {
  const m = /(?:^|[\s/])l\/([a-z0-9-]+)(?=[/?#\s]|$)/.exec(String(path));
  return m ? m[1] : null;
}

/** Whether `key` is in a write's `leagues` (pages outside leagues always are; no leagues: every page). */
export function inScope(key: string, leagues: readonly string[] | null | undefined): boolean {
  if (!leagues) return true;
  const league = leagueOf(key);
  return league === null || leagues.includes(league);
}

/**
 * Requests for something other than a page's full HTML, or that Next answers per request: Next's RSC headers (its
 * FLIGHT_HEADERS, compared by the unit test) and action header, ranges, credentials, If-Modified-Since (Next sends no
 * Last-Modified). If-None-Match is answered from the copy.
 */
export const BYPASS_HEADERS = [
  ...["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-hmr-refresh"],
  ...["next-action", "range", "authorization", "if-modified-since"],
];

/**
 * The locale a page is rendered in: "en" when the NEXT_LOCALE cookie is "en", else "it", parsed as Next's `has: cookie`
 * rewrites parse it (the `cookie` package Next bundles: first cookie wins, quotes removed; compared by a unit test).
 */
export function localeOf(cookieHeader: unknown): "it" | "en" {
  if (typeof cookieHeader !== "string" || !cookieHeader.includes("NEXT_LOCALE")) return "it";
  try {
    return parseCookie(cookieHeader).NEXT_LOCALE === "en" ? "en" : "it";
  } catch {
    return "it";
  }
}

/** The bypass rule: whether `req` must go to Next, whatever the page. */
export function bypass(req: CacheRequest): boolean {
  if (req.method !== "GET" || typeof req.url !== "string") return true;
  return BYPASS_HEADERS.some((h) => req.headers[h] !== undefined);
}

/** Who a member page is kept for: its league, the role vouched for, and the user ("*": a page shared by the role). */
type Holder = { slug: string; role: string; user: string };

/**
 * The one key function, or null: the request goes to Next (bypass; a query only on member pages, checked by
 * memberPage). A page depends on its URL, the locale, the encoding Next compressed it with and, for members, who: after
 * a line break, which no header or URL can hold, so no public key can spell a member's.
 */
export function cacheKey(req: CacheRequest, holder?: Holder): string | null {
  if (bypass(req) || (!holder && req.url!.includes("?"))) return null;
  const who = holder ? `\n${holder.slug} ${holder.role} ${holder.user}` : "";
  return `${localeOf(req.headers.cookie)} ${req.headers["accept-encoding"] ?? ""} ${req.url}${who}`;
}

/** Member pages that may come from the cache: [path pattern, personal]. Everything else goes to Next. */
const PAGES: [RegExp, boolean][] = [
  [/^\/l\/([a-z0-9-]+)$/, true], // league home: your cards ready tonight (personal)
  [/^\/l\/([a-z0-9-]+)\/players\/[A-Za-z0-9_-]+$/, false], // player page
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/stats$/, false], // season statistics
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/games$/, false], // games list
  [/^\/l\/([a-z0-9-]+)\/seasons\/\d+\/recap$/, false], // season recap
  [/^\/l\/([a-z0-9-]+)\/games\/[A-Za-z0-9_-]+$/, true], // game page: "you" and your seat
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

/** The session cookie of next-auth v4 (one chunk only; a chunked, doubled or missing cookie goes to Next). */
export function sessionCookie(cookieHeader: unknown): string | null {
  if (typeof cookieHeader !== "string") return null;
  let found: string | null = null;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    const name = part.slice(0, i).trim();
    if (name === "next-auth.session-token" || name === "__Secure-next-auth.session-token") {
      if (found !== null) return null;
      found = part.slice(i + 1).trim();
    } else if (/next-auth\.session-token\.\d+$/.test(name)) return null;
  }
  return found || null;
}

/** If-None-Match lists `etag` (or is *), compared weakly as HTTP caches do for GET. */
export function etagMatches(ifNoneMatch: unknown, etag: unknown): boolean {
  if (typeof ifNoneMatch !== "string" || typeof etag !== "string") return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Cache-Control allows a shared cache to store the response: its s-maxage in seconds, or 0. */
export function sharedMaxAge(cacheControl: unknown): number {
  const header = typeof cacheControl === "string" ? cacheControl.toLowerCase() : "";
  const directives = header.split(",").map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const seconds = Number(directives.find((d) => d.startsWith("s-maxage="))?.slice(9));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

// ---- the cache ----

/** The headers of a 304 answer: validators and caching rules, no body headers. */
const NOT_MODIFIED_HEADERS = ["etag", "cache-control", "vary", "date", "expires", "content-location"];
/** next-auth splits a session cookie longer than 4,096 bytes into chunks; a longer single cookie is not one it wrote. */
const MAX_TOKEN_LENGTH = 4096;

type Identity = { uid: string; sv: number; exp: number };
type Kept = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expires: number; stamp: string };

/**
 * `publicSeconds`: how long a public page is kept (at most its s-maxage), `memberSeconds` a member page (0: none);
 * `decode`: next-auth's own `decode` from next-auth/jwt with NEXTAUTH_SECRET (checks the signature and expiry).
 */
export type FrontCacheOptions = {
  publicSeconds?: number;
  memberSeconds?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  maxSessions?: number;
  decode?: (token: string) => Promise<{ uid?: unknown; sv?: unknown; exp?: unknown } | null>;
  now?: () => number;
};

export function createFrontCache({
  publicSeconds = 5,
  memberSeconds = 60,
  maxEntries = 500,
  maxBodyBytes = 2 * 1024 * 1024,
  maxSessions = 2000,
  decode,
  now = Date.now,
}: FrontCacheOptions = {}) {
  const entries = new Map<string, Kept>();
  /** Sessions next-auth's decode accepted (it costs more than a hit), by the cookie's hash, least recently used first. */
  const sessions = new Map<string, Identity>();
  /**
   * Near the end of a member page's life (the copy's or the vouched role's, whichever ends first: the last tenth, at
   * most 5 s), one request per key goes to Next and refreshes it while the others are still answered from the copy:
   * under sustained load an expiry is one render, not every connection rendering at once. A refresh counts as under
   * way until its response closes (or for at most `memberSeconds`).
   */
  const refreshMs = Math.min(5, memberSeconds / 10) * 1000;
  const refreshing = new Map<string, number>();

  async function identity(token: string): Promise<Identity | null> {
    if (!decode || token.length > MAX_TOKEN_LENGTH) return null;
    const key = crypto.createHash("sha256").update(token).digest("base64url");
    let s = sessions.get(key);
    if (s)
      sessions.delete(key); // re-inserted below: most recently used last
    else {
      const payload = await decode(token).catch(() => null);
      if (!payload || typeof payload.uid !== "string" || typeof payload.sv !== "number") return null;
      s = { uid: payload.uid, sv: payload.sv, exp: typeof payload.exp === "number" ? payload.exp * 1000 : 0 };
    }
    if (s.exp <= now()) return null;
    sessions.set(key, s);
    while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
    return s;
  }

  function reply(req: CacheRequest, res: ServerResponse, hit: Kept, label: string) {
    // a browser reloading a page it has sends If-None-Match: 304 when the page did not change
    if (etagMatches(req.headers["if-none-match"], hit.headers.etag)) {
      const headers: Record<string, unknown> = { "x-page-cache": label };
      for (const h of NOT_MODIFIED_HEADERS) if (hit.headers[h] !== undefined) headers[h] = hit.headers[h];
      res.writeHead(304, headers as Record<string, string>);
      res.end();
    } else {
      res.writeHead(hit.status, { ...hit.headers, "x-page-cache": label } as Record<string, string>);
      res.end(hit.body);
    }
  }

  /** Keeps what Next answers where `place()` says (key, seconds), unless it cannot be shared or a write came since. */
  function keepAnswer(
    res: ServerResponse,
    stamp: string,
    scopes: string[],
    place: () => [string | null, number] | null,
  ) {
    captureResponse(res, (body) => {
      if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined || body.length > maxBodyBytes) return;
      if (!hasVersionReader() && localStamp(scopes) !== stamp) return; // a write known here: no use keeping it
      const [key, seconds] = place() ?? [null, 0];
      if (key === null || seconds <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { status: 200, headers: { ...res.getHeaders() }, body, expires: now() + seconds * 1000, stamp });
    });
  }

  /** A public page: kept as long as Next allows a shared cache to (at most `publicSeconds`), at its league's version. */
  function servePublic(req: CacheRequest, res: ServerResponse, next: Next): unknown {
    const key = publicSeconds > 0 ? cacheKey(req) : null;
    if (key === null) return next();
    const scopes = [pageScope(leagueOf(key))];
    const answer = (stamp: string | null) => {
      const hit = entries.get(key);
      if (hit && hit.expires > now() && stamp !== null && hit.stamp === stamp) return reply(req, res, hit, "HIT");
      if (hit) entries.delete(key);
      if (stamp === null) return next();
      // Not kept: a copy Next itself calls stale (it is regenerating it). One rendered while a write happened is kept
      // with the versions read before it, which the next request's read no longer finds.
      const seconds = () => Math.min(publicSeconds, sharedMaxAge(res.getHeader("cache-control")));
      keepAnswer(res, stamp, scopes, () => (res.getHeader("x-nextjs-cache") === "STALE" ? null : [key, seconds()]));
      return next();
    };
    const stamp = versionStamp(scopes); // synchronous without a database reader
    return typeof stamp === "string" ? answer(stamp) : stamp.then(answer);
  }

  /** A member page: kept for the role the app vouched for, at the versions of its league and of the member's sessions. */
  async function serveMember(req: CacheRequest, res: ServerResponse, next: Next, token: string): Promise<unknown> {
    const page = memberPage(req.url)!;
    const who = await identity(token);
    if (!who) return servePublic(req, res, next);
    // the league's data and the account's sessions, as they are now (read after this request arrived)
    const scopes = [pageScope(page.slug), `u:${who.uid}`];
    const stamp = await versionStamp(scopes);
    if (stamp === null) return next();
    const holder = (role: string): Holder => ({ slug: page.slug, role, user: page.personal ? who.uid : "*" });
    const known = vouched(who.uid, who.sv, page.slug);
    if (known && known.stamp === stamp) {
      const key = cacheKey(req, holder(known.role))!;
      const hit = entries.get(key);
      if (hit && hit.expires > now() && hit.stamp === stamp) {
        const started = refreshing.get(key);
        const underWay = started !== undefined && now() - started < memberSeconds * 1000;
        if (underWay || Math.min(hit.expires, known.expires) - now() > refreshMs)
          return reply(req, res, hit, "HIT member");
        refreshing.set(key, now()); // this request refreshes the copy, which is served until it is replaced
        res.once("close", () => refreshing.delete(key));
      } else if (hit) entries.delete(key);
    }
    const ticket = state().ticket; // the render's reads begin after this
    keepAnswer(res, stamp, scopes, () => {
      // kept only when this render (not an earlier one) vouched for the user's role: keyed by what it found
      const after = vouched(who.uid, who.sv, page.slug);
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (!after || after.readSince <= ticket || !html) return null;
      after.stamp = stamp;
      return [cacheKey(req, holder(after.role)), memberSeconds];
    });
    return next();
  }

  const cache = {
    /** Answers from the cache when the copy is current and its holder's, or lets `next` answer (and keeps the answer). */
    serve(req: CacheRequest, res: ServerResponse, next: Next): unknown {
      const token = memberSeconds > 0 && !bypass(req) && memberPage(req.url) ? sessionCookie(req.headers.cookie) : null;
      // visitors get only what Next marks shareable
      return token ? serveMember(req, res, next, token) : servePublic(req, res, next);
    },
    /** Drops the copies of `leagues` (slugs) and of pages outside leagues, or every copy. */
    clear(leagues?: string[]) {
      bumpLocalVersions(leagues);
      if (!leagues) entries.clear();
      else for (const key of [...entries.keys()]) if (inScope(key, leagues)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    get sessionCount() {
      return sessions.size;
    },
  };
  state().caches.add(cache);
  return cache;
}

// ---- writes ----

/** Adds `cache` to what this process drops after a write; returns its removal. */
export function registerPageCache(cache: Clearable): () => boolean {
  const { caches } = state();
  caches.add(cache);
  return () => caches.delete(cache);
}

/** Called at every write with its leagues (undefined: every league) and the accounts whose sessions it ended. */
export function onPageCacheClear(listener: ClearListener): void {
  state().listeners.add(listener);
}

/**
 * After a write here: frees this process's copies and vouched roles of the leagues it was in (slugs; an array is
 * read as leagues, empty or none: everything) and of the accounts whose sessions it ended.
 */
export async function clearPageCache(scope?: string[] | { leagues: string[]; users: string[] }): Promise<void> {
  if (!scope || Array.isArray(scope)) clearMemberCaches(scope?.length ? scope : undefined);
  else clearMemberCaches(scope.leagues, scope.users);
}

/** The same with the leagues (undefined: all) and the accounts whose sessions ended (their roles go everywhere). */
export function clearMemberCaches(leagues?: string[], users: string[] = []): void {
  const s = state();
  bumpLocalVersions(leagues);
  for (const key of [...s.memberships.keys()]) {
    const [user, , slug] = key.split(":");
    if (!leagues || leagues.includes(slug) || users.includes(user)) s.memberships.delete(key);
  }
  for (const cache of s.caches) {
    try {
      cache.clear(leagues);
    } catch (error) {
      console.error("[front-cache] clear failed:", error instanceof Error ? error.message : error);
    }
  }
  for (const listener of s.listeners) listener(leagues, users);
}

// ---- what the app tells the cache ----

/** Turns vouching (so member pages) on in this process (the server; tests that check them). */
export function enableMemberCaches(enabled = true): void {
  state().enabled = enabled;
}

/**
 * Read before the reads a vouching relies on: a value that changes at every write this process knows of that may
 * change league `slug`'s pages, and a ticket that orders those reads after the requests that came before.
 */
export function dataGeneration(slug: string): string {
  return `${localStamp([pageScope(slug)])}#${++state().ticket}`;
}

/**
 * The app vouches (after next-auth accepted the session and the role was read from the database) that user `userId`,
 * whose sessions are at version `sessionVersion`, has `role` in league `slug`. `generation` is dataGeneration() read
 * before those reads: if a write this process knows of happened since, nothing is remembered. Renders overlap under
 * load and vouch in any order: one that finds the same role keeps the versions a kept page proved it at and moves
 * `readSince` forward only; a different role replaces the vouching only when read later than it.
 */
export function rememberMembership(v: Vouching): void {
  const s = state();
  const [stampBefore, ticket] = v.generation.split("#");
  if (!s.enabled || !v.role || stampBefore !== localStamp([pageScope(v.slug)])) return;
  const key = `${v.userId}:${v.sessionVersion}:${v.slug}`;
  const readSince = Number(ticket) || 0;
  const expires = Date.now() + VOUCH_SECONDS * 1000;
  const known = s.memberships.get(key);
  if (known?.role === v.role) {
    known.readSince = Math.max(known.readSince, readSince);
    known.expires = Math.max(known.expires, expires);
  } else if (!known || known.readSince < readSince) {
    s.memberships.set(key, { role: v.role, readSince, stamp: null, expires });
    if (s.memberships.size > 20_000) s.memberships.delete(s.memberships.keys().next().value as string);
  }
}

type Vouching = { userId: string; sessionVersion: number; slug: string; role: string | null; generation: string };

function vouched(userId: string, sessionVersion: number, slug: string): Vouched | null {
  const known = state().memberships.get(`${userId}:${sessionVersion}:${slug}`);
  return known && known.expires > Date.now() ? known : null;
}

/** The role vouched for, or null (unknown: ask Next). */
export function vouchedRole(userId: string, sessionVersion: number, slug: string): string | null {
  return vouched(userId, sessionVersion, slug)?.role ?? null;
}

// ---- the copy ----

type Chunk = string | Uint8Array | null | undefined | ((error?: Error | null) => void);

/** Lets `res` answer as usual; once it has ended, `done(body)` gets every byte written (write/end are restored). */
function captureResponse(res: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const { write, end } = res;
  const keep = (chunk: Chunk, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8";
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, enc) : Buffer.from(chunk));
  };
  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: Chunk, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    res.write = write;
    res.end = end;
    const result = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    done(Buffer.concat(chunks));
    return result;
  } as ServerResponse["end"];
}
