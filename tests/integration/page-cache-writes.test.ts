import { beforeAll, describe, expect, it } from "vitest";
import { recordGameResult } from "@/server/actions/record-game-result";
import { registerPageCache } from "../../src/lib/page-cache.mjs";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput } from "../support/results";
import { signInAs } from "../support/session";

// The server keeps statically rendered pages (the public leaderboard) in memory for a few seconds
// (src/lib/page-cache.mjs). Every write must drop them, or the leaderboard would lag behind a result just logged.
let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
let clears = 0;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  registerPageCache({ clear: () => clears++ });
});

describe("writes and the server's page cache", () => {
  it("a saved result drops the cached pages; a refused one leaves them", async () => {
    const players = ctx.members.map((m) => m.player.id);
    const { game, seats } = await createGame(ctx.season.id, players);

    signInAs(ctx.members[1].user); // a player who may not record results
    expect(await recordGameResult(resultInput(game, seats, objectives, [5, 1, 1, 1]))).toEqual({ ok: false, formError: "forbidden" });
    expect(clears).toBe(0);

    signInAs(ctx.organiser);
    expect((await recordGameResult(resultInput(game, seats, objectives, [5, 1, 1, 1]))).ok).toBe(true);
    expect(clears).toBe(1);
  });
});
