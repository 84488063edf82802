import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { createInvite } from "@/server/actions/create-invite";
import { linkInvite } from "@/server/actions/link-invite";
import { revokeInvite } from "@/server/actions/revoke-invite";
import { accountTokenHash } from "@/server/accounts/tokens";
import { authenticate } from "@/server/auth/authenticate";
import { LINK_LIMIT } from "@/server/auth/login-throttle";
import { db } from "@/server/db";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

// The client's address as src/runtime/serve.ts passes it on; null = unknown (no per-client limit).
let clientAddress: string | null = null;
vi.mock("next/headers", () => ({
  headers: async () => new Headers(clientAddress ? { "x-client-address": clientAddress } : {}),
}));

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  clientAddress = null;
  world = await createLeagueWithPlayers(1);
  signInAs(world.organiser);
});

async function invite(opts: { role?: "player" | "organiser"; canRecordResults?: boolean; playerId?: string } = {}) {
  signInAs(world.organiser);
  const res = await createInvite({
    leagueSlug: world.league.slug,
    role: opts.role ?? "player",
    canRecordResults: opts.canRecordResults ?? false,
    playerId: opts.playerId ?? "",
  });
  if (!res.ok) throw new Error(`invite refused: ${JSON.stringify(res)}`);
  return res.data.token;
}
const newcomer = (token: string, email = "giorgio@example.com") => ({
  token,
  name: "Giorgio",
  email,
  password: "flotta-blu-2010",
  confirmPassword: "flotta-blu-2010",
});

