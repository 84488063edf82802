import { beforeEach, describe, expect, it, vi } from "vitest";
import { changePassword } from "@/server/actions/change-password";
import { createResetLink } from "@/server/actions/create-reset-link";
import { removeMember } from "@/server/actions/remove-member";
import { requestPasswordReset } from "@/server/actions/request-password-reset";
import { resetPassword } from "@/server/actions/reset-password";
import { accountTokenHash } from "@/server/accounts/tokens";
import { authenticate } from "@/server/auth/authenticate";
import { accountKey, MAX_FAILURES } from "@/server/auth/login-throttle";
import { checkToken } from "@/server/auth/options";
import { db } from "@/server/db";
import { addMember, createLeagueWithPlayers, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const mail = vi.hoisted(() => ({ enabled: false, sent: [] as { email: string; token: string }[] }));
vi.mock("@/server/accounts/mail", () => ({
  mailEnabled: () => mail.enabled,
  appUrl: () => "http://localhost:3000",
  sendResetMail: async (user: { email: string }, token: string) => void mail.sent.push({ email: user.email, token }),
}));

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  mail.enabled = false;
  mail.sent = [];
  world = await createLeagueWithPlayers(2);
  signInAs(world.organiser);
});

const membershipOf = (userId: string, leagueId = world.league.id) =>
  db.membership.findUniqueOrThrow({ where: { userId_leagueId: { userId, leagueId } } });
const tokenOf = async (userId: string) => {
  const u = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { uid: u.id, sv: u.sessionVersion };
};
const newPassword = (token: string, password = "nuova-password-1") => ({ token, password, confirmPassword: password });

describe("reset links", () => {
  it("an organiser hands over a reset link; the member sets a new password, older sessions end, the lock-out is lifted", async () => {
    const member = world.members[0].user;
    const session = await tokenOf(member.id);
    for (let i = 0; i < MAX_FAILURES; i++) await authenticate(db, { email: member.email, password: "guess" });
    const res = await createResetLink({
      leagueSlug: world.league.slug,
      membershipId: (await membershipOf(member.id)).id,
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    signOut();
    expect(await resetPassword(newPassword(res.data.token))).toEqual({ ok: true, data: { email: member.email } });
    expect(await db.loginThrottle.count({ where: { key: accountKey(member.email) } })).toBe(0);
    expect((await authenticate(db, { email: member.email, password: "password123" })).ok).toBe(false);
    expect((await authenticate(db, { email: member.email, password: "nuova-password-1" })).ok).toBe(true);
    await expect(checkToken(session)).rejects.toThrow("SessionRevoked");
    expect(await resetPassword(newPassword(res.data.token, "third-password"))).toEqual({
      ok: false,
      formError: "linkInvalid",
    });
  });

  it("refuses the cross-league takeover: no reset link for an account that also belongs to a league the caller does not organise", async () => {
    // the organiser of league B is also a player in league A; A's organiser must not get a way into that account
    const leagueB = (await createLeagueWithPlayers(0)).league;
    const organiserB = await createUser({ email: "organiser-b@example.com" });
    await addMember(organiserB.id, leagueB.id, "organiser");
    await addMember(organiserB.id, world.league.id, "player");
    const before = await db.user.findUniqueOrThrow({ where: { id: organiserB.id } });
    const res = await createResetLink({
      leagueSlug: world.league.slug,
      membershipId: (await membershipOf(organiserB.id)).id,
    });
    expect(res).toEqual({ ok: false, formError: "resetElsewhere" });
    expect(await db.accountToken.count({ where: { userId: organiserB.id } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: organiserB.id } })).toEqual(before);
    // and a player of league A cannot issue one at all
    signInAs(world.members[0].user);
    expect(
      await createResetLink({
        leagueSlug: world.league.slug,
        membershipId: (await membershipOf(world.members[1].user.id)).id,
      }),
    ).toEqual({ ok: false, formError: "forbidden" });
  });

  it("expires after a day", async () => {
    const member = world.members[1].user;
    const res = await createResetLink({
      leagueSlug: world.league.slug,
      membershipId: (await membershipOf(member.id)).id,
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(new Date(res.data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000);
    await db.accountToken.update({
      where: { tokenHash: accountTokenHash(res.data.token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    signOut();
    expect(await resetPassword(newPassword(res.data.token))).toEqual({ ok: false, formError: "linkInvalid" });
  });
});

describe("forgotten password by e-mail", () => {
  it("is off without SMTP", async () => {
    signOut();
    expect(await requestPasswordReset({ email: world.members[0].user.email })).toEqual({
      ok: false,
      formError: "resetByEmailOff",
    });
  });

  it("answers the same for a known and an unknown address; only the known one gets a link, which works", async () => {
    mail.enabled = true;
    signOut();
    const known = await requestPasswordReset({ email: ` ${world.members[0].user.email.toUpperCase()}` });
    const unknown = await requestPasswordReset({ email: "nobody@example.com" });
    expect(known).toEqual(unknown);
    await vi.waitFor(() => expect(mail.sent).toHaveLength(1));
    expect(mail.sent[0].email).toBe(world.members[0].user.email);
    expect((await resetPassword(newPassword(mail.sent[0].token))).ok).toBe(true);
  });
});

describe("changing one's password", () => {
  it("needs the current password and ends older sessions", async () => {
    const member = world.members[0].user;
    const session = await tokenOf(member.id);
    signInAs(member);
    expect(
      await changePassword({ currentPassword: "wrong-one", password: "changed-pass", confirmPassword: "changed-pass" }),
    ).toMatchObject({ ok: false, fieldErrors: { currentPassword: ["wrongPassword"] } });
    expect(
      await changePassword({
        currentPassword: "password123",
        password: "changed-pass",
        confirmPassword: "changed-pass",
      }),
    ).toEqual({ ok: true, data: { email: member.email } });
    await expect(checkToken(session)).rejects.toThrow("SessionRevoked");
    await expect(checkToken(await tokenOf(member.id))).resolves.toMatchObject({ uid: member.id });
    expect((await authenticate(db, { email: member.email, password: "changed-pass" })).ok).toBe(true);
  });
});

describe("removing a member", () => {
  it("deletes the membership, unlinks their player, ends their sessions; never the last organiser", async () => {
    const { user, player } = world.members[0];
    const session = await tokenOf(user.id);
    expect(
      await removeMember({ leagueSlug: world.league.slug, membershipId: (await membershipOf(user.id)).id }),
    ).toEqual({ ok: true, data: null });
    expect(await db.membership.count({ where: { userId: user.id, leagueId: world.league.id } })).toBe(0);
    expect((await db.player.findUniqueOrThrow({ where: { id: player.id } })).userId).toBeNull();
    await expect(checkToken(session)).rejects.toThrow("SessionRevoked");
    expect(
      await removeMember({ leagueSlug: world.league.slug, membershipId: (await membershipOf(world.organiser.id)).id }),
    ).toEqual({ ok: false, formError: "lastOrganiser" });
  });
});
