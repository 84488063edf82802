// Issue 23 §2 for the other games (decision 0062): accepting the tables of a Julius Caesar or Nero season creates one
// planned play per table, seated in turn order (Julius Caesar's sides as the plan gave them); it counts nowhere until
// its result is recorded on that same game through record-play, once.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { acceptTables } from "@/server/actions/accept-tables";
import { commitTables } from "@/server/actions/commit-tables";
import { drawTables } from "@/server/actions/draw-tables";
import { recordResult } from "@/server/actions/record-result";
import { restoreGame } from "@/server/actions/restore-game";
import { voidGame } from "@/server/actions/void-game";
import { db } from "@/server/db";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { loadLeagueContext } from "@/server/queries/league-context";
import { loadGamePage } from "@/server/queries/game-page";
import { getLeagueHome } from "@/server/queries/league-home";
import { getPlayEntry } from "@/server/queries/play-entry";
import { getLeaderboard } from "@/server/queries/standings";
import { getMyTable } from "@/server/queries/table-plan";
import { seasonHistory } from "@/server/tables/plan-store";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const ok = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r).toMatchObject({ ok: true });
  return r.data as T;
};

/** A league of `players` whose first season is of `systemId`, its tables checked in, drawn and accepted. */
async function acceptedTables(systemId: string, players: number, sizes: { min: string; max: string }) {
  const l = await createLeagueWithPlayers(players);
  await db.season.update({
    where: { id: l.season.id },
    data: { systemId, rules: JSON.stringify(presetFor(systemId, "placement")) },
  });
  signInAs(l.organiser);
  const slug = l.league.slug;
  const ids = l.members.map((m) => m.player.id);
  const { planId } = ok(
    await commitTables({
      leagueSlug: slug,
      season: 1,
      playedOn: "2026-11-27",
      "players[]": ids,
      ...sizes,
      balanceStrength: false,
    }),
  );
  const { tables } = ok(await drawTables({ leagueSlug: slug, planId }));
  const { gameIds } = ok(await acceptTables({ leagueSlug: slug, planId }));
  return { ...l, slug, ids, planId, tables, gameIds };
}

const games = (ids: string[]) =>
  db.game.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      sequence: true,
      status: true,
      dealtAt: true,
      version: true,
      seats: {
        orderBy: { turnOrder: "asc" },
        select: { playerId: true, turnOrder: true, identity: true, commitment: true, rank: true },
      },
    },
  });

const jcResult = (cesare: string, pompeo: string) => ({
  game: { endedYear: 3 },
  seats: [
    {
      playerId: cesare,
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 8, leadersKilled: 2, controlsRome: true },
    },
    {
      playerId: pompeo,
      seatOrder: 2,
      identity: { side: "Pompeo" },
      values: { cityVp: 4, leadersKilled: 0, controlsRome: false },
    },
  ],
});

