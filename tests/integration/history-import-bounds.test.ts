import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { exportLeague } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importSeasonCsv, type SeasonImportInput } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { createLeague, createSeason } from "../support/factories";

// Out-of-range numbers used to be stored by a season import, after which the league's JSON export
// failed (and a new objective numbered 99999999999999999999 crashed the import itself).
const HEADER = [
  "game",
  "date",
  "player",
  "turn_order",
  "objective",
  "objective_total",
  "objective_points",
  "completed",
  "eliminated_order",
  "eliminated_by",
  "armies",
  "end_reason",
  "sdadata_round",
  "duration_minutes",
  "notes",
];
const ROWS = [
  ["1", "2008-01-12", "Marco", "1", "3", "95", "60", "no", "", "", "30", "sdadata", "2", "125", ""],
  ["1", "2008-01-12", "Luca", "2", "7", "95", "50", "no", "", "", "20", "sdadata", "2", "125", ""],
  ["1", "2008-01-12", "Anna", "3", "9", "95", "0", "no", "1", "Marco", "0", "sdadata", "2", "125", ""],
];
const file = (rows: string[][]) =>
  new TextEncoder().encode([HEADER, ...rows].map((r) => r.join(",")).join("\n") + "\n");
const withCell = (column: string, value: string) =>
  file(ROWS.map((r, i) => (i === 0 ? r.map((c, j) => (HEADER[j] === column ? value : c)) : r)));

let leagueId: string;
const run = (over: Partial<SeasonImportInput>) =>
  inTransaction(db, (tx) =>
    importSeasonCsv(tx, {
      leagueId,
      season: { edition: 2 },
      bytes: file(ROWS),
      createMissing: true,
      dryRun: false,
      actorUserId: null,
      ...over,
    }),
  );
const counts = async () =>
  Promise.all([
    db.player.count(),
    db.season.count(),
    db.objective.count(),
    db.game.count(),
    db.seat.count(),
    db.auditEvent.count(),
  ]);

describe("season import: numbers beyond their bounds", () => {
  beforeEach(async () => {
    leagueId = (await createLeague()).id;
    await createSeason(leagueId, { edition: 2, status: "closed" });
  });

  it.each(
    ["game", "objective", "objective_total", "armies", "sdadata_round", "duration_minutes"].flatMap((column) =>
      ["99999999999999999999", "9007199254740993"].map((value) => [column, value]),
    ),
  )("%s = %s: refused at line 2 of that column, nothing written, the export still works", async (column, value) => {
    const before = await counts();
    const report = await run({ bytes: withCell(column, value) });
    expect(report.imported).toBe(false);
    expect(report.problems[0]).toMatchObject({ line: 2, column, code: "outOfRange" });
    expect(await counts()).toEqual(before);
    await expect(exportLeague(db, leagueId)).resolves.toMatchObject({ format: "risiko-league-export" });
  });

  it("refuses the same into a new season (--new-season) and creates no season", async () => {
    const before = await counts();
    const report = await run({
      season: { edition: 3, create: { name: "Nuova", year: 2009 } },
      bytes: withCell("objective", "99999999999999999999"),
    });
    expect(report.problems[0]).toMatchObject({ line: 2, column: "objective", code: "outOfRange" });
    expect(await counts()).toEqual(before);
  });

  it("an import within bounds exports fine", async () => {
    expect((await run({})).imported).toBe(true);
    const doc = await exportLeague(db, leagueId);
    expect(doc.seasons[0].games).toHaveLength(1);
  });
});

describe("season CSV round trip with formula-like text", () => {
  beforeEach(async () => {
    leagueId = (await createLeague()).id;
    await createSeason(leagueId, { edition: 2, status: "closed" });
  });

  it("export → import elsewhere → export is byte-identical, and no exported text cell starts a formula", async () => {
    const rows = ROWS.map((r) => [...r]);
    rows[0][2] = '=HYPERLINK("http://x";"y")';
    rows[1][2] = "'@Luca";
    rows[2][2] = "-Anna";
    rows[2][9] = rows[0][2];
    rows[0][14] = "+39 notes";
    const quoted = rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)));
    const bytes = new TextEncoder().encode([HEADER, ...quoted].map((r) => r.join(",")).join("\n") + "\n");
    const first = await run({ bytes });
    expect(first.problems).toEqual([]);
    const names = (await db.player.findMany({ where: { leagueId }, select: { displayName: true } }))
      .map((p) => p.displayName)
      .sort();
    // a hand-written "'@Luca" is read as a neutralised cell: the player is "@Luca"
    expect(names).toEqual(["-Anna", '=HYPERLINK("http://x";"y")', "@Luca"]);

    const exported = await exportSeasonCsv(db, leagueId, 2, "results");
    for (const line of exported.split("\r\n").slice(1).filter(Boolean))
      for (const cell of line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
        expect(cell.replace(/^"/, "")).not.toMatch(/^[=+@\t\r]|^-\D/);
    expect(exported).toContain("'=HYPERLINK");
    expect(exported).toContain("'@Luca");
    expect(exported).toContain("'-Anna");

    const other = (await createLeague()).id;
    await createSeason(other, { edition: 2, status: "closed" });
    const second = await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: other,
        season: { edition: 2 },
        bytes: new TextEncoder().encode(exported),
        createMissing: true,
        dryRun: false,
        actorUserId: null,
      }),
    );
    expect(second.problems).toEqual([]);
    expect(await exportSeasonCsv(db, other, 2, "results")).toBe(exported);
  });
});
