// Decision 0035: accepting an invite tells nobody whether an address has an account, and an address cannot be held
// against its owner (confirmed from the mailbox with SMTP; released by the administrator without).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { confirmInvite } from "@/server/actions/confirm-invite";
import { createInvite } from "@/server/actions/create-invite";
import { createLeague } from "@/server/actions/create-league";
import { releaseAddress } from "@/server/accounts/release-address";
import { authenticate } from "@/server/auth/authenticate";
import { checkToken } from "@/server/auth/options";
import { db } from "@/server/db";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const mail = vi.hoisted(() => ({
  enabled: false,
  sent: [] as { email: string; token: string; hasAccount: boolean }[],
}));
vi.mock("@/server/accounts/mail", () => ({
  mailEnabled: () => mail.enabled,
  appUrl: () => "http://localhost:3000",
  sendResetMail: async () => {},
  sendInviteConfirmMail: async (to: { email: string }, opts: { token: string; hasAccount: boolean }) =>
    void mail.sent.push({ email: to.email, token: opts.token, hasAccount: opts.hasAccount }),
}));

/** the attacker: a member of some league who creates one of their own to make invites */
let attacker: Awaited<ReturnType<typeof createUser>>;
let attackerLeague: string;
/** a real person with an account in their own league */
let victim: Awaited<ReturnType<typeof createUser>>;
let home: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  mail.enabled = true;
  mail.sent = [];
  home = await createLeagueWithPlayers(0);
  attacker = await createUser({ name: "Attaccante" });
  await addMember(attacker.id, home.league.id, "player");
  signInAs(attacker);
  const created = await createLeague({ name: `Lega civetta ${attacker.id}` });
  if (!created.ok) throw new Error(JSON.stringify(created));
  attackerLeague = created.data.leagueSlug;
  victim = await createUser({
    name: "Vittima",
    email: `vittima-${attacker.id}@example.com`,
    password: "vittima-password",
  });
  await addMember(victim.id, home.league.id, "player");
});

async function inviteFrom(by: { id: string }, slug: string, playerId = "") {
  signInAs(by);
  const res = await createInvite({ leagueSlug: slug, role: "player", canRecordResults: false, playerId });
  if (!res.ok) throw new Error(JSON.stringify(res));
  signOut();
  return res.data.token;
}
const accept = (token: string, email: string, password = "password-attaccante", name = "Qualcuno") =>
  acceptInvite({ token, name, email, password, confirmPassword: password });
const signsIn = async (email: string, password: string) => (await authenticate(db, { email, password })).ok;
const mailTo = (email: string) => mail.sent.filter((m) => m.email === email).at(-1);
const tick = () => new Promise((r) => setTimeout(r, 0)); // the mail leaves after the answer (a timer of 0 ms)

