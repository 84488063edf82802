// Issue 20 item 12 (decision 0033): a members-only league does not exist for visitors and non-members — the same 404
// as a league that does not exist — on every page (loadLeagueContext) and season-level read; new leagues are
// members-only; its organiser switches it; leagues made before the setting stay public.
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { createLeague } from "@/server/actions/create-league";
import { saveLeagueVisibility } from "@/server/actions/save-league-visibility";
import { saveSeason } from "@/server/actions/save-season";
import { NotFoundError } from "@/server/auth/access";
import { leagueShownTo } from "@/server/auth/league-gate";
import { sessionCookieName } from "@/server/auth/session-token";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { listVisibleLeagues } from "@/server/queries/leagues";
import { loadSeasonAccess } from "@/server/queries/objectives";
import { addMember, createLeagueWithPlayers, createSeason, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

/** Next's notFound(): what every page of the league answers (the same for a league that does not exist). */
const NOT_FOUND = { digest: expect.stringContaining("404") };

async function privateLeague() {
  const owner = await createUser({ name: "Owner" });
  signInAs(owner);
  const res = await createLeague({ name: `Circolo ${Math.random().toString(36).slice(2, 8)}` });
  if (!res.ok) throw new Error("league");
  const league = await db.league.findUniqueOrThrow({ where: { slug: res.data.leagueSlug } });
  const member = await createUser({ name: "Member" });
  await addMember(member.id, league.id, "player");
  const season = await createSeason(league.id, { isPublic: false });
  return { owner, member, league, season };
}

describe("a members-only league", () => {
  it("is what a new league is; leagues made before the setting (and the demo) stay public", async () => {
    const { league } = await privateLeague();
    expect(league.isPublic).toBe(false);
    const old = await db.league.create({ data: { name: "Vecchia", slug: `old-${Date.now()}` } });
    expect(old.isPublic).toBe(true);
  });

  it("answers visitors and members of other leagues exactly like a league that does not exist", async () => {
    const { league, member, owner } = await privateLeague();
    const outsider = (await createLeagueWithPlayers(1)).members[0].user;
    signOut();
    await expect(loadLeagueContext("no-such-league")).rejects.toMatchObject(NOT_FOUND);
    await expect(loadLeagueContext(league.slug)).rejects.toMatchObject(NOT_FOUND);
    signInAs(outsider);
    await expect(loadLeagueContext(league.slug)).rejects.toMatchObject(NOT_FOUND);
    for (const user of [member, owner]) {
      signInAs(user);
      expect((await loadLeagueContext(league.slug)).league.name).toBe(league.name);
    }
    // the objectives pages and their export read the season directly
    await expect(loadSeasonAccess(league.slug, 1, null)).rejects.toBeInstanceOf(NotFoundError);
    await expect(loadSeasonAccess(league.slug, 1, outsider.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await loadSeasonAccess(league.slug, 1, member.id)).access.role).toBe("player");
  });

  it("is not listed to visitors, even with a public season (data from before the setting)", async () => {
    const { league, season, member } = await privateLeague();
    await db.season.update({ where: { id: season.id }, data: { isPublic: true } });
    expect((await listVisibleLeagues(null)).map((l) => l.slug)).not.toContain(league.slug);
    expect((await listVisibleLeagues(member.id)).map((l) => l.slug)).toContain(league.slug);
    signOut();
    await expect(loadLeagueContext(league.slug)).rejects.toMatchObject(NOT_FOUND);
  });

  it("has members-only seasons: a season cannot be made public until the league is", async () => {
    const { league, owner } = await privateLeague();
    signInAs(owner);
    const season = {
      leagueSlug: league.slug,
      edition: 2,
      name: "Torneo 2",
      year: 2026,
      plannedGames: 40,
      status: "active",
      isPublic: "on",
      rules: JSON.stringify({ formula: { kind: "winnerBonus", bonus: 40 }, minGames: 10 }),
    };
    expect(await saveSeason(season)).toMatchObject({ ok: false, fieldErrors: { isPublic: ["leagueMembersOnly"] } });
    expect(await db.season.count({ where: { leagueId: league.id, edition: 2 } })).toBe(0);
    expect(await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "on" })).toEqual({
      ok: true,
      data: { isPublic: true },
    });
    expect((await saveSeason(season)).ok).toBe(true);
  });

  it("is switched by its organiser only; going members-only closes every season, going public shows the league", async () => {
    const { league, owner, member, season } = await privateLeague();
    signInAs(member);
    expect(await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "on" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signOut();
    expect(await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "on" })).toMatchObject({ ok: false });
    expect((await db.league.findUniqueOrThrow({ where: { id: league.id } })).isPublic).toBe(false);

    signInAs(owner);
    expect((await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "on" })).ok).toBe(true);
    signOut();
    expect((await loadLeagueContext(league.slug)).league.id).toBe(league.id);
    await db.season.update({ where: { id: season.id }, data: { isPublic: true } });
    expect((await loadSeasonAccess(league.slug, 1, null)).season.isPublic).toBe(true);

    signInAs(owner);
    expect(await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "" })).toEqual({
      ok: true,
      data: { isPublic: false },
    });
    expect(await db.season.count({ where: { leagueId: league.id, isPublic: true } })).toBe(0);
    signOut();
    await expect(loadLeagueContext(league.slug)).rejects.toMatchObject(NOT_FOUND);
    const events = await db.auditEvent.findMany({ where: { leagueId: league.id, action: "league.visibility" } });
    expect(events).toHaveLength(2);
  });
});

