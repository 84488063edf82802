// Issue 21 item 8 (decision 0043): History of the Roman Empire as the rulebook says. With 2 players each seat
// runs two groups (§15.1) whose P, F, start area, Emperor counter and Fazione Morta are recorded per group; the
// combined total wins and the higher counter breaks a tie; each group's start area counts in the statistics.
// A play "ended at the last Period" lasts all seven (§3.3, §3.4); a dead Faction has F 0 (§5.7). Through the
// play action, the season CSV and the league JSON, on SQLite and PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importLeague } from "@/server/history/import-league";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { readPlay } from "@/server/plays/play-store";
import { getSeasonSystemStats } from "@/server/queries/system-stats";
import type { RecordResultInput } from "@/schemas/play";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";
import { wipeLeagues } from "../support/wipe";

type Setup = { league: Awaited<ReturnType<typeof createLeague>>; organiser: { id: string }; p: string[] };

async function setup(): Promise<Setup> {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  const p: string[] = [];
  for (const name of ["Anna", "Bruno", "Carla"]) p.push((await createPlayer(league.id, { name })).id);
  await db.season.create({
    data: {
      leagueId: league.id,
      edition: 1,
      name: "HOTRE",
      year: 2026,
      status: "active",
      systemId: "hotre",
      rules: JSON.stringify(presetFor("hotre", "placement")),
    },
  });
  signInAs(organiser);
  return { league, organiser, p };
}

/** Anna's groups total 50 (her best group 30), Bruno's 50 too (his best 45): tied, Anna's higher counter is 6. */
const twoGroups = (p: string[]): RecordResultInput["play"] => ({
  endedBy: "turnLimit",
  game: { periodsPlayed: 7 },
  seats: [
    {
      playerId: p[0],
      seatOrder: 1,
      identity: { startArea: "Italia", secondStartArea: "Syria" },
      values: {
        vpPopulation: 20,
        vpFaction: 10,
        lastEmperorNumber: 1,
        vpPopulation2: 20,
        vpFaction2: 0,
        lastEmperorNumber2: 6,
        factionDead2: true,
      },
    },
    {
      playerId: p[1],
      seatOrder: 2,
      identity: { startArea: "Aquitania", secondStartArea: "Macedonia" },
      values: {
        vpPopulation: 30,
        vpFaction: 15,
        lastEmperorNumber: 4,
        vpPopulation2: 3,
        vpFaction2: 2,
        lastEmperorNumber2: 5,
      },
    },
  ],
});

const threeSeats = (
  p: string[],
  periods = 7,
  first: Record<string, number | boolean> = {},
): RecordResultInput["play"] => ({
  endedBy: "turnLimit",
  game: { periodsPlayed: periods },
  seats: p.map((id, i) => ({
    playerId: id,
    seatOrder: i + 1,
    identity: {},
    values: {
      vpPopulation: [10, 12, 8][i],
      vpFaction: [5, 2, 9][i],
      lastEmperorNumber: i + 1,
      ...(i === 0 ? first : {}),
    },
  })),
});

const input = (slug: string, play: RecordResultInput["play"]): RecordResultInput => ({
  slug,
  playedOn: "2026-04-01",
  play,
});

describe("HOTRE through the play action", () => {
  beforeEach(wipeLeagues);

  it("§15.1: a 2-player play stores both groups, ranks by the combined total and the higher counter, and counts both start areas", async () => {
    const { league, p } = await setup();
    const res = await recordResult(input(league.slug, twoGroups(p)));
    expect(res).toMatchObject({ ok: true, data: { result: "win" } });
    if (!res.ok) return;
    const stored = (await readPlay(db, res.data.gameId))!;
    expect(stored.seats.map((s) => [s.playerId, s.rank, s.decidedBy])).toEqual([
      [p[0], 1, "key:emperorCounter"],
      [p[1], 2, "key:emperorCounter"],
    ]);
    expect(stored.seats[0].values).toMatchObject({
      vpPopulation2: 20,
      vpFaction2: 0,
      lastEmperorNumber2: 6,
      factionDead2: true,
    });
    const view = await getSeasonSystemStats(
      {
        league: { id: league.id, slug: league.slug, name: league.name },
        access: { leagueId: league.id, role: "organiser", canRecordResults: true, playerId: null },
      },
      1,
    );
    const areas = view!.stats.byIdentity.find((t) => t.key === "startArea")!;
    expect(areas.rows.map((r) => [r.value, r.seats, r.wins])).toEqual([
      ["Aquitania", 1, 0],
      ["Italia", 1, 1],
      ["Macedonia", 1, 0],
      ["Syria", 1, 1],
    ]);
    expect(view!.stats.byIdentity.map((t) => t.key)).not.toContain("secondStartArea");
    expect(view!.stats.score.distribution.length).toBeGreaterThan(0);
  });

  it("refuses at the field: a 2-player seat without its second group, a second group at 3, 5 of 7 Periods 'ended at the last Period', a dead Faction with F", async () => {
    const { league, p } = await setup();
    const cases: [RecordResultInput["play"], string, RegExp][] = [
      [
        {
          ...twoGroups(p),
          seats: twoGroups(p).seats.map((s, i) =>
            i === 1 ? { ...s, values: { vpPopulation: 30, vpFaction: 15, lastEmperorNumber: 4 } } : s,
          ),
        },
        `seats.${p[1]}.values.vpPopulation2`,
        /required/,
      ],
      [threeSeats(p, 7, { vpFaction2: 3 }), `seats.${p[0]}.values.vpFaction2`, /only a 2-player play/],
      [threeSeats(p, 5), "game.periodsPlayed", /lasts all 7 periods/],
      [threeSeats(p, 7, { factionDead: true }), `seats.${p[0]}.values.vpFaction`, /dead Faction/],
    ];
    for (const [play, field, message] of cases) {
      const res = await recordResult(input(league.slug, play));
      expect(res, field).toMatchObject({ ok: false, formError: "playInvalid" });
      if (res.ok) continue;
      expect(res.fieldErrors?.[field]?.join(" "), field).toMatch(message);
    }
    expect(await db.game.count()).toBe(0);
  });
});

