// Issue 20 item 1 (decision 0033): whoever becomes a seated player's account after the deal sees no card of that game
// until it is over. The attacker is the organiser, through every way a player's login can change.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { createGameNight } from "@/server/actions/create-game-night";
import { createInvite } from "@/server/actions/create-invite";
import { createResetLink } from "@/server/actions/create-reset-link";
import { resetPassword } from "@/server/actions/reset-password";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { linkInvite } from "@/server/actions/link-invite";
import { linkPlayer } from "@/server/actions/link-player";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { restoreGame } from "@/server/actions/restore-game";
import { unlinkPlayer } from "@/server/actions/unlink-player";
import { voidGame } from "@/server/actions/void-game";
import { removeMember } from "@/server/actions/remove-member";
import { savePlayer } from "@/server/actions/save-player";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { db } from "@/server/db";
import { getLeagueAccess } from "@/server/auth/access";
import { getGameNight } from "@/server/queries/game-night";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let guest: { id: string };
let gameId: string;
const slug = () => world.league.slug;

/** A league, the official set, and a planned game with P1, P2 (logins) and Guest (no login). */
beforeEach(async () => {
  world = await createLeagueWithPlayers(2);
  guest = await createPlayer(world.league.id, { name: "Guest", armyColor: "verde" });
  signInAs(world.organiser);
  await startObjectiveSet({ slug: slug(), edition: 1, source: "official" });
  const [p1, p2] = world.members;
  const res = await createGameNight({
    slug: slug(),
    playedOn: "2026-04-01",
    turnOrderMode: "random",
    seats: [
      { playerId: p1.player.id, armyColor: "blu" },
      { playerId: p2.player.id, armyColor: "rosso" },
      { playerId: guest.id, armyColor: "verde" },
    ],
  });
  if (!res.ok) throw new Error("game");
  gameId = res.data.gameId;
});

const deal = async () => {
  signInAs(world.organiser);
  expect((await dealGameObjectives({ slug: slug(), gameId })).ok).toBe(true);
};

async function inviteFor(playerId: string) {
  signInAs(world.organiser);
  const res = await createInvite({ leagueSlug: slug(), role: "player", canRecordResults: false, playerId });
  if (!res.ok) throw new Error(`invite refused: ${JSON.stringify(res)}`);
  return res.data.token;
}
const throwaway = (token: string, email: string) => ({
  token,
  name: "Throwaway",
  email,
  password: "flotta-blu-2010",
  confirmPassword: "flotta-blu-2010",
});

let n = 0;
async function acceptAsThrowaway(playerId: string, email = `throwaway-${++n}@example.com`) {
  const token = await inviteFor(playerId);
  signOut();
  const res = await acceptInvite(throwaway(token, email));
  expect(res.ok).toBe(true);
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  expect((await db.player.findUniqueOrThrow({ where: { id: playerId } })).userId).toBe(user.id);
  return { user, res };
}

/** What the table sees of a seat: viewed or not, and the recorded views. */
async function seen(playerId: string) {
  const seat = await db.seat.findFirstOrThrow({
    where: { gameId, playerId },
    select: { id: true, firstViewedAt: true, _count: { select: { views: true } } },
  });
  return { viewed: Boolean(seat.firstViewedAt), views: seat._count.views, seatId: seat.id };
}

const refused = { ok: false, formError: "cardDealtBeforeAccount" };

