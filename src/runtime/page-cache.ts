// A small shared cache in front of Next's request handler (src/runtime/serve.ts), the way a reverse proxy or CDN
// in front of `next start` would be: it stores only responses that Next itself marks as cacheable by a shared
// cache (`Cache-Control: s-maxage=…`, no `private`/`no-store`, no `Set-Cookie`), i.e. statically rendered
// pages such as the public season leaderboard, and serves them from memory for a few seconds.
// Why: a cached App Router page still costs ~1.3 ms of Next's pipeline per request; from here it costs what a
// static file costs (docs/decisions/0010-page-cache.md).
//
// Freshness (docs/decisions/0055-typed-runtime-and-data-versions.md): a page is kept with the data versions read
// before Next rendered it (src/runtime/data-version.ts) and served only while a read made after the request arrived
// finds the same versions; every write transaction bumps them, on whichever instance it ran. The revalidate step of
// every write (src/server/action.ts) also calls clearPageCache() below, which frees this process's copies and tells
// the other instances to free theirs (src/runtime/cache-bus.ts): memory, not correctness. Writes from another process
// that bump no version (the CLI) show after at most `maxAgeSeconds`, on top of Next's own revalidate interval.

import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { parse as parseCookie } from "cookie";
import { captureResponse } from "./capture";
import { bumpLocalVersions, hasVersionReader, localStamp, pageScope, versionStamp } from "./data-version";

/** What the caches read of a request (node's IncomingMessage, or a plain object in tests). */
export type CacheRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };
/** Calls Next (or the next cache in line). */
export type Next = () => unknown;

/** A cache this process drops after a write: the page cache, the member-page cache. */
export type Clearable = { clear(leagues?: string[]): void };
/** Told about every write: its leagues (undefined: every league) and the accounts whose sessions it ended. */
type ClearListener = (leagues: string[] | undefined, users: string[]) => void;

/** Process-wide state, shared by the server (src/runtime/serve.ts) and the app's bundles (they run in one process). */
type Globals = {
  registry?: Set<Clearable>;
  publish?: (scope: Scope) => Promise<void>;
  invalidatedAt?: number;
  listeners?: Set<ClearListener>;
  leagueInvalidatedAt?: Map<string, number>;
  anyInvalidatedAt?: number;
};
const GLOBALS = Symbol.for("italy-war.page-cache.globals");
const globals = (): Globals => ((globalThis as unknown as Record<symbol, Globals>)[GLOBALS] ??= {});

/**
 * The league a path, URL or cache key belongs to: the slug after "/l/" (with or without a locale prefix), or null for
 * a page outside any league. A write inside one league drops only that league's cached pages (and those outside
 * every league), so a federation's many leagues do not empty each other's caches at every result.
 */
