// A small shared cache in front of Next's request handler (scripts/serve.mjs), the way a reverse proxy or CDN
// in front of `next start` would be: it stores only responses that Next itself marks as cacheable by a shared
// cache (`Cache-Control: s-maxage=…`, no `private`/`no-store`, no `Set-Cookie`), i.e. statically rendered
// pages such as the public season leaderboard, and serves them from memory for a few seconds.
// Why: a cached App Router page still costs ~1.3 ms of Next's pipeline per request; from here it costs what a
// static file costs (docs/decisions/0010-page-cache.md).
//
// Freshness: every write in the app goes through one revalidate step (src/server/action.ts), which also calls
// clearPageCache() below, so a result logged on a phone shows on the next request. Writes from another
// process (the CLI) show after at most `maxAgeSeconds`, on top of Next's own revalidate interval.
// Several instances on one PostgreSQL (docs/decisions/0028-several-instances.md): clearPageCache() also publishes
// the write (src/lib/cache-bus.mjs, LISTEN/NOTIFY), and every instance drops its local caches on receipt.

import cookie from "next/dist/compiled/cookie/index.js";

/** Process-wide state, shared by scripts/serve.mjs and the app's bundles (they run in one process). */
const REGISTRY = Symbol.for("italy-war.page-cache");
const PUBLISHER = Symbol.for("italy-war.page-cache.publish");
const INVALIDATED_AT = Symbol.for("italy-war.page-cache.invalidated-at");
const LISTENERS = Symbol.for("italy-war.page-cache.listeners");
const LEAGUE_INVALIDATED_AT = Symbol.for("italy-war.page-cache.league-invalidated-at");
const ANY_INVALIDATED_AT = Symbol.for("italy-war.page-cache.any-invalidated-at");

/**
 * The league a path, URL or cache key belongs to: the slug after "/l/" (with or without a locale prefix), or null for
 * a page outside any league. A write inside one league drops only that league's cached pages (and those outside
 * every league), so a federation's many leagues do not empty each other's caches at every result.
 */
