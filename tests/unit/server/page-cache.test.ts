import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import {
  cacheKey,
  clearPageCache,
  createFrontCache,
  etagMatches,
  inScope,
  leagueOf,
  localeOf,
  registerPageCache,
  sharedMaxAge,
  BYPASS_HEADERS,
  bypass,
} from "../../../src/runtime/front-cache";
import { localStamp } from "../../../src/runtime/data-version";
import * as nextHeaders from "next/dist/client/components/app-router-headers";

describe("sharedMaxAge: what Cache-Control lets a shared cache keep", () => {
  it.each([
    ["a statically rendered page", "s-maxage=60, stale-while-revalidate=31535940", 60],
    ["a dynamic page", "private, no-cache, no-store, max-age=0, must-revalidate", 0],
    ["a static file (browser cache only)", "public, max-age=0", 0],
    ["immutable assets without s-maxage", "public, max-age=31536000, immutable", 0],
    ["s-maxage but private", "private, s-maxage=60", 0],
    ["s-maxage but no-store", "s-maxage=60, no-store", 0],
    ["s-maxage=0", "s-maxage=0", 0],
    ["not a number", "s-maxage=soon", 0],
    ["upper case", "S-MAXAGE=30", 30],
    ["missing", undefined, 0],
  ])("%s: %s → %s", (_label, header, seconds) => {
    expect(sharedMaxAge(header)).toBe(seconds);
  });
});

describe("leagueOf / inScope: which league a cached page belongs to", () => {
  it.each([
    ["a league home", "/l/italy-war", "italy-war"],
    ["a page of a league", "/l/italy-war/seasons/4", "italy-war"],
    ["with a locale prefix (Next's cache keys)", "/it/l/circolo-0001/games/g1", "circolo-0001"],
    ["with a query", "/l/north/players/p1?season=2", "north"],
    ["a cache key: locale, encoding, path", "it gzip, br /l/north/seasons/3", "north"],
    ["the home page", "/", null],
    ["the new-league page", "/leagues/new", null],
    ["a slug-like word elsewhere", "/account/l", null],
  ])("%s: %s → %s", (_label, path, league) => {
    expect(leagueOf(path)).toBe(league);
  });

  it("a write in some leagues reaches their pages and the pages outside leagues, and nothing else", () => {
    expect(inScope("/l/north/seasons/3", ["north"])).toBe(true);
    expect(inScope("/l/south/seasons/3", ["north"])).toBe(false);
    expect(inScope("/", ["north"])).toBe(true);
    expect(inScope("/l/south", undefined)).toBe(true);
  });

  it("a write moves the versions of its leagues and of the pages outside leagues, not another league's", async () => {
    // what Next's cache handler and the front cache compare without a database reader (next dev, next build, tests)
    const before = localStamp(["l:south", "l:north", "*"]).split(".");
    await clearPageCache(["north"]);
    const after = localStamp(["l:south", "l:north", "*"]).split(".");
    expect(after[1]).toBe(before[1]); // south
    expect(Number(after[2])).toBeGreaterThan(Number(before[2])); // north
    expect(Number(after[3])).toBeGreaterThan(Number(before[3])); // outside leagues
  });
});

describe("the bypass rule against Next's own header names (a private module: fails loudly when an upgrade renames them)", () => {
  it("every header Next sends for an RSC request or a prefetch, and its action header, send the request to Next", () => {
    expect(nextHeaders.FLIGHT_HEADERS.length).toBeGreaterThan(0);
    for (const header of [
      ...nextHeaders.FLIGHT_HEADERS,
      nextHeaders.ACTION_HEADER,
      nextHeaders.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
    ]) {
      expect(BYPASS_HEADERS).toContain(header);
      expect(bypass({ method: "GET", url: "/l/x", headers: { [header]: "1" } }), header).toBe(true);
    }
    expect(bypass({ method: "GET", url: "/l/x", headers: {} })).toBe(false);
  });

  it("an RSC fetch's query (Next's `_rsc` cache buster) never reads a kept page", () => {
    const url = `/l/x/seasons/3?${nextHeaders.NEXT_RSC_UNION_QUERY}=abc`;
    expect(cacheKey({ method: "GET", url, headers: {} })).toBeNull();
  });
});

