import { beforeEach, describe, expect, it } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const COLORS = ["blu", "rosso", "verde", "giallo", "viola", "nero"] as const;

async function setup(objectives: "official" | number = "official") {
  const ctx = await createLeagueWithPlayers(5);
  signInAs(ctx.organiser);
  const start =
    objectives === "official"
      ? await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })
      : await startObjectiveSet({
          slug: ctx.league.slug,
          edition: 1,
          source: "generator",
          count: objectives,
          size: 10,
          seed: "t",
        });
  expect(start.ok).toBe(true);
  return ctx;
}

async function newGame(ctx: Awaited<ReturnType<typeof setup>>, players = 4) {
  signInAs(ctx.organiser);
  const res = await createGameNight({
    slug: ctx.league.slug,
    playedOn: "2026-03-01",
    turnOrderMode: "random",
    seats: ctx.members.slice(0, players).map((m, i) => ({ playerId: m.player.id, armyColor: COLORS[i] })),
  });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.gameId;
}

const secretSeats = (gameId: string) =>
  db.seat.findMany({ where: { gameId }, select: { objectiveId: true, salt: true, commitment: true, playerId: true } });

describe("create game night", () => {
  beforeEach(() => signOut());

  it("stores players, colours and a turn order 1..n", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 5);
    const seats = await db.seat.findMany({ where: { gameId }, orderBy: { turnOrder: "asc" } });
    expect(seats.map((s) => s.turnOrder)).toEqual([1, 2, 3, 4, 5]);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("planned");
  });

  it("keeps an entered turn order", async () => {
    const ctx = await setup();
    signInAs(ctx.organiser);
    const [a, b, c] = ctx.members;
    const res = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-03-02",
      turnOrderMode: "entered",
      seats: [
        { playerId: a.player.id, armyColor: "blu", turnOrder: 3 },
        { playerId: b.player.id, armyColor: "nero", turnOrder: 1 },
        { playerId: c.player.id, armyColor: "verde", turnOrder: 2 },
      ],
    });
    expect(res.ok).toBe(true);
    const seats = await db.seat.findMany({
      where: { gameId: res.ok ? res.data.gameId : "" },
      orderBy: { turnOrder: "asc" },
    });
    expect(seats.map((s) => s.playerId)).toEqual([b.player.id, c.player.id, a.player.id]);
  });

  it.each([
    ["two players", 2, "playersCount"],
    ["seven players", 7, "playersCount"],
  ])("refuses %s", async (_l, n, key) => {
    const ctx = await setup();
    signInAs(ctx.organiser);
    const seats = Array.from({ length: n }, (_, i) => ({
      playerId: ctx.members[i % 5].player.id,
      armyColor: COLORS[i % 6],
    }));
    const res = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-03-01",
      turnOrderMode: "random",
      seats,
    });
    expect(!res.ok && res.fieldErrors?.seats).toContain(key);
  });

  it("refuses the same colour twice and players of the game", async () => {
    const ctx = await setup();
    signInAs(ctx.organiser);
    const seats = ctx.members.slice(0, 3).map((m) => ({ playerId: m.player.id, armyColor: "blu" }));
    const res = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-03-01",
      turnOrderMode: "random",
      seats,
    });
    expect(!res.ok && res.fieldErrors?.seats).toContain("colorTwice");
    signInAs(ctx.members[0].user);
    const asPlayer = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-03-01",
      turnOrderMode: "random",
      seats: ctx.members.slice(0, 3).map((m, i) => ({ playerId: m.player.id, armyColor: COLORS[i] })),
    });
    expect(asPlayer).toEqual({ ok: false, formError: "forbidden" });
  });
});

