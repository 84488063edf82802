import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptInvite } from "@/server/actions/accept-invite";
import { createGameNight } from "@/server/actions/create-game-night";
import { createInvite } from "@/server/actions/create-invite";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { linkInvite } from "@/server/actions/link-invite";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { listMyReadyCards } from "@/server/queries/ready-cards";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

let w: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let guest: { id: string };
let gameId: string;

/** A league with the official set and a planned game: P1, P2, P3 (with accounts) and Guest (without). */
beforeEach(async () => {
  w = await createLeagueWithPlayers(4);
  guest = await createPlayer(w.league.id, { name: "Guest", armyColor: "nero" });
  signInAs(w.organiser);
  await startObjectiveSet({ slug: w.league.slug, edition: 1, source: "official" });
  const res = await createGameNight({
    slug: w.league.slug,
    playedOn: "2026-04-01",
    turnOrderMode: "random",
    seats: [
      ...w.members.slice(0, 3).map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
      { playerId: guest.id, armyColor: "nero" },
    ],
  });
  if (!res.ok) throw new Error("game");
  gameId = res.data.gameId;
});

const deal = async () => {
  signInAs(w.organiser);
  expect((await dealGameObjectives({ slug: w.league.slug, gameId })).ok).toBe(true);
};
const readyFor = async (user: { id: string }) =>
  listMyReadyCards({ league: w.league, user, access: await getLeagueAccess(db, user.id, w.league.id) });
const invite = async (playerId: string) => {
  signInAs(w.organiser);
  const res = await createInvite({ leagueSlug: w.league.slug, role: "player", canRecordResults: false, playerId });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.token;
};
const newcomer = (token: string, email: string) => ({
  token,
  name: "Guest",
  email,
  password: "guest-risiko-2026",
  confirmPassword: "guest-risiko-2026",
});

describe("the ready-card prompt", () => {
  it("lists a dealt game only for the players seated in it, and says nothing about the card", async () => {
    const [p1, , , bench] = w.members;
    expect(await readyFor(p1.user)).toEqual([]); // planned: nothing dealt yet
    await deal();
    const cards = await readyFor(p1.user);
    expect(cards).toMatchObject([{ gameId, opened: false }]);
    expect(Object.keys(cards[0]).sort()).toEqual(["gameId", "opened", "playedOn", "seasonName", "sequence"]);
    expect(await readyFor(bench.user)).toEqual([]); // a member without a seat
    expect(await readyFor(w.organiser)).toEqual([]); // the organiser does not play here
    const secrets = await db.seat.findMany({ where: { gameId }, select: { objectiveId: true, salt: true } });
    const text = JSON.stringify(cards);
    for (const s of secrets) expect([text.includes(s.objectiveId!), text.includes(s.salt!)]).toEqual([false, false]);
  });

  it("is empty for a visitor, for a member of another league, and once the game is over", async () => {
    await deal();
    const [p1] = w.members;
    expect(
      await listMyReadyCards({ league: w.league, user: null, access: await getLeagueAccess(db, null, w.league.id) }),
    ).toEqual([]);
    const other = await createLeagueWithPlayers(1);
    expect(
      await listMyReadyCards({
        league: other.league,
        user: p1.user,
        access: await getLeagueAccess(db, p1.user.id, other.league.id),
      }),
    ).toEqual([]);
    await db.game.update({ where: { id: gameId }, data: { status: "finished", finishedAt: new Date() } });
    expect(await readyFor(p1.user)).toEqual([]);
  });
});

describe("an invitation made at the table", () => {
  it("lands the new player on their own card when the invite is accepted before the deal", async () => {
    const token = await invite(guest.id);
    signOut();
    const res = await acceptInvite(newcomer(token, "guest@example.com"));
    expect(res.ok && res.data.next).toBe(`/l/${w.league.slug}`);
    await deal();
    const user = await db.user.findUniqueOrThrow({ where: { email: "guest@example.com" } });
    expect((await readyFor(user)).map((c) => c.gameId)).toEqual([gameId]);
  });

  it("after the deal, lands on the league home: a card dealt before the account was linked is not its to open (decision 0033)", async () => {
    await deal();
    const token = await invite(guest.id);
    signOut();
    const res = await acceptInvite(newcomer(token, "guest-late@example.com"));
    expect(res).toEqual({
      ok: true,
      data: { email: "guest-late@example.com", leagueSlug: w.league.slug, next: `/l/${w.league.slug}` },
    });
  });

  it("lands on the league home when the player's game is not dealt yet", async () => {
    const token = await invite(guest.id);
    signOut();
    const res = await acceptInvite(newcomer(token, "guest2@example.com"));
    expect(res.ok && res.data.next).toBe(`/l/${w.league.slug}`);
  });

  it("lands an existing account that links through the invite after the deal on the league home too", async () => {
    await deal();
    const token = await invite(guest.id);
    const existing = await createUser({ email: "has-account@example.com" });
    const otherLeague = (await createLeagueWithPlayers(0)).league;
    await addMember(existing.id, otherLeague.id, "player");
    signInAs(existing);
    const res = await linkInvite({ token });
    expect(res).toEqual({ ok: true, data: { leagueSlug: w.league.slug, next: `/l/${w.league.slug}` } });
  });
});
