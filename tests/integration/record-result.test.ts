import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { createLeagueWithPlayers, createUser, addMember } from "../support/factories";
import { recordResult } from "@/server/actions/record-result";
import { readPlay } from "@/server/plays/play-store";
import { createCatalogue, createGame, resultInput, recordGameResult, resultOf } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 5);
});

const playerIds = () => ctx.members.map((m) => m.player.id);

describe("recording a game result", () => {
  it("stores seats, ranks and placement points from the season's rules, finishes the game and audits it", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds(), {
      dealt: objectives.slice(0, 4).map((o) => o.id),
    });
    signInAs(ctx.organiser);
    // held territories 3,2,4,1 → points 1+2+3=6, 1+2=3, 1+2+3+4=10, 1 (all 5 would complete the objective: issue 21)
    const res = await recordGameResult(resultInput(game, seats, objectives, [3, 2, 4, 1], { notes: "Serata tirata" }));
    expect(res).toMatchObject({ ok: true, data: { version: 1 } });

    const saved = await db.game.findUniqueOrThrow({
      where: { id: game.id },
      include: { seats: { orderBy: { turnOrder: "asc" }, include: { held: true } } },
    });
    expect(saved.status).toBe("finished");
    expect(saved.notes).toBe("Serata tirata");
    expect(saved.seats.map((s) => s.objectivePoints)).toEqual([6, 3, 10, 1]);
    expect(saved.seats.map((s) => s.objectiveTotal)).toEqual([15, 15, 15, 15]);
    expect(saved.seats.map((s) => s.rank)).toEqual([2, 3, 1, 4]);
    // placement: 12/7/5/3 + objective points × 0.01
    expect(saved.seats.map((s) => s.points)).toEqual([7.06, 5.03, 12.1, 3.01]);
    expect(saved.seats[0].held).toHaveLength(3);

    const events = await db.auditEvent.findMany({ where: { entityId: game.id } });
    expect(events).toHaveLength(1);
    expect(events[0].action).toBe("game.result.record");
    expect(events[0].actorUserId).toBe(ctx.organiser.id);
    expect(JSON.parse(events[0].before!)).toEqual({ status: "dealt" });
    expect(JSON.parse(events[0].after!).seats[2]).toMatchObject({
      rank: 1,
      objectivePoints: 10,
      objectiveId: objectives[2].id,
    });
  });

  it("refuses an objective that does not match the one dealt, without saying which seat (no oracle), and saves nothing", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds(), {
      dealt: objectives.slice(0, 4).map((o) => o.id),
    });
    signInAs(ctx.organiser);
    const swapped = [objectives[1], objectives[0], objectives[2], objectives[3]];
    const res = await recordGameResult(resultInput(game, seats, swapped, [1, 1, 1, 1]));
    expect(res).toEqual({ ok: false, formError: "objectiveMismatchAny" });
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("dealt");
    expect(await db.auditEvent.count({ where: { entityId: game.id } })).toBe(0);
  });

  it("locks result entry of a running game after 5 wrong guesses, even for the right cards", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds(), {
      dealt: objectives.slice(0, 4).map((o) => o.id),
    });
    signInAs(ctx.organiser);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = [objectives[4], objectives[1], objectives[2], objectives[3]];
      expect(await recordGameResult(resultInput(game, seats, wrong, [1, 1, 1, 1]))).toEqual({
        ok: false,
        formError: "objectiveMismatchAny",
      });
    }
    const right = await recordGameResult(resultInput(game, seats, objectives.slice(0, 4), [1, 1, 1, 1]));
    expect(right).toEqual({ ok: false, formError: "objectiveCheckLocked" });
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("dealt");
  });

  it("ranks a completed objective first and eliminated players last, recording who eliminated whom", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const input = resultInput(game, seats, objectives, [2, 0, 0, 4], { endReason: "objective" });
    input.seats[1] = { ...input.seats[1], objectiveCompleted: true };
    input.seats[2] = { ...input.seats[2], eliminatedOrder: 1, eliminatedById: playerIds()[1], heldTerritoryIds: [] };
    const res = await recordGameResult(input);
    expect(res.ok).toBe(true);
    const saved = await db.seat.findMany({ where: { gameId: game.id }, orderBy: { turnOrder: "asc" } });
    expect(saved.map((s) => s.rank)).toEqual([3, 1, 4, 2]);
    expect(saved.map((s) => s.points)).toEqual([5.03, 13.15, 1, 7.1]);
    expect(saved[2].eliminatedById).toBe(playerIds()[1]);
    expect(saved[1].objectivePoints).toBe(15);
  });

  it("accepts objective totals and points entered directly for a game logged after the fact", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds().slice(0, 3));
    signInAs(ctx.organiser);
    const res = await recordGameResult({
      gameId: game.id,
      version: 0,
      endReason: "agreement",
      sdadataRound: null,
      durationMinutes: null,
      notes: null,
      seats: seats.map((s, i) => ({
        seatId: s.id,
        objectiveId: null,
        heldTerritoryIds: [],
        objectiveTotal: 95,
        objectivePoints: [40, 60, 20][i],
        objectiveCompleted: false,
        eliminatedOrder: null,
        eliminatedById: null,
        armies: null,
      })),
    });
    expect(res.ok).toBe(true);
    const saved = await db.seat.findMany({ where: { gameId: game.id }, orderBy: { turnOrder: "asc" } });
    expect(saved.map((s) => s.rank)).toEqual([2, 1, 3]);
    expect(saved.map((s) => s.points)).toEqual([7.4, 12.6, 5.2]);
  });

  it("rejects territories outside the chosen objective", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const input = resultInput(game, seats, objectives, [1, 1, 1, 1]);
    input.seats[0] = { ...input.seats[0], heldTerritoryIds: [objectives[4].territoryIds[0]] };
    const res = await recordGameResult(input);
    expect(!res.ok && res.formError).toBe("territoryNotInObjective");
  });

  it("is refused to plain players and to visitors", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.members[0].user);
    expect(await recordGameResult(resultInput(game, seats, objectives, [1, 1, 1, 1]))).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signInAs(null);
    expect(await recordGameResult(resultInput(game, seats, objectives, [1, 1, 1, 1]))).toEqual({
      ok: false,
      formError: "signInRequired",
    });
    const outsider = await createUser();
    signInAs(outsider);
    expect(await recordGameResult(resultInput(game, seats, objectives, [1, 1, 1, 1]))).toEqual({
      ok: false,
      formError: "forbidden",
    });
  });

  it("is allowed to a player the organiser lets record results", async () => {
    const recorder = await createUser();
    await addMember(recorder.id, ctx.league.id, "player", true);
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(recorder);
    expect((await recordGameResult(resultInput(game, seats, objectives, [1, 2, 3, 4]))).ok).toBe(true);
  });

  it("keeps a value of the definition beyond its columns (card sets traded), and never a card typed as a value", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const input = await resultOf(resultInput(game, seats, objectives, [1, 1, 1, 1]));
    input.play.seats[0].values = { ...input.play.seats[0].values, trisTraded: 2, objectiveId: objectives[4].id };
    expect((await recordResult(input)).ok).toBe(true);
    const stored = await readPlay(db, game.id);
    expect(stored?.seats[0].values).toMatchObject({ trisTraded: 2, objectivePoints: 1 });
    expect(stored?.seats[0].values.objectiveId).toBeUndefined();
    const seat = await db.seat.findUniqueOrThrow({ where: { id: seats[0].id }, omit: { objectiveId: false } });
    expect(seat.objectiveId).toBe(objectives[0].id); // the card comes from the deal part
  });

  it("reports invalid input next to the fields", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const res = await recordGameResult(
      resultInput(game, seats, objectives, [1, 1, 1, 1], { endReason: "sdadata", sdadataRound: null }),
    );
    expect(!res.ok && res.fieldErrors?.["game.endedRound"]).toEqual(["required"]);
  });
});
