import { beforeAll, describe, expect, it } from "vitest";
import { changePassword } from "@/server/actions/change-password";
import { onPageCacheClear, registerPageCache } from "../../src/runtime/front-cache";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

// The server keeps statically rendered pages (the public leaderboard) in memory for a few seconds
// (src/runtime/front-cache.ts). Every write must drop them, or the leaderboard would lag behind a result just logged.
let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
let clears = 0;
const scopes: Array<string[] | undefined> = [];
const ended: string[][] = [];
onPageCacheClear((_leagues?: string[], users: string[] = []) => ended.push(users));

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  registerPageCache({
    clear: (leagues?: string[]) => {
      clears++;
      scopes.push(leagues);
    },
  });
});

describe("writes and the server's page cache", () => {
  it("a saved result drops the cached pages; a refused one leaves them", async () => {
    const players = ctx.members.map((m) => m.player.id);
    const { game, seats } = await createGame(ctx.season.id, players);

    signInAs(ctx.members[1].user); // a player who may not record results
    expect(await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).toEqual({
      ok: false,
      formError: "forbidden",
    });
    expect(clears).toBe(0);

    signInAs(ctx.organiser);
    expect((await recordGameResult(resultInput(game, seats, objectives, [4, 1, 1, 1]))).ok).toBe(true);
    expect(clears).toBe(1);
    // a result is a write inside its league: only that league's cached pages (and those outside leagues) go
    expect(scopes.at(-1)).toEqual([ctx.league.slug]);
  });

  it("a password change drops the pages outside leagues and forgets the account: its older sessions find no page anywhere", async () => {
    const before = clears;
    signInAs(ctx.members[2].user);
    const res = await changePassword({
      currentPassword: "password123",
      password: "a-new-password-1",
      confirmPassword: "a-new-password-1",
    });
    expect(res.ok).toBe(true);
    expect(clears).toBe(before + 1);
    expect(scopes.at(-1)).toEqual([]); // no league's pages: a cached member page is only served to a vouched session
    expect(ended.at(-1)).toEqual([ctx.members[2].user.id]); // and no cache vouches for this account any more
  });
});
