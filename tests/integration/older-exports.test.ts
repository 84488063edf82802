// Issue 21 "older exports still import" (decision 0063), on SQLite and PostgreSQL. The fixtures
// (tests/integration/fixtures/) are older exports, in the shapes of git history before 96ef8c7 (decision 0043): the
// two season CSVs were written before the second group's and the variants' columns; the league JSON by an app with
// variants (decision 0044) from a database still holding HOTRE plays recorded before decision 0043, which migrated
// nothing. A 2-player History of the Roman Empire play then summed both groups' P and F in the first group's fields
// and kept one Emperor counter (no second group's fields; the tie-break was named lastEmperorNumber); Conquest of the
// Empire II's fifth season was recorded as seasons 5 alone, or with the variant named. They import as recorded, ranked by their combined figures, and export byte for byte again;
// a new result still gives both groups, and a fifth season named at 4 seasons is refused in every path.
import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { recordResult } from "@/server/actions/record-result";
import { restoreGame } from "@/server/actions/restore-game";
import { voidGame } from "@/server/actions/void-game";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importLeagueJson } from "@/server/history/import-league-json";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { readPlay } from "@/server/plays/play-store";
import { getSeasonSystemStats } from "@/server/queries/system-stats";
import { getPlayResult } from "@/server/queries/play-entry";
import { signInAs } from "../support/session";
import { wipeLeagues } from "../support/wipe";

const fixture = (name: string) => fs.readFileSync(`tests/integration/fixtures/${name}`, "utf8");
const OLDER_JSON = fixture("older-hotre-cote2-league.json");

const LEAGUE = "older-league";
const exportText = async () => serializeExport(await exportLeague(db, LEAGUE));
const importCsv = (edition: number, csv: string) =>
  inTransaction(db, (tx) =>
    importSeasonCsv(tx, {
      leagueId: LEAGUE,
      season: { edition },
      bytes: new TextEncoder().encode(csv),
      createMissing: false,
      dryRun: false,
      actorUserId: null,
    }),
  );
const seasonId = async (edition: number) =>
  (await db.season.findFirstOrThrow({ where: { leagueId: LEAGUE, edition }, select: { id: true } })).id;
/** the league's games of a season, emptied so a CSV can be imported into it */
const emptySeason = async (edition: number) => db.game.deleteMany({ where: { seasonId: await seasonId(edition) } });
const caller = {
  league: { id: LEAGUE, slug: "older-exports", name: "Circolo delle esportazioni" },
  access: { leagueId: LEAGUE, role: "organiser" as const, canRecordResults: true, playerId: null },
};
const organiser = { id: "older-u-org", email: "organiser@older.example", name: "Organiser" };

