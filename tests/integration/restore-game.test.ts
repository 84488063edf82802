import { beforeAll, describe, expect, it } from "vitest";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { restoreGame } from "@/server/actions/restore-game";
import { voidGame } from "@/server/actions/void-game";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameNight } from "@/server/queries/game-night";
import { getLeaderboard } from "@/server/queries/standings";
import { addMember, createLeagueWithPlayers, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
const players = () => ctx.members.map((m) => m.player.id);
const version = async (gameId: string) => (await db.game.findUniqueOrThrow({ where: { id: gameId } })).version;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 8);
});

describe("restoring a voided game", () => {
  it("brings a finished game back with its result: the standings are those before the void", async () => {
    signInAs(ctx.organiser);
    const g = await createGame(ctx.season.id, players());
    expect((await recordGameResult(resultInput(g.game, g.seats, objectives, [4, 3, 1, 0]))).ok).toBe(true);
    const before = await getLeaderboard(ctx.league.id, 1);
    const seatsBefore = await db.seat.findMany({
      where: { gameId: g.game.id },
      select: { id: true, rank: true, points: true },
      orderBy: { turnOrder: "asc" },
    });

    expect((await voidGame({ gameId: g.game.id, version: 1, reason: "per errore" })).ok).toBe(true);
    expect((await db.game.findUniqueOrThrow({ where: { id: g.game.id } })).voidedFromStatus).toBe("finished");
    expect((await getLeaderboard(ctx.league.id, 1))!.gamesFinished).toBe(before!.gamesFinished - 1);

    expect(await restoreGame({ gameId: g.game.id, version: 2, reason: "annullata per errore" })).toEqual({
      ok: true,
      data: { version: 3, status: "finished", redealNeeded: false },
    });
    expect(await getLeaderboard(ctx.league.id, 1)).toEqual(before);
    const game = await db.game.findUniqueOrThrow({ where: { id: g.game.id } });
    expect(game).toMatchObject({ status: "finished", voidedFromStatus: null, version: 3 });
    expect(
      await db.seat.findMany({
        where: { gameId: g.game.id },
        select: { id: true, rank: true, points: true },
        orderBy: { turnOrder: "asc" },
      }),
    ).toEqual(seatsBefore);
    const event = await db.auditEvent.findFirstOrThrow({ where: { entityId: g.game.id, action: "game.restore" } });
    expect(event.reason).toBe("annullata per errore");
    expect(JSON.parse(event.before!)).toMatchObject({ status: "void", voidedFrom: "finished" });
    expect(JSON.parse(event.after!)).toMatchObject({ status: "finished", seats: expect.any(Array) });
  });

  it("ranks a restored finished game with the season's rules as they are now", async () => {
    signInAs(ctx.organiser);
    const g = await createGame(ctx.season.id, players());
    expect((await recordGameResult(resultInput(g.game, g.seats, objectives, [4, 3, 1, 0]))).ok).toBe(true);
    const pointsUnder = async () =>
      (await db.seat.findMany({ where: { gameId: g.game.id }, orderBy: { turnOrder: "asc" } })).map((s) => s.points);
    const placement = await pointsUnder();
    expect((await voidGame({ gameId: g.game.id, version: 1, reason: "regole" })).ok).toBe(true);
    const rules = ctx.season.rules;
    await db.season.update({
      where: { id: ctx.season.id },
      data: { rules: JSON.stringify({ formula: { kind: "league100" } }) },
    });
    try {
      expect((await restoreGame({ gameId: g.game.id, version: 2, reason: "regole cambiate" })).ok).toBe(true);
      expect(await pointsUnder()).not.toEqual(placement);
      const winner = await db.seat.findFirstOrThrow({ where: { gameId: g.game.id, turnOrder: 1 } });
      expect(winner.rank).toBe(1);
    } finally {
      await db.season.update({ where: { id: ctx.season.id }, data: { rules } });
    }
  });

  it("does not put a game voided while in play back into play: it is planned again, its deal wiped", async () => {
    signInAs(ctx.organiser);
    const g = await createGame(ctx.season.id, players().slice(0, 3), {
      dealt: objectives.slice(0, 3).map((o) => o.id),
    });
    await db.game.update({ where: { id: g.game.id }, data: { dealtAt: new Date() } });
    await db.seat.update({
      where: { id: g.seats[0].id },
      data: { revealTokenHash: "x".repeat(64), firstViewedAt: new Date() },
    });
    expect((await voidGame({ gameId: g.game.id, version: 0, reason: "tavolo sbagliato" })).ok).toBe(true);
    expect(await restoreGame({ gameId: g.game.id, version: 1, reason: "la rigiochiamo" })).toEqual({
      ok: true,
      data: { version: 2, status: "planned", redealNeeded: true },
    });
    const game = await db.game.findUniqueOrThrow({ where: { id: g.game.id } });
    expect(game).toMatchObject({ status: "planned", dealtAt: null, voidedFromStatus: null });
    const seats = await db.seat.findMany({
      where: { gameId: g.game.id },
      select: { objectiveId: true, salt: true, commitment: true, revealTokenHash: true, firstViewedAt: true },
    });
    expect(
      seats.every((s) => !s.objectiveId && !s.salt && !s.commitment && !s.revealTokenHash && !s.firstViewedAt),
    ).toBe(true);
    const event = await db.auditEvent.findFirstOrThrow({ where: { entityId: g.game.id, action: "game.restore" } });
    for (const o of objectives.slice(0, 3)) expect(`${event.before}${event.after}`).not.toContain(o.id);
    // it can (and must) be dealt again
    const slug = ctx.league.slug;
    expect((await dealGameObjectives({ slug, gameId: g.game.id })).ok).toBe(true);
  });

  it("wipes the cards of a void still held back, so they are never shown", async () => {
    signInAs(ctx.organiser);
    const [p, a, b, c] = players();
    const real = await createGame(ctx.season.id, [p, a, b], { dealt: objectives.slice(0, 3).map((o) => o.id) });
    await db.game.update({ where: { id: real.game.id }, data: { dealtAt: new Date(Date.now() - 60_000) } });
    const g = await createGame(ctx.season.id, [p, c, a], { dealt: objectives.slice(3, 6).map((o) => o.id) });
    await db.game.update({ where: { id: g.game.id }, data: { dealtAt: new Date() } });
    expect((await voidGame({ gameId: g.game.id, version: 0, reason: "prova" })).ok).toBe(true);
    const access = await getLeagueAccess(db, ctx.organiser.id, ctx.league.id);
    expect((await getGameNight(g.game.id, access))!.heldBack).toBe(true);
    expect((await restoreGame({ gameId: g.game.id, version: 1, reason: "ripristino" })).ok).toBe(true);
    await db.game.update({ where: { id: real.game.id }, data: { status: "finished" } });
    const night = await getGameNight(g.game.id, access);
    expect(night).toMatchObject({ status: "planned", revealed: null, heldBack: false });
    expect(JSON.stringify(night)).not.toContain(objectives[3].id);
  });

  it("returns a game voided before its deal to planned", async () => {
    signInAs(ctx.organiser);
    const g = await createGame(ctx.season.id, players());
    expect((await voidGame({ gameId: g.game.id, version: 0, reason: "doppia" })).ok).toBe(true);
    expect(await restoreGame({ gameId: g.game.id, version: 1, reason: "non era doppia" })).toEqual({
      ok: true,
      data: { version: 2, status: "planned", redealNeeded: false },
    });
  });

  it("is for the organiser only, with a reason, on a voided game at the version shown", async () => {
    const g = await createGame(ctx.season.id, players());
    signInAs(ctx.organiser);
    expect(await restoreGame({ gameId: g.game.id, version: 0, reason: "niente" })).toEqual({
      ok: false,
      formError: "gameNotVoid",
    });
    expect((await voidGame({ gameId: g.game.id, version: 0, reason: "doppia" })).ok).toBe(true);
    const noReason = await restoreGame({ gameId: g.game.id, version: 1, reason: " " });
    expect(!noReason.ok && noReason.fieldErrors?.reason).toEqual(["reasonRequired"]);
    expect(await restoreGame({ gameId: g.game.id, version: 0, reason: "vecchia pagina" })).toEqual({
      ok: false,
      formError: "resultAlreadySaved",
    });

    const recorder = await createUser();
    await addMember(recorder.id, ctx.league.id, "player", true);
    signInAs(recorder);
    expect(await restoreGame({ gameId: g.game.id, version: 1, reason: "ci provo" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signInAs(ctx.members[0].user);
    expect(await restoreGame({ gameId: g.game.id, version: 1, reason: "ci provo" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    expect(await version(g.game.id)).toBe(1);
    expect((await db.game.findUniqueOrThrow({ where: { id: g.game.id } })).status).toBe("void");

    signInAs(ctx.organiser);
    const both = await Promise.all([
      restoreGame({ gameId: g.game.id, version: 1, reason: "uno" }),
      restoreGame({ gameId: g.game.id, version: 1, reason: "due" }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.auditEvent.count({ where: { entityId: g.game.id, action: "game.restore" } })).toBe(1);
  });
});