export function leagueOf(path: unknown): string | null {
  const m = /(?:^|[\s/])l\/([a-z0-9-]+)(?=[/?#\s]|$)/.exec(String(path));
  return m ? m[1] : null;
}

/** Whether a cached copy of `key` (a path or a key containing one) belongs to `leagues` (null/undefined: every page). */
export function inScope(key: string, leagues: readonly string[] | null | undefined): boolean {
  if (!leagues) return true;
  const league = leagueOf(key);
  return league === null || leagues.includes(league);
}

/**
 * What a write dropped: `undefined` for everything, or `{ leagues, users }`: the slugs of the leagues it was in (their
 * pages, memoised data and vouched roles go) and the accounts whose sessions it ended (every role vouched for them goes).
 * Pages outside every league are in every scope. An array is read as leagues (empty: everything), as before.
 */
export type Scope = { leagues: string[]; users: string[] } | undefined;
export function writeScope(scope: unknown): Scope {
  if (Array.isArray(scope)) return scope.length ? { leagues: scope.map(String), users: [] } : undefined;
  if (scope === null || typeof scope !== "object") return undefined;
  const list = (v: unknown) => (Array.isArray(v) ? [...new Set(v.map(String))] : []);
  const o = scope as { leagues?: unknown; users?: unknown };
  return { leagues: list(o.leagues), users: list(o.users) };
}

/**
 * Other caches that every write must drop too (src/runtime/member-cache.ts): called with the leagues of the write
 * (undefined: every league) and the accounts whose sessions it ended.
 */
export function onPageCacheClear(listener: ClearListener): void {
  (globals().listeners ??= new Set()).add(listener);
}
function clearListeners(leagues: string[] | undefined, users: string[] = []) {
  for (const listener of globals().listeners ?? []) listener(leagues, users);
}

/** Requests that get something other than the page's full HTML, or that Next answers per request. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "if-modified-since",
  "range",
  "authorization",
];

/** If-None-Match lists `etag` (or is *), compared weakly as HTTP caches do for GET. */
export function etagMatches(ifNoneMatch: unknown, etag: unknown): boolean {
  if (typeof ifNoneMatch !== "string" || typeof etag !== "string") return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The headers of a 304 answer: validators and caching rules, no body headers. */
const NOT_MODIFIED_HEADERS = ["etag", "cache-control", "vary", "date", "expires", "content-location"];

/** Cache-Control allows a shared cache to store the response: its s-maxage in seconds, or 0. */
export function sharedMaxAge(cacheControl: unknown): number {
  if (typeof cacheControl !== "string") return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The locale a request's page is rendered in: "en" when the NEXT_LOCALE cookie is "en", else "it", read as Next's
 * rewrites read it (next.config.ts `has: cookie`, matched on the `cookie` package's parse of the header, which Next
 * bundles: the first of two same-named cookies wins, quotes are removed, %-escapes decoded; the unit test compares
 * with Next's own matcher). A regex of its own would disagree on
 * `NEXT_LOCALE="en"` or `NEXT_LOCALE=it; NEXT_LOCALE=en` and keep one language's page under the other's key.
 * The one locale parser of the runtime layer: both caches key with it.
 */
export function localeOf(cookieHeader: unknown): "it" | "en" {
  if (typeof cookieHeader !== "string" || !cookieHeader.includes("NEXT_LOCALE")) return "it";
  try {
    return parseCookie(cookieHeader).NEXT_LOCALE === "en" ? "en" : "it";
  } catch {
    return "it";
  }
}

/** The cache key of a request, or null when the request must go to Next. */
export function cacheKey(req: CacheRequest): string | null {
  if (req.method !== "GET") return null;
  if (typeof req.url !== "string" || req.url.includes("?")) return null;
  for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return null;
  // the only input besides the path that a static page depends on: the locale, chosen by the NEXT_LOCALE
  // cookie in next.config.ts rewrites; and the encoding Next compressed the body with
  return `${localeOf(req.headers.cookie)} ${req.headers["accept-encoding"] ?? ""} ${req.url}`;
}

/** A response kept in memory, with the data versions (stamp) it was rendered at. */
export type Kept = {
  status: number;
  headers: Record<string, number | string | string[] | undefined>;
  body: Buffer;
  expires: number;
  stamp: string;
};

export function createPageCache({
  maxAgeSeconds = 5,
  maxEntries = 500,
  now = Date.now,
}: { maxAgeSeconds?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Kept>();

  function answer(
    key: string,
    scope: string,
    stamp: string | null,
    req: CacheRequest,
    res: ServerResponse,
    next: Next,
  ) {
    const hit = entries.get(key);
    if (hit && hit.expires > now() && stamp !== null && hit.stamp === stamp) {
      // a browser reloading a page it has sends If-None-Match: answer 304 when the page did not change
      if (etagMatches(req.headers["if-none-match"], hit.headers.etag)) {
        const headers: Record<string, unknown> = { "x-page-cache": "HIT" };
        for (const h of NOT_MODIFIED_HEADERS) if (hit.headers[h] !== undefined) headers[h] = hit.headers[h];
        res.writeHead(304, headers as Record<string, string>);
        res.end();
        return undefined;
      }
      res.writeHead(hit.status, { ...hit.headers, "x-page-cache": "HIT" } as Record<string, string>);
      res.end(hit.body);
      return undefined;
    }
    if (hit) entries.delete(key);
    if (stamp !== null) {
      captureResponse(res, (body) => {
        const seconds = Math.min(maxAgeSeconds, sharedMaxAge(res.getHeader("cache-control")));
        // Not kept: a copy Next itself calls stale (it is regenerating it); one rendered while a write happened is
        // kept with the versions read before it, which the next request's read no longer finds.
        if (
          res.statusCode !== 200 ||
          seconds <= 0 ||
          res.getHeader("set-cookie") !== undefined ||
          res.getHeader("x-nextjs-cache") === "STALE"
        )
          return;
        if (!hasVersionReader() && localStamp([scope]) !== stamp) return; // a write known here: no use keeping it
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, {
          status: res.statusCode,
          headers: { ...res.getHeaders() },
          body,
          expires: now() + seconds * 1000,
          stamp,
        });
      });
    }
    return next();
  }

  return {
    /** Answers from the cache when the page is current, or lets `next` answer (and keeps a cacheable answer). */
    serve(req: CacheRequest, res: ServerResponse, next: Next): unknown {
      const key = cacheKey(req);
      if (key === null) return next();
      const scope = pageScope(leagueOf(key));
      const stamp = versionStamp([scope]);
      return typeof stamp === "string"
        ? answer(key, scope, stamp, req, res, next)
        : stamp.then((s) => answer(key, scope, s, req, res, next));
    },
    /** Drops the stored pages of `leagues` and those outside every league; every page without `leagues`. */
    clear(leagues?: string[]) {
      bumpLocalVersions(leagues);
      if (!leagues) entries.clear();
      else for (const key of [...entries.keys()]) if (inScope(key, leagues)) entries.delete(key);
      clearListeners(leagues);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Adds `cache` (anything with a clear() method: the page cache, a member-page cache…) to the caches this process
 * drops after a write, here or on another instance. Returns a function that removes it again.
 */
export function registerPageCache(cache: Clearable): () => boolean {
  const registry = (globals().registry ??= new Set());
  registry.add(cache);
  return () => registry.delete(cache);
}

/**
 * When this process last dropped the caches that hold `key` (ms since the epoch): without a database reader, Next's
 * cache handlers ignore older entries. With a page's path (Next's incremental cache keys are paths), a write in
 * another league does not count; without one, the last write of any kind does.
 */
export function invalidatedAt(key?: string): number {
  const g = globals();
  const global = g.invalidatedAt ?? 0;
  if (key === undefined) return Math.max(global, g.anyInvalidatedAt ?? 0);
  const league = leagueOf(key);
  if (league === null) return Math.max(global, g.anyInvalidatedAt ?? 0); // outside leagues: any write
  return Math.max(global, g.leagueInvalidatedAt?.get(league) ?? 0);
}

/**
 * Drops the registered caches of this process (a write here, or a notification from another instance): what `scope`
 * names (see writeScope) and the pages outside every league, or everything when `scope` is absent.
 */
export function clearLocalCaches(scope?: unknown): void {
  const scoped = writeScope(scope);
  const g = globals();
  const now = Date.now();
  bumpLocalVersions(scoped?.leagues);
  if (scoped) {
    const byLeague = (g.leagueInvalidatedAt ??= new Map());
    for (const league of scoped.leagues) byLeague.set(league, now);
  } else g.invalidatedAt = now;
  g.anyInvalidatedAt = now;
  for (const cache of g.registry ?? []) {
    try {
      cache.clear(scoped?.leagues);
    } catch (error) {
      console.error("[page-cache] clear failed:", error instanceof Error ? error.message : error);
    }
  }
  clearListeners(scoped?.leagues, scoped?.users);
}

/** Sets the function that tells the other instances about a write (src/runtime/cache-bus.ts); null: one process. */
export function setCachePublisher(publish: ((scope: Scope) => Promise<void>) | null | undefined): void {
  globals().publish = publish ?? undefined;
}

/**
 * After a write: drops this process's caches (what `scope` names, see writeScope; everything without one) and tells
 * the other instances to drop theirs. Resolves once the notification is sent (never rejects); a no-op publish under
 * `next dev`, with SQLite and in tests.
 */
export async function clearPageCache(scope?: unknown): Promise<void> {
  const scoped = writeScope(scope);
  clearLocalCaches(scoped);
  const publish = globals().publish;
  if (!publish) return;
  try {
    await publish(scoped);
  } catch (error) {
    console.error("[page-cache] publish failed:", error instanceof Error ? error.message : error);
  }
}
