import { beforeAll, describe, expect, it } from "vitest";
import { getLeaderboard } from "@/server/queries/standings";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
const ids = () => ctx.members.map((m) => m.player.id);

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  signInAs(ctx.organiser);
  // night 1: P3 completes its objective; night 2: P1 wins (P4 absent); a dealt game not yet played; a void game.
  const g1 = await createGame(ctx.season.id, ids(), { playedOn: new Date("2026-02-01T20:00:00Z") });
  expect(
    (await recordGameResult(resultInput(g1.game, g1.seats, objectives, [3, 2, 5, 1], { endReason: "objective" }))).ok,
  ).toBe(true);
  const g2 = await createGame(ctx.season.id, ids().slice(0, 3), { playedOn: new Date("2026-02-08T20:00:00Z") });
  expect((await recordGameResult(resultInput(g2.game, g2.seats, objectives, [4, 1, 0]))).ok).toBe(true);
  await createGame(ctx.season.id, ids(), {
    dealt: objectives.map((o) => o.id),
    playedOn: new Date("2026-02-15T20:00:00Z"),
  });
  const g4 = await createGame(ctx.season.id, ids(), { playedOn: new Date("2026-02-10T20:00:00Z") });
  await recordGameResult(resultInput(g4.game, g4.seats, objectives, [5, 0, 0, 0], { endReason: "objective" }));
  await db.game.update({ where: { id: g4.game.id }, data: { status: "void" } });
});

describe("season leaderboard", () => {
  it("sums the finished games only, best first, with players and movement", async () => {
    const board = (await getLeaderboard(ctx.league.id, 1))!;
    expect(board.gamesFinished).toBe(2);
    expect(board.season.plannedGames).toBe(40);
    // P1 7.06 + 12.10, P3 13.15 (completed) + 5, P2 5.03 + 7.01, P4 3.01 (placement 12/7/5/3 + points/100)
    expect(board.rows.map((r) => r.player.displayName)).toEqual(["P1", "P3", "P2", "P4"]);
    expect(board.rows[0]).toMatchObject({ rank: 1, points: 19.16, gamesPlayed: 2, wins: 1, movement: 1 });
    expect(board.rows[1]).toMatchObject({ rank: 2, points: 18.15, gamesPlayed: 2, movement: -1 });
    expect(board.rows[3]).toMatchObject({ gamesPlayed: 1, points: 3.01 });
    expect(board.rows[0].player.armyColor).toBe("blu");
  });

  it("shows last night's table in rank order", async () => {
    const board = (await getLeaderboard(ctx.league.id, 1))!;
    expect(board.lastGame?.seats.map((s) => [s.player.displayName, s.rank, s.points])).toEqual([
      ["P1", 1, 12.1],
      ["P2", 2, 7.01],
      ["P3", 3, 5],
    ]);
  });

  it("answers null for an unknown season and an empty board for a season without games", async () => {
    expect(await getLeaderboard(ctx.league.id, 99)).toBeNull();
    await db.season.create({
      data: { leagueId: ctx.league.id, edition: 2, name: "Vuoto", year: 2027, rules: ctx.season.rules },
    });
    const empty = (await getLeaderboard(ctx.league.id, 2))!;
    expect(empty.rows).toEqual([]);
    expect(empty.lastGame).toBeNull();
  });
});
