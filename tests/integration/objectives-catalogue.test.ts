import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportObjectives } from "@/app/[locale]/l/[slug]/seasons/[edition]/objectives/export/route";
import { copyObjective } from "@/server/actions/copy-objective";
import { importObjectives } from "@/server/actions/import-objectives";
import { saveObjective } from "@/server/actions/save-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { db } from "@/server/db";
import { NotFoundError } from "@/server/auth/access";
import { listObjectives, loadSeasonAccess } from "@/server/queries/objectives";
import { createLeagueWithPlayers, createSeason } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const exportAs = (slug: string, edition: number, format: "csv" | "json") =>
  exportObjectives(new Request(`http://x/l/${slug}/seasons/${edition}/objectives/export?format=${format}`), {
    params: Promise.resolve({ slug, edition: String(edition) }),
  });

describe("objective catalogue", () => {
  beforeEach(() => signOut());

  it("starts from the official 16, each worth 86", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    expect(await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).toEqual({
      ok: true,
      data: { count: 16 },
    });
    const set = await listObjectives(ctx.season.id);
    expect(set.objectives.map((o) => o.total)).toEqual(Array(16).fill(86));
    expect(set.validation.errors).toEqual([]);
    // a second start on a non-empty set is refused
    expect(await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).toEqual({
      ok: false,
      formError: "setNotEmpty",
    });
  });

  it("does not exist for a game without secret objectives: no page, no export, no write", async () => {
    const ctx = await createLeagueWithPlayers(1);
    await db.season.update({ where: { id: ctx.season.id }, data: { systemId: "julius-caesar" } });
    signInAs(ctx.organiser);
    await expect(loadSeasonAccess(ctx.league.slug, 1, ctx.organiser.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await exportAs(ctx.league.slug, 1, "json")).status).toBe(404);
    expect(await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).toEqual({
      ok: false,
      formError: "notFound",
    });
    expect(await db.objective.count({ where: { seasonId: ctx.season.id } })).toBe(0);
  });

  it("generates 20 × 21 = 95 reproducibly, and copies a previous season", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    const gen = await startObjectiveSet({
      slug: ctx.league.slug,
      edition: 1,
      source: "generator",
      count: "20",
      size: "21",
      total: "95",
      seed: "2009",
    });
    expect(gen.ok).toBe(true);
    const first = await listObjectives(ctx.season.id);
    expect(new Set(first.objectives.map((o) => o.total))).toEqual(new Set([95]));
    expect(first.objectives.every((o) => o.territories.length === 21)).toBe(true);

    const next = await createSeason(ctx.league.id, { edition: 2 });
    expect(await startObjectiveSet({ slug: ctx.league.slug, edition: 2, source: "previous", fromEdition: 1 })).toEqual({
      ok: true,
      data: { count: 20 },
    });
    const copied = await listObjectives(next.id);
    expect(copied.objectives.map(({ number, name, territories }) => ({ number, name, territories }))).toEqual(
      first.objectives.map(({ number, name, territories }) => ({ number, name, territories })),
    );
  });

  it("refuses an unreachable generator total with a field error", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    const res = await startObjectiveSet({
      slug: ctx.league.slug,
      edition: 1,
      source: "generator",
      count: 5,
      size: 21,
      total: 500,
      seed: "x",
    });
    expect(!res.ok && res.fieldErrors?.total).toEqual(["generatorTotal"]);
    expect(await db.objective.count({ where: { seasonId: ctx.season.id } })).toBe(0);
  });

  it("validates an objective: unknown territory, duplicate territory, non-positive value, taken number", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    const base = { slug: ctx.league.slug, edition: 1, number: 1, name: "Uno" };
    const unknown = await saveObjective({ ...base, territories: [{ territoryId: "atlantide", value: 3 }] });
    expect(!unknown.ok && unknown.fieldErrors?.territories?.[0]).toMatch(/^unknownTerritory\|/);
    const dup = await saveObjective({
      ...base,
      territories: [
        { territoryId: "alaska", value: 3 },
        { territoryId: "alaska", value: 2 },
      ],
    });
    expect(!dup.ok && dup.fieldErrors?.territories).toEqual(["duplicateTerritory"]);
    const zero = await saveObjective({ ...base, territories: [{ territoryId: "alaska", value: 0 }] });
    expect(!zero.ok && zero.fieldErrors?.["territories.0.value"]).toEqual(["valueNotPositive"]);
    expect(
      (await saveObjective({ ...base, territories: JSON.stringify([{ territoryId: "alaska", value: "3" }]) })).ok,
    ).toBe(true);
    const taken = await saveObjective({ ...base, name: "Bis", territories: [{ territoryId: "peru", value: 3 }] });
    expect(!taken.ok && taken.fieldErrors?.number).toEqual(["numberTaken"]);
    signInAs(ctx.members[0].user);
    expect(await saveObjective({ ...base, number: 2, territories: [{ territoryId: "peru", value: 3 }] })).toEqual({
      ok: false,
      formError: "forbidden",
    });
  });

  it("imports CSV atomically: errors by line change nothing; a clean file replaces the set", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
    const bad = await importObjectives({
      slug: ctx.league.slug,
      edition: 1,
      format: "csv",
      content: "number,name,territory,value\n1,A,alaska,3\n1,A,narnia,2\n",
    });
    expect(bad).toEqual({
      ok: false,
      formError: "importFailed",
      fieldErrors: { content: ["unknownTerritory|line:3|objective:1|territory:narnia"] },
    });
    expect(await db.objective.count({ where: { seasonId: ctx.season.id } })).toBe(16);
    const good = await importObjectives({
      slug: ctx.league.slug,
      edition: 1,
      format: "csv",
      content: "number,name,territory,value\n1,A,alaska,3\n1,A,Perù,4\n2,B,cina,7\n",
    });
    expect(good.ok && good.data.count).toBe(2);
    expect(good.ok && good.data.warnings.map((w) => w.split("|")[0])).toEqual(["differentSizes"]);
    expect((await listObjectives(ctx.season.id)).objectives.map((o) => o.total)).toEqual([7, 7]);
  });

  it("exports to members as JSON and CSV that import back identically; anonymous gets 404 on a private season", async () => {
    const ctx = await createLeagueWithPlayers(1);
    signInAs(ctx.organiser);
    await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
    signInAs(ctx.members[0].user);
    const csv = await exportAs(ctx.league.slug, 1, "csv");
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    expect(csvText.split("\r\n")[0]).toBe("number,name,territory,value");
    const json = await (await exportAs(ctx.league.slug, 1, "json")).text();
    const next = await createSeason(ctx.league.id, { edition: 2 });
    signInAs(ctx.organiser);
    expect((await importObjectives({ slug: ctx.league.slug, edition: 2, format: "json", content: json })).ok).toBe(
      true,
    );
    const a = (await listObjectives(ctx.season.id)).objectives.map(({ number, name, territories }) => ({
      number,
      name,
      territories,
    }));
    expect(
      (await listObjectives(next.id)).objectives.map(({ number, name, territories }) => ({
        number,
        name,
        territories,
      })),
    ).toEqual(a);
    signOut();
    expect((await exportAs(ctx.league.slug, 1, "csv")).status).toBe(404);
  });

  it("export during a dealt game contains no deal information, and import is refused once the season has deals", async () => {
    const ctx = await createLeagueWithPlayers(3);
    signInAs(ctx.organiser);
    await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
    const before = await (await exportAs(ctx.league.slug, 1, "json")).text();
    const game = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-05-01",
      turnOrderMode: "random",
      seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
    });
    await dealGameObjectives({ slug: ctx.league.slug, gameId: game.ok ? game.data.gameId : "" });
    expect(await (await exportAs(ctx.league.slug, 1, "json")).text()).toBe(before);
    expect(await importObjectives({ slug: ctx.league.slug, edition: 1, format: "json", content: before })).toEqual({
      ok: false,
      formError: "setAlreadyDealt",
    });
  });

  it("an objective dealt in a finished game is locked but can be copied", async () => {
    const ctx = await createLeagueWithPlayers(3);
    signInAs(ctx.organiser);
    await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
    const game = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-05-01",
      turnOrderMode: "random",
      seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
    });
    const gameId = game.ok ? game.data.gameId : "";
    await dealGameObjectives({ slug: ctx.league.slug, gameId });
    await db.game.update({ where: { id: gameId }, data: { status: "finished" } });
    const used = (await listObjectives(ctx.season.id)).objectives.find((o) => o.usedInFinishedGames > 0)!;
    const edit = await saveObjective({
      slug: ctx.league.slug,
      edition: 1,
      objectiveId: used.id,
      number: used.number,
      name: "Changed",
      territories: used.territories,
    });
    expect(edit).toEqual({ ok: false, formError: "objectiveDealt" });
    const copy = await copyObjective({ slug: ctx.league.slug, edition: 1, objectiveId: used.id });
    expect(copy.ok && copy.data.number).toBe(17);
    const copied = (await listObjectives(ctx.season.id)).objectives.find((o) => o.number === 17)!;
    expect(copied.territories).toEqual(used.territories);
    expect(
      (
        await saveObjective({
          slug: ctx.league.slug,
          edition: 1,
          objectiveId: copied.id,
          number: 17,
          name: "Changed",
          territories: copied.territories,
        })
      ).ok,
    ).toBe(true);
  });
});
