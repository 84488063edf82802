import { beforeEach, describe, expect, it } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { saveObjective } from "@/server/actions/save-objective";
import { deleteObjective } from "@/server/actions/delete-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameNight } from "@/server/queries/game-night";
import { listObjectives } from "@/server/queries/objectives";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

type State = "planned" | "dealt" | "finished";
type Role = "organiser" | "holder" | "otherPlayer" | "benchedMember" | "anonymous";
const STATES: State[] = ["planned", "dealt", "finished"];
const ROLES: Role[] = ["organiser", "holder", "otherPlayer", "benchedMember", "anonymous"];

/** A league, the official set, a game with P1 (holder), P2, P3 and a player without account, in the given state. */
async function world(state: State) {
  const ctx = await createLeagueWithPlayers(4);
  const guest = await createPlayer(ctx.league.id, { name: "Guest", armyColor: "nero" });
  signInAs(ctx.organiser);
  await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
  const [p1, p2, p3, bench] = ctx.members;
  const res = await createGameNight({
    slug: ctx.league.slug,
    playedOn: "2026-04-01",
    turnOrderMode: "random",
    seats: [p1, p2, p3]
      .map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] }))
      .concat({ playerId: guest.id, armyColor: "nero" }),
  });
  if (!res.ok) throw new Error("game");
  const gameId = res.data.gameId;
  let token: string | null = null;
  if (state !== "planned") {
    expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
    const guestSeat = await db.seat.findFirstOrThrow({ where: { gameId, playerId: guest.id } });
    const link = await createRevealLink({ slug: ctx.league.slug, gameId, seatId: guestSeat.id });
    token = link.ok ? link.data.token : null;
  }
  if (state === "finished")
    await db.game.update({ where: { id: gameId }, data: { status: "finished", finishedAt: new Date() } });
  const secrets = await db.seat.findMany({
    where: { gameId },
    select: {
      id: true,
      playerId: true,
      objectiveId: true,
      salt: true,
      objective: { select: { name: true, number: true } },
    },
  });
  const users: Record<Role, { id: string } | null> = {
    organiser: ctx.organiser,
    holder: p1.user,
    otherPlayer: p2.user,
    benchedMember: bench.user,
    anonymous: null,
  };
  const seatOf = (playerId: string) => secrets.find((s) => s.playerId === playerId)!;
  return {
    ctx,
    gameId,
    token,
    secrets,
    users,
    holderSeat: seatOf(p1.player.id),
    otherSeat: seatOf(p2.player.id),
    guestSeat: seatOf(guest.id),
  };
}

/** Objective ids, salts and card names of the seats other than `exceptSeatId`. */
function leaks(payload: unknown, secrets: Awaited<ReturnType<typeof world>>["secrets"], exceptSeatId?: string) {
  const text = JSON.stringify(payload);
  return secrets
    .filter((s) => s.id !== exceptSeatId && s.objectiveId)
    .flatMap((s) => [s.objectiveId!, s.salt!, `"${s.objective!.name}"`])
    .filter((secret) => text.includes(secret));
}

const as = (user: { id: string } | null) => (user ? signInAs(user) : signOut());

