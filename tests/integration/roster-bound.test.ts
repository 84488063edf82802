// Issue 20 §2: the pages that follow the standings after every game cost games × players, so the roster is bounded
// where players are created: the player form and the season import (decision 0034).
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { MAX_PLAYERS_PER_LEAGUE } from "@/schemas/player";
import { importSeason } from "@/server/actions/import-season";
import { savePlayer } from "@/server/actions/save-player";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs } from "../support/session";

const sample = () =>
  new File([fs.readFileSync("examples/italy-war-2008-sample.csv")], "sample.csv", { type: "text/csv" });

async function leagueWithRoster(size: number) {
  const { league, organiser } = await createLeagueWithPlayers(0);
  await db.player.createMany({
    data: Array.from({ length: size }, (_, i) => ({
      leagueId: league.id,
      displayName: `Filler ${i}`,
      armyColor: "blu",
    })),
  });
  signInAs(organiser);
  return league;
}

describe("the roster of a league is bounded", () => {
  it("the player form refuses a new player beyond the bound next to the name, and still edits existing ones", async () => {
    const league = await leagueWithRoster(MAX_PLAYERS_PER_LEAGUE - 1);
    const first = await savePlayer({
      leagueSlug: league.slug,
      displayName: "Last one",
      armyColor: "rosso",
      active: "on",
    });
    expect(first.ok).toBe(true);
    const beyond = await savePlayer({
      leagueSlug: league.slug,
      displayName: "One too many",
      armyColor: "rosso",
      active: "on",
    });
    expect(beyond).toMatchObject({
      ok: false,
      fieldErrors: { displayName: [`tooManyPlayers:${MAX_PLAYERS_PER_LEAGUE}`] },
    });
    expect(await db.player.count({ where: { leagueId: league.id } })).toBe(MAX_PLAYERS_PER_LEAGUE);
    const edit = await savePlayer({
      leagueSlug: league.slug,
      playerId: first.ok ? first.data.id : "",
      displayName: "Renamed",
      armyColor: "rosso",
      active: "on",
    });
    expect(edit.ok).toBe(true);
  });

  it("a season import that would create players beyond the bound is refused at their rows and writes nothing", async () => {
    const league = await leagueWithRoster(MAX_PLAYERS_PER_LEAGUE - 2);
    const input = {
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo 2007",
      newYear: "2007",
      createMissing: "on",
      file: sample(),
    };
    const seasons = await db.season.count({ where: { leagueId: league.id } });
    const res = await importSeason({ ...input, dryRun: "0" });
    expect(res.ok && res.data).toMatchObject({ ok: false, imported: false });
    const problems = res.ok ? res.data.problems.filter((p) => p.code === "tooManyPlayers") : [];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ column: "player", line: expect.any(Number) });
    expect(await db.player.count({ where: { leagueId: league.id } })).toBe(MAX_PLAYERS_PER_LEAGUE - 2);
    expect(await db.season.count({ where: { leagueId: league.id } })).toBe(seasons);
  });

  it("the same import fits a league with room", async () => {
    const league = await leagueWithRoster(10);
    const res = await importSeason({
      slug: league.slug,
      target: "new",
      newEdition: "7",
      newName: "Torneo 2007",
      newYear: "2007",
      createMissing: "on",
      dryRun: "0",
      file: sample(),
    });
    expect(res.ok && res.data).toMatchObject({ ok: true, imported: true });
  });
});
