// Issue 20 §2: no page costs more than linear time in the season's games. The scoring side is checked on the pure
// functions (tests/unit/scoring/linear-time.test.ts); this is the database side: every member page's loader issues the
// same number of SQL statements for a season of 3 games and for one of 15 — no statement per game (or per pair of
// games), so what a page reads grows with the rows, not with a query per row. The derived-data memo is off in tests:
// each call reads and computes from scratch, the cost of the first reader after a save.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@/server/db", () => import("../support/counted-db").then((m) => m.countedDbModule()));
const { queries } = await import("../support/counted-db");

const { recordGameResult } = await import("../support/results");
const { db } = await import("@/server/db");
const { getLeagueHome } = await import("@/server/queries/league-home");
const { getLeaderboard } = await import("@/server/queries/standings");
const { getSeasonStats } = await import("@/server/queries/season-stats");
const { getPlayerStats } = await import("@/server/queries/player-stats");
const { listSeasonGames } = await import("@/server/queries/season-games");
const { getSeasonRecap } = await import("@/server/queries/recap");
const { getNightRecap } = await import("@/server/queries/night-recap");
const { createLeagueWithPlayers } = await import("../support/factories");
const { createCatalogue, createGame, resultInput } = await import("../support/results");
const { signInAs } = await import("../support/session");

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
let lastGameId = "";
let games = 0;

async function addGames(n: number) {
  const ids = ctx.members.map((m) => m.player.id);
  for (let i = 0; i < n; i++) {
    const { game, seats } = await createGame(ctx.season.id, ids);
    const held = [1, 2, 3, 4].map((h, s) => ((h + games + s) % 4) + 1); // a different winner each night
    expect((await recordGameResult(resultInput(game, seats, objectives, held))).ok).toBe(true);
    lastGameId = game.id;
    games++;
  }
}

/** Each page's loader, as the page calls it for a member, with the statements it issued. */
async function statementsPerPage(): Promise<Record<string, number>> {
  const leagueId = ctx.league.id;
  const member = ctx.members[0];
  const pages: Record<string, () => Promise<unknown>> = {
    "league home": () => getLeagueHome(leagueId, true),
    leaderboard: () => getLeaderboard(leagueId, 1),
    "season statistics": () => getSeasonStats(leagueId, 1),
    "player page": () => getPlayerStats(leagueId, member.player.id, 1),
    "games list": () => listSeasonGames(leagueId, 1, 1),
    "night recap": () => getNightRecap(leagueId, member.user.id, lastGameId),
    "season recap": () => getSeasonRecap(leagueId, member.user.id, 1),
  };
  const counts: Record<string, number> = {};
  for (const [name, load] of Object.entries(pages)) {
    queries.length = 0;
    expect(await load(), name).not.toBeNull();
    counts[name] = queries.length;
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  signInAs(ctx.organiser);
});

describe("SQL statements per page do not grow with the season's games", () => {
  it("is the same for 3 and for 15 finished games, on every member page", async () => {
    await addGames(3);
    await db.season.update({ where: { id: ctx.season.id }, data: { status: "closed" } });
    const small = await statementsPerPage();
    await db.season.update({ where: { id: ctx.season.id }, data: { status: "active" } });
    await addGames(12);
    await db.season.update({ where: { id: ctx.season.id }, data: { status: "closed" } });
    const large = await statementsPerPage();
    for (const count of Object.values(small)) expect(count).toBeGreaterThan(0); // the counting works
    expect(large).toEqual(small);
  });
});