describe.each(STATES)("a %s game", (state) => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeEach(async () => {
    w = await world(state);
  });

  it.each(ROLES)("game page data for %s never shows an objective before the game is over", async (role) => {
    const access = await getLeagueAccess(db, w.users[role]?.id ?? null, w.ctx.league.id);
    const night = await getGameNight(w.gameId, access);
    if (role === "anonymous") {
      expect(night).toBeNull(); // season is private
      return;
    }
    expect(night).not.toBeNull();
    if (state === "finished") {
      expect(night!.revealed).toHaveLength(4);
      expect(night!.revealed!.every((r) => r.commitmentVerified)).toBe(true);
      expect(leaks(night, w.secrets)).not.toEqual([]);
    } else {
      expect(night!.revealed).toBeNull();
      expect(night!.viewLog).toBeNull();
      expect(leaks(night, w.secrets)).toEqual([]);
    }
    if (state !== "planned") expect(night!.seats.every((s) => /^[0-9a-f]{64}$/.test(s.commitment!))).toBe(true);
  });

  it.each(ROLES)("'show my objective' as %s", async (role) => {
    as(w.users[role]);
    const res = await revealMyObjective({ slug: w.ctx.league.slug, gameId: w.gameId });
    const seatIds = w.secrets.map((s) => s.id);
    const ownSeat = role === "holder" ? w.holderSeat : role === "otherPlayer" ? w.otherSeat : null;
    if (role === "anonymous") expect(res).toEqual({ ok: false, formError: "signInRequired" });
    else if (ownSeat && state !== "planned") {
      // a seated player gets their own card, and only that
      expect(res.ok && res.data.card.number).toBe(ownSeat.objective!.number);
      expect(res.ok && res.data.card.total).toBe(86);
      expect(leaks(res, w.secrets, ownSeat.id)).toEqual([]);
      const views = await db.objectiveView.findMany({ where: { seatId: { in: seatIds } } });
      expect(views).toEqual([
        expect.objectContaining({ seatId: ownSeat.id, via: "account", userId: w.users[role]!.id }),
      ]);
    } else {
      // the same answer for everyone else, whatever the game holds
      expect(res).toEqual({ ok: false, formError: "noObjectiveForYou" });
      expect(leaks(res, w.secrets)).toEqual([]);
      expect(await db.objectiveView.count({ where: { seatId: { in: seatIds } } })).toBe(0);
    }
  });

  it.each(ROLES)("the guest's reveal link opened as %s", async (role) => {
    as(w.users[role]);
    if (state === "planned") {
      expect(w.token).toBeNull();
      return;
    }
    const res = await revealObjectiveByLink({ token: w.token!.toLowerCase().replace(/(.{5})/g, "$1-") });
    expect(res.ok && res.data.card.number).toBe(w.guestSeat.objective!.number);
    const view = await db.objectiveView.findFirstOrThrow({ where: { seatId: w.guestSeat.id } });
    expect(view).toMatchObject({ via: "link", userId: w.users[role]?.id ?? null });
    expect(leaks(res, w.secrets, w.guestSeat.id)).toEqual([]);
  });

  it.each(ROLES)("a guessed reveal link as %s shows nothing", async (role) => {
    as(w.users[role]);
    const res = await revealObjectiveByLink({ token: "ABCDEFGHJKMNPQRSTVWX" });
    expect(res).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await revealObjectiveByLink({ token: "nope" })).toMatchObject({
      ok: false,
      fieldErrors: { token: ["linkInvalid"] },
    });
  });

  it.each(ROLES)("creating a reveal link as %s", async (role) => {
    as(w.users[role]);
    const res = await createRevealLink({ slug: w.ctx.league.slug, gameId: w.gameId, seatId: w.guestSeat.id });
    if (role === "anonymous") expect(res).toEqual({ ok: false, formError: "signInRequired" });
    else if (role !== "organiser") expect(res).toEqual({ ok: false, formError: "forbidden" });
    else if (state === "dealt") expect(res.ok && res.data.token).toMatch(/^[0-9A-Z]{20}$/);
    else expect(res).toEqual({ ok: false, formError: "notDealt" });
    expect(leaks(res, w.secrets)).toEqual([]);
  });

  it.each(ROLES)("deal and re-deal as %s answer with commitments at most", async (role) => {
    as(w.users[role]);
    const deal = await dealGameObjectives({ slug: w.ctx.league.slug, gameId: w.gameId });
    const redeal = await redealGameObjectives({ slug: w.ctx.league.slug, gameId: w.gameId, reason: "test" });
    const kind = (r: typeof deal) => (r.ok ? "ok" : r.formError);
    if (role === "anonymous") expect([kind(deal), kind(redeal)]).toEqual(["signInRequired", "signInRequired"]);
    else if (role !== "organiser") expect([kind(deal), kind(redeal)]).toEqual(["forbidden", "forbidden"]);
    else
      expect([kind(deal), kind(redeal)]).toEqual(
        { planned: ["ok", "ok"], dealt: ["alreadyDealt", "ok"], finished: ["alreadyDealt", "notDealt"] }[state],
      );
    const now = await db.seat.findMany({
      where: { gameId: w.gameId },
      select: {
        id: true,
        playerId: true,
        objectiveId: true,
        salt: true,
        objective: { select: { name: true, number: true } },
      },
    });
    expect(leaks([deal, redeal], now)).toEqual([]);
    expect(leaks([deal, redeal], w.secrets)).toEqual([]);
  });

  it("a reveal link is refused for a player who has an account", async () => {
    signInAs(w.users.organiser);
    const res = await createRevealLink({ slug: w.ctx.league.slug, gameId: w.gameId, seatId: w.holderSeat.id });
    expect(res.ok).toBe(false);
  });

  it("the catalogue does not hint at which objectives are on the table", async () => {
    const list = await listObjectives(w.ctx.season.id);
    const used = list.objectives.filter((o) => o.usedInFinishedGames > 0).length;
    expect(used).toBe(state === "finished" ? 4 : 0);
    expect(list.gameInProgress).toBe(state === "dealt");
  });

  it.each(ROLES)("editing objectives as %s", async (role) => {
    as(w.users[role]);
    const all = await db.objective.findMany({ where: { seasonId: w.ctx.season.id }, include: { territories: true } });
    const answers = await Promise.all(
      all.map((o) =>
        saveObjective({
          slug: w.ctx.league.slug,
          edition: 1,
          objectiveId: o.id,
          number: o.number,
          name: `${o.name}!`,
          territories: o.territories.map((t) => ({ territoryId: t.territoryId, value: t.value })),
        }),
      ),
    );
    const kinds = new Set(answers.map((a) => (a.ok ? "ok" : a.formError)));
    if (role === "anonymous") expect([...kinds]).toEqual(["signInRequired"]);
    else if (role !== "organiser") expect([...kinds]).toEqual(["forbidden"]);
    // while a game runs, every objective gets the same refusal: no way to tell which four are dealt
    else if (state === "dealt") expect([...kinds]).toEqual(["gameInProgress"]);
    else if (state === "finished") {
      const dealt = new Set(w.secrets.map((s) => s.objectiveId));
      answers.forEach((a, i) => expect(a.ok ? "ok" : a.formError).toBe(dealt.has(all[i].id) ? "objectiveDealt" : "ok"));
    } else expect([...kinds]).toEqual(["ok"]);
  });

  it("deleting objectives follows the same lock", async () => {
    signInAs(w.users.organiser);
    const target =
      w.holderSeat.objectiveId ?? (await db.objective.findFirstOrThrow({ where: { seasonId: w.ctx.season.id } })).id;
    const res = await deleteObjective({ slug: w.ctx.league.slug, edition: 1, objectiveId: target });
    expect(res.ok ? "ok" : res.formError).toBe(
      { planned: "ok", dealt: "gameInProgress", finished: "objectiveDealt" }[state],
    );
  });
});

describe("after the game", () => {
  it("members see every card, the view log and re-deal reasons; a member of another league sees nothing", async () => {
    const w = await world("dealt");
    signInAs(w.users.holder);
    await revealMyObjective({ slug: w.ctx.league.slug, gameId: w.gameId });
    await db.game.update({ where: { id: w.gameId }, data: { status: "finished" } });
    const night = await getGameNight(w.gameId, await getLeagueAccess(db, w.users.otherPlayer!.id, w.ctx.league.id));
    expect(night!.viewLog).toEqual([
      expect.objectContaining({ seatId: w.holderSeat.id, via: "account", viewer: "P1" }),
    ]);
    const holder = night!.revealed!.find((r) => r.seatId === w.holderSeat.id)!;
    expect(holder.card!.number).toBe(w.holderSeat.objective!.number);
    expect(holder.salt).toBe(w.holderSeat.salt);

    const outsider = await createUser();
    const otherLeague = await db.league.create({ data: { name: "Other", slug: "other-league" } });
    await addMember(outsider.id, otherLeague.id, "organiser");
    expect(await getGameNight(w.gameId, await getLeagueAccess(db, outsider.id, otherLeague.id))).toBeNull();
  });
});
