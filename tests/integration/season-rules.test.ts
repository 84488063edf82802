// Issue 13 §6: the season rules form's save (same schema as the browser's check, problems next to each field) and
// the rules playground's data (finished games only, nothing of a dealt game's objectives, who may read it).
import { beforeAll, describe, expect, it } from "vitest";
import { saveSeason } from "@/server/actions/save-season";
import { ForbiddenError, getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getRulesPlayground } from "@/server/queries/rules-playground";
import { formToRaw, presets, rulesToForm } from "@/scoring";
import { createLeagueWithPlayers, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let dealtGameId: string;
const ids = () => world.members.map((m) => m.player.id);

beforeAll(async () => {
  world = await createLeagueWithPlayers(4);
  const objectives = await createCatalogue(world.season.id, 4);
  signInAs(world.organiser);
  const g1 = await createGame(world.season.id, ids(), { playedOn: new Date("2026-02-01T20:00:00Z") });
  expect((await recordGameResult(resultInput(g1.game, g1.seats, objectives, [3, 2, 4, 1]))).ok).toBe(true);
  const dealt = await createGame(world.season.id, ids(), {
    dealt: objectives.map((o) => o.id),
    playedOn: new Date("2026-02-15T20:00:00Z"),
  });
  dealtGameId = dealt.game.id;
});

const form = (edition: number, rules: unknown) => ({
  leagueSlug: world.league.slug,
  edition,
  name: `Torneo ${edition}`,
  year: 2027,
  plannedGames: 40,
  status: "draft",
  rules: JSON.stringify(rules),
});

describe("saving season rules from the rules form", () => {
  it("stores what the form sent, normalised", async () => {
    const f = rulesToForm(presets.placement);
    f.minGames = "10";
    f.discards = { mode: "dropWorst", count: "4" };
    f.gameTieBreak = ["laterTurn", "shared"];
    expect(await saveSeason(form(5, formToRaw(f)))).toEqual({ ok: true, data: { edition: 5 } });
    const saved = JSON.parse(
      (await db.season.findFirstOrThrow({ where: { leagueId: world.league.id, edition: 5 } })).rules,
    );
    expect(saved).toMatchObject({
      minGames: 10,
      discards: { mode: "dropWorst", count: 4 },
      gameTieBreak: ["laterTurn", "shared"],
    });
  });

  it.each([
    [
      "an empty completion value",
      (f: ReturnType<typeof rulesToForm>) => (f.placement.completedPoints = ""),
      "rules.formula.completedPoints",
      "notANumber",
    ],
    [
      "a negative factor",
      (f: ReturnType<typeof rulesToForm>) => (f.placement.decimals = "-0.5"),
      "rules.formula.decimals",
      "negative",
    ],
    [
      "'shared' before armies",
      (f: ReturnType<typeof rulesToForm>) => (f.gameTieBreak = ["shared", "armies"]),
      "rules.gameTieBreak.0",
      "sharedLast",
    ],
    ["a fractional minimum", (f: ReturnType<typeof rulesToForm>) => (f.minGames = "1.5"), "rules.minGames", "notWhole"],
    [
      "best of 0",
      (f: ReturnType<typeof rulesToForm>) => (f.discards = { mode: "bestOf", count: "0" }),
      "rules.discards.count",
      "atLeastOne",
    ],
  ])("answers %s next to its field and saves nothing", async (_label, change, field, key) => {
    const f = rulesToForm(presets.placement);
    change(f);
    const res = await saveSeason(form(6, formToRaw(f)));
    expect(res.ok).toBe(false);
    expect(!res.ok && res.formError).toBe("checkFields");
    expect(!res.ok && res.fieldErrors?.[field]).toEqual([key]);
    expect(!res.ok && res.fieldErrors?.rules).toEqual([expect.stringContaining("Invalid scoring rules")]);
    expect(await db.season.count({ where: { leagueId: world.league.id, edition: 6 } })).toBe(0);
  });

  it("refuses a score formula for a game without a score, at the formula field", async () => {
    const res = await saveSeason({ ...form(6, presets.league100), systemId: "julius-caesar" });
    expect(!res.ok && res.fieldErrors?.["rules.formula.kind"]).toEqual(["notForSystem"]);
  });
});

describe("rules playground data", () => {
  const caller = async (userId: string | null) => ({
    league: world.league,
    access: await getLeagueAccess(db, userId, world.league.id),
  });

  it("gives a member the finished games only, with nothing the standings do not read", async () => {
    const data = (await getRulesPlayground(await caller(world.members[1].user.id), 1))!;
    expect(data.games.map((g) => g.id)).not.toContain(dealtGameId);
    expect(data.games).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain("objectiveId");
    expect(text).not.toContain("eliminatedBy");
    expect(data.players.map((p) => p.displayName).sort()).toEqual(["P1", "P2", "P3", "P4"]);
    expect(data.seasons.map((s) => s.edition)).toContain(1);
  });

  it("refuses a members-only season to a visitor and to a member of another league", async () => {
    await expect(getRulesPlayground(await caller(null), 1)).rejects.toBeInstanceOf(ForbiddenError);
    const stranger = await createUser();
    await expect(getRulesPlayground(await caller(stranger.id), 1)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("opens a public season to a visitor, and lists only public seasons to them", async () => {
    await db.season.update({ where: { id: world.season.id }, data: { isPublic: true } });
    const data = (await getRulesPlayground(await caller(null), 1))!;
    expect(data.games).toHaveLength(1);
    expect(data.seasons.every((s) => s.edition === 1)).toBe(true);
    expect(await getRulesPlayground(await caller(null), 99)).toBeNull();
  });
});