describe("a seated player's account that changes after the deal gets no card of that game", () => {
  it("the organiser invites the seated player without login and accepts with a throwaway address: no card, no 'seen', no report", async () => {
    await deal();
    const { user, res } = await acceptAsThrowaway(guest.id);
    // the landing page is the league home, not a card
    expect(res.ok && res.data.next).toBe(`/l/${slug()}`);
    signInAs(user);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    // the holder's report answers per territory whether it is on the card: refused too
    const territory = await db.territory.findFirstOrThrow({ select: { id: true } });
    expect(await reportMyTerritories({ slug: slug(), gameId, territoryIds: [territory.id] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect(await reportMyTerritories({ slug: slug(), gameId, territoryIds: [] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect(await seen(guest.id)).toMatchObject({ viewed: false, views: 0 });
  });

  it("the organiser without a player record accepts with his own account: no card", async () => {
    await deal();
    const token = await inviteFor(guest.id);
    signInAs(world.organiser);
    expect((await linkInvite({ token })).ok).toBe(true);
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBe(world.organiser.id);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    expect(await seen(guest.id)).toMatchObject({ viewed: false, views: 0 });
  });

  it("a player with a login, removed and re-invited, accepted by someone else: no card", async () => {
    await deal();
    const [p1] = world.members;
    const membership = await db.membership.findFirstOrThrow({
      where: { userId: p1.user.id, leagueId: world.league.id },
    });
    signInAs(world.organiser);
    expect(await removeMember({ leagueSlug: slug(), membershipId: membership.id })).toEqual({ ok: true, data: null });
    const { user } = await acceptAsThrowaway(p1.player.id, `p1-new-${++n}@example.com`);
    signInAs(user);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    expect(await seen(p1.player.id)).toMatchObject({ viewed: false, views: 0 });
    // the same person coming back is not told apart from a stranger: no card by account either, until the game is over
    signInAs(world.organiser);
    const again = await db.membership.findFirstOrThrow({ where: { userId: user.id, leagueId: world.league.id } });
    expect((await removeMember({ leagueSlug: slug(), membershipId: again.id })).ok).toBe(true);
    const token = await inviteFor(p1.player.id);
    signInAs(p1.user);
    expect((await linkInvite({ token })).ok).toBe(true);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
  });

  it("a player linked BEFORE the deal still sees their card, and so does one with a login from the start", async () => {
    const { user } = await acceptAsThrowaway(guest.id, `guest-${++n}@example.com`);
    await deal();
    signInAs(user);
    const mine = await revealMyObjective({ slug: slug(), gameId });
    expect(mine.ok).toBe(true);
    signInAs(world.members[0].user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    expect(await seen(guest.id)).toMatchObject({ viewed: true, views: 1 });
    // their report is taken
    signInAs(user);
    expect((await reportMyTerritories({ slug: slug(), gameId, territoryIds: [] })).ok).toBe(true);
  });

  it("once the game is over the cards are public as before, also to the account linked after the deal", async () => {
    await deal();
    const { user } = await acceptAsThrowaway(guest.id);
    await db.game.update({ where: { id: gameId }, data: { status: "finished", finishedAt: new Date() } });
    signInAs(user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    const night = await getGameNight(gameId, await getLeagueAccess(db, user.id, world.league.id));
    expect(night?.revealed?.every((s) => s.card && s.commitmentVerified)).toBe(true);
  });

  it("a reveal link issued before the change keeps working, and the player linked after the deal can be given a counted link", async () => {
    await deal();
    const { seatId } = await seen(guest.id);
    signInAs(world.organiser);
    const before = await createRevealLink({ slug: slug(), gameId, seatId });
    if (!before.ok) throw new Error("link");
    await acceptAsThrowaway(guest.id);
    signOut();
    expect((await revealObjectiveByLink({ token: before.data.token })).ok).toBe(true);
    // the seat's account does not get the card, so the organiser's page offers a link for it, counted for the table
    const night = await getGameNight(gameId, await getLeagueAccess(db, world.organiser.id, world.league.id));
    expect(night?.seats.find((s) => s.player.id === guest.id)?.player).toMatchObject({
      hasAccount: true,
      cardByLink: true,
    });
    signInAs(world.organiser);
    expect((await createRevealLink({ slug: slug(), gameId, seatId })).ok).toBe(true);
    expect((await db.seat.findUniqueOrThrow({ where: { id: seatId } })).revealLinksIssued).toBe(2);
    // a seat whose login was there at the deal still gets no link
    const p1Seat = await seen(world.members[0].player.id);
    expect(await createRevealLink({ slug: slug(), gameId, seatId: p1Seat.seatId })).toEqual({
      ok: false,
      formError: "playerHasAccount",
    });
  });

  it("the organiser resets a seated player's password with his reset link and signs in as them: no card", async () => {
    const [p1, p2] = world.members;
    signInAs(p1.user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(false); // not dealt yet
    await deal();
    signInAs(p2.user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    const membership = await db.membership.findFirstOrThrow({
      where: { userId: p1.user.id, leagueId: world.league.id },
    });
    signInAs(world.organiser);
    const link = await createResetLink({ leagueSlug: slug(), membershipId: membership.id });
    if (!link.ok) throw new Error(`reset link: ${JSON.stringify(link)}`);
    signOut();
    expect(
      (await resetPassword({ token: link.data.token, password: "presa-in-mano-1", confirmPassword: "presa-in-mano-1" }))
        .ok,
    ).toBe(true);
    signInAs(p1.user);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    expect(await seen(p1.player.id)).toMatchObject({ viewed: false, views: 0 });
    // the other seat, untouched, still sees its card
    signInAs(p2.user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
  });

  it("the player form cannot link a login (an extra userId field is dropped)", async () => {
    await deal();
    signInAs(world.organiser);
    const res = await savePlayer({
      leagueSlug: slug(),
      playerId: guest.id,
      displayName: "Guest",
      armyColor: "verde",
      active: "on",
      userId: world.organiser.id,
    } as never);
    expect(res.ok).toBe(true);
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBeNull();
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual({ ok: false, formError: "noObjectiveForYou" });
  });

  it("every update of Player.userId stamps the change, whatever the path", async () => {
    const before = new Date();
    await db.player.update({ where: { id: guest.id }, data: { userId: world.organiser.id } });
    const stamped = (await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userLinkedAt;
    expect(stamped?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    await db.player.updateMany({ where: { id: guest.id }, data: { userId: null } });
    expect(
      (await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userLinkedAt?.getTime(),
    ).toBeGreaterThanOrEqual(stamped!.getTime());
    await db.$transaction((tx) =>
      tx.player.update({ where: { id: guest.id }, data: { user: { connect: { id: world.organiser.id } } } }),
    );
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBe(world.organiser.id);
    // other edits of a player do not count as a change of login
    const p2 = world.members[1].player;
    await db.player.update({ where: { id: p2.id }, data: { nickname: "Zar" } });
    expect((await db.player.findUniqueOrThrow({ where: { id: p2.id } })).userLinkedAt).toBeNull();
  });
});

describe("who can open each card is fixed at the game's first deal and shown to the table", () => {
  const membershipOf = (userId: string) =>
    db.membership.findFirstOrThrow({ where: { userId, leagueId: world.league.id } });
  const linkAs = async (userId: string, playerId: string) => {
    signInAs(world.organiser);
    return linkPlayer({ leagueSlug: slug(), membershipId: (await membershipOf(userId)).id, playerId });
  };
  /** What the seated members' game page says of each seat's binding, by player name. */
  async function bindingsSeenBy(userId: string) {
    const night = await getGameNight(gameId, await getLeagueAccess(db, userId, world.league.id));
    return Object.fromEntries(night!.seats.map((s) => [s.player.displayName, s.opensWith]));
  }
  const gameVersion = async () => (await db.game.findUniqueOrThrow({ where: { id: gameId } })).version;

  it("(a) an account that joins a seated guest after the deal gets no card after a re-deal, nor after a void, restore and new deal", async () => {
    await deal();
    // the members page refuses the link outright; an invite for the guest, accepted with a throwaway, is the other way
    const throwawayUser = await createUser({ name: "Throwaway" });
    await addMember(throwawayUser.id, world.league.id, "player");
    expect(await linkAs(throwawayUser.id, guest.id)).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { playerId: ["linkPlayerInPlay"] },
    });
    const { user } = await acceptAsThrowaway(guest.id);
    signInAs(world.organiser);
    expect((await redealGameObjectives({ slug: slug(), gameId })).ok).toBe(true); // free: nobody has looked
    signInAs(user);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    expect(await reportMyTerritories({ slug: slug(), gameId, territoryIds: [] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect(await seen(guest.id)).toMatchObject({ viewed: false, views: 0 });
    expect((await bindingsSeenBy(world.members[0].user.id)).Guest).toEqual({ by: "revealLink" });
    // void, restore (back to planned) and deal again: still the binding of the first deal
    signInAs(world.organiser);
    expect((await voidGame({ gameId, version: await gameVersion(), reason: "wrong table" })).ok).toBe(true);
    expect((await restoreGame({ gameId, version: await gameVersion(), reason: "right table" })).ok).toBe(true);
    await deal();
    signInAs(user);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    // the seat is one without an account: the organiser's reveal link is counted on the page
    signInAs(world.organiser);
    const { seatId } = await seen(guest.id);
    expect((await createRevealLink({ slug: slug(), gameId, seatId })).ok).toBe(true);
    expect((await bindingsSeenBy(world.members[0].user.id)).Guest).toEqual({ by: "revealLink" });
    expect((await db.seat.findUniqueOrThrow({ where: { id: seatId } })).revealLinksIssued).toBe(1);
  });

  it("(b) a throwaway linked to the guest before the deal: the table sees 'an account linked by Organiser' before any card is opened, and it stays after an unlink attempt, a removal and a reveal link", async () => {
    const throwawayUser = await createUser({ name: "Throwaway" });
    await addMember(throwawayUser.id, world.league.id, "player");
    expect((await linkAs(throwawayUser.id, guest.id)).ok).toBe(true);
    await deal();
    const [p1, p2] = world.members;
    expect(await bindingsSeenBy(p1.user.id)).toEqual({
      P1: { by: "ownAccount" },
      P2: { by: "ownAccount" },
      Guest: { by: "linkedAccount", linkedBy: "Organiser" },
    });
    expect(await seen(guest.id)).toMatchObject({ viewed: false });
    // the organiser cannot hide the link while the game is in play
    signInAs(world.organiser);
    expect(await unlinkPlayer({ leagueSlug: slug(), playerId: guest.id })).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { playerId: ["unlinkPlayerInPlay"] },
    });
    // removing the throwaway frees the record, but the binding the table saw stays, and the reveal link is counted
    expect(
      (await removeMember({ leagueSlug: slug(), membershipId: (await membershipOf(throwawayUser.id)).id })).ok,
    ).toBe(true);
    const { seatId } = await seen(guest.id);
    expect((await createRevealLink({ slug: slug(), gameId, seatId })).ok).toBe(true);
    signInAs(world.organiser);
    expect((await redealGameObjectives({ slug: slug(), gameId })).ok).toBe(true);
    expect((await bindingsSeenBy(p2.user.id)).Guest).toEqual({ by: "linkedAccount", linkedBy: "Organiser" });
  });

  it("(b') the organiser without a player record links his own account to the guest before the deal: shown by name to the table", async () => {
    expect((await linkAs(world.organiser.id, guest.id)).ok).toBe(true);
    await deal();
    expect((await bindingsSeenBy(world.members[0].user.id)).Guest).toEqual({
      by: "linkedAccount",
      linkedBy: "Organiser",
    });
    // the player who joined by his own invite is shown as such, and a visitor sees no binding
    expect((await bindingsSeenBy(world.members[1].user.id)).P2).toEqual({ by: "ownAccount" });
    const outsider = await createUser({ name: "Outsider" });
    const night = await getGameNight(gameId, await getLeagueAccess(db, outsider.id, world.league.id));
    expect(night?.seats.every((s) => s.opensWith === null) ?? true).toBe(true);
  });

  it("a join by the guest's own invite before the deal is shown as the player's own account; an organiser's link is never shown as one", async () => {
    const { user } = await acceptAsThrowaway(guest.id, `guest-own-${++n}@example.com`);
    await deal();
    expect((await bindingsSeenBy(user.id)).Guest).toEqual({ by: "ownAccount" });
    signInAs(user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    // a link by the organiser, undone and replaced by an invite, is the invite's (the link's author is cleared)
    const other = await createPlayer(world.league.id, { name: "Other", armyColor: "giallo" });
    const extra = await createUser({ name: "Extra" });
    await addMember(extra.id, world.league.id, "player");
    expect((await linkAs(extra.id, other.id)).ok).toBe(true);
    expect((await db.player.findUniqueOrThrow({ where: { id: other.id } })).linkedById).toBe(world.organiser.id);
    signInAs(world.organiser);
    expect((await unlinkPlayer({ leagueSlug: slug(), playerId: other.id })).ok).toBe(true);
    expect((await db.player.findUniqueOrThrow({ where: { id: other.id } })).linkedById).toBeNull();
    // an organiser accepting a player's invite with his own account is a link of his too
    const token = await inviteFor(other.id);
    expect((await linkInvite({ token })).ok).toBe(true);
    expect((await db.player.findUniqueOrThrow({ where: { id: other.id } })).linkedById).toBe(world.organiser.id);
  });
});
