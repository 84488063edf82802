import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getGameResult } from "@/server/queries/game-result";
import { getLeaderboard } from "@/server/queries/standings";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
});

describe("editing a saved result", () => {
  it("recomputes ranks and standings and records before/after with the reason", async () => {
    signInAs(ctx.organiser);
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
      { dealt: objectives.map((o) => o.id) },
    );
    expect((await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).ok).toBe(true);
    expect((await getLeaderboard(ctx.league.id, 1))!.rows[0].player.displayName).toBe("P1");

    const fixed = resultInput({ id: game.id, version: 1 }, seats, objectives, [1, 4, 1, 2], {
      reason: "territori di P2 contati male",
    });
    expect(await recordGameResult(fixed)).toMatchObject({ ok: true, data: { version: 2 } });

    const board = (await getLeaderboard(ctx.league.id, 1))!;
    expect(board.rows.map((r) => [r.player.displayName, r.points])).toEqual([
      ["P2", 12.1],
      ["P4", 7.03],
      ["P1", 4.01],
      ["P3", 4.01],
    ]);
    const events = await db.auditEvent.findMany({ where: { entityId: game.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.action)).toEqual(["game.result.record", "game.result.edit"]);
    const edit = events[1];
    expect(edit.reason).toBe("territori di P2 contati male");
    expect(JSON.parse(edit.before!).seats[1]).toMatchObject({ rank: 2, objectivePoints: 1 });
    expect(JSON.parse(edit.after!).seats[1]).toMatchObject({ rank: 1, objectivePoints: 10 });

    const view = (await getGameResult(ctx.league.id, ctx.organiser.id, game.id))!;
    expect(view.audit.map((a) => a.action)).toEqual(["game.result.edit", "game.result.record"]);
    expect(view.audit[0].actorName).toBe("Organiser");
    expect(view.seats[1]).toMatchObject({ rank: 1, objectivePoints: 10, objective: { number: 2 } });
  });

  it("refuses an edit made from a stale form", async () => {
    signInAs(ctx.organiser);
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
    );
    expect((await recordGameResult(resultInput(game, seats, objectives, [1, 2, 3, 4]))).ok).toBe(true);
    const stale = await recordGameResult(resultInput(game, seats, objectives, [4, 3, 2, 1]));
    expect(stale).toEqual({ ok: false, formError: "resultAlreadySaved" });
    expect((await db.seat.findFirstOrThrow({ where: { gameId: game.id, turnOrder: 4 } })).objectivePoints).toBe(10);
  });

  it("keeps the objectives of an unfinished game out of its result view", async () => {
    const { game } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
      { dealt: objectives.map((o) => o.id) },
    );
    const view = (await getGameResult(ctx.league.id, ctx.organiser.id, game.id))!;
    expect(view.seats.every((s) => s.objective === null && s.rank === null)).toBe(true);
    for (const o of objectives) expect(JSON.stringify(view.seats)).not.toContain(o.id);
  });
});