export function leagueOf(path) {
  const m = /(?:^|[\s/])l\/([a-z0-9-]+)(?=[/?#\s]|$)/.exec(String(path));
  return m ? m[1] : null;
}

/** Whether a cached copy of `key` (a path or a key containing one) belongs to `leagues` (null/undefined: every page). */
export function inScope(key, leagues) {
  if (!leagues) return true;
  const league = leagueOf(key);
  return league === null || leagues.includes(league);
}

/**
 * What a write dropped: `undefined` for everything, or `{ leagues, users }`: the slugs of the leagues it was in (their
 * pages, memoised data and vouched roles go) and the accounts whose sessions it ended (every role vouched for them goes).
 * Pages outside every league are in every scope. An array is read as leagues (empty: everything), as before.
 * @typedef {{ leagues: string[], users: string[] } | undefined} Scope
 * @param {unknown} scope
 * @returns {Scope}
 */
export function writeScope(scope) {
  if (Array.isArray(scope)) return scope.length ? { leagues: scope.map(String), users: [] } : undefined;
  if (scope === null || typeof scope !== "object") return undefined;
  const list = (v) => (Array.isArray(v) ? [...new Set(v.map(String))] : []);
  return { leagues: list(/** @type {{ leagues?: unknown }} */ (scope).leagues), users: list(/** @type {{ users?: unknown }} */ (scope).users) };
}

/**
 * Other caches that every write must drop too (src/lib/member-cache.mjs): called with the leagues of the write
 * (undefined: every league) and the accounts whose sessions it ended.
 */
export function onPageCacheClear(listener) {
  (globalThis[LISTENERS] ??= new Set()).add(listener);
}
function clearListeners(leagues, users = []) {
  for (const listener of globalThis[LISTENERS] ?? []) listener(leagues, users);
}

/** Requests that get something other than the page's full HTML, or that Next answers per request. */
const BYPASS_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "if-modified-since", "range", "authorization"];

/** If-None-Match lists `etag` (or is *), compared weakly as HTTP caches do for GET. */
export function etagMatches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string" || typeof etag !== "string") return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The headers of a 304 answer: validators and caching rules, no body headers. */
const NOT_MODIFIED_HEADERS = ["etag", "cache-control", "vary", "date", "expires", "content-location"];

/** Cache-Control allows a shared cache to store the response: its s-maxage in seconds, or 0. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== "string") return 0;
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The locale a request's page is rendered in: "en" when the NEXT_LOCALE cookie is "en", else "it", read with the
 * parser Next's rewrites read it with (next.config.ts `has: cookie`, matched on `cookie.parse` of the header: the
 * first of two same-named cookies wins, quotes are removed, %-escapes decoded). A regex of its own would disagree on
 * `NEXT_LOCALE="en"` or `NEXT_LOCALE=it; NEXT_LOCALE=en` and keep one language's page under the other's key.
 */
export function localeOf(cookieHeader) {
  if (typeof cookieHeader !== "string" || !cookieHeader.includes("NEXT_LOCALE")) return "it";
  try {
    return cookie.parse(cookieHeader).NEXT_LOCALE === "en" ? "en" : "it";
  } catch {
    return "it";
  }
}

/** The cache key of a request, or null when the request must go to Next. */
export function cacheKey(req) {
  if (req.method !== "GET") return null;
  if (typeof req.url !== "string" || req.url.includes("?")) return null;
  for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return null;
  // the only input besides the path that a static page depends on: the locale, chosen by the NEXT_LOCALE
  // cookie in next.config.ts rewrites; and the encoding Next compressed the body with
  return `${localeOf(req.headers.cookie)} ${req.headers["accept-encoding"] ?? ""} ${req.url}`;
}

/**
 * @param {{ maxAgeSeconds?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxAgeSeconds = 5, maxEntries = 500, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[] | number>, body: Buffer, expires: number }>} */
  const entries = new Map();
  // bumped by the writes that drop `key`'s copy: a render that saw one of them happen is not kept
  let generation = 0;
  let outside = 0;
  const leagueGenerations = new Map();
  const generationOf = (key) => {
    const league = leagueOf(key);
    return `${generation}.${league === null ? outside : (leagueGenerations.get(league) ?? 0)}`;
  };

  /** Keeps the response Next is writing if it turns out cacheable. */
  function capture(key, res) {
    const started = generationOf(key);
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
      const seconds = Math.min(maxAgeSeconds, sharedMaxAge(res.getHeader("cache-control")));
      // Not kept: a copy Next itself calls stale (it is regenerating it), and one rendered while a write
      // happened (generation changed), which may predate the write.
      const fresh = res.getHeader("x-nextjs-cache") !== "STALE" && started === generationOf(key);
      if (res.statusCode === 200 && seconds > 0 && res.getHeader("set-cookie") === undefined && fresh) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
        entries.set(key, { status: res.statusCode, headers: { ...res.getHeaders() }, body: Buffer.concat(chunks), expires: now() + seconds * 1000 });
      }
      return result;
    };
  }

  return {
    /** Answers from the cache, or lets `next` answer (and keeps a cacheable answer). */
    serve(req, res, next) {
      const key = cacheKey(req);
      if (key === null) return next();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // a browser reloading a page it has sends If-None-Match: answer 304 when the page did not change
        if (etagMatches(req.headers["if-none-match"], hit.headers.etag)) {
          const headers = { "x-page-cache": "HIT" };
          for (const h of NOT_MODIFIED_HEADERS) if (hit.headers[h] !== undefined) headers[h] = hit.headers[h];
          res.writeHead(304, headers);
          res.end();
          return undefined;
        }
        res.writeHead(hit.status, { ...hit.headers, "x-page-cache": "HIT" });
        res.end(hit.body);
        return undefined;
      }
      if (hit) entries.delete(key);
      capture(key, res);
      return next();
    },
    /** Drops the stored pages of `leagues` and those outside every league; every page without `leagues`. */
    clear(leagues) {
      if (leagues) {
        outside++;
        for (const league of leagues) leagueGenerations.set(league, (leagueGenerations.get(league) ?? 0) + 1);
      } else generation++;
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
export function registerPageCache(cache) {
  const registry = (globalThis[REGISTRY] ??= new Set());
  registry.add(cache);
  return () => registry.delete(cache);
}

/**
 * When this process last dropped the caches that hold `key` (ms since the epoch): Next's cache handler ignores older
 * entries. With a page's path (Next's incremental cache keys are paths), a write in another league does not count;
 * without one, the last write of any kind does.
 */
export function invalidatedAt(key) {
  const global = globalThis[INVALIDATED_AT] ?? 0;
  if (key === undefined) return Math.max(global, globalThis[ANY_INVALIDATED_AT] ?? 0);
  const league = leagueOf(key);
  if (league === null) return Math.max(global, globalThis[ANY_INVALIDATED_AT] ?? 0); // outside leagues: any write
  return Math.max(global, globalThis[LEAGUE_INVALIDATED_AT]?.get(league) ?? 0);
}

/**
 * Drops the registered caches of this process (a write here, or a notification from another instance): what `scope`
 * names (see writeScope) and the pages outside every league, or everything when `scope` is absent.
 */
export function clearLocalCaches(scope) {
  const scoped = writeScope(scope);
  const now = Date.now();
  if (scoped) {
    const byLeague = (globalThis[LEAGUE_INVALIDATED_AT] ??= new Map());
    for (const league of scoped.leagues) byLeague.set(league, now);
  } else globalThis[INVALIDATED_AT] = now;
  globalThis[ANY_INVALIDATED_AT] = now;
  for (const cache of globalThis[REGISTRY] ?? []) {
    try {
      cache.clear(scoped?.leagues);
    } catch (error) {
      console.error("[page-cache] clear failed:", error instanceof Error ? error.message : error);
    }
  }
  clearListeners(scoped?.leagues, scoped?.users);
}

/** Sets the function that tells the other instances about a write (src/lib/cache-bus.mjs); null: one process. */
export function setCachePublisher(publish) {
  globalThis[PUBLISHER] = publish ?? undefined;
}

/**
 * After a write: drops this process's caches (what `scope` names, see writeScope; everything without one) and tells
 * the other instances to drop theirs. Resolves once the notification is sent (never rejects); a no-op publish under
 * `next dev`, with SQLite and in tests.
 */
export async function clearPageCache(scope) {
  const scoped = writeScope(scope);
  clearLocalCaches(scoped);
  const publish = globalThis[PUBLISHER];
  if (!publish) return;
  try {
    await publish(scoped);
  } catch (error) {
    console.error("[page-cache] publish failed:", error instanceof Error ? error.message : error);
  }
}