/** The cookies of a browser signed in as `user` (a session token as next-auth's jwt callback writes it), or of none. */
async function jar(user?: { id: string; sessionVersion?: number }, chunks = 1) {
  if (!user) return { getAll: () => [] };
  const secret = process.env.NEXTAUTH_SECRET!;
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion ?? 0 }, secret });
  const name = sessionCookieName();
  const size = Math.ceil(token.length / chunks);
  const cookies =
    chunks === 1
      ? [{ name, value: token }]
      : Array.from({ length: chunks }, (_, i) => ({
          name: `${name}.${i}`,
          value: token.slice(i * size, (i + 1) * size),
        }));
  return { getAll: () => cookies.toReversed() };
}

describe("the gate in front of a league's pages (src/proxy.ts)", () => {
  it("shows a members-only league to its members only, with a session still current", async () => {
    const { league, owner, member } = await privateLeague();
    const outsider = (await createLeagueWithPlayers(1)).members[0].user;
    expect(await leagueShownTo(league.slug, await jar())).toBe(false);
    expect(await leagueShownTo(league.slug, await jar(outsider))).toBe(false);
    expect(await leagueShownTo(league.slug, await jar(member))).toBe(true);
    expect(await leagueShownTo(league.slug, await jar(owner))).toBe(true);
    expect(await leagueShownTo(league.slug, await jar(member, 3)), "a cookie next-auth split in chunks").toBe(true);
    expect(await leagueShownTo(league.slug, { getAll: () => [{ name: sessionCookieName(), value: "forged" }] })).toBe(
      false,
    );
    // a password change or a removal ends the member's sessions
    await db.user.update({ where: { id: member.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await leagueShownTo(league.slug, await jar(member))).toBe(false);
  });

  it("shows a public league to anyone, an unknown or malformed slug to no one", async () => {
    const { league } = await createLeagueWithPlayers(1);
    expect(await leagueShownTo(league.slug, await jar())).toBe(true);
    for (const slug of ["no-such-league", "_x", "Italy-War", "%2e%2e", "a".repeat(101), ""])
      expect(await leagueShownTo(slug, await jar())).toBe(false);
  });

  it("follows the organiser's switch at once, both ways", async () => {
    const { league, owner } = await privateLeague();
    expect(await leagueShownTo(league.slug, await jar())).toBe(false);
    signInAs(owner);
    expect((await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "on" })).ok).toBe(true);
    expect(await leagueShownTo(league.slug, await jar())).toBe(true);
    expect((await saveLeagueVisibility({ leagueSlug: league.slug, isPublic: "" })).ok).toBe(true);
    expect(await leagueShownTo(league.slug, await jar())).toBe(false);
  });
});
