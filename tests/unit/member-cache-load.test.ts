import type { ServerResponse } from "node:http";
// The member page cache (src/runtime/front-cache.ts) under sustained, mixed, concurrent load across an expiry, as on a
// club night: renders of one league overlap, each vouching for the member's role (loadLeagueContext) part-way through,
// while other requests of the league arrive. Time is a controlled clock; a render is a number of turns of the event loop
// (or waits for a gate the test opens), so renders overlap the same way on any machine.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearMemberCaches,
  createFrontCache,
  dataGeneration,
  enableMemberCaches,
  rememberMembership,
} from "../../src/runtime/front-cache";
import { FakeResponse } from "../support/fake-response";

const PAGES = ["/l/north", "/l/north/players/p1", "/l/north/seasons/3/stats"];
const CONNECTIONS = 10;
const future = () => Math.floor(Date.now() / 1000) + 3600;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await turn();
};

/** How a render goes: what it waits for before it vouches (after reading the data generation) and before it ends. */
type Render = { beforeVouch?: () => Promise<void>; beforeEnd?: () => Promise<void>; fail?: boolean };

let renders: string[] = [];
/** Next's part: the league layout reads the generation, then vouches for alice's role, then the page ends. */
function next(url: string, res: FakeResponse, { beforeVouch = turn, beforeEnd = turn, fail = false }: Render) {
  return async () => {
    renders.push(url);
    const generation = dataGeneration("north");
    await beforeVouch();
    rememberMembership({ userId: "alice", sessionVersion: 0, slug: "north", role: "player", generation });
    await beforeEnd();
    if (fail) {
      res.emit("close"); // the client went away: no end
      throw new Error("render failed");
    }
    res.statusCode = 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end();
  };
}

let cache: ReturnType<typeof createFrontCache>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-29T20:00:00Z") });
  enableMemberCaches();
  clearMemberCaches();
  renders = [];
  cache = createFrontCache({
    memberSeconds: 60,
    decode: async (token: string) => (token === "alice" ? { uid: "alice", sv: 0, exp: future() } : null),
    now: () => Date.now(),
  });
});
afterEach(() => {
  enableMemberCaches(false);
  vi.useRealTimers();
});

/** One request of alice's; resolves whether it came from the cache. `rsc`: a client navigation (always Next's). */
async function get(url: string, render: Render = {}, rsc = false): Promise<boolean> {
  const headers: Record<string, string> = { cookie: "next-auth.session-token=alice", ...(rsc ? { rsc: "1" } : {}) };
  await turn(); // the network: a request arrives in a turn of its own
  const res = new FakeResponse();
  await Promise.resolve(
    cache.serve({ method: "GET", url, headers }, res as unknown as ServerResponse, next(url, res, render)),
  ).catch(() => undefined); // a failed render closed the response
  await res.ended;
  return res.headers["x-page-cache"] === "HIT member";
}

/** A gate a render waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open };
}

describe("member page cache: renders that overlap", () => {
  it("serves a kept page while another render of the league, which vouches again, is under way", async () => {
    await get(PAGES[1]);
    const held = gate();
    const other = get(PAGES[2], { beforeEnd: held.wait }); // vouched, not yet ended
    await turns(5);
    expect(await get(PAGES[1])).toBe(true);
    held.open();
    await other;
  });

  it("keeps a render when a render begun before its request vouches after it", async () => {
    await get(PAGES[0]); // alice vouched for
    const olderVouch = gate();
    const olderEnd = gate();
    const older = get(PAGES[2], { beforeVouch: olderVouch.wait, beforeEnd: olderEnd.wait }); // read the role early
    await turns(5);
    const laterEnd = gate();
    const later = get(PAGES[1], { beforeEnd: laterEnd.wait }); // arrives after it, vouches first
    await turns(5);
    olderVouch.open(); // the older render vouches last
    await turns(5);
    laterEnd.open();
    await later;
    expect(await get(PAGES[1])).toBe(true);
    olderEnd.open();
    await older;
  });
});

describe("member page cache: near the end of an entry's life", () => {
  it("lets one request refresh a page while the others are answered from the cache", async () => {
    await get(PAGES[1]);
    vi.setSystemTime(Date.now() + 58_000);
    renders = [];
    const hits = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => get(PAGES[1], { beforeEnd: () => turns(5) })),
    );
    expect(renders).toEqual([PAGES[1]]);
    expect(hits.filter(Boolean)).toHaveLength(CONNECTIONS - 1);
    vi.setSystemTime(Date.now() + 30_000); // 88 s after the first render: the refreshed copy is served
    expect(await get(PAGES[1])).toBe(true);
    expect(renders).toEqual([PAGES[1]]);
  });

  it("lets the next request refresh when a refresh failed", async () => {
    await get(PAGES[1]);
    vi.setSystemTime(Date.now() + 58_000);
    renders = [];
    expect(await get(PAGES[1], { fail: true })).toBe(false);
    expect(await get(PAGES[1])).toBe(false);
    expect(renders).toEqual([PAGES[1], PAGES[1]]);
  });
});

describe("member page cache under sustained mixed load", () => {
  /**
   * `CONNECTIONS` loops over the league's pages (each starting at another one, renders of different lengths), and one
   * of client navigations (RSC requests: always rendered, each vouching), `rounds` pages a connection.
   */
  async function clubNight(rounds: number) {
    let requests = 0;
    let hits = 0;
    let stop = false;
    let navigations = 0;
    const before = renders.length;
    const navigating = (async () => {
      for (let i = 0; !stop; i++, navigations++)
        await get(PAGES[i % PAGES.length], { beforeVouch: () => turns(1 + (i % 4)) }, true);
    })();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        await turns(c);
        for (let i = 0; i < rounds; i++) {
          const page = (c + i) % PAGES.length;
          requests++;
          if (
            await get(PAGES[page], {
              beforeVouch: () => turns(1 + ((c + i) % 5)),
              beforeEnd: () => turns(3 + page * 2),
            })
          )
            hits++;
        }
      }),
    );
    stop = true;
    await navigating;
    return { requests, hits, renders: renders.length - before, navigations };
  }

  it.each([
    ["the pages expire", 61],
    ["the vouched role expires while the pages are fresh", 30],
  ])("recovers at once when %s", async (_label, pageAge) => {
    // alice is vouched for 61 s before the load begins; the pages are made `pageAge` seconds before it
    const start = Date.now();
    vi.setSystemTime(start - 61_000);
    await get(PAGES[0]);
    vi.setSystemTime(start - pageAge * 1000);
    for (const page of PAGES) await get(page);
    vi.setSystemTime(start);
    const night = await clubNight(300);
    // at most one render per connection and page before a copy is kept again; every other request is a hit
    expect(night.hits).toBeGreaterThanOrEqual(night.requests - CONNECTIONS * PAGES.length);
  });
});
