// Issue 22 §5 (decision 0050): the organiser links a member's account to a player record without a login. The guard of
// issue 20 item 1 (decision 0033) holds: an account linked to a seated player after the deal gets no card of that
// game until it is over. The attacker is the organiser, linking his own account or a throwaway member mid-game.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { linkPlayer } from "@/server/actions/link-player";
import { unlinkPlayer } from "@/server/actions/unlink-player";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { db } from "@/server/db";
import { getLeagueAccess } from "@/server/auth/access";
import { listMembers } from "@/server/queries/admin";
import { listMyReadyCards } from "@/server/queries/ready-cards";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let guest: { id: string };
let gameId: string;
const slug = () => world.league.slug;
const refused = { ok: false, formError: "cardDealtBeforeAccount" };

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
const membershipOf = (userId: string) =>
  db.membership.findFirstOrThrow({ where: { userId, leagueId: world.league.id } });
const linkAs = async (userId: string, playerId: string) => {
  signInAs(world.organiser);
  return linkPlayer({ leagueSlug: slug(), membershipId: (await membershipOf(userId)).id, playerId });
};
async function seen(playerId: string) {
  const seat = await db.seat.findFirstOrThrow({
    where: { gameId, playerId },
    select: { firstViewedAt: true, _count: { select: { views: true } } },
  });
  return { viewed: Boolean(seat.firstViewedAt), views: seat._count.views };
}
async function readyCardsOf(userId: string) {
  const access = await getLeagueAccess(db, userId, world.league.id);
  return listMyReadyCards({ league: world.league, user: { id: userId }, access } as never);
}

describe("linking a member's account to a player record", () => {
  it("links an account that has no player to a record without login; the member list shows it", async () => {
    const newcomer = await createUser({ name: "Newcomer" });
    await addMember(newcomer.id, world.league.id, "player");
    expect(await linkAs(newcomer.id, guest.id)).toEqual({ ok: true, data: { playerName: "Guest" } });
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBe(newcomer.id);
    const ctx = {
      league: world.league,
      user: world.organiser,
      access: await getLeagueAccess(db, world.organiser.id, world.league.id),
    };
    expect((await listMembers(ctx as never)).find((m) => m.name === "Newcomer")).toMatchObject({
      playerName: "Guest",
      playerId: guest.id,
    });
    const event = await db.auditEvent.findFirstOrThrow({ where: { action: "player.linkAccount", entityId: guest.id } });
    expect(event.actorUserId).toBe(world.organiser.id);
  });

  it("refuses a record that has a login, an account that already has a player, another league's ids, and non-organisers", async () => {
    const [p1, p2] = world.members;
    expect(await linkAs(p1.user.id, p2.player.id)).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { playerId: ["playerHasLogin"] },
    });
    expect(await linkAs(p1.user.id, guest.id)).toEqual({ ok: false, formError: "memberHasPlayer" });
    const other = await createLeagueWithPlayers(1);
    const foreign = await createPlayer(other.league.id, { name: "Foreign" });
    expect(await linkAs(world.organiser.id, foreign.id)).toEqual({ ok: false, formError: "notFound" });
    signInAs(world.organiser);
    const foreignMembership = await db.membership.findFirstOrThrow({
      where: { leagueId: other.league.id, role: "player" },
    });
    expect(await linkPlayer({ leagueSlug: slug(), membershipId: foreignMembership.id, playerId: guest.id })).toEqual({
      ok: false,
      formError: "notFound",
    });
    signInAs(p1.user);
    expect(
      await linkPlayer({ leagueSlug: slug(), membershipId: (await membershipOf(p1.user.id)).id, playerId: guest.id }),
    ).toEqual({ ok: false, formError: "forbidden" });
    expect(await unlinkPlayer({ leagueSlug: slug(), playerId: p2.player.id })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    // malformed: a clean refusal
    signInAs(world.organiser);
    expect(await linkPlayer({ leagueSlug: slug() } as never)).toMatchObject({ ok: false, formError: "checkFields" });
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBeNull();
  });

  const linkRefused = {
    ok: false,
    formError: "checkFields",
    fieldErrors: { playerId: ["linkPlayerInPlay"] },
  };
  const unlinkRefused = {
    ok: false,
    formError: "checkFields",
    fieldErrors: { playerId: ["unlinkPlayerInPlay"] },
  };

  it("linking the organiser's own account to a player seated in a game in play is refused; linked by another path: no card, no 'seen', no report, no 'card ready'", async () => {
    await deal();
    expect(await linkAs(world.organiser.id, guest.id)).toEqual(linkRefused);
    expect((await db.player.findUniqueOrThrow({ where: { id: guest.id } })).userId).toBeNull();
    // a path other than the members page (a script, a future action): the seat's binding still refuses the account
    await db.player.update({ where: { id: guest.id }, data: { userId: world.organiser.id } });
    signInAs(world.organiser);
    expect(await revealMyObjective({ slug: slug(), gameId })).toEqual(refused);
    const territory = await db.territory.findFirstOrThrow({ select: { id: true } });
    expect(await reportMyTerritories({ slug: slug(), gameId, territoryIds: [territory.id] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect(await readyCardsOf(world.organiser.id)).toEqual([]);
    expect(await seen(guest.id)).toEqual({ viewed: false, views: 0 });
  });

  it("a throwaway member cannot be linked to a seated player mid-game, nor a seated player's account unlinked; both work again once the game is over", async () => {
    await deal();
    const throwaway = await createUser({ name: "Throwaway" });
    await addMember(throwaway.id, world.league.id, "player");
    expect(await linkAs(throwaway.id, guest.id)).toEqual(linkRefused);
    const [p1] = world.members;
    signInAs(world.organiser);
    expect(await unlinkPlayer({ leagueSlug: slug(), playerId: p1.player.id })).toEqual(unlinkRefused);
    expect((await db.player.findUniqueOrThrow({ where: { id: p1.player.id } })).userId).toBe(p1.user.id);
    signInAs(p1.user);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    expect(await seen(guest.id)).toEqual({ viewed: false, views: 0 });
    await db.game.update({ where: { id: gameId }, data: { status: "finished", finishedAt: new Date() } });
    expect((await linkAs(throwaway.id, guest.id)).ok).toBe(true);
    signInAs(world.organiser);
    expect(await unlinkPlayer({ leagueSlug: slug(), playerId: p1.player.id })).toEqual({ ok: true, data: null });
  });

  it("a player seated only in a planned game can be linked and unlinked", async () => {
    signInAs(world.organiser);
    const [p1] = world.members;
    expect(await unlinkPlayer({ leagueSlug: slug(), playerId: p1.player.id })).toEqual({ ok: true, data: null });
    expect((await linkAs(world.organiser.id, guest.id)).ok).toBe(true);
  });

  it("linked BEFORE the deal: the card is the account's, and the home says it is ready", async () => {
    const newcomer = await createUser({ name: "Newcomer" });
    await addMember(newcomer.id, world.league.id, "player");
    expect((await linkAs(newcomer.id, guest.id)).ok).toBe(true);
    await deal();
    signInAs(newcomer);
    expect((await revealMyObjective({ slug: slug(), gameId })).ok).toBe(true);
    expect(await readyCardsOf(newcomer.id)).toHaveLength(1);
  });
});