describe("with SMTP configured", () => {
  it("answers the same for an address with an account and one without, and neither signs in with the attacker's password", async () => {
    const free = `libero-${attacker.id}@example.com`;
    const taken = await accept(await inviteFrom(attacker, attackerLeague), victim.email);
    const untaken = await accept(await inviteFrom(attacker, attackerLeague), free);
    const expected = (email: string) => ({
      ok: true,
      data: { email, leagueSlug: attackerLeague, next: `/l/${attackerLeague}`, checkMail: true },
    });
    expect(taken).toEqual(expected(victim.email));
    expect(untaken).toEqual(expected(free));
    expect(await signsIn(victim.email, "password-attaccante")).toBe(false);
    expect(await signsIn(free, "password-attaccante")).toBe(false);
    expect(await signsIn(victim.email, "vittima-password")).toBe(true);
    const league = await db.league.findUniqueOrThrow({ where: { slug: attackerLeague } });
    expect(await db.membership.count({ where: { leagueId: league.id, role: "player" } })).toBe(0);
    await tick();
    expect(mail.sent.map((m) => [m.email, m.hasAccount]).sort()).toEqual(
      [
        [free, false],
        [victim.email, true],
      ].sort(),
    );
  });

  it("a link typed with someone else's address cannot be finished without that mailbox and the chosen password; the real owner joins later", async () => {
    const owner = `proprietario-${attacker.id}@example.com`;
    await accept(await inviteFrom(attacker, attackerLeague), owner);
    await tick();
    const squat = mailTo(owner)!; // lands in the owner's mailbox, not the attacker's
    expect(await confirmInvite({ token: squat.token, password: "a-guess-by-owner" })).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { password: ["notInvitePassword"] },
    });

    const seat = await createPlayer(home.league.id, { name: "Proprietario" });
    expect(
      (
        await accept(
          await inviteFrom(home.organiser, home.league.slug, seat.id),
          owner,
          "password-vera-1",
          "Proprietario",
        )
      ).ok,
    ).toBe(true);
    await tick();
    const real = mailTo(owner)!;
    expect(await confirmInvite({ token: squat.token, password: "password-attaccante" })).toEqual({
      ok: false,
      formError: "linkInvalid",
    });
    expect(await confirmInvite({ token: real.token, password: "password-vera-1" })).toEqual({
      ok: true,
      data: { email: owner, leagueSlug: home.league.slug, next: `/l/${home.league.slug}`, signIn: true },
    });
    expect(await signsIn(owner, "password-vera-1")).toBe(true);
    expect(await signsIn(owner, "password-attaccante")).toBe(false);
    const account = await db.user.findUniqueOrThrow({
      where: { email: owner },
      include: { memberships: true, players: true },
    });
    expect(account.memberships.map((m) => m.leagueId)).toEqual([home.league.id]);
    expect(account.players.map((p) => p.id)).toEqual([seat.id]);
  });

  it("the mailbox of an address with an account adds that account to the league; nothing the attacker typed sticks", async () => {
    await accept(await inviteFrom(home.organiser, home.league.slug), victim.email, "ignored-password", "Nome cambiato");
    await tick();
    const link = mailTo(victim.email)!;
    expect(link.hasAccount).toBe(true);
    const other = await createLeagueWithPlayers(0);
    await accept(await inviteFrom(other.organiser, other.league.slug), victim.email);
    await tick();
    expect((await confirmInvite({ token: mailTo(victim.email)!.token })).ok).toBe(true);
    const account = await db.user.findUniqueOrThrow({ where: { id: victim.id }, include: { memberships: true } });
    expect(account.name).toBe("Vittima");
    expect(account.memberships.map((m) => m.leagueId).sort()).toEqual([home.league.id, other.league.id].sort());
    expect(await signsIn(victim.email, "vittima-password")).toBe(true);
  });

  it("sends at most 3 mails an hour to one address, and still answers the same", async () => {
    for (let i = 0; i < 4; i++)
      expect((await accept(await inviteFrom(attacker, attackerLeague), victim.email)).ok).toBe(true);
    await tick();
    expect(mail.sent.filter((m) => m.email === victim.email)).toHaveLength(3);
  });
});

describe("without SMTP", () => {
  it("the administrator releases an address taken through an invite: the holder's sessions end, the owner joins with it", async () => {
    mail.enabled = false;
    const owner = `preso-${attacker.id}@example.com`;
    expect((await accept(await inviteFrom(attacker, attackerLeague), owner)).ok).toBe(true);
    const squatter = await db.user.findUniqueOrThrow({ where: { email: owner } });
    const session = { uid: squatter.id, sv: squatter.sessionVersion };
    expect(await accept(await inviteFrom(home.organiser, home.league.slug), owner, "password-vera-1")).toMatchObject({
      ok: false,
    });

    const versions = () =>
      db.dataVersion.findMany({
        where: { scope: { in: [`u:${squatter.id}`, `l:${attackerLeague}`] } },
        orderBy: { scope: "asc" },
      });
    const before = new Map((await versions()).map((v) => [v.scope, v.version]));
    const released = await db.$transaction((tx) => releaseAddress(tx, owner));
    expect(released).toMatchObject({ userId: squatter.id, leagues: [attackerLeague] });
    // run from the CLI, outside defineAction: no instance's member cache may vouch for the ended session (decision 0055)
    for (const v of await versions()) expect(v.version).toBeGreaterThan(before.get(v.scope) ?? 0);
    expect(await versions()).toHaveLength(2);
    await expect(checkToken(session)).rejects.toThrow("SessionRevoked");
    expect(await signsIn(owner, "password-attaccante")).toBe(false);
    expect(await signsIn(released!.releasedAs, "password-attaccante")).toBe(false);

    expect((await accept(await inviteFrom(home.organiser, home.league.slug), owner, "password-vera-1")).ok).toBe(true);
    expect(await signsIn(owner, "password-vera-1")).toBe(true);
    const account = await db.user.findUniqueOrThrow({ where: { email: owner }, include: { memberships: true } });
    expect(account.id).not.toBe(squatter.id);
    expect(account.memberships.map((m) => m.leagueId)).toEqual([home.league.id]);
    expect(await db.membership.count({ where: { userId: squatter.id } })).toBe(1); // the squatter's league keeps its history
  });
});