describe("an older league JSON export (before the two groups and the derived fifth season)", () => {
  beforeEach(wipeLeagues);

  it("imports as recorded and exports byte-identically to the older file; wipe → import → export again", async () => {
    const result = await importLeagueJson(db, OLDER_JSON);
    expect(result).toMatchObject({ ok: true, counts: { seasons: 2, games: 6, seats: 14 } });
    expect(await exportText()).toBe(OLDER_JSON);
    await wipeLeagues();
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    expect(await exportText()).toBe(OLDER_JSON);
  });

  it("§15.1: the combined 2-player HOTRE plays keep their figures, rank as before and are shown as combined records", async () => {
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    const tie = (await readPlay(db, "older-h2"))!;
    expect(tie.seats.map((s) => [s.playerId, s.rank, s.values])).toEqual([
      ["older-p-anna", 2, { vpPopulation: 30, vpFaction: 30, lastEmperorNumber: 2 }],
      ["older-p-carla", 1, { vpPopulation: 45, vpFaction: 15, lastEmperorNumber: 5 }],
    ]);
    const view = (await getPlayResult(caller.access, "older-h1"))!;
    expect(view.olderRecord?.en).toMatch(/before the two groups/);
    expect((await getPlayResult(caller.access, "older-h3"))!.olderRecord).toBeNull();
    // the statistics count each seat's two start areas, as recorded
    const stats = (await getSeasonSystemStats(caller, 1))!;
    const areas = stats.stats.byIdentity.find((t) => t.key === "startArea")!;
    expect(areas.rows.map((r) => [r.value, r.seats])).toEqual([
      ["Aquitania", 3],
      ["Italia", 3],
      ["Macedonia", 2],
      ["Syria", 3],
    ]);
  });

  it("CONCLUSIONE DEL GIOCO: both 5-season CotE II plays count as the fifth season, named or not", async () => {
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    const stats = (await getSeasonSystemStats(caller, 2))!;
    expect(stats.variants.map((r) => [r.variant, r.plays])).toEqual([
      [null, 1],
      ["fifthSeason", 2],
    ]);
    expect((await getPlayResult(caller.access, "older-c1"))!.variants).toEqual(["fifthSeason"]);
    expect((await getPlayResult(caller.access, "older-c3"))!.variants).toEqual([]);
  });

  it("refuses, with line and column, a fifth season named at 4 seasons and a 2-player HOTRE play with half a second group", async () => {
    const contradicted = OLDER_JSON.replace(
      '"seasons": 5,\n            "variants": "fifthSeason"',
      '"seasons": 4,\n            "variants": "fifthSeason"',
    );
    expect(contradicted).not.toBe(OLDER_JSON);
    const a = await importLeagueJson(db, contradicted);
    expect(a.ok).toBe(false);
    if (!a.ok)
      expect(a.errors.join("\n")).toMatch(
        /line \d+, column \d+: seasons\.1\.games\.1\.variants\[0\]: fifthSeason is played exactly when game\.seasons is 5/,
      );
    const half = OLDER_JSON.replace(
      '"lastEmperorNumber": 6\n',
      '"lastEmperorNumber": 6,\n              "vpFaction2": 3\n',
    );
    expect(half).not.toBe(OLDER_JSON);
    const b = await importLeagueJson(db, half);
    expect(b.ok).toBe(false);
    if (!b.ok)
      expect(b.errors.join("\n")).toMatch(/seasons\.0\.games\.0\.seats\[1\]\.values\.vpPopulation2: is required/);
    expect(await db.league.count()).toBe(0);
  });

  it("a stored combined play is ranked again as it was (void → restore)", async () => {
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    signInAs(organiser);
    const version = (await db.game.findUniqueOrThrow({ where: { id: "older-h2" } })).version;
    expect((await voidGame({ gameId: "older-h2", version, reason: "controllo" })).ok).toBe(true);
    expect((await restoreGame({ gameId: "older-h2", version: version + 1, reason: "era giusta" })).ok).toBe(true);
    const play = (await readPlay(db, "older-h2"))!;
    expect(play.seats.map((s) => [s.playerId, s.rank, s.decidedBy, s.points])).toEqual([
      ["older-p-anna", 2, "key:emperorCounter", 7],
      ["older-p-carla", 1, "key:emperorCounter", 12],
    ]);
  });
});

describe("older season CSV files", () => {
  beforeEach(async () => {
    await wipeLeagues();
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
  });

  it("HOTRE: a file written before the two groups imports with the ranks and points it gives; export → delete → import → export is identical", async () => {
    await emptySeason(1);
    expect(await importCsv(1, fixture("older-hotre-season.csv"))).toMatchObject({ ok: true, imported: true });
    const first = await exportSeasonCsv(db, LEAGUE, 1, "results");
    const older = fixture("older-hotre-season.csv").split("\r\n");
    const lines = first.split("\r\n");
    const cells = (line: string, header: string[], cols: string[]) =>
      cols.map((c) => line.split(",")[header.indexOf(c)]);
    const cols = ["game", "player", "vpPopulation", "vpFaction", "lastEmperorNumber", "rank", "points"];
    expect(lines.slice(1).map((l) => (l ? cells(l, lines[0].split(","), cols) : []))).toEqual(
      older.slice(1).map((l) => (l ? cells(l, older[0].split(","), cols) : [])),
    );
    await emptySeason(1);
    expect(await importCsv(1, first)).toMatchObject({ ok: true, imported: true });
    expect(await exportSeasonCsv(db, LEAGUE, 1, "results")).toBe(first);
  });

  it("CotE II: a file without the variants column imports; with the fifth season named it round-trips; named at 4 seasons it is refused at its line and column", async () => {
    await emptySeason(2);
    expect(await importCsv(2, fixture("older-cote2-season.csv"))).toMatchObject({ ok: true, imported: true });
    const stats = (await getSeasonSystemStats(caller, 2))!;
    expect(stats.variants.map((r) => [r.variant, r.plays])).toEqual([
      [null, 1],
      ["fifthSeason", 2],
    ]);

    // the JSON's plays (one naming the variant) through the season CSV: export → delete → import → export
    await wipeLeagues();
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    const first = await exportSeasonCsv(db, LEAGUE, 2, "results");
    expect(first).toContain(",5,fifthSeason,");
    await emptySeason(2);
    expect(await importCsv(2, first)).toMatchObject({ ok: true, imported: true });
    expect(await exportSeasonCsv(db, LEAGUE, 2, "results")).toBe(first);

    await emptySeason(2);
    const contradicted = first.replace(/,5,fifthSeason,/g, ",4,fifthSeason,");
    const refused = await importCsv(2, contradicted);
    expect(refused.ok).toBe(false);
    expect(refused.problems).toContainEqual(expect.objectContaining({ line: 4, column: "variants" }));
    expect(await db.game.count({ where: { seasonId: await seasonId(2) } })).toBe(0);
  });
});

