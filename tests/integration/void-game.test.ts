import { beforeAll, describe, expect, it } from "vitest";
import { voidGame } from "@/server/actions/void-game";
import { db } from "@/server/db";
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

describe("voiding a game", () => {
  it("takes a finished game out of the standings and audits it with the reason", async () => {
    signInAs(ctx.organiser);
    const players = ctx.members.map((m) => m.player.id);
    const g1 = await createGame(ctx.season.id, players);
    const g2 = await createGame(ctx.season.id, players);
    expect((await recordGameResult(resultInput(g1.game, g1.seats, objectives, [4, 1, 1, 1]))).ok).toBe(true);
    expect((await recordGameResult(resultInput(g2.game, g2.seats, objectives, [1, 4, 1, 1]))).ok).toBe(true);
    expect((await getLeaderboard(ctx.league.id, 1))!.gamesFinished).toBe(2);

    expect(await voidGame({ gameId: g2.game.id, version: 1, reason: "giocata con le regole sbagliate" })).toEqual({
      ok: true,
      data: { version: 2 },
    });
    const board = (await getLeaderboard(ctx.league.id, 1))!;
    expect(board.gamesFinished).toBe(1);
    expect(board.rows[0]).toMatchObject({ points: 12.1, gamesPlayed: 1 });
    expect((await db.game.findUniqueOrThrow({ where: { id: g2.game.id } })).status).toBe("void");
    const event = await db.auditEvent.findFirstOrThrow({ where: { entityId: g2.game.id, action: "game.void" } });
    expect(event.reason).toBe("giocata con le regole sbagliate");
    expect(JSON.parse(event.before!).status).toBe("finished");

    // a void game can no longer get a result
    expect(
      await recordGameResult(resultInput({ id: g2.game.id, version: 2 }, g2.seats, objectives, [1, 1, 1, 1])),
    ).toEqual({ ok: false, formError: "gameIsVoid" });
  });

  it("needs a reason and a result recorder", async () => {
    const { game } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
    );
    signInAs(ctx.organiser);
    const res = await voidGame({ gameId: game.id, version: 0, reason: "" });
    expect(!res.ok && res.fieldErrors?.reason).toEqual(["reasonRequired"]);
    signInAs(ctx.members[1].user);
    expect(await voidGame({ gameId: game.id, version: 0, reason: "non mi piace" })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("planned");
  });
});
