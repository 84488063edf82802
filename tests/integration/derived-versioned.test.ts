import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { importSeason } from "@/server/actions/import-season";
import { restoreGame } from "@/server/actions/restore-game";
import { savePlayer } from "@/server/actions/save-player";
import { voidGame } from "@/server/actions/void-game";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { bumpDataVersions } from "@/server/data-version";
import { derivedState, enableDerivedMemo } from "@/server/derived-state";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { getPlayerStats } from "@/server/queries/player-stats";
import { listSeasonGames } from "@/server/queries/season-games";
import { getSeasonStats } from "@/server/queries/season-stats";
import { getLeaderboard } from "@/server/queries/standings";
import { createLeagueWithPlayers, createSeason } from "../support/factories";
import { createCatalogue, createGame, resultInput, resultFromReports, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

// Issue 25 / decision 0056: derived season data is kept by the league's data version (the `DataVersion` row
// `l:<slug>`, the one counter the page caches read too). After every write path (the result form, an edit, void,
// restore, a player's new name, the players' reports and the save from them, the import action, the CLI's import)
// what the memo serves must equal what a computation from scratch gives; a write that forgot to bump the version would
// serve stale data.

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
const sample = () => fs.readFileSync("examples/italy-war-2008-sample.csv");

type League = Pick<typeof ctx, "league" | "members">;

/** Everything the season pages read that is kept by version (edition 1: the results; edition 2: the imports). */
async function pages(of: League = ctx) {
  const id = of.league.id;
  const player = of.members[0].player.id;
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
async function expectFresh(of: League = ctx) {
  const kept = await pages(of);
  const state = derivedState();
  state.enabled = false;
  try {
    expect(kept).toEqual(await pages(of));
  } finally {
    state.enabled = true;
  }
}

/** A write outside every write path that bumps the league's version as they do (the test's own setup). */
const bump = (slug: string) => db.$transaction((tx) => bumpDataVersions(tx, { leagues: [slug], users: [] }));

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
    expect(
      (
        await recordGameResult(
          resultInput({ ...g.game, version: 1 }, g.seats, objectives, [0, 4, 1, 1], { reason: "corretto" }),
        )
      ).ok,
    ).toBe(true);
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
    await bump(ctx.league.slug);
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

  it("equals a computation from scratch after the players' reports and the save made from them", async () => {
    const night = await createLeagueWithPlayers(4);
    const slug = night.league.slug;
    signInAs(night.organiser);
    expect((await startObjectiveSet({ slug, edition: 1, source: "official" })).ok).toBe(true);
    const created = await createGameNight({
      slug,
      playedOn: "2026-03-01",
      turnOrderMode: "random",
      seats: night.members.map((m, i) => ({
        playerId: m.player.id,
        armyColor: ["blu", "rosso", "verde", "giallo"][i],
      })),
    });
    if (!created.ok) throw new Error(JSON.stringify(created));
    const gameId = created.data.gameId;
    expect((await dealGameObjectives({ slug, gameId })).ok).toBe(true);
    await pages(night); // values kept before the reports
    const taken = new Set<string>(); // each territory held by one player at most (issue 21)
    for (const m of night.members) {
      signInAs(m.user);
      const revealed = await revealMyObjective({ slug, gameId });
      if (!revealed.ok) throw new Error(JSON.stringify(revealed));
      const held = revealed.data.card.territories
        .filter((t) => !taken.has(t.territoryId))
        .slice(0, 1)
        .map((t) => t.territoryId);
      for (const t of held) taken.add(t);
      expect((await reportMyTerritories({ slug, gameId, territoryIds: held })).ok).toBe(true);
    }
    await expectFresh(night);

    signInAs(night.organiser);
    const seats = await db.seat.findMany({ where: { gameId }, select: { id: true }, orderBy: { turnOrder: "asc" } });
    const saved = await recordGameResult(resultFromReports({ id: gameId, version: 1 }, seats));
    expect(saved).toMatchObject({ ok: true });
    await expectFresh(night);
    expect((await getLeaderboard(night.league.id, 1))!.gamesFinished).toBe(1);
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
    await bump(other.league.slug);
    expect(await getLeaderboard(ctx.league.id, 1)).toBe(first);
  });
});
