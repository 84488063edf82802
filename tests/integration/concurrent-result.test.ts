import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
});

describe("two phones submitting the same result", () => {
  it("stores it once; the other submission is told it was already saved", async () => {
    signInAs(ctx.organiser);
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
      { dealt: objectives.map((o) => o.id) },
    );
    const input = resultInput(game, seats, objectives, [2, 3, 4, 1]);
    const results = await Promise.all([recordGameResult(input), recordGameResult(structuredClone(input))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, formError: "resultAlreadySaved" });
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).version).toBe(1);
    expect(await db.auditEvent.count({ where: { entityId: game.id } })).toBe(1);
    expect(await db.seatTerritory.count({ where: { seat: { gameId: game.id } } })).toBe(10);
  });
});
