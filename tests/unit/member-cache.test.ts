import type { ServerResponse } from "node:http";
// The member page cache in front of Next (src/runtime/front-cache.ts, decision 0029), attacked as a visitor, a forged
// or expired cookie, a member of another league, a removed member and a second member of the same league: each must
// reach Next (the fake handler below) or get only a copy keyed by what the app vouched for them.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  clearMemberCaches,
  createFrontCache,
  dataGeneration,
  enableMemberCaches,
  memberPage,
  rememberMembership,
  sessionCookie,
  clearPageCache,
} from "../../src/runtime/front-cache";
import { type Answer as Res, FakeResponse } from "../support/fake-response";

type Token = { uid: string; sv: number; exp: number };
const future = () => Math.floor(Date.now() / 1000) + 3600;
const tokens: Record<string, Token> = {
  alice: { uid: "alice", sv: 0, exp: future() }, // player in "north"
  bob: { uid: "bob", sv: 0, exp: future() }, // player in "north"
  carol: { uid: "carol", sv: 0, exp: future() }, // player in "south" only
  old: { uid: "alice", sv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, // alice's expired token
};
const roles: Record<string, Record<string, string>> = {
  alice: { north: "player" },
  bob: { north: "player" },
  carol: { south: "player" },
};

let renders: string[] = [];

/** Next's part: renders the page for the user in the cookie, vouching for their role as loadLeagueContext does. */
function fakeNext(req: { url: string; headers: Record<string, string> }, res: FakeResponse, slug: string) {
  return () => {
    const token = sessionCookie(req.headers.cookie);
    const t = token ? tokens[token] : undefined;
    const user = t && t.exp * 1000 > Date.now() ? t.uid : null;
    renders.push(`${user ?? "visitor"} ${req.url}`);
    if (user && roles[user]?.[slug])
      rememberMembership({
        userId: user,
        sessionVersion: 0,
        slug,
        role: roles[user][slug],
        generation: dataGeneration(slug),
      });
    res.statusCode = 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<html>${req.url} for ${user ?? "visitor"}${user ? ` secret-of-${user}` : ""}</html>`);
  };
}

let cache: ReturnType<typeof createFrontCache>;
beforeEach(() => {
  enableMemberCaches();
  clearMemberCaches();
  renders = [];
  cache = createFrontCache({ memberSeconds: 60, decode: async (token: string) => tokens[token] ?? null });
});
afterEach(() => enableMemberCaches(false));

async function get(url: string, who?: string, extra: Record<string, string> = {}): Promise<Res & { hit: boolean }> {
  const headers: Record<string, string> = { ...extra };
  if (who) headers.cookie = `NEXT_LOCALE=it; next-auth.session-token=${who}`;
  const req = { method: "GET", url, headers };
  const res = new FakeResponse();
  const slug = url.split("/")[2];
  await cache.serve(req, res as unknown as ServerResponse, fakeNext(req, res, slug));
  const r = await res.ended;
  return { ...r, hit: r.headers["x-page-cache"] === "HIT member" };
}

describe("member page cache", () => {
  it("serves a member's shared page from the cache after one render", async () => {
    expect((await get("/l/north", "alice")).hit).toBe(false);
    const second = await get("/l/north", "alice");
    expect(second.hit).toBe(true);
    expect(renders).toEqual(["alice /l/north"]);
  });

  it("never hands one member's game page (personal) to another member of the same league", async () => {
    await get("/l/north/games/g1", "alice");
    expect((await get("/l/north/games/g1", "alice")).hit).toBe(true);
    await get("/l/north", "bob"); // bob is vouched for in the league: only the key can keep alice's copy from him
    const bob = await get("/l/north/games/g1", "bob");
    expect(bob.hit).toBe(false);
    expect(bob.body).not.toContain("secret-of-alice");
    expect(bob.body).toContain("secret-of-bob");
    const bobAgain = await get("/l/north/games/g1", "bob");
    expect(bobAgain.hit).toBe(true);
    expect(bobAgain.body).not.toContain("alice");
  });

  it("gives no cached member page to a visitor, a forged or expired cookie, or a member of another league", async () => {
    await get("/l/north", "alice");
    await get("/l/north/games/g1", "alice");
    await get("/l/south", "carol"); // carol is vouched for, in her own league
    for (const url of ["/l/north", "/l/north/games/g1"]) {
      for (const who of [undefined, "forged", "old", "carol"]) {
        const r = await get(url, who);
        expect(r.hit, `${who} ${url}`).toBe(false);
        expect(r.body).not.toContain("secret-of-alice");
      }
    }
    // and what they got rendered was never kept for them either
    expect((await get("/l/north", "carol")).hit).toBe(false);
    expect((await get("/l/north")).hit).toBe(false);
  });

  it("a write (clearPageCache) drops the pages and the vouched memberships: a removed member is asked again", async () => {
    await get("/l/north", "alice");
    expect((await get("/l/north", "alice")).hit).toBe(true);
    delete roles.alice.north; // removed from the league
    await clearPageCache();
    const after = await get("/l/north", "alice");
    expect(after.hit).toBe(false);
    expect((await get("/l/north", "alice")).hit).toBe(false);
    roles.alice.north = "player";
  });

  it("a session version other than the vouched one is not recognised", async () => {
    await get("/l/north", "alice");
    tokens.alice2 = { uid: "alice", sv: 1, exp: future() }; // a token of a later password change: sv 1, vouched 0
    expect((await get("/l/north", "alice2")).hit).toBe(false);
  });

  it("keeps nothing rendered while a write happened", async () => {
    const req = { method: "GET", url: "/l/north", headers: { cookie: "next-auth.session-token=alice" } };
    const res = new FakeResponse();
    await cache.serve(req, res as unknown as ServerResponse, () => {
      clearMemberCaches(); // a write lands during the render
      fakeNext(req, res, "north")();
    });
    await res.ended;
    expect((await get("/l/north", "alice")).hit).toBe(false);
  });

  it("a write inside one league drops that league's pages and memberships only", async () => {
    await get("/l/north", "alice");
    await get("/l/south", "carol");
    for (const [url, who] of [
      ["/l/north", "alice"],
      ["/l/south", "carol"],
    ])
      expect((await get(url, who)).hit).toBe(true);
    delete roles.alice.north; // removed from north: a write in north
    await clearPageCache(["north"]);
    expect((await get("/l/north", "alice")).hit).toBe(false); // asked again, and no longer vouched for
    expect((await get("/l/north", "alice")).hit).toBe(false);
    expect((await get("/l/south", "carol")).hit).toBe(true); // south kept its page and carol's membership
    roles.alice.north = "player";
  });

  it("keeps a render of one league while a write lands in another, and drops it when the write is in its own", async () => {
    for (const [write, kept] of [
      [["south"], true],
      [["north"], false],
      [undefined, false],
    ] as const) {
      clearMemberCaches();
      await get("/l/north", "alice"); // vouched
      clearMemberCaches(["north"]);
      const req = { method: "GET", url: "/l/north/players/p1", headers: { cookie: "next-auth.session-token=alice" } };
      const res = new FakeResponse();
      await cache.serve(req, res as unknown as ServerResponse, () => {
        fakeNext(req, res, "north")(); // vouches again, then a write lands before the page is stored
        clearMemberCaches(write ? [...write] : undefined);
      });
      await res.ended;
      if (kept) expect((await get("/l/north/players/p1", "alice")).hit, String(write)).toBe(true);
      else expect((await get("/l/north/players/p1", "alice")).hit, String(write)).toBe(false);
    }
  });

  it("a write that ends one account's sessions forgets that account's roles in every league, and nobody else's", async () => {
    await get("/l/north", "alice");
    await get("/l/north", "bob");
    await get("/l/south", "carol");
    await clearPageCache({ leagues: [], users: ["alice"] }); // alice changed her password
    expect((await get("/l/north", "alice")).hit).toBe(false);
    expect((await get("/l/north", "bob")).hit).toBe(true);
    expect((await get("/l/south", "carol")).hit).toBe(true);
  });

  it("keys the language as Next renders it, not by a regex (issue 20 §9)", async () => {
    const session = "next-auth.session-token=alice";
    // Next renders Italian for two NEXT_LOCALE cookies (the first wins): an English reader must not get that copy
    expect(
      (await get("/l/north/players/p1", undefined, { cookie: `NEXT_LOCALE=it; NEXT_LOCALE=en; ${session}` })).hit,
    ).toBe(false);
    expect((await get("/l/north/players/p1", undefined, { cookie: `NEXT_LOCALE=en; ${session}` })).hit).toBe(false);
    expect((await get("/l/north/players/p1", undefined, { cookie: `NEXT_LOCALE=it; ${session}` })).hit).toBe(true);
    // a quoted "en" is rendered English: it shares the English copy
    expect((await get("/l/north/players/p1", undefined, { cookie: `NEXT_LOCALE="en"; ${session}` })).hit).toBe(true);
  });

  it("keeps no junk session cookie: 10,000 distinct ones leave no decoded session behind (issue 20 §10)", async () => {
    for (let i = 0; i < 10_000; i++) {
      const junk = i % 2 ? `${i}-${"x".repeat(15_000)}` : `${i}-${"y".repeat(500)}`; // too long to be next-auth's, or not decodable
      await get("/l/north", undefined, { cookie: `next-auth.session-token=${junk}` });
    }
    expect(cache.sessionCount).toBe(0);
  });

  it("keeps at most maxSessions decoded sessions, the most recently used", async () => {
    let decodes = 0;
    const small = createFrontCache({
      memberSeconds: 60,
      maxSessions: 100,
      decode: async (token: string) => (
        decodes++,
        token.startsWith("u") ? { uid: token, sv: 0, exp: future() } : (tokens[token] ?? null)
      ),
    });
    const visit = async (who: string) => {
      const req = { method: "GET", url: "/l/north", headers: { cookie: `next-auth.session-token=${who}` } };
      const res = new FakeResponse();
      await small.serve(req, res as unknown as ServerResponse, fakeNext(req, res, "north"));
      return res.ended;
    };
    await visit("alice");
    for (let i = 0; i < 1000; i++) {
      await visit(`u${i}`);
      if (i % 10 === 0) await visit("alice"); // alice keeps coming back
    }
    expect(small.sessionCount).toBe(100);
    const before = decodes;
    await visit("alice");
    expect(decodes).toBe(before); // still kept: decoded once
  });

  it("a visitor whose Accept-Encoding spells a member's key neither gets nor drops the member's copy", async () => {
    await get("/l/north", "alice");
    expect((await get("/l/north", "alice")).hit).toBe(true);
    // an encoding that spells the member part of a key before the URL: `it  north player alice /l/north`
    const visitor = await get("/l/north", undefined, { "accept-encoding": " north player alice" });
    expect(visitor.hit).toBe(false);
    expect(visitor.body).not.toContain("secret-of-alice");
    expect((await get("/l/north", "alice")).hit).toBe(true);
  });

  it("sends requests other than full-page GETs of the six member pages to Next", async () => {
    expect(memberPage("/l/north/admin")).toBeNull();
    expect(memberPage("/l/north/seasons/3/recap")).toEqual({ slug: "north", personal: false });
    expect(memberPage("/l/north/seasons/3/games?page=2")).toEqual({ slug: "north", personal: false });
    expect(memberPage("/l/north/seasons/3/games?page=2&x=1")).toBeNull();
    expect(memberPage("/l/north/games/abc")).toEqual({ slug: "north", personal: true });
    await get("/l/north", "alice");
    expect((await get("/l/north", "alice", { rsc: "1" })).hit).toBe(false);
    expect(sessionCookie("next-auth.session-token.0=a; next-auth.session-token.1=b")).toBeNull();
  });
});
