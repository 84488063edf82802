import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { importSeason } from "@/server/actions/import-season";
import { recordGameResult } from "@/server/actions/record-game-result";
import { restoreGame } from "@/server/actions/restore-game";
import { savePlayer } from "@/server/actions/save-player";
import { voidGame } from "@/server/actions/void-game";
import { derivedState, enableDerivedMemo } from "@/server/derived-state";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { getPlayerStats } from "@/server/queries/player-stats";
import { listSeasonGames } from "@/server/queries/season-games";
import { getSeasonStats } from "@/server/queries/season-stats";
import { getLeaderboard } from "@/server/queries/standings";
import { createLeagueWithPlayers, createSeason } from "../support/factories";
import { createCatalogue, createGame, resultInput } from "../support/results";
import { signInAs, signOut } from "../support/session";

// Issue 25 / decision 0056: derived season data is kept by the league's data version. After every write path (the
// result form, an edit, void, restore, a player's new name, the import action, the CLI's import) what the memo serves
// must equal what a computation from scratch gives; a write that forgot to bump the version would serve stale data.

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
const sample = () => fs.readFileSync("examples/italy-war-2008-sample.csv");

/** Everything the season pages read that is kept by version (edition 1: the results; edition 2: the imports). */
async function pages() {
  const id = ctx.league.id;
  const player = ctx.members[0].player.id;
  return {
    board: await getLeaderboard(id, 1),
    stats: await getSeasonStats(id, 1),
    games: await listSeasonGames(id, 1),
    player: await getPlayerStats(id, player, 1),
    imported: await getLeaderboard(id, 2),
    importedGames: await listSeasonGames(id, 2),
  };
}

/** What the memo serves against a computation from scratch (the memo off for the second read). */
async function expectFresh() {
  const kept = await pages();
  const state = derivedState();
  state.enabled = false;
  try {
    expect(kept).toEqual(await pages());
  } finally {
    state.enabled = true;
  }
}

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 8);
  await createSeason(ctx.league.id, { edition: 2, status: "closed" });
  enableDerivedMemo(true);
});

afterAll(() => {
  enableDerivedMemo(false);
  signOut();
});

const ids = () => ctx.members.map((m) => m.player.id);

describe("derived season data kept by the league's data version", () => {
  it("is computed once and served again while nothing is written", async () => {
    const first = await getLeaderboard(ctx.league.id, 1);
    expect(await getLeaderboard(ctx.league.id, 1)).toBe(first); // the same object: not computed again
  });

  it("equals a computation from scratch after every write path", async () => {
    signInAs(ctx.organiser);
    await expectFresh();

    // the result form
    const g = await createGame(ctx.season.id, ids(), { playedOn: new Date(Date.UTC(2026, 1, 1)) });
    await pages(); // a value kept before the write
    expect((await recordGameResult(resultInput(g.game, g.seats, objectives, [1, 2, 3, 4]))).ok).toBe(true);
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 1))!.gamesFinished).toBe(1);

    // a second night, then an edit of the first result
    const h = await createGame(ctx.season.id, ids(), { playedOn: new Date(Date.UTC(2026, 1, 8)) });
    expect((await recordGameResult(resultInput(h.game, h.seats, objectives, [4, 3, 2, 1]))).ok).toBe(true);
    await expectFresh();
    await pages();
    expect((await recordGameResult(resultInput({ ...g.game, version: 1 }, g.seats, objectives, [0, 4, 1, 1]))).ok).toBe(
      true,
    );
    await expectFresh();

    // void and restore
    await pages();
    expect((await voidGame({ gameId: h.game.id, version: 1, reason: "per errore" })).ok).toBe(true);
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 1))!.gamesFinished).toBe(1);
    await pages();
    expect((await restoreGame({ gameId: h.game.id, version: 2, reason: "annullata per errore" })).ok).toBe(true);
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 1))!.gamesFinished).toBe(2);

    // a player's new name (the leaderboard rows carry it)
    await pages();
    const m = ctx.members[1].player;
    expect(
      (
        await savePlayer({
          leagueSlug: ctx.league.slug,
          playerId: m.id,
          displayName: "Nuovo nome",
          armyColor: "verde",
          active: "on",
        })
      ).ok,
    ).toBe(true);
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 1))!.rows.some((r) => r.player.displayName === "Nuovo nome")).toBe(
      true,
    );

    // the import action, then the CLI's import (not an action: it bumps the version itself)
    await pages();
    const file = new File([sample()], "sample.csv", { type: "text/csv" });
    const imported = await importSeason({ slug: ctx.league.slug, target: "2", createMissing: "on", dryRun: "0", file });
    expect(imported.ok && imported.data).toMatchObject({ imported: true });
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 2))!.gamesFinished).toBe(4);
    await db.game.deleteMany({ where: { season: { leagueId: ctx.league.id, edition: 2 } } }); // and a CLI write of its own below
    await db.league.update({ where: { id: ctx.league.id }, data: { dataVersion: { increment: 1 } } });
    await pages();
    const cli = await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: ctx.league.id,
        season: { edition: 2 },
        bytes: sample(),
        createMissing: true,
        dryRun: false,
        actorUserId: null,
      }),
    );
    expect(cli).toMatchObject({ ok: true, imported: true });
    await expectFresh();
    expect((await getLeaderboard(ctx.league.id, 2))!.gamesFinished).toBe(4);
  });

  it("would serve stale data after a write that does not bump the version (what the test above guards)", async () => {
    await pages();
    const game = await db.game.findFirstOrThrow({ where: { seasonId: ctx.season.id, status: "finished" } });
    await db.game.update({ where: { id: game.id }, data: { status: "void" } }); // no version bump: not a write path
    const kept = await getLeaderboard(ctx.league.id, 1);
    const state = derivedState();
    state.enabled = false;
    const fresh = await getLeaderboard(ctx.league.id, 1);
    state.enabled = true;
    expect(kept!.gamesFinished).toBe(fresh!.gamesFinished + 1);
    await db.game.update({ where: { id: game.id }, data: { status: "finished" } });
  });

  it("another league's write keeps this league's values", async () => {
    const first = await getLeaderboard(ctx.league.id, 1);
    const other = await createLeagueWithPlayers(2);
    await db.league.update({ where: { id: other.league.id }, data: { dataVersion: { increment: 1 } } });
    expect(await getLeaderboard(ctx.league.id, 1)).toBe(first);
  });
});