describe("HOTRE through the season CSV and the league JSON", () => {
  beforeEach(wipeLeagues);

  const importCsv = (leagueId: string, csv: string) =>
    inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId,
        season: { edition: 1 },
        bytes: new TextEncoder().encode(csv),
        createMissing: false,
        dryRun: false,
        actorUserId: null,
      }),
    );

  it("export → delete → import → export is byte-identical with a 2-player play of two groups, and the JSON export too", async () => {
    const { league, p } = await setup();
    expect((await recordResult({ ...input(league.slug, twoGroups(p)) })).ok).toBe(true);
    expect((await recordResult({ ...input(league.slug, threeSeats(p)), playedOn: "2026-04-08" })).ok).toBe(true);
    const first = await exportSeasonCsv(db, league.id, 1, "results");
    expect(first.split("\r\n")[0]).toBe(
      "game,date,player,seat_order,ended_by,game.periodsPlayed,variants,identity.colour,identity.startArea,identity.secondStartArea,vpPopulation,vpFaction,lastEmperorNumber,factionDead,vpPopulation2,vpFaction2,lastEmperorNumber2,factionDead2,duration_minutes,notes,rank,points",
    );
    const season = await db.season.findFirstOrThrow({ where: { leagueId: league.id } });
    await db.game.deleteMany({ where: { seasonId: season.id } });
    expect(await importCsv(league.id, first)).toMatchObject({ ok: true, imported: true });
    expect(await exportSeasonCsv(db, league.id, 1, "results")).toBe(first);

    const json = serializeExport(await exportLeague(db, league.id));
    await wipeLeagues();
    expect(await inTransaction(db, (tx) => importLeague(tx, JSON.parse(json)))).toMatchObject({
      ok: true,
      counts: { games: 2, seats: 5 },
    });
    expect(serializeExport(await exportLeague(db, league.id))).toBe(json);
  });

  it("a CSV row with 5 Periods 'ended at the last Period', or a dead Faction with F, is refused with its line and column", async () => {
    const { league, p } = await setup();
    expect((await recordResult(input(league.slug, threeSeats(p)))).ok).toBe(true);
    const csv = await exportSeasonCsv(db, league.id, 1, "results");
    const season = await db.season.findFirstOrThrow({ where: { leagueId: league.id } });
    await db.game.deleteMany({ where: { seasonId: season.id } });
    const lines = csv.split("\r\n");
    const header = lines[0].split(",");
    const set = (line: string, col: string, v: string) =>
      line
        .split(",")
        .map((c, i) => (header[i] === col ? v : c))
        .join(",");

    const short = [lines[0], ...lines.slice(1).map((l) => (l ? set(l, "game.periodsPlayed", "5") : l))].join("\r\n");
    const a = await importCsv(league.id, short);
    expect(a.ok).toBe(false);
    expect(a.problems).toContainEqual(expect.objectContaining({ line: 2, column: "game.periodsPlayed" }));

    const dead = [lines[0], set(set(lines[1], "factionDead", "yes"), "vpFaction", "4"), ...lines.slice(2)].join("\r\n");
    const b = await importCsv(league.id, dead);
    expect(b.ok).toBe(false);
    expect(b.problems).toContainEqual(expect.objectContaining({ line: 2, column: "vpFaction" }));
    expect(await db.game.count({ where: { seasonId: season.id } })).toBe(0);
  });
});
