import { beforeAll, describe, expect, it, vi } from "vitest";

// The same client as src/server/db, with Prisma's query events on, to count the SQL the leaderboard issues.
vi.mock("@/server/db", () => import("../support/counted-db").then((m) => m.countedDbModule()));
const { queries } = await import("../support/counted-db");

const { recordGameResult } = await import("../support/results");
const { getLeaderboard } = await import("@/server/queries/standings");
const { createLeagueWithPlayers } = await import("../support/factories");
const { createCatalogue, createGame, resultInput } = await import("../support/results");
const { signInAs } = await import("../support/session");

let leagueId = "";

beforeAll(async () => {
  const ctx = await createLeagueWithPlayers(5);
  leagueId = ctx.league.id;
  const objectives = await createCatalogue(ctx.season.id, 5);
  signInAs(ctx.organiser);
  for (let i = 0; i < 12; i++) {
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
      { playedOn: new Date(Date.UTC(2026, 1, 1 + i * 7)) },
    );
    expect(
      (
        await recordGameResult(
          resultInput(game, seats, objectives, [i % 5, (i + 1) % 5, (i + 2) % 5, (i + 3) % 5, (i + 4) % 5]),
        )
      ).ok,
    ).toBe(true);
  }
});

describe("leaderboard SQL budget", () => {
  it("loads a season of finished games with one SQL query", async () => {
    queries.length = 0;
    const board = await getLeaderboard(leagueId, 1);
    expect(board?.gamesFinished).toBe(12);
    expect(board?.rows).toHaveLength(5);
    expect(queries).toHaveLength(1);
    // the page adds the layout's lookups (league, and for a signed-in user: user, membership, player)
    expect(queries.length).toBeLessThanOrEqual(3);
  });
});