describe("new results keep carrying what the rules ask", () => {
  beforeEach(async () => {
    await wipeLeagues();
    expect((await importLeagueJson(db, OLDER_JSON)).ok).toBe(true);
    signInAs(organiser);
  });

  it("§15.1: the play action refuses a combined 2-player HOTRE play, at the second group's fields", async () => {
    const season = await db.season.findUniqueOrThrow({ where: { id: "older-s-hotre" } });
    await db.season.update({ where: { id: season.id }, data: { status: "active", closedAt: null } });
    const res = await recordResult({
      slug: "older-exports",
      season: 1,
      playedOn: "2026-04-01",
      play: {
        endedBy: "turnLimit",
        game: { periodsPlayed: 7 },
        seats: [
          {
            playerId: "older-p-anna",
            seatOrder: 1,
            identity: { startArea: "Italia", secondStartArea: "Syria" },
            values: { vpPopulation: 50, vpFaction: 20, lastEmperorNumber: 4 },
          },
          {
            playerId: "older-p-bruno",
            seatOrder: 2,
            identity: { startArea: "Aquitania", secondStartArea: "Macedonia" },
            values: { vpPopulation: 40, vpFaction: 25, lastEmperorNumber: 6 },
          },
        ],
      },
    });
    expect(res).toMatchObject({ ok: false, formError: "playInvalid" });
    if (!res.ok) expect(res.fieldErrors?.["seats.older-p-anna.values.vpPopulation2"]?.join(" ")).toMatch(/required/);
  });

  it("CONCLUSIONE DEL GIOCO: the play action refuses the fifth season at 4 seasons (bilingual code at the variants field) and stores seasons 5 without it", async () => {
    const play = (seasons: number, variants?: string[]) => ({
      slug: "older-exports",
      season: 2,
      playedOn: "2026-04-01",
      play: {
        game: { seasons },
        ...(variants ? { variants } : {}),
        seats: [
          { playerId: "older-p-anna", seatOrder: 1, identity: {}, values: { vp: 20, influenceTokens: 1 } },
          { playerId: "older-p-bruno", seatOrder: 2, identity: {}, values: { vp: 10, influenceTokens: 1 } },
        ],
      },
    });
    const refused = await recordResult(play(4, ["fifthSeason"]));
    expect(refused).toMatchObject({ ok: false, formError: "playInvalid" });
    if (!refused.ok) expect(refused.fieldErrors?.variants?.join(" ")).toMatch(/"c":"variantFollows"/);
    const ok = await recordResult(play(5));
    expect(ok).toMatchObject({ ok: true });
    if (!ok.ok) return;
    const stored = await db.game.findUniqueOrThrow({ where: { id: ok.data.gameId }, select: { values: true } });
    expect(JSON.parse(stored.values!)).toEqual({ seasons: 5 });
    expect((await getPlayResult(caller.access, ok.data.gameId))!.variants).toEqual(["fifthSeason"]);
  });
});
