import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { importSeason } from "@/server/actions/import-season";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs } from "../support/session";

const file = () => new File([fs.readFileSync("examples/italy-war-2008-sample.csv")], "sample.csv", { type: "text/csv" });

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
    const input = { slug: league.slug, target: "new", newEdition: "7", newName: "Torneo 2007", newYear: "2007", createMissing: "on", file: file() };
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
    const res = await importSeason({ slug: league.slug, target: "new", newEdition: "7", createMissing: "on", dryRun: "1", file: file() });
    expect(res.ok).toBe(false);
    expect(!res.ok && Object.keys(res.fieldErrors ?? {})).toEqual(expect.arrayContaining(["newName", "newYear"]));
  });
});
