import type { ServerResponse } from "node:http";
// Issue 20 §7: a write drops only the caches of the leagues it touches, whatever the action (the wrapper derives the
// leagues from what the action names); creating a league, which any signed-in user may do, drops nobody else's cached
// pages, memoised season data or vouched memberships; and one account creates at most a few leagues a day.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { changePassword } from "@/server/actions/change-password";
import { createLeague } from "@/server/actions/create-league";
import { db } from "@/server/db";
import { enableDerivedMemo, memo } from "@/server/derived";
import {
  createFrontCache,
  dataGeneration,
  enableMemberCaches,
  onPageCacheClear,
  registerPageCache,
  rememberMembership,
  vouchedRole,
} from "../../src/runtime/front-cache";
import { addMember, createLeagueWithPlayers, createUser } from "../support/factories";
import { FakeResponse } from "../support/fake-response";
import { signInAs } from "../support/session";

const pages = createFrontCache({ publicSeconds: 60 });
const unregister = registerPageCache(pages);
const heard: { leagues: string[] | undefined; users: string[] }[] = [];
onPageCacheClear((leagues?: string[], users: string[] = []) => heard.push({ leagues, users }));

/** A GET of `url` through the public page cache; "Next" answers a cacheable page. Returns whether it was a hit. */
function visit(url: string) {
  const res = new FakeResponse();
  pages.serve({ method: "GET", url, headers: {} }, res as unknown as ServerResponse, () => {
    res.setHeader("cache-control", "s-maxage=60");
    res.end(`<html>${url}</html>`);
  });
  return res.headers["x-page-cache"] === "HIT";
}

let club: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeAll(async () => {
  club = await createLeagueWithPlayers(2);
  enableMemberCaches();
  enableDerivedMemo(); // the one memo of derived data, on in the server
  createFrontCache({ memberSeconds: 60, decode: async () => null });
});
afterAll(() => {
  enableMemberCaches(false);
  enableDerivedMemo(false);
  unregister();
});

/** Fills every cache of `club`: a public page, a memoised value, a vouched membership. Returns the memo's counter. */
async function warm() {
  const url = `/l/${club.league.slug}/seasons/1`;
  visit(url);
  expect(visit(url)).toBe(true);
  let computed = 0;
  const key = `standings ${club.season.id} ${Math.random()}`;
  const standings = () => memo(key, async () => ++computed, club.league.id);
  await standings();
  const member = club.members[0].user.id;
  rememberMembership({
    userId: member,
    sessionVersion: 0,
    slug: club.league.slug,
    role: "player",
    generation: dataGeneration(club.league.slug),
  });
  expect(vouchedRole(member, 0, club.league.slug)).toBe("player");
  return { url, standings, computed: () => computed, member };
}

describe("what a write drops", () => {
  it("creating a league drops none of another league's cached pages, memoised data or vouched memberships", async () => {
    const { url, standings, computed, member } = await warm();
    signInAs(await createUser());
    const created = await createLeague({ name: `Circolo Nuovo ${Date.now()}` });
    expect(created.ok).toBe(true);
    const slug = created.ok ? created.data.leagueSlug : "";
    expect(heard.at(-1)).toEqual({ leagues: [slug], users: [] });
    expect(visit(url)).toBe(true);
    await standings();
    expect(computed()).toBe(1);
    expect(vouchedRole(member, 0, club.league.slug)).toBe("player");
  });

  it("a write in the league drops its caches", async () => {
    const { url, standings, computed } = await warm();
    signInAs(club.organiser);
    const { savePlayer } = await import("@/server/actions/save-player");
    const res = await savePlayer({
      leagueSlug: club.league.slug,
      displayName: `Nuovo ${Date.now()}`,
      armyColor: "blu",
    });
    expect(res).toMatchObject({ ok: true });
    expect(heard.at(-1)).toEqual({ leagues: [club.league.slug], users: [] });
    expect(visit(url)).toBe(false);
    await standings();
    expect(computed()).toBe(2);
  });

  it("a password change forgets the account's vouched memberships only: other members and every page stay", async () => {
    const { url, member } = await warm();
    const other = club.members[1].user.id;
    rememberMembership({
      userId: other,
      sessionVersion: 0,
      slug: club.league.slug,
      role: "player",
      generation: dataGeneration(club.league.slug),
    });
    signInAs(club.members[0].user);
    const res = await changePassword({
      currentPassword: "password123",
      password: "a-new-password-1",
      confirmPassword: "a-new-password-1",
    });
    expect(res.ok).toBe(true);
    expect(heard.at(-1)).toEqual({ leagues: [], users: [member] });
    expect(vouchedRole(member, 0, club.league.slug)).toBeNull();
    expect(vouchedRole(other, 0, club.league.slug)).toBe("player");
    expect(visit(url)).toBe(true);
  });
});

describe("league creation per account", () => {
  it("refuses the fourth league of an account within 24 hours, next to the name; another account and a later day may", async () => {
    const founder = await createUser();
    signInAs(founder);
    for (let i = 0; i < 3; i++)
      expect(await createLeague({ name: `Lega ${i} ${founder.id}` })).toMatchObject({ ok: true });
    const fourth = await createLeague({ name: `Lega 3 ${founder.id}` });
    expect(fourth).toEqual({ ok: false, formError: "checkFields", fieldErrors: { name: ["tooManyLeagues:3"] } });
    expect(await db.league.count({ where: { name: `Lega 3 ${founder.id}` } })).toBe(0);

    signInAs(await createUser());
    expect(await createLeague({ name: `Lega altrui ${founder.id}` })).toMatchObject({ ok: true });

    // a day later the window has moved on
    await db.auditEvent.updateMany({
      where: { actorUserId: founder.id, action: "league.create" },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    signInAs(founder);
    expect(await createLeague({ name: `Lega 3 ${founder.id}` })).toMatchObject({ ok: true });
  });

  it("simultaneous creations by one account count each other", async () => {
    const founder = await createUser();
    const league = await db.league.create({ data: { name: "x", slug: `x-${founder.id}` } });
    await addMember(founder.id, league.id, "organiser");
    // two leagues already created today
    for (let i = 0; i < 2; i++)
      await db.auditEvent.create({
        data: {
          leagueId: league.id,
          actorUserId: founder.id,
          action: "league.create",
          entityType: "League",
          entityId: league.id,
        },
      });
    signInAs(founder);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const results = await Promise.all([0, 1, 2].map((i) => createLeague({ name: `Insieme ${i} ${founder.id}` })));
    error.mockRestore();
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, formError: "checkFields", fieldErrors: { name: ["tooManyLeagues:3"] } },
      { ok: false, formError: "checkFields", fieldErrors: { name: ["tooManyLeagues:3"] } },
    ]);
  });
});
