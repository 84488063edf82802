import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { voidGame } from "@/server/actions/void-game";
import { enableDerivedMemo } from "@/server/derived";
import { getGameRecap, getSeasonRecap } from "@/server/queries/recap";
import { createLeagueWithPlayers, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let firstId = "";
let finishedId = "";
let plannedId = "";
let stranger = "";

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4); // a members-only season (isPublic: false)
  const objectives = await createCatalogue(ctx.season.id, 4);
  signInAs(ctx.organiser);
  const ids = ctx.members.map((m) => m.player.id);
  const first = await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 1)) });
  expect((await recordGameResult(resultInput(first.game, first.seats, objectives, [1, 2, 3, 4]))).ok).toBe(true);
  firstId = first.game.id;
  const second = await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 8)) });
  expect((await recordGameResult(resultInput(second.game, second.seats, objectives, [4, 3, 2, 1]))).ok).toBe(true);
  finishedId = second.game.id;
  plannedId = (await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 15)) })).game.id;
  stranger = (await createUser({ name: "Stranger" })).id;
});

describe("getGameRecap", () => {
  it("gives a member the winner, the revealed objectives and the movement of a finished night", async () => {
    const recap = await getGameRecap(ctx.league.id, ctx.members[0].user.id, finishedId);
    expect(recap).not.toBeNull();
    const winner = recap!.result.seats.find((s) => s.rank === 1)!;
    expect(winner.playerId).toBe(ctx.members[0].player.id); // held 4 territories
    expect(recap!.result.seats.every((s) => s.objective !== null)).toBe(true);
    expect(recap!.movement.rows.find((r) => r.playerId === winner.playerId)!.playedThisGame).toBe(true);
  });

  it("refuses a visitor and a stranger on a members-only season", async () => {
    expect(await getGameRecap(ctx.league.id, null, finishedId)).toBeNull();
    expect(await getGameRecap(ctx.league.id, stranger, finishedId)).toBeNull();
  });

  it("has no recap (and no objectives) for a game that is not finished", async () => {
    expect(await getGameRecap(ctx.league.id, ctx.organiser.id, plannedId)).toBeNull();
  });

  it("is public once the season is public", async () => {
    await db.season.update({ where: { id: ctx.season.id }, data: { isPublic: true } });
    expect(await getGameRecap(ctx.league.id, null, finishedId)).not.toBeNull();
    await db.season.update({ where: { id: ctx.season.id }, data: { isPublic: false } });
  });
});

describe("getSeasonRecap", () => {
  it("waits for the season to close, then shows members the champion and the awards", async () => {
    expect(await getSeasonRecap(ctx.league.id, ctx.organiser.id, ctx.season.edition)).toBeNull();
    await db.season.update({ where: { id: ctx.season.id }, data: { status: "closed" } });
    const recap = await getSeasonRecap(ctx.league.id, ctx.members[1].user.id, ctx.season.edition);
    expect(recap?.lines).toHaveLength(4);
    expect(recap?.awards.mostWins?.value).toBe(1);
    expect(await getSeasonRecap(ctx.league.id, stranger, ctx.season.edition)).toBeNull();
  });
});

describe("the season recap is kept until the next write in its league (issue 20 item 2)", () => {
  it("computes the awards once, serves them to every reader allowed, and recomputes them after a write", async () => {
    enableDerivedMemo(true); // as the server does (src/instrumentation-node.ts)
    try {
      const first = await getSeasonRecap(ctx.league.id, ctx.members[1].user.id, ctx.season.edition);
      const again = await getSeasonRecap(ctx.league.id, ctx.members[2].user.id, ctx.season.edition);
      expect(again!.awards).toBe(first!.awards); // the same object: not computed again
      // who may read it is still checked on every request
      expect(await getSeasonRecap(ctx.league.id, stranger, ctx.season.edition)).toBeNull();
      expect(await getSeasonRecap(ctx.league.id, null, ctx.season.edition)).toBeNull();

      signInAs(ctx.organiser);
      const game = await db.game.findUniqueOrThrow({ where: { id: firstId }, select: { version: true } });
      expect((await voidGame({ gameId: firstId, version: game.version, reason: "wrong rules" })).ok).toBe(true);
      const after = await getSeasonRecap(ctx.league.id, ctx.members[1].user.id, ctx.season.edition);
      expect(after!.gamesPlayed).toBe(first!.gamesPlayed - 1);
      expect(after!.awards).not.toBe(first!.awards);
    } finally {
      enableDerivedMemo(false);
    }
  });
});