describe("deal", () => {
  beforeEach(() => signOut());

  it("gives each seat a different objective with a matching public commitment, and audits commitments only", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 5);
    const res = await dealGameObjectives({ slug: ctx.league.slug, gameId });
    expect(res.ok).toBe(true);
    const seats = await secretSeats(gameId);
    expect(new Set(seats.map((s) => s.objectiveId)).size).toBe(5);
    const { commitmentOf } = await import("@/dealing/commitment");
    for (const s of seats) expect(s.commitment).toBe(commitmentOf(s.objectiveId!, s.salt!));
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("dealt");
    const events = await db.auditEvent.findMany({ where: { entityId: gameId } });
    const text = JSON.stringify(events);
    for (const s of seats) {
      expect(text).not.toContain(s.objectiveId!);
      expect(text).not.toContain(s.salt!);
    }
    expect(text).toContain(seats[0].commitment!);
    // the action answer carries commitments only
    expect(JSON.stringify(res)).not.toContain(seats[0].objectiveId!);
  });

  it("refuses a set with fewer objectives than players, and deals nothing", async () => {
    const ctx = await setup(3);
    const gameId = await newGame(ctx, 4);
    const res = await dealGameObjectives({ slug: ctx.league.slug, gameId });
    expect(res).toEqual({ ok: false, formError: "tooFewObjectives" });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("planned");
    expect((await secretSeats(gameId)).every((s) => s.objectiveId === null && s.commitment === null)).toBe(true);
  });

  it("two simultaneous deals produce exactly one deal", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 4);
    const results = await Promise.all([
      dealGameObjectives({ slug: ctx.league.slug, gameId }),
      dealGameObjectives({ slug: ctx.league.slug, gameId }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, formError: "alreadyDealt" });
    const winner = results.find((r) => r.ok)!;
    const seats = await db.seat.findMany({ where: { gameId }, select: { id: true, commitment: true } });
    expect(winner.ok && winner.data.commitments.map((c) => c.commitment).sort()).toEqual(
      seats.map((s) => s.commitment).sort(),
    );
    expect(await db.auditEvent.count({ where: { entityId: gameId, action: "game.deal" } })).toBe(1);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).version).toBe(1);
  });

  it("avoids giving a player an objective they already had this season", async () => {
    const ctx = await setup(6); // 6 objectives, 3 players: three nights can give everyone a fresh card each time
    const held = new Map<string, string[]>();
    for (let night = 0; night < 3; night++) {
      const gameId = await newGame(ctx, 3);
      expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
      for (const s of await secretSeats(gameId)) {
        expect(held.get(s.playerId) ?? []).not.toContain(s.objectiveId);
        held.set(s.playerId, [...(held.get(s.playerId) ?? []), s.objectiveId!]);
      }
      await db.game.update({ where: { id: gameId }, data: { status: "finished" } });
    }
  });

  it("is refused to players and to anonymous visitors", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 4);
    signInAs(ctx.members[0].user);
    expect(await dealGameObjectives({ slug: ctx.league.slug, gameId })).toEqual({ ok: false, formError: "forbidden" });
    signOut();
    expect(await dealGameObjectives({ slug: ctx.league.slug, gameId })).toEqual({
      ok: false,
      formError: "signInRequired",
    });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("planned");
  });
});

describe("re-deal", () => {
  beforeEach(() => signOut());

  it("is free before anyone viewed; needs a reason afterwards, which the audit trail keeps", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 4);
    await dealGameObjectives({ slug: ctx.league.slug, gameId });
    const first = (await secretSeats(gameId)).map((s) => s.commitment);
    expect((await redealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
    const second = (await secretSeats(gameId)).map((s) => s.commitment);
    expect(second).not.toEqual(first);

    signInAs(ctx.members[0].user);
    expect((await revealMyObjective({ slug: ctx.league.slug, gameId })).ok).toBe(true);

    signInAs(ctx.organiser);
    const refused = await redealGameObjectives({ slug: ctx.league.slug, gameId });
    expect(!refused.ok && refused.fieldErrors?.reason).toEqual(["redealReasonRequired"]);
    expect((await secretSeats(gameId)).map((s) => s.commitment)).toEqual(second);

    const res = await redealGameObjectives({ slug: ctx.league.slug, gameId, reason: "Card shown by mistake" });
    expect(res.ok).toBe(true);
    const event = await db.auditEvent.findFirstOrThrow({
      where: { entityId: gameId, action: "game.redeal", reason: { not: null } },
    });
    expect(event.reason).toBe("Card shown by mistake");
    const seats = await secretSeats(gameId);
    for (const s of seats) expect(`${event.before}${event.after}`).not.toContain(s.objectiveId!);
    expect(await db.seat.count({ where: { gameId, firstViewedAt: { not: null } } })).toBe(0);
  });

  it("is refused to a player and on a planned game", async () => {
    const ctx = await setup();
    const gameId = await newGame(ctx, 4);
    expect(await redealGameObjectives({ slug: ctx.league.slug, gameId })).toEqual({ ok: false, formError: "notDealt" });
    await dealGameObjectives({ slug: ctx.league.slug, gameId });
    signInAs(ctx.members[1].user);
    expect(await redealGameObjectives({ slug: ctx.league.slug, gameId, reason: "x" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
  });
});