describe("plays from accepted tables", () => {
  beforeEach(() => signOut());

  it("Julius Caesar: one planned play per table, sides as planned; recorded once on the same game", async () => {
    const l = await acceptedTables("julius-caesar", 4, { min: "2", max: "2" });
    expect(l.tables.map((t) => t.length)).toEqual([2, 2]);
    expect(l.gameIds).toHaveLength(2);
    const planned = await games(l.gameIds);
    for (const [i, id] of l.gameIds.entries()) {
      const game = planned.find((g) => g.id === id)!;
      expect(game).toMatchObject({ status: "planned", dealtAt: null, version: 0 });
      expect(game.seats.map((s) => [s.playerId, s.turnOrder, s.identity, s.commitment, s.rank])).toEqual([
        [l.tables[i][0], 1, JSON.stringify({ side: "Cesare" }), null, null],
        [l.tables[i][1], 2, JSON.stringify({ side: "Pompeo" }), null, null],
      ]);
    }
    expect(planned.map((g) => g.sequence).sort()).toEqual([1, 2]);
    const created = await db.auditEvent.findMany({
      where: { entityId: { in: l.gameIds } },
      select: { action: true },
    });
    expect(created.map((e) => e.action)).toEqual(["game.create", "game.create"]);

    // a second tap creates nothing
    expect(await acceptTables({ leagueSlug: l.slug, planId: l.planId })).toMatchObject({
      ok: false,
      formError: "tables.notDrawn",
    });
    expect(await db.game.count({ where: { seasonId: l.season.id } })).toBe(2);

    // counted nowhere yet: standings, the season's CSV; the home and the seated phone say it waits for its result
    let board = (await getLeaderboard(l.league.id, 1))!;
    expect(board).toMatchObject({ gamesFinished: 0, rows: [], lastGame: null });
    expect((await exportSeasonCsv(db, l.league.id, 1, "results")).trim().split("\n")).toHaveLength(1);
    expect((await getLeagueHome(l.league.id, true)).next).toMatchObject({ awaitingResult: true });
    const [cesare, pompeo] = l.tables[0];
    signInAs(l.members.find((m) => m.player.id === pompeo)!.user);
    expect(await getMyTable(await loadLeagueContext(l.slug))).toMatchObject({
      table: 1,
      position: 2,
      size: 2,
      gameId: l.gameIds[0],
      awaitingResult: true,
    });

    // the result form opens prefilled with the planned seats, sides and order
    signInAs(l.organiser);
    const entry = (await getPlayEntry(l.league.id, l.organiser.id, l.gameIds[0]))!;
    expect(entry.existing).toMatchObject({ version: 0, planned: true, playedOn: "2026-11-27" });
    expect(entry.existing.play.seats.map((s) => [s.playerId, s.seatOrder, s.identity])).toEqual([
      [cesare, 1, { side: "Cesare" }],
      [pompeo, 2, { side: "Pompeo" }],
    ]);

    // recorded on that game: same id and sequence, no reason asked, audited as a record
    const submissionId = randomUUID();
    const send = {
      slug: l.slug,
      gameId: l.gameIds[0],
      version: 0,
      playedOn: "2026-11-27",
      play: jcResult(cesare, pompeo),
      submissionId,
    };
    const first = ok(await recordResult(send));
    expect(first).toMatchObject({ gameId: l.gameIds[0], version: 1, result: "win" });
    // the outbox sending it again gets the first answer; another save at the old version is refused
    expect(ok(await recordResult(send))).toEqual(first);
    expect(await recordResult({ ...send, submissionId: randomUUID() })).toMatchObject({
      ok: false,
      formError: "resultAlreadySaved",
    });
    // after that it is a correction like any other: a reason is asked
    expect(await recordResult({ ...send, version: 1, submissionId: undefined })).toMatchObject({
      ok: false,
      fieldErrors: { reason: ["reasonRequired"] },
    });
    const [finished] = await games([l.gameIds[0]]);
    expect(finished).toMatchObject({
      status: "finished",
      sequence: planned.find((g) => g.id === l.gameIds[0])!.sequence,
    });
    expect(finished.seats.map((s) => s.rank)).toEqual([1, 2]);
    expect(await db.game.count({ where: { seasonId: l.season.id } })).toBe(2);
    const trail = await db.auditEvent.findMany({
      where: { entityId: l.gameIds[0] },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(trail.map((e) => e.action)).toEqual(["game.create", "game.result.record"]);

    // now it counts, and the other table's play still does not
    board = (await getLeaderboard(l.league.id, 1))!;
    expect(board.gamesFinished).toBe(1);
    expect(board.rows.map((r) => r.player.id).sort()).toEqual([cesare, pompeo].sort());
    const csv = (await exportSeasonCsv(db, l.league.id, 1, "results")).trim().split("\n");
    expect(csv).toHaveLength(3); // header + the two seats of the finished play
    expect(csv.slice(1).every((row) => row.split(",")[0] === csv[1].split(",")[0])).toBe(true);

    // a planned play is voided like any game, and restored as planned
    ok(await voidGame({ gameId: l.gameIds[1], version: 0, reason: "non si è giocato" }));
    expect((await getLeaderboard(l.league.id, 1))!.gamesFinished).toBe(1);
    expect(await recordResult({ ...send, gameId: l.gameIds[1], version: 1, submissionId: undefined })).toMatchObject({
      ok: false,
      formError: "gameIsVoid",
    });
    ok(await restoreGame({ gameId: l.gameIds[1], version: 1, reason: "si gioca" }));
    expect((await games([l.gameIds[1]]))[0].status).toBe("planned");
  });

  it("Nero: tables of 4 and 3 become planned plays seated in turn order, no identity decided", async () => {
    const l = await acceptedTables("nero", 7, { min: "3", max: "4" });
    expect(l.tables.map((t) => t.length)).toEqual([4, 3]);
    const planned = await games(l.gameIds);
    for (const [i, id] of l.gameIds.entries()) {
      const game = planned.find((g) => g.id === id)!;
      expect(game.status).toBe("planned");
      expect(game.seats.map((s) => [s.playerId, s.turnOrder, s.identity])).toEqual(
        l.tables[i].map((p, j) => [p, j + 1, "{}"]),
      );
    }
    expect((await getLeaderboard(l.league.id, 1))!).toMatchObject({ gamesFinished: 0, rows: [] });
    expect((await exportSeasonCsv(db, l.league.id, 1, "results")).trim().split("\n")).toHaveLength(1);
    // the game page shows the seats in order (a play's result table is not there yet)
    signInAs(l.organiser);
    const page = (await loadGamePage(await loadLeagueContext(l.slug), l.gameIds[0]))!;
    expect(page.night.status).toBe("planned");
    expect(page.night.seats.map((s) => s.player.id)).toEqual(l.tables[0]);
    expect(page.play).toBeNull();
  });
});

describe("the planner's history of a Julius Caesar season", () => {
  it("reads each play's sides as recorded (Cesare first), not the order the seats were typed in", async () => {
    const l = await acceptedTables("julius-caesar", 4, { min: "2", max: "2" });
    const [a, b] = l.ids;
    // a play typed with Pompeo's player first: turn order says b, a; the sides say a held Cesare
    await db.game.create({
      data: {
        seasonId: l.season.id,
        sequence: 99,
        playedOn: new Date("2026-11-20T00:00:00Z"),
        status: "finished",
        seats: {
          create: [
            { playerId: b, turnOrder: 1, armyColor: "rosso", identity: JSON.stringify({ side: "Pompeo" }) },
            { playerId: a, turnOrder: 2, armyColor: "blu", identity: JSON.stringify({ side: "Cesare" }) },
          ],
        },
      },
      select: { id: true },
    });
    const { history } = await seasonHistory(db, l.season.id);
    expect(history[0].tables).toEqual([[a, b]]); // the oldest: played on 20 November
    // the planned plays of the accepted tables keep their planned sides (seat 1 = Cesare)
    expect(history.slice(1).map((n) => n.tables[0])).toEqual(l.tables);
  });
});
