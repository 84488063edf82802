// Decision 0035: an organiser's invite or reset link lasts only as long as the rights it was issued under.
import { beforeEach, describe, expect, it } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { createInvite } from "@/server/actions/create-invite";
import { createLeague } from "@/server/actions/create-league";
import { createResetLink } from "@/server/actions/create-reset-link";
import { linkInvite } from "@/server/actions/link-invite";
import { removeMember } from "@/server/actions/remove-member";
import { resetPassword } from "@/server/actions/reset-password";
import { updateMember } from "@/server/actions/update-member";
import { issueResetToken } from "@/server/accounts/tokens";
import { getLeagueAccess } from "@/server/auth/access";
import { authenticate } from "@/server/auth/authenticate";
import { db } from "@/server/db";
import { listPendingInvites } from "@/server/queries/invites";
import type { LeagueContext } from "@/server/queries/league-context";
import { addMember, createLeagueWithPlayers, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
/** a second organiser of the league: the one who loses their rights */
let second: Awaited<ReturnType<typeof createUser>>;
beforeEach(async () => {
  world = await createLeagueWithPlayers(1);
  second = await createUser({ name: "Secondo" });
  await addMember(second.id, world.league.id, "organiser");
});

const membershipOf = (userId: string, leagueId = world.league.id) =>
  db.membership.findUniqueOrThrow({ where: { userId_leagueId: { userId, leagueId } } });
const newPassword = (token: string, password = "presa-del-controllo") => ({
  token,
  password,
  confirmPassword: password,
});
const signsInWith = async (email: string, password: string) => (await authenticate(db, { email, password })).ok;

async function resetLinkFor(userId: string, by: { id: string } = world.organiser) {
  signInAs(by);
  const res = await createResetLink({ leagueSlug: world.league.slug, membershipId: (await membershipOf(userId)).id });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.token;
}

async function inviteBy(by: { id: string }, role: "player" | "organiser" = "organiser", slug = world.league.slug) {
  signInAs(by);
  const res = await createInvite({ leagueSlug: slug, role, canRecordResults: false, playerId: "" });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.token;
}

describe("a reset link issued by an organiser, used after the account joined another league", () => {
  it("does not work once the member created a league of their own (the organiser would take it over)", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id);
    signInAs(member);
    expect((await createLeague({ name: `Lega di ${member.id}` })).ok).toBe(true);
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await signsInWith(member.email, "presa-del-controllo")).toBe(false);
    expect(await signsInWith(member.email, "password123")).toBe(true);
  });

  it("does not work once the member accepted an invite to another league", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id);
    const other = await createLeagueWithPlayers(0);
    const invite = await inviteBy(other.organiser, "player", other.league.slug);
    signInAs(member);
    expect((await linkInvite({ token: invite })).ok).toBe(true);
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await signsInWith(member.email, "presa-del-controllo")).toBe(false);
  });

  it("is checked again when used: a membership added by any path (an import, the database) refuses it too", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id);
    await addMember(member.id, (await createLeagueWithPlayers(0)).league.id, "organiser");
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await signsInWith(member.email, "presa-del-controllo")).toBe(false);
  });

  it("still works when the account joined a league its issuer organises too", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id);
    const sister = await createLeagueWithPlayers(0);
    await addMember(world.organiser.id, sister.league.id, "organiser");
    await addMember(member.id, sister.league.id, "player");
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: true, data: { email: member.email } });
  });

  it("links from the CLI administrator or the owner's own e-mail stay valid after joining", async () => {
    const member = world.members[0].user;
    const { token } = await db.$transaction((tx) =>
      issueResetToken(tx, { userId: member.id, leagueId: null, createdById: null }),
    );
    signInAs(member);
    expect((await createLeague({ name: `Lega nuova ${member.id}` })).ok).toBe(true);
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: true, data: { email: member.email } });
    expect(await signsInWith(member.email, "presa-del-controllo")).toBe(true);
  });
});

describe("a removed or demoted organiser", () => {
  it("removed, cannot get the organiser role back through an invite they created", async () => {
    const token = await inviteBy(second);
    signInAs(world.organiser);
    expect(
      await removeMember({ leagueSlug: world.league.slug, membershipId: (await membershipOf(second.id)).id }),
    ).toEqual({ ok: true, data: null });
    signInAs(second);
    expect(await linkInvite({ token })).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await db.membership.count({ where: { userId: second.id, leagueId: world.league.id } })).toBe(0);
    expect(await db.accountToken.count({ where: { createdById: second.id, usedAt: null } })).toBe(0);
  });

  it("demoted, their pending invites stop working for anyone", async () => {
    const token = await inviteBy(second, "player");
    signInAs(world.organiser);
    expect(
      (
        await updateMember({
          leagueSlug: world.league.slug,
          membershipId: (await membershipOf(second.id)).id,
          role: "player",
          canRecordResults: false,
        })
      ).ok,
    ).toBe(true);
    signOut();
    const res = await acceptInvite({
      token,
      name: "Complice",
      email: "complice@example.com",
      password: "complice-2026",
      confirmPassword: "complice-2026",
    });
    expect(res).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await db.user.count({ where: { email: "complice@example.com" } })).toBe(0);
  });

  it("the creator's rights are checked when the invite is used, whatever path took them away", async () => {
    const token = await inviteBy(second);
    await db.membership.update({ where: { id: (await membershipOf(second.id)).id }, data: { role: "player" } });
    signInAs(second);
    expect(await linkInvite({ token })).toEqual({ ok: false, formError: "linkInvalid" });
    expect((await membershipOf(second.id)).role).toBe("player");
  });

  it("removed, the reset links they issued stop working", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id, second);
    signInAs(world.organiser);
    expect(
      (await removeMember({ leagueSlug: world.league.slug, membershipId: (await membershipOf(second.id)).id })).ok,
    ).toBe(true);
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await signsInWith(member.email, "presa-del-controllo")).toBe(false);
  });

  it("demoted (by any path), the reset links they issued stop working", async () => {
    const member = world.members[0].user;
    const token = await resetLinkFor(member.id, second);
    await db.membership.update({ where: { id: (await membershipOf(second.id)).id }, data: { role: "player" } });
    signOut();
    expect(await resetPassword(newPassword(token))).toEqual({ ok: false, formError: "linkInvalid" });
  });

  it("the other organisers' invites keep working, and the pending list says who created each", async () => {
    await inviteBy(second, "player");
    const kept = await inviteBy(world.organiser, "player");
    const ctx = {
      league: world.league,
      user: null,
      access: await getLeagueAccess(db, world.organiser.id, world.league.id),
    } as LeagueContext;
    expect((await listPendingInvites(ctx)).map((i) => i.createdByName).sort()).toEqual(["Organiser", "Secondo"]);
    signInAs(world.organiser);
    expect(
      (
        await updateMember({
          leagueSlug: world.league.slug,
          membershipId: (await membershipOf(second.id)).id,
          role: "player",
          canRecordResults: false,
        })
      ).ok,
    ).toBe(true);
    expect((await listPendingInvites(ctx)).map((i) => i.createdByName)).toEqual(["Organiser"]);
    signOut();
    expect(
      (
        await acceptInvite({
          token: kept,
          name: "Nuovo",
          email: "nuovo@example.com",
          password: "nuovo-2026-ok",
          confirmPassword: "nuovo-2026-ok",
        })
      ).ok,
    ).toBe(true);
  });
});