describe("clearPageCache", () => {
  it("drops every registered cache", async () => {
    const cleared: string[] = [];
    const off = [
      registerPageCache({ clear: () => cleared.push("pages") }),
      registerPageCache({ clear: () => cleared.push("members") }),
    ];
    await clearPageCache();
    expect(cleared.sort()).toEqual(["members", "pages"]);
    off.forEach((f) => f());
    await clearPageCache();
    expect(cleared).toHaveLength(2);
  });

  it("a failing cache does not make the write fail", async () => {
    const off = registerPageCache({
      clear: () => {
        throw new Error("boom");
      },
    });
    const error = console.error;
    console.error = () => {};
    await expect(clearPageCache()).resolves.toBeUndefined();
    console.error = error;
    off();
  });
});

describe("etagMatches: If-None-Match against the stored ETag", () => {
  it.each([
    ["the same tag", '"abc"', '"abc"', true],
    ["another tag", '"abd"', '"abc"', false],
    ["one of a list", '"x", "abc"', '"abc"', true],
    ["weak comparison", 'W/"abc"', '"abc"', true],
    ["any", "*", '"abc"', true],
    ["no stored tag", '"abc"', undefined, false],
    ["no header", undefined, '"abc"', false],
  ])("%s", (_label, header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe("cacheKey: which requests the cache may answer", () => {
  const req = (over: { method?: string; url?: string; headers?: Record<string, string> } = {}) =>
    ({
      method: over.method ?? "GET",
      url: over.url ?? "/l/italy-war/seasons/3",
      headers: over.headers ?? {},
    }) as unknown as http.IncomingMessage;

  it.each([
    ["a plain page request (Italian by default)", req(), "it  /l/italy-war/seasons/3"],
    ["the English cookie", req({ headers: { cookie: "a=1; NEXT_LOCALE=en; b=2" } }), "en  /l/italy-war/seasons/3"],
    [
      "another locale value falls back to Italian, as the rewrites do",
      req({ headers: { cookie: "NEXT_LOCALE=english" } }),
      "it  /l/italy-war/seasons/3",
    ],
    [
      "the encoding Next compresses for",
      req({ headers: { "accept-encoding": "gzip" } }),
      "it gzip /l/italy-war/seasons/3",
    ],
    [
      "a session cookie does not change the key (cached pages read no session)",
      req({ headers: { cookie: "next-auth.session-token=x" } }),
      "it  /l/italy-war/seasons/3",
    ],
    ["POST (server actions)", req({ method: "POST" }), null],
    ["HEAD", req({ method: "HEAD" }), null],
    ["a query string (RSC fetches use ?_rsc=)", req({ url: "/l/italy-war/seasons/3?_rsc=abc" }), null],
    ["an RSC navigation", req({ headers: { rsc: "1" } }), null],
    ["a prefetch", req({ headers: { "next-router-prefetch": "1" } }), null],
    ["a server action", req({ headers: { "next-action": "abc" } }), null],
    [
      "a conditional request (If-None-Match is answered from the entry)",
      req({ headers: { "if-none-match": '"x"' } }),
      "it  /l/italy-war/seasons/3",
    ],
    [
      "If-Modified-Since (Next sends no Last-Modified)",
      req({ headers: { "if-modified-since": "Sat, 21 Nov 2026 09:00:00 GMT" } }),
      null,
    ],
  ])("%s", (_label, request, key) => {
    expect(cacheKey(request)).toBe(key);
  });
});

describe("localeOf: the cache reads the locale as Next's rewrites do (issue 20 §9)", () => {
  /** The locale Next renders: the rewrite in next.config.ts sends a request to /en/… when its `has` cookie matches. */
  const nextLocale = (cookie: string) =>
    matchHas({ headers: { cookie } } as never, {}, [{ type: "cookie", key: "NEXT_LOCALE", value: "en" }], [])
      ? "en"
      : "it";

  it.each([
    ['NEXT_LOCALE="en"', "en"], // a quoted value: Next renders English; a regex would key it as Italian
    ["NEXT_LOCALE=it; NEXT_LOCALE=en", "it"], // two cookies: Next takes the first; a regex would key it as English
    ["NEXT_LOCALE=en; NEXT_LOCALE=it", "en"],
    ["NEXT_LOCALE=%65n", "en"],
    ["a=1; NEXT_LOCALE=en; b=2", "en"],
    ["NEXT_LOCALE=english", "it"],
    ["XNEXT_LOCALE=en", "it"],
    ["", "it"],
  ])("%s → %s, the language Next renders", (cookie, locale) => {
    expect(nextLocale(cookie)).toBe(locale);
    expect(localeOf(cookie)).toBe(locale);
    expect(
      cacheKey({ method: "GET", url: "/board", headers: { cookie } } as unknown as http.IncomingMessage)?.split(" ")[0],
    ).toBe(locale);
  });
});

/** A stand-in for Next's handler: answers each path as the test says and counts calls. */
type Answer = { status?: number; headers?: Record<string, string>; body: string; gzip?: boolean; during?: () => void };
let answers: Record<string, Answer>;
let calls: Record<string, number>;
let clock = 1_000_000;
const cache = createFrontCache({ publicSeconds: 5, maxEntries: 3, now: () => clock });
const server = http.createServer((req, res) => {
  cache.serve(req, res, () => {
    const path = req.url ?? "";
    calls[path] = (calls[path] ?? 0) + 1;
    const a = answers[path] ?? { status: 404, body: "missing" };
    a.during?.();
    res.statusCode = a.status ?? 200;
    for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
    if (a.gzip) {
      res.setHeader("content-encoding", "gzip");
      const z = zlib.gzipSync(a.body);
      res.write(z.subarray(0, 10)); // in pieces, as a stream would
      res.end(z.subarray(10));
    } else {
      res.write(a.body.slice(0, 3));
      res.end(a.body.slice(3));
    }
  });
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const STATIC = {
  "cache-control": "s-maxage=60, stale-while-revalidate=31535940",
  "content-type": "text/html; charset=utf-8",
  etag: '"v1"',
};
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers });
  return {
    status: res.status,
    body: await res.text(),
    hit: res.headers.get("x-page-cache") === "HIT",
    type: res.headers.get("content-type"),
    etag: res.headers.get("etag"),
  };
};

describe("the page cache in front of Next's handler", () => {
  beforeEach(() => {
    cache.clear();
    calls = {};
    answers = {
      "/board": { headers: STATIC, body: "<html>standings v1</html>" },
      "/private": {
        headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" },
        body: "<html>my secret card</html>",
      },
      "/cookie": { headers: { ...STATIC, "set-cookie": "x=1" }, body: "<html>with cookie</html>" },
      "/error": { status: 500, headers: STATIC, body: "oops" },
      "/stale": { headers: { ...STATIC, "x-nextjs-cache": "STALE" }, body: "<html>old standings</html>" },
      "/zipped": { headers: STATIC, body: "<html>compressed</html>", gzip: true },
    };
  });

  it("answers a shareable page from memory after the first request, with the same body and headers", async () => {
    const first = await get("/board");
    const second = await get("/board");
    expect(first).toMatchObject({ status: 200, body: "<html>standings v1</html>", hit: false });
    expect(second).toMatchObject({
      status: 200,
      body: "<html>standings v1</html>",
      hit: true,
      type: "text/html; charset=utf-8",
    });
    expect(calls["/board"]).toBe(1);
  });

  it.each([
    ["a private (signed-in, dynamic) page", "/private"],
    ["a response that sets a cookie", "/cookie"],
    ["an error", "/error"],
    ["a page Next serves stale while it regenerates it", "/stale"],
  ])("never keeps %s", async (_label, path) => {
    await get(path);
    const again = await get(path);
    expect(again.hit).toBe(false);
    expect(calls[path]).toBe(2);
  });

  it("answers a browser's revalidation (If-None-Match) with 304 when the page did not change, else with the page", async () => {
    await get("/board");
    expect(await get("/board", { "if-none-match": '"v1"' })).toMatchObject({
      status: 304,
      body: "",
      hit: true,
      etag: '"v1"',
    });
    expect(await get("/board", { "if-none-match": '"v0"' })).toMatchObject({
      status: 200,
      body: "<html>standings v1</html>",
      hit: true,
    });
    expect(calls["/board"]).toBe(1);
  });

  it("keeps compressed bodies whole, per encoding", async () => {
    await get("/zipped", { "accept-encoding": "gzip" });
    const again = await get("/zipped", { "accept-encoding": "gzip" });
    expect(again).toMatchObject({ hit: true, body: "<html>compressed</html>" });
    expect((await get("/zipped")).hit).toBe(false); // another encoding is another entry
  });

  it("keeps each locale apart", async () => {
    await get("/board");
    expect((await get("/board", { cookie: "NEXT_LOCALE=en" })).hit).toBe(false);
    expect((await get("/board", { cookie: "NEXT_LOCALE=en" })).hit).toBe(true);
  });

  it("drops an entry after maxAgeSeconds", async () => {
    await get("/board");
    clock += 4_999;
    expect((await get("/board")).hit).toBe(true);
    clock += 2;
    expect((await get("/board")).hit).toBe(false);
  });

  it("a write (clearPageCache) drops every page, so the next request shows the new standings", async () => {
    registerPageCache(cache);
    await get("/board");
    expect((await get("/board")).hit).toBe(true);
    answers["/board"] = { headers: STATIC, body: "<html>standings v2</html>" };
    await clearPageCache();
    expect(cache.size).toBe(0);
    expect(await get("/board")).toMatchObject({ hit: false, body: "<html>standings v2</html>" });
  });

  it("does not keep a page rendered while a write happened (it may predate the write)", async () => {
    answers["/board"] = { headers: STATIC, body: "<html>maybe stale</html>", during: () => cache.clear() };
    await get("/board");
    expect(cache.size).toBe(0);
  });

  it("a write in one league drops its pages and those outside leagues, and keeps the other leagues' pages", async () => {
    for (const p of ["/l/north/seasons/1", "/l/south/seasons/1", "/"]) answers[p] = { headers: STATIC, body: p };
    for (const p of ["/l/north/seasons/1", "/l/south/seasons/1", "/"]) await get(p);
    cache.clear(["north"]);
    expect((await get("/l/south/seasons/1")).hit).toBe(true);
    expect((await get("/l/north/seasons/1")).hit).toBe(false);
    expect((await get("/")).hit).toBe(false);
  });

  it("keeps a page rendered while a write landed in another league, not one in its own", async () => {
    answers["/l/south/seasons/1"] = { headers: STATIC, body: "south", during: () => cache.clear(["north"]) };
    await get("/l/south/seasons/1");
    expect((await get("/l/south/seasons/1")).hit).toBe(true);
    cache.clear();
    answers["/l/north/seasons/1"] = { headers: STATIC, body: "north", during: () => cache.clear(["north"]) };
    await get("/l/north/seasons/1");
    expect((await get("/l/north/seasons/1")).hit).toBe(false);
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    for (const p of ["/a", "/b", "/c", "/d"]) answers[p] = { headers: STATIC, body: p };
    for (const p of ["/a", "/b", "/c", "/d"]) await get(p);
    expect(cache.size).toBe(3);
    expect((await get("/a")).hit).toBe(false);
    expect((await get("/d")).hit).toBe(true);
  });
});
