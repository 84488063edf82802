import { beforeEach, describe, expect, it } from "vitest";
import { savePlayer } from "@/server/actions/save-player";
import { saveSeason } from "@/server/actions/save-season";
import { updateMember } from "@/server/actions/update-member";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs, signOut } from "../support/session";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  world = await createLeagueWithPlayers(2);
  signInAs(world.organiser);
});

const seasonInput = () => ({
  leagueSlug: world.league.slug,
  edition: 7,
  name: "Torneo 2013",
  year: 2013,
  plannedGames: 40,
  status: "active",
  isPublic: "on",
  rules: JSON.stringify({ formula: { kind: "winnerBonus", bonus: 40 }, minGames: 10 }),
});

describe("league administration", () => {
  it.each([
    ["anonymous", () => signOut(), "signInRequired"],
    ["a player", () => signInAs(world.members[0].user), "forbidden"],
  ])("refuses %s", async (_who, as, error) => {
    as();
    const res = await savePlayer({ leagueSlug: world.league.slug, displayName: "Intruso", armyColor: "rosso" });
    expect(res).toEqual({ ok: false, formError: error });
    expect(await db.player.count({ where: { displayName: "Intruso" } })).toBe(0);
  });

  it("creates a player without a login, and refuses a duplicate name next to the field", async () => {
    const res = await savePlayer({
      leagueSlug: world.league.slug,
      displayName: "Giorgio",
      armyName: "FLOTTA BLU",
      armyColor: "blu",
      active: "on",
    });
    expect(res.ok).toBe(true);
    const dup = await savePlayer({ leagueSlug: world.league.slug, displayName: "Giorgio", armyColor: "verde" });
    expect(!dup.ok && dup.fieldErrors).toEqual({ displayName: ["nameTaken"] });
    expect(await db.auditEvent.count({ where: { action: "player.create" } })).toBe(1);
  });

  it("rejects an unknown army colour", async () => {
    const res = await savePlayer({ leagueSlug: world.league.slug, displayName: "X", armyColor: "arancione" });
    expect(!res.ok && res.fieldErrors?.armyColor).toEqual(["invalidColor"]);
  });

  it("stores season rules normalised with defaults filled in", async () => {
    const res = await saveSeason(seasonInput());
    expect(res).toEqual({ ok: true, data: { edition: 7 } });
    const season = await db.season.findFirstOrThrow({ where: { edition: 7, leagueId: world.league.id } });
    const rules = JSON.parse(season.rules);
    expect(rules.formula).toMatchObject({ kind: "winnerBonus", bonus: 40 });
    expect(rules.minGames).toBe(10);
    expect(rules.gameTieBreak).toEqual(["armies", "shared"]);
    expect(season.isPublic).toBe(true);
  });

  it.each([
    ["broken JSON", "{ formula: "],
    ["an unknown formula", JSON.stringify({ formula: { kind: "lottery" } })],
  ])("reports %s in the rules field and saves nothing", async (_label, rules) => {
    const res = await saveSeason({ ...seasonInput(), rules });
    expect(!res.ok && res.fieldErrors?.rules?.length).toBe(1);
    expect(await db.season.count({ where: { edition: 7, leagueId: world.league.id } })).toBe(0);
  });

  it("never demotes the last organiser", async () => {
    const own = await db.membership.findFirstOrThrow({ where: { userId: world.organiser.id } });
    const res = await updateMember({ leagueSlug: world.league.slug, membershipId: own.id, role: "player" });
    expect(res).toEqual({ ok: false, formError: "lastOrganiser" });
  });
});
