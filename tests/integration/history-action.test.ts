import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { importSeason } from "@/server/actions/import-season";
import { db } from "@/server/db";
import { exportLeague } from "@/server/history/export-league";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs } from "../support/session";

const file = () =>
  new File([fs.readFileSync("examples/italy-war-2008-sample.csv")], "sample.csv", { type: "text/csv" });

describe("importSeason action", () => {
  it("is for organisers only", async () => {
    const { league, members } = await createLeagueWithPlayers(2);
    signInAs(members[0].user);
    const res = await importSeason({ slug: league.slug, target: "1", createMissing: "on", dryRun: "1", file: file() });
    expect(res).toEqual({ ok: false, formError: "forbidden" });
  });

  it("dry-runs then imports into a new season", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const input = {
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo 2007",
      newYear: "2007",
      createMissing: "on",
      file: file(),
    };
    const dry = await importSeason({ ...input, dryRun: "1" });
    expect(dry.ok && dry.data).toMatchObject({ ok: true, dryRun: true, imported: false, summary: { games: 4 } });
    expect(await db.season.count({ where: { leagueId: league.id, edition: 7 } })).toBe(0);
    const real = await importSeason({ ...input, dryRun: "0" });
    expect(real.ok && real.data).toMatchObject({ ok: true, imported: true });
    expect(await db.game.count({ where: { season: { leagueId: league.id, edition: 7 } } })).toBe(4);
  });

  it("asks for the new season's name and year", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const res = await importSeason({
      slug: league.slug,
      target: "new",
      newEdition: "7",
      createMissing: "on",
      dryRun: "1",
      file: file(),
    });
    expect(res.ok).toBe(false);
    expect(!res.ok && Object.keys(res.fieldErrors ?? {})).toEqual(expect.arrayContaining(["newName", "newYear"]));
  });

  it("refuses an edition beyond the bounds and a file with an out-of-range number, writing nothing", async () => {
    const { league, organiser } = await createLeagueWithPlayers(2);
    signInAs(organiser);
    const base = {
      slug: league.slug,
      target: "new",
      newName: "Torneo",
      newYear: "2007",
      createMissing: "on",
      dryRun: "0",
    };
    const edition = await importSeason({ ...base, newEdition: "1000", file: file() });
    expect(!edition.ok && Object.keys(edition.fieldErrors ?? {})).toEqual(["newEdition"]);
    const text = fs
      .readFileSync("examples/italy-war-2008-sample.csv", "utf8")
      .replace("\n1,2008-01-12,BRIGATE NERE", "\n99999999999999999999,2008-01-12,BRIGATE NERE");
    const res = await importSeason({
      ...base,
      newEdition: "7",
      file: new File([text], "bad.csv", { type: "text/csv" }),
    });
    expect(res.ok && res.data).toMatchObject({ ok: false, imported: false });
    expect(res.ok && res.data.problems[0]).toMatchObject({ line: 2, column: "game", code: "outOfRange" });
    expect(await db.season.count({ where: { leagueId: league.id } })).toBe(1);
    await expect(exportLeague(db, league.id)).resolves.toMatchObject({ seasons: [expect.anything()] });
  });
});
