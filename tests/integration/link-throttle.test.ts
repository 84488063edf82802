// Issue 20 item 5 (decision 0036): page views of links spend nothing, only redeems with a bad token count, and a club
// joining over one Wi-Fi is never refused.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadLinkToken } from "@/server/accounts/link-page";
import { acceptInvite } from "@/server/actions/accept-invite";
import { createGameNight } from "@/server/actions/create-game-night";
import { createInvite } from "@/server/actions/create-invite";
import { createResetLink } from "@/server/actions/create-reset-link";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { linkInvite } from "@/server/actions/link-invite";
import { resetPassword } from "@/server/actions/reset-password";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { LINK_LIMIT } from "@/server/auth/login-throttle";
import { db } from "@/server/db";
import { createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

// The client's address as src/runtime/serve.ts passes it on; null = unknown (no per-client limit).
let clientAddress: string | null = null;
vi.mock("next/headers", () => ({
  headers: async () => new Headers(clientAddress ? { "x-client-address": clientAddress } : {}),
}));

// every test has its own club (the throttle rows outlive a test)
let CLUB_WIFI = "";
let clubs = 0;
let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  clientAddress = null;
  CLUB_WIFI = `203.0.113.${++clubs}`;
  world = await createLeagueWithPlayers(1);
});

/** The organiser makes an invite link on their phone (another network). */
async function invite() {
  const was = clientAddress;
  clientAddress = "198.51.100.2";
  signInAs(world.organiser);
  const res = await createInvite({
    leagueSlug: world.league.slug,
    role: "player",
    canRecordResults: false,
    playerId: "",
  });
  if (!res.ok) throw new Error(`invite refused: ${JSON.stringify(res)}`);
  signOut();
  clientAddress = was;
  return res.data.token;
}
const newcomer = (token: string, email: string) => ({
  token,
  name: "Giocatore",
  email,
  password: "flotta-blu-2010",
  confirmPassword: "flotta-blu-2010",
});
const bogus = (i: number) => `${"Z".repeat(40)}${String(i).padStart(3, "0")}`;

describe("link pages spend no attempts", () => {
  it("30 page views of bogus /invite and /reset links (image tags on any page) do not hide or block a valid link", async () => {
    clientAddress = CLUB_WIFI;
    for (let i = 0; i < LINK_LIMIT.max + 10; i++) {
      expect(await loadLinkToken(bogus(i), i % 2 ? "invite" : "reset")).toBeNull();
      expect(await loadLinkToken("not-even-a-token", "invite")).toBeNull();
    }
    const token = await invite();
    clientAddress = CLUB_WIFI;
    expect(await loadLinkToken(token, "invite")).toMatchObject({ token, leagueId: world.league.id });
    expect(await acceptInvite(newcomer(token, "nuovo1@example.com"))).toMatchObject({ ok: true });
  });

  it("a valid link still renders for a client locked by bad redeems; redeeming waits for the lock, other clients do not", async () => {
    clientAddress = CLUB_WIFI;
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect(await acceptInvite(newcomer(bogus(i), "x@example.com"))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await acceptInvite(newcomer(bogus(99), "x@example.com"))).toEqual({
      ok: false,
      formError: "tooManyAttempts:15",
    });
    const token = await invite();
    clientAddress = CLUB_WIFI;
    expect(await loadLinkToken(token, "invite")).toMatchObject({ token });
    expect(await acceptInvite(newcomer(token, "nuovo2@example.com"))).toEqual({
      ok: false,
      formError: "tooManyAttempts:15",
    });
    clientAddress = "198.51.100.77";
    expect(await acceptInvite(newcomer(token, "nuovo2@example.com"))).toMatchObject({ ok: true });
  });
});

describe("only failed redeems count", () => {
  it("a club night: 25 players accept their invites over one Wi-Fi (each page re-rendered after its link was used) and all join", async () => {
    for (let i = 0; i < LINK_LIMIT.max + 5; i++) {
      const token = await invite();
      clientAddress = CLUB_WIFI;
      expect(await loadLinkToken(token, "invite")).not.toBeNull();
      expect(await acceptInvite(newcomer(token, `giocatore${i}@example.com`))).toMatchObject({ ok: true });
      // the action's revalidation renders the page again: the link is now used
      expect(await loadLinkToken(token, "invite")).toBeNull();
    }
    expect(await db.membership.count({ where: { leagueId: world.league.id } })).toBe(2 + LINK_LIMIT.max + 5);
  });

  it("signed-in members linking their accounts, and members resetting their passwords, are not counted either", async () => {
    for (let i = 0; i < LINK_LIMIT.max + 2; i++) {
      const token = await invite();
      const user = await createUser();
      signInAs(user);
      clientAddress = CLUB_WIFI;
      expect(await linkInvite({ token })).toMatchObject({ ok: true });
    }
    const member = world.members[0].user;
    const membershipId = (
      await db.membership.findFirstOrThrow({ where: { userId: member.id, leagueId: world.league.id } })
    ).id;
    for (let i = 0; i < LINK_LIMIT.max + 2; i++) {
      clientAddress = null;
      signInAs(world.organiser);
      const made = await createResetLink({ leagueSlug: world.league.slug, membershipId });
      if (!made.ok) throw new Error(JSON.stringify(made));
      signOut();
      clientAddress = CLUB_WIFI;
      expect(
        await resetPassword({
          token: made.data.token,
          password: `nuova-password-${i}`,
          confirmPassword: `nuova-password-${i}`,
        }),
      ).toEqual({ ok: true, data: { email: member.email } });
    }
  });

  it("a player opens their reveal link 25 times over the club's Wi-Fi; wrong codes from there still count", async () => {
    const guest = await createPlayer(world.league.id, { name: "Ospite", armyColor: "nero" });
    signInAs(world.organiser);
    await startObjectiveSet({ slug: world.league.slug, edition: 1, source: "official" });
    const created = await createGameNight({
      slug: world.league.slug,
      playedOn: "2026-04-01",
      turnOrderMode: "random",
      seats: [
        { playerId: world.members[0].player.id, armyColor: "blu" },
        { playerId: guest.id, armyColor: "rosso" },
        { playerId: (await createPlayer(world.league.id, { name: "Terzo" })).id, armyColor: "verde" },
      ],
    });
    if (!created.ok) throw new Error("game");
    expect((await dealGameObjectives({ slug: world.league.slug, gameId: created.data.gameId })).ok).toBe(true);
    const seat = await db.seat.findFirstOrThrow({
      where: { gameId: created.data.gameId, playerId: guest.id },
      select: { id: true },
    });
    const link = await createRevealLink({ slug: world.league.slug, gameId: created.data.gameId, seatId: seat.id });
    if (!link.ok) throw new Error("link");
    signOut();
    clientAddress = CLUB_WIFI;
    for (let i = 0; i < LINK_LIMIT.max + 5; i++)
      expect(await revealObjectiveByLink({ token: link.data.token })).toMatchObject({ ok: true });
    const wrong = (i: number) => `ABCDEFGHJKMNPQRSTV${String(i).padStart(2, "0").replace(/[01]/g, "W")}`;
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect(await revealObjectiveByLink({ token: wrong(i) })).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await revealObjectiveByLink({ token: link.data.token })).toEqual({
      ok: false,
      formError: "tooManyAttempts:15",
    });
  });
});