describe("invites", () => {
  it("an organiser invites; the player sets their own password and is linked to their player record", async () => {
    const giorgio = await createPlayer(world.league.id, { name: "Giorgio" });
    const token = await invite({ playerId: giorgio.id, canRecordResults: true });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.accountToken.findFirstOrThrow({ where: { kind: "invite", leagueId: world.league.id } });
    expect(stored.tokenHash).toBe(accountTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    signOut();
    const res = await acceptInvite(newcomer(token, "  Giorgio@Example.com "));
    expect(res).toEqual({
      ok: true,
      data: { email: "giorgio@example.com", leagueSlug: world.league.slug, next: `/l/${world.league.slug}` },
    });
    const user = await db.user.findUniqueOrThrow({
      where: { email: "giorgio@example.com" },
      include: { memberships: true, players: true },
    });
    expect(user.memberships).toMatchObject([{ leagueId: world.league.id, role: "player", canRecordResults: true }]);
    expect(user.players.map((p) => p.id)).toEqual([giorgio.id]);
    expect((await authenticate(db, { email: "giorgio@example.com", password: "flotta-blu-2010" })).ok).toBe(true);
  });

  it("a player's invite that names no player makes one, named as the account (a second Giorgio is Giorgio 2)", async () => {
    const tokens = [await invite(), await invite()];
    signOut();
    // at the same moment: the second waits for the first's name (on PostgreSQL as on SQLite)
    const both = await Promise.all([
      acceptInvite(newcomer(tokens[0], "g1@example.com")),
      acceptInvite(newcomer(tokens[1], "g2@example.com")),
    ]);
    expect(both.map((r) => r.ok)).toEqual([true, true]);
    const players = await db.player.findMany({
      where: { leagueId: world.league.id, user: { email: { in: ["g1@example.com", "g2@example.com"] } } },
      select: { displayName: true, user: { select: { email: true } } },
      orderBy: { displayName: "asc" },
    });
    expect(players.map((p) => p.displayName)).toEqual(["Giorgio", "Giorgio 2"]);
    expect(players.map((p) => p.user?.email).sort()).toEqual(["g1@example.com", "g2@example.com"]);
    // an organiser's invite gives the role, not a seat in the standings
    expect((await acceptInvite(newcomer(await invite({ role: "organiser" }), "org2@example.com"))).ok).toBe(true);
    expect(await db.player.count({ where: { leagueId: world.league.id, user: { email: "org2@example.com" } } })).toBe(
      0,
    );
  });

  it("works once: a second use, two simultaneous uses, an expired, revoked or unknown link all get the same clean refusal", async () => {
    signOut();
    const token = await invite();
    signOut();
    const both = await Promise.all([
      acceptInvite(newcomer(token, "a@example.com")),
      acceptInvite(newcomer(token, "b@example.com")),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await acceptInvite(newcomer(token, "c@example.com"))).toEqual({ ok: false, formError: "linkInvalid" });

    const expired = await invite();
    await db.accountToken.update({
      where: { tokenHash: accountTokenHash(expired) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const revoked = await invite();
    const row = await db.accountToken.findUniqueOrThrow({ where: { tokenHash: accountTokenHash(revoked) } });
    expect(await revokeInvite({ leagueSlug: world.league.slug, inviteId: row.id })).toEqual({ ok: true, data: null });
    signOut();
    for (const t of [expired, revoked, "A".repeat(43)])
      expect(await acceptInvite(newcomer(t, "d@example.com"))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await db.user.count({ where: { email: { in: ["c@example.com", "d@example.com"] } } })).toBe(0);
  });

  it("an e-mail that has an account is told to sign in first, nothing else, and the link stays usable for linking", async () => {
    const otherLeague = (await createLeagueWithPlayers(0)).league;
    const existing = await createUser({ email: "paolo@example.com" });
    await addMember(existing.id, otherLeague.id, "organiser");
    const paolo = await createPlayer(world.league.id, { name: "Paolo" });
    const token = await invite({ playerId: paolo.id });
    signOut();
    const res = await acceptInvite(newcomer(token, "PAOLO@example.com"));
    expect(res).toEqual({ ok: false, formError: "checkFields", fieldErrors: { email: ["accountExistsSignIn"] } });
    expect((await db.user.findUniqueOrThrow({ where: { id: existing.id } })).name).not.toBe("Giorgio");

    signInAs(existing);
    expect(await linkInvite({ token })).toEqual({
      ok: true,
      data: { leagueSlug: world.league.slug, next: `/l/${world.league.slug}` },
    });
    expect(
      await db.membership.findUnique({
        where: { userId_leagueId: { userId: existing.id, leagueId: world.league.id } },
      }),
    ).toMatchObject({ role: "player" });
    expect((await db.player.findUniqueOrThrow({ where: { id: paolo.id } })).userId).toBe(existing.id);
    expect(await linkInvite({ token })).toEqual({ ok: false, formError: "linkInvalid" });
  });

  it("only organisers invite and revoke, and only with a player of their league that has no login", async () => {
    signInAs(world.members[0].user);
    expect(await createInvite({ leagueSlug: world.league.slug, role: "organiser" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signInAs(world.organiser);
    const elsewhere = await createPlayer((await createLeagueWithPlayers(0)).league.id);
    expect(await createInvite({ leagueSlug: world.league.slug, role: "player", playerId: elsewhere.id })).toMatchObject(
      { ok: false, fieldErrors: { playerId: ["notFound"] } },
    );
    expect(
      await createInvite({ leagueSlug: world.league.slug, role: "player", playerId: world.members[0].player.id }),
    ).toMatchObject({ ok: false, fieldErrors: { playerId: ["playerHasLogin"] } });
  });

  it("limits how many bad links one client may try", async () => {
    clientAddress = "203.0.113.50";
    signOut();
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect(await acceptInvite(newcomer(`${"B".repeat(42)}${i % 10}`))).toEqual({
        ok: false,
        formError: "linkInvalid",
      });
    const token = await invite();
    signOut();
    expect(await acceptInvite(newcomer(token))).toEqual({ ok: false, formError: "tooManyAttempts:15" });
    clientAddress = "198.51.100.1";
    expect((await acceptInvite(newcomer(token, "patient@example.com"))).ok).toBe(true);
  });
});
