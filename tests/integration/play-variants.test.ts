// Issue 21 item 10 (decision 0044): the variants a play used (Nero short game §3.0, HOTRE Favore Divino §15.3 and
// Corrompere i Barbari §15.4, Julius Caesar set up libero §5.3) are recorded through the action, kept with the game
// values, carried by the JSON export and the season CSV (byte-identical round-trips), refused when the definition
// does not have them, and split in the season statistics.
import { beforeEach, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { getLeagueAccess } from "@/server/auth/access";
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

let p: string[] = [];
const seats = (
  n: number,
  values: (i: number) => Record<string, string | number | boolean>,
  identity: (i: number) => Record<string, string> = () => ({}),
) =>
  Array.from({ length: n }, (_, i) => ({ playerId: p[i], seatOrder: i + 1, identity: identity(i), values: values(i) }));
const hotre = (variants?: string[], vp = [10, 12, 8, 9]): RecordResultInput["play"] => ({
  game: { periodsPlayed: 7 },
  ...(variants ? { variants } : {}),
  seats: seats(4, (i) => ({ vpPopulation: vp[i], vpFaction: [5, 2, 9, 6][i], lastEmperorNumber: i + 1 })),
});
const nero = (variants?: string[]): RecordResultInput["play"] => ({
  game: { turnsPlayed: 4 },
  ...(variants ? { variants } : {}),
  seats: seats(
    4,
    (i) => ({ vp: [10, 30, 20, 5][i], automaticVictory: false }),
    (i) => ({ baseZone: ["ovest", "centrale", "orientale", "asiaAfrica"][i] }),
  ),
});

async function setup() {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  p = [];
  for (const name of ["Anna", "Bruno", "Carla", "Dario"]) p.push((await createPlayer(league.id, { name })).id);
  signInAs(organiser);
  return { league, organiser };
}

async function season(leagueId: string, edition: number, systemId: string) {
  await db.season.updateMany({ where: { leagueId }, data: { status: "closed" } });
  return db.season.create({
    data: {
      leagueId,
      edition,
      name: systemId,
      year: 2026,
      status: "active",
      systemId,
      rules: JSON.stringify(presetFor(systemId, "placement")),
    },
  });
}

async function record(slug: string, play: RecordResultInput["play"], playedOn = "2026-04-01") {
  const res = await recordResult({ slug, playedOn, play });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.gameId;
}

describe("variants played, through the record-play action", () => {
  beforeEach(wipeLeagues);

  it("stores the variants ticked in the definition's order with the game values; older plays have none", async () => {
    const { league } = await setup();
    await season(league.id, 1, "hotre");
    const both = await record(league.slug, hotre(["corrompereBarbari", "favoreDivino"]));
    const none = await record(league.slug, hotre());
    expect((await readPlay(db, both))!).toMatchObject({
      variants: ["favoreDivino", "corrompereBarbari"],
      game: { periodsPlayed: 7 },
    });
    expect((await db.game.findUniqueOrThrow({ where: { id: both } })).values).toBe(
      '{"periodsPlayed":7,"variants":"favoreDivino;corrompereBarbari"}',
    );
    expect((await readPlay(db, none))!).toMatchObject({ variants: [], game: { periodsPlayed: 7 } });
    expect((await db.game.findUniqueOrThrow({ where: { id: none } })).values).toBe('{"periodsPlayed":7}');
  });

  it("refuses a variant the system does not define, or one named twice, at the variants field, and writes nothing", async () => {
    const { league } = await setup();
    await season(league.id, 1, "nero");
    for (const variants of [["favoreDivino"], ["short", "short"], ["Short"]]) {
      const res = await recordResult({ slug: league.slug, playedOn: "2026-04-01", play: nero(variants) });
      expect(res.ok, variants.join(";")).toBe(false);
      if (!res.ok) expect(Object.keys(res.fieldErrors ?? {})).toEqual(["variants"]);
    }
    await season(league.id, 2, "spqr"); // S.P.Q.R. defines no variant
    const res = await recordResult({
      slug: league.slug,
      playedOn: "2026-04-01",
      play: { game: { mode: "time" }, variants: ["short"], seats: seats(3, (i) => ({ vp: [12, 9, 15][i] })) },
    });
    expect(res.ok).toBe(false);
    expect(await db.game.count()).toBe(0);
  });

  it("a correction changes the variants, and the statistics split the plays by variant", async () => {
    const { league, organiser } = await setup();
    await season(league.id, 1, "nero");
    const short = await record(league.slug, nero(["short"]));
    await record(league.slug, nero(), "2026-04-02");
    const wrong = await record(league.slug, nero(), "2026-04-03");
    const g = await db.game.findUniqueOrThrow({ where: { id: wrong } });
    const fixed = await recordResult({
      slug: league.slug,
      gameId: wrong,
      version: g.version,
      reason: "was short",
      playedOn: "2026-04-03",
      play: nero(["short"]),
    });
    expect(fixed.ok).toBe(true);
    expect((await readPlay(db, wrong))!.variants).toEqual(["short"]);
    expect((await readPlay(db, short))!.variants).toEqual(["short"]);
    const caller = { league, access: await getLeagueAccess(db, organiser.id, league.id) };
    const view = (await getSeasonSystemStats(caller, 1))!;
    expect(view.variants.map((r) => [r.variant, r.plays, r.label?.en ?? null])).toEqual([
      [null, 1, null],
      ["short", 2, "Short game"],
    ]);
    // Bruno (30 PV) wins every play: 2 of 2 short games
    expect(view.variants[1].players.find((r) => r.playerId === p[1])).toMatchObject({ seats: 2, wins: 2 });
  });
});

describe("variants in the JSON export and the season CSV", () => {
  beforeEach(wipeLeagues);

  async function build() {
    const { league } = await setup();
    await season(league.id, 1, "hotre");
    await record(league.slug, hotre(["favoreDivino", "corrompereBarbari"]));
    await record(league.slug, hotre(["corrompereBarbari"], [3, 12, 8, 9]), "2026-04-02");
    await record(league.slug, hotre(), "2026-04-03");
    await season(league.id, 2, "nero");
    await record(league.slug, nero(["short"]));
    await season(league.id, 3, "julius-caesar");
    await record(league.slug, {
      endedBy: "yearLimit",
      game: { endedYear: 5 },
      variants: ["setupLibero"],
      seats: seats(
        2,
        (i) => ({ cityVp: [4, 5][i], leadersKilled: [1, 0][i], controlsRome: false }),
        (i) => ({ side: ["Cesare", "Pompeo"][i] }),
      ),
    });
    return league;
  }

  it("export → wipe → import → export is byte-identical with the variants", async () => {
    const league = await build();
    const first = serializeExport(await exportLeague(db, league.id));
    expect(first).toContain('"variants": "favoreDivino;corrompereBarbari"');
    await wipeLeagues();
    expect(await inTransaction(db, (tx) => importLeague(tx, JSON.parse(first)))).toMatchObject({ ok: true });
    expect(serializeExport(await exportLeague(db, league.id))).toBe(first);
  });

  it("an export naming a variant the system does not have is refused with its path", async () => {
    const league = await build();
    const doc = JSON.parse(serializeExport(await exportLeague(db, league.id)));
    doc.seasons[1].games[0].values.variants = "short;favoreDivino";
    await wipeLeagues();
    const result = await inTransaction(db, (tx) => importLeague(tx, doc));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.some((e) => e.startsWith("seasons.1.games.0.variants[1]: must be one of short"))).toBe(true);
    expect(await db.league.count()).toBe(0);
  });

  it("season CSV: a variants column, export → delete → import → export identical; a file without the column still imports", async () => {
    const league = await build();
    const first = await exportSeasonCsv(db, league.id, 1, "results");
    const lines = first.split("\r\n");
    expect(lines[0]).toMatch(/,game\.periodsPlayed,variants,/);
    expect(lines[1]).toContain(`,"favoreDivino;corrompereBarbari",`); // quoted: ";" is also a delimiter
    const s1 = await db.season.findFirstOrThrow({ where: { leagueId: league.id, edition: 1 } });
    const reimport = async (csv: string) => {
      await db.game.deleteMany({ where: { seasonId: s1.id } });
      return inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: league.id,
          season: { edition: 1 },
          bytes: new TextEncoder().encode(csv),
          createMissing: false,
          dryRun: false,
          actorUserId: null,
        }),
      );
    };
    expect(await reimport(first)).toMatchObject({ ok: true, imported: true });
    expect(await exportSeasonCsv(db, league.id, 1, "results")).toBe(first);

    // an older file: no variants column; the plays import under the standard rules
    const at = lines[0].split(",").indexOf("variants");
    const older = lines
      .map((l) =>
        l === ""
          ? l
          : l
              .split(",")
              .filter((_, i) => i !== at)
              .join(","),
      )
      .join("\r\n");
    expect(await reimport(older)).toMatchObject({ ok: true, imported: true });
    const games = await db.game.findMany({ where: { seasonId: s1.id }, select: { values: true } });
    expect(games.every((g) => !g.values!.includes("variants"))).toBe(true);

    // a variant the system does not define: refused at its line and column
    const bad = await reimport(first.replaceAll(`"favoreDivino;corrompereBarbari"`, `"favoreDivino;short"`));
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]).toMatchObject({ line: 2, column: "variants", code: "rule" });
    // the rows of one game must agree on its variants
    const split = await reimport(first.replace(`"favoreDivino;corrompereBarbari"`, `favoreDivino`));
    expect(split.ok).toBe(false);
    expect(split.problems[0]).toMatchObject({ line: 3, column: "variants" });
    expect(await db.game.count({ where: { seasonId: s1.id } })).toBe(0);
  });
});
