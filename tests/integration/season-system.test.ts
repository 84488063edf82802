// Issue 12 §2: a season asks for its game system (RisiKo! by default), fixed once it has games; club rules are
// season settings; score-based formulas are refused with a clear message where the system has no score scale.
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor, presets } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { saveSeason } from "@/server/actions/save-season";
import { db } from "@/server/db";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";

let slug: string;
let leagueId: string;
let organiser: { id: string };
let players: string[];

beforeAll(async () => {
  const league = await createLeague();
  ({ slug, id: leagueId } = league);
  organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  players = [
    (await createPlayer(league.id, { name: "Anna" })).id,
    (await createPlayer(league.id, { name: "Bruno" })).id,
  ];
});

const form = (edition: number, extra: Record<string, unknown> = {}) => ({
  leagueSlug: slug,
  edition,
  name: `Torneo ${edition}`,
  year: 2026,
  plannedGames: 10,
  status: "active",
  isPublic: false,
  rules: JSON.stringify(presets.placement),
  ...extra,
});

describe("the season's game system", () => {
  it("is RisiKo! by default, with no system settings", async () => {
    signInAs(organiser);
    expect((await saveSeason(form(1, { status: "closed" }))).ok).toBe(true);
    expect(await db.season.findFirstOrThrow({ where: { leagueId, edition: 1 } })).toMatchObject({
      systemId: "risiko",
      systemSettings: null,
    });
  });

  it("refuses score-based formulas where the system declares no score scale, and a placement table without its table sizes", async () => {
    signInAs(organiser);
    const bonus = await saveSeason(form(2, { systemId: "julius-caesar", rules: JSON.stringify(presets.winnerBonus) }));
    expect(bonus).toMatchObject({
      ok: false,
      fieldErrors: {
        rules: [expect.stringMatching(/winnerBonus uses the score itself, and Julius Caesar declares no score scale/)],
      },
    });
    const table = await saveSeason(form(2, { systemId: "julius-caesar" }));
    expect(table).toMatchObject({
      ok: false,
      fieldErrors: { rules: [expect.stringMatching(/formula.table.2: is missing/)] },
    });
    expect(await saveSeason(form(2, { systemId: "chess" }))).toMatchObject({
      ok: false,
      fieldErrors: { systemId: ["systemUnknown"] },
    });
  });

  it("stores the club rules as settings, checked against the system", async () => {
    signInAs(organiser);
    expect(
      await saveSeason(
        form(3, {
          systemId: "julius-caesar",
          rules: JSON.stringify(presetFor("julius-caesar", "placement")),
          unresolved: "shareRank",
        }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { settings: [expect.stringMatching(/the rulebook fixes what a tie means/)] },
    });
    const ok = await saveSeason(
      form(3, {
        status: "closed",
        systemId: "nero",
        rules: JSON.stringify(presetFor("nero", "placement")),
        "tieBreak[]": ["italianProvinces", ""],
        unresolved: "draw",
      }),
    );
    expect(ok.ok).toBe(true);
    expect(JSON.parse((await db.season.findFirstOrThrow({ where: { leagueId, edition: 3 } })).systemSettings!)).toEqual(
      { tieBreak: ["italianProvinces"], unresolved: "draw" },
    );
  });

  it("S.P.Q.R. (issue 21): records the rules edition and the club's elimination order, and ranks plays by them", async () => {
    signInAs(organiser);
    const rules = JSON.stringify(presetFor("spqr", "placement"));
    const third = (await createPlayer(leagueId, { name: "Carla" })).id;
    expect(await saveSeason(form(5, { systemId: "spqr", rules, rulesEdition: "2010" }))).toMatchObject({
      ok: false,
      fieldErrors: { settings: [expect.stringMatching(/must be one of 2005, 2020/)] },
    });
    expect(await saveSeason(form(5, { systemId: "spqr", rules, eliminated: "never" }))).toMatchObject({
      ok: false,
      fieldErrors: { eliminated: expect.any(Array) },
    });
    expect(
      await saveSeason(
        form(5, { systemId: "nero", rules: JSON.stringify(presetFor("nero", "placement")), eliminated: "byScore" }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { settings: [expect.stringMatching(/Nero has no elimination order for a club to choose/)] },
    });
    expect(
      (await saveSeason(form(5, { systemId: "spqr", rules, rulesEdition: "2020", eliminated: "byScore" }))).ok,
    ).toBe(true);
    const season = await db.season.findFirstOrThrow({ where: { leagueId, edition: 5 } });
    expect(JSON.parse(season.systemSettings!)).toEqual({ eliminated: "byScore", edition: 2020 });
    // an eliminated seat with the most VP is first under "byScore" (below every survivor by default)
    const seats = [...players, third].map((playerId, i) => ({
      playerId,
      seatOrder: i + 1,
      identity: {},
      values: { vp: [12, 5, 3][i], ...(i === 0 ? { eliminatedOrder: 1 } : {}) },
    }));
    const play = await recordResult({
      slug,
      playedOn: "2026-05-02",
      play: { game: { mode: "time", timeLimitMin: 120 }, seats },
    });
    expect(play.ok).toBe(true);
    const ranks = await db.seat.findMany({
      where: { game: { seasonId: season.id } },
      select: { playerId: true, rank: true },
    });
    expect(Object.fromEntries(ranks.map((r) => [r.playerId, r.rank]))).toEqual({
      [players[0]]: 1,
      [players[1]]: 2,
      [third]: 3,
    });
    // with games the ranking settings are locked, the edition is a record that may be corrected
    expect(
      await saveSeason(
        form(5, { seasonId: season.id, systemId: "spqr", rules, rulesEdition: "2020", eliminated: "belowSurvivors" }),
      ),
    ).toMatchObject({ ok: false, fieldErrors: { settings: ["settingsLocked"] } });
    expect(
      (
        await saveSeason(
          form(5, { seasonId: season.id, systemId: "spqr", rules, rulesEdition: "2005", eliminated: "byScore" }),
        )
      ).ok,
    ).toBe(true);
    expect(JSON.parse((await db.season.findUniqueOrThrow({ where: { id: season.id } })).systemSettings!)).toEqual({
      eliminated: "byScore",
      edition: 2005,
    });
    await saveSeason(
      form(5, {
        seasonId: season.id,
        systemId: "spqr",
        rules,
        status: "closed",
        rulesEdition: "2005",
        eliminated: "byScore",
      }),
    );
  });

  it("cannot change, nor its club rules, once the season has games", async () => {
    signInAs(organiser);
    const rules = JSON.stringify(presetFor("julius-caesar", "placement"));
    expect((await saveSeason(form(4, { systemId: "julius-caesar", rules }))).ok).toBe(true);
    const season = await db.season.findFirstOrThrow({ where: { leagueId, edition: 4 } });
    const play = await recordResult({
      slug,
      playedOn: "2026-05-01",
      play: {
        game: { endedYear: 2 },
        seats: players.map((playerId, i) => ({
          playerId,
          seatOrder: i + 1,
          identity: {},
          values: { cityVp: [9, 3][i], leadersKilled: [1, 0][i], controlsRome: i === 0 },
        })),
      },
    });
    expect(play.ok).toBe(true);
    expect(await saveSeason(form(4, { seasonId: season.id, systemId: "nero", rules }))).toMatchObject({
      ok: false,
      fieldErrors: { systemId: ["systemLocked"] },
    });
    expect(
      (await saveSeason(form(4, { seasonId: season.id, systemId: "julius-caesar", rules, name: "Rinominato" }))).ok,
    ).toBe(true);
  });
});
