// Issue 12 §4: the JSON export carries the system, its settings, values and identities; export → wipe → import →
// export is identical for seasons of every system, and a play that breaks its rules is refused with its path.
import { beforeEach, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importSeasonCsv } from "@/server/history/import-season";
import { importLeague } from "@/server/history/import-league";
import { inTransaction } from "@/server/history/tx";
import type { RecordResultInput } from "@/schemas/play";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";
import { wipeLeagues } from "../support/wipe";

/** One season per system but RisiKo!, each with a recorded play (the Nero one with club rules). */
async function buildLeague() {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  const p: string[] = [];
  for (const name of ["Anna", "Bruno", "Carla", "Dario"]) p.push((await createPlayer(league.id, { name })).id);
  const seats = (
    n: number,
    values: (i: number) => Record<string, string | number | boolean>,
    identity: (i: number) => Record<string, string> = () => ({}),
  ) =>
    Array.from({ length: n }, (_, i) => ({
      playerId: p[i],
      seatOrder: i + 1,
      identity: identity(i),
      values: values(i),
    }));
  const plays: Array<[string, object | null, RecordResultInput["play"]]> = [
    [
      "julius-caesar",
      null,
      {
        endedBy: "yearLimit",
        game: { endedYear: 5 },
        seats: seats(
          2,
          (i) => ({ cityVp: [4, 5][i], leadersKilled: [1, 0][i], controlsRome: false }),
          (i) => ({ side: ["Cesare", "Pompeo"][i] }),
        ),
      },
    ],
    [
      "nero",
      { unresolved: "draw", tieBreak: ["areasControlled"] },
      {
        game: { turnsPlayed: 3 },
        seats: seats(
          4,
          (i) => ({ vp: [10, 30, 20, 5][i], automaticVictory: i === 2 }),
          (i) => ({ baseZone: ["ovest", "centrale", "orientale", "asiaAfrica"][i] }),
        ),
      },
    ],
    // issue 21: the rules edition and the club's elimination order (an eliminated seat with the most VP first)
    [
      "spqr",
      { eliminated: "byScore", edition: 2020 },
      {
        game: { mode: "time" },
        seats: seats(3, (i) => ({ vp: [12, 9, 15][i], ...(i === 2 ? { eliminatedOrder: 1 } : {}) })),
      },
    ],
    [
      "hotre",
      null,
      {
        game: { periodsPlayed: 7 },
        seats: seats(4, (i) => ({
          vpPopulation: [10, 12, 8, 9][i],
          vpFaction: [5, 2, 9, 6][i],
          lastEmperorNumber: i + 1,
        })),
      },
    ],
  ];
  let edition = 0;
  for (const [systemId, settings, play] of plays) {
    await db.season.updateMany({ where: { leagueId: league.id }, data: { status: "closed" } });
    await db.season.create({
      data: {
        leagueId: league.id,
        edition: ++edition,
        name: systemId,
        year: 2026,
        status: "active",
        systemId,
        systemSettings: settings ? JSON.stringify(settings) : null,
        rules: JSON.stringify(presetFor(systemId, "placement")),
      },
    });
    signInAs(organiser);
    const res = await recordResult({ slug: league.slug, playedOn: "2026-04-01", play });
    expect(res, systemId).toMatchObject({ ok: true });
  }
  return league;
}

