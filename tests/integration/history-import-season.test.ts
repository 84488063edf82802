import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { importSeasonCsv, type SeasonImportInput } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { createLeague, createPlayer, createSeason } from "../support/factories";

const sample = fs.readFileSync("examples/italy-war-2008-sample.csv");
const HEADER =
  "game,date,player,turn_order,objective,objective_total,objective_points,completed,eliminated_order,eliminated_by,armies,end_reason";
const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\r\n"));

let leagueId: string;
const run = (over: Partial<SeasonImportInput>) =>
  inTransaction(db, (tx) =>
    importSeasonCsv(tx, {
      leagueId,
      season: { edition: 2 },
      bytes: sample,
      createMissing: true,
      dryRun: false,
      actorUserId: null,
      ...over,
    }),
  );
const counts = async () => ({
  players: await db.player.count({ where: { leagueId } }),
  games: await db.game.count({ where: { season: { leagueId } } }),
  seats: await db.seat.count({ where: { game: { season: { leagueId } } } }),
  objectives: await db.objective.count({ where: { season: { leagueId } } }),
  seasons: await db.season.count({ where: { leagueId } }),
});

describe("season CSV import", () => {
  beforeEach(async () => {
    leagueId = (await createLeague()).id;
    await createSeason(leagueId, { edition: 2, status: "closed" });
  });

  it("a dry run reports what would be created and writes nothing", async () => {
    const before = await counts();
    const report = await run({ dryRun: true });
    expect(report).toMatchObject({ ok: true, dryRun: true, imported: false, problems: [] });
    expect(report.summary.games).toBe(4);
    expect(report.summary.seats).toBe(16);
    expect(report.summary.newPlayers.map((p) => p.name)).toEqual([
      "BRIGATE NERE",
      "YELLOW INVADERS",
      "GREEN PANZER",
      "FALANGE VIOLA",
    ]);
    expect(report.summary.newObjectives).toHaveLength(16);
    expect(await counts()).toEqual(before);
  });

  it("imports finished games with ranks and points from the season's rules", async () => {
    await createPlayer(leagueId, { name: "Marco", armyColor: "nero" }).then((p) =>
      db.player.update({ where: { id: p.id }, data: { armyName: "BRIGATE NERE" } }),
    );
    const report = await run({});
    expect(report).toMatchObject({ ok: true, imported: true });
    expect(report.summary.newPlayers.map((p) => p.name)).toEqual(["YELLOW INVADERS", "GREEN PANZER", "FALANGE VIOLA"]);
    const games = await db.game.findMany({
      where: { season: { leagueId } },
      orderBy: { sequence: "asc" },
      include: { seats: { orderBy: { turnOrder: "asc" }, include: { player: true } } },
    });
    expect(games.map((g) => [g.sequence, g.status, g.endReason, g.playedOn.toISOString().slice(0, 10)])).toEqual([
      [1, "finished", "sdadata", "2008-01-12"],
      [2, "finished", "time", "2008-01-19"],
      [3, "finished", "sdadata", "2008-01-26"],
      [4, "finished", "agreement", "2008-02-02"],
    ]);
    expect(games[0].seats.map((s) => [s.player.displayName, s.rank, s.points])).toEqual([
      ["Marco", 1, 12.61],
      ["YELLOW INVADERS", 3, 5.48],
      ["GREEN PANZER", 2, 7.55],
      ["FALANGE VIOLA", 4, 1],
    ]);
    expect(games[0].seats[3].eliminatedById).toBe(games[0].seats[0].playerId);
    expect(games[3].notes).toBe('Chiusa d\'accordo, "a mezzanotte"');
    const audit = await db.auditEvent.findFirstOrThrow({ where: { leagueId, action: "season.import" } });
    expect(JSON.parse(audit.after!)).toMatchObject({ games: 4, seats: 16 });
  });

  it("refuses unknown players without create-missing, listing every line", async () => {
    const report = await run({ createMissing: false });
    expect(report.ok).toBe(false);
    expect(report.problems.filter((p) => p.code === "unknownPlayer")).toHaveLength(16);
    expect(report.problems[0]).toMatchObject({ line: 2 });
    expect((await counts()).games).toBe(0);
  });

  it("is all-or-nothing: one impossible game and nothing is written", async () => {
    const before = await counts();
    const bytes = csv(
      "1,2008-01-12,A,1,,95,60,no,,,,",
      "1,2008-01-12,B,2,,95,50,no,,,,",
      "1,2008-01-12,C,3,,95,40,no,,,,",
      "2,2008-01-19,A,1,,95,60,yes,,,,",
      "2,2008-01-19,B,2,,95,50,no,,,,",
      "2,2008-01-19,C,3,,95,40,no,,,,",
    );
    const report = await run({ bytes });
    expect(report.ok).toBe(false);
    // the completion the points contradict, and so the ending it would have given
    expect(report.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [5, "completed", "impossibleResult"],
      [5, "end_reason", "impossibleResult"],
    ]);
    expect(report.problems[0].message).toMatch(/completed objective holds all its points/);
    expect(await counts()).toEqual(before);
  });

  it("rolls back players and games already written when a write fails", async () => {
    const before = await counts();
    await expect(
      inTransaction(db, async (tx) => {
        await importSeasonCsv(tx, {
          leagueId,
          season: { edition: 2 },
          bytes: sample,
          createMissing: true,
          dryRun: false,
          actorUserId: null,
        });
        throw new Error("boom after the import");
      }),
    ).rejects.toThrow("boom");
    expect(await counts()).toEqual(before);
  });

  it("refuses duplicated seats and a second import of the same games", async () => {
    const dup = await run({
      bytes: csv("1,2008-01-12,A,1,,95,60,no,,,,", "1,2008-01-12,A,2,,95,50,no,,,,", "1,2008-01-12,C,2,,95,40,no,,,,"),
    });
    expect(dup.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [3, "player", "duplicateSeat"],
      [4, "turn_order", "duplicateTurn"],
    ]);
    expect((await run({})).imported).toBe(true);
    const again = await run({});
    expect(again.problems.filter((p) => p.code === "gameExists").map((p) => p.line)).toEqual([2, 6, 10, 14]);
    expect((await counts()).games).toBe(4);
  });

  it("refuses a file of more than 10 MB with a clear error", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x61);
    const report = await run({ bytes: big });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ code: "csv.tooLarge", line: null })]);
    expect(report.problems[0].message).toMatch(/limit is 10 MB/);
  });

  it("refuses a Windows-1252 file and a tab-separated file", async () => {
    const latin1 = Buffer.from(sample.toString("utf8").replace("2ª", "2\u00aa"), "latin1");
    expect((await run({ bytes: latin1 })).problems[0]).toMatchObject({ code: "csv.encoding", line: 2 });
    const tabs = new TextEncoder().encode(sample.toString("utf8").replace(/,/g, "\t"));
    expect((await run({ bytes: tabs })).problems[0]).toMatchObject({ code: "csv.delimiter", line: 1 });
  });

  it("creates a new closed season in the same step", async () => {
    const report = await run({ season: { edition: 1, create: { name: "Torneo 2007", year: 2007 } } });
    expect(report).toMatchObject({ ok: true, imported: true, season: { edition: 1, create: true } });
    const season = await db.season.findUniqueOrThrow({
      where: { leagueId_edition: { leagueId, edition: 1 } },
      include: { _count: { select: { games: true } } },
    });
    expect(season).toMatchObject({ name: "Torneo 2007", year: 2007, status: "closed" });
    expect(season._count.games).toBe(4);
  });
});