describe("seasons of every system in the JSON export", () => {
  beforeEach(wipeLeagues);

  it("export → wipe → import → export is identical, and carries system, settings, values and identity", async () => {
    const league = await buildLeague();
    const doc = await exportLeague(db, league.id);
    const first = serializeExport(doc);
    expect(doc.seasons.map((s) => s.systemId)).toEqual(["julius-caesar", "nero", "spqr", "hotre"]);
    expect(doc.seasons[1].systemSettings).toEqual({ unresolved: "draw", tieBreak: ["areasControlled"] });
    expect(doc.seasons[2].systemSettings).toEqual({ eliminated: "byScore", edition: 2020 });
    expect(doc.seasons[2].games[0].seats.find((s) => s.rank === 1)).toMatchObject({
      values: { vp: 15, eliminatedOrder: 1 },
    });
    const jc = doc.seasons[0].games[0];
    expect(jc).toMatchObject({ endedBy: "yearLimit", values: { endedYear: 5 }, outcome: "draw" });
    expect(jc.seats[0]).toMatchObject({
      identity: { side: "Cesare" },
      values: { cityVp: 4, leadersKilled: 1, controlsRome: false },
      isWinner: false,
      decidedBy: "draw",
      rank: 1,
    });
    await wipeLeagues();
    const result = await inTransaction(db, (tx) => importLeague(tx, JSON.parse(first)));
    expect(result).toMatchObject({ ok: true, counts: { seasons: 4, games: 4, seats: 13 } });
    expect(serializeExport(await exportLeague(db, league.id))).toBe(first);
  });

  it("refuses a play that breaks its system's rules, naming the season, game and field, and imports nothing", async () => {
    const league = await buildLeague();
    const doc = JSON.parse(serializeExport(await exportLeague(db, league.id)));
    doc.seasons[0].games[0].seats[1].values.cityVp = 14;
    doc.seasons[1].games[0].seats[0].rank = 1;
    await wipeLeagues();
    const result = await inTransaction(db, (tx) => importLeague(tx, doc));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain("seasons.0.games.0.seats[1].values.cityVp: must be at most 13 (got 14)");
    expect(
      result.errors.some((e) => e.startsWith("seasons.1.games.0.seats.0.rank: is 1 but the rules of nero give")),
    ).toBe(true);
    expect(await db.league.count()).toBe(0);
  });
});

describe("seasons of every system in the season CSV", () => {
  beforeEach(wipeLeagues);

  it("export → delete the games → import → export is identical for every system", async () => {
    const league = await buildLeague();
    for (const edition of [1, 2, 3, 4]) {
      const first = await exportSeasonCsv(db, league.id, edition, "results");
      const season = await db.season.findFirstOrThrow({ where: { leagueId: league.id, edition } });
      await db.game.deleteMany({ where: { seasonId: season.id } });
      const report = await inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: league.id,
          season: { edition },
          bytes: new TextEncoder().encode(first),
          createMissing: false,
          dryRun: false,
          actorUserId: null,
        }),
      );
      expect(report, `season ${edition}`).toMatchObject({ ok: true, imported: true });
      expect(await exportSeasonCsv(db, league.id, edition, "results")).toBe(first);
    }
    const jc = await exportSeasonCsv(db, league.id, 1, "results");
    expect(jc.split("\r\n")[0]).toBe(
      "game,date,player,seat_order,ended_by,game.endedYear,game.cleopatraSide,variants,identity.side,cityVp,leadersKilled,controlsRome,duration_minutes,notes,rank,points",
    );
    expect((await exportSeasonCsv(db, league.id, 1, "standings")).split("\r\n")[0]).toContain("wins,draws,podiums");
  });

  it("a malformed row gets a line-numbered message naming the field and the rule, and nothing changes", async () => {
    const league = await buildLeague();
    const csv = (await exportSeasonCsv(db, league.id, 1, "results")).replace(/,Pompeo,5,0,no,/, ",Pompeo,15,0,no,");
    const season = await db.season.findFirstOrThrow({ where: { leagueId: league.id, edition: 1 } });
    await db.game.deleteMany({ where: { seasonId: season.id } });
    const report = await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: league.id,
        season: { edition: 1 },
        bytes: new TextEncoder().encode(csv),
        createMissing: false,
        dryRun: false,
        actorUserId: null,
      }),
    );
    expect(report.ok).toBe(false);
    // the field's own bound is checked at the cell, before the play's rules (decision 0038)
    expect(report.problems[0]).toMatchObject({
      line: 3,
      column: "cityVp",
      code: "outOfRange",
      params: { min: 0, max: 13 },
    });
    expect(report.problems.map((p) => p.message).join(" ")).toMatch(
      /"15" is out of range: must be a whole number from 0 to 13/,
    );
    expect(await db.game.count({ where: { seasonId: season.id } })).toBe(0);
  });
});
