// Issue 20 item 13 (decision 0038): every number of every game system is bounded and read as written, through the
// import action (season CSV) and the league JSON import the CLI runs; a refused import names line and column and
// writes nothing, an accepted one stores the number exactly.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serializeCsv } from "@/history/csv";
import { playCsvRows } from "@/history/play-csv";
import { getSystem, presetFor, type SystemId } from "@/scoring";
import type { NumberFieldDef } from "@/scoring/systems/types";
import { NUMBER_BOUNDS } from "@/schemas/numbers";
import { importSeason } from "@/server/actions/import-season";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importLeagueJson } from "@/server/history/import-league-json";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { createLeagueWithPlayers, createSeason } from "../support/factories";
import { signInAs } from "../support/session";
import { asExport, BASE, inputsFor, withCell } from "../support/system-plays";
import { wipeLeagues } from "../support/wipe";

type Other = keyof typeof BASE;
const OTHERS = Object.keys(BASE) as Other[];
const EDITION: Record<Other, number> = { spqr: 2, nero: 3, hotre: 4, "julius-caesar": 5, cote2: 6 };
const RISIKO_HEADER =
  "game,date,player,turn_order,objective,objective_total,objective_points,armies,end_reason,sdadata_round";
const risikoCsv = (game: number, armies: string) =>
  [
    RISIKO_HEADER,
    `${game},2008-01-12,P1,1,3,95,60,${armies.includes(",") ? `"${armies}"` : armies},sdadata,2`,
    `${game},2008-01-12,P2,2,7,95,50,20,sdadata,2`,
    `${game},2008-01-12,P3,3,9,95,40,20,sdadata,2`,
  ].join("\n") + "\n";
const RISIKO_ARMIES = { ...NUMBER_BOUNDS.armies } as NumberFieldDef;

async function buildLeague() {
  const { league, organiser, members } = await createLeagueWithPlayers(4);
  for (const systemId of OTHERS) {
    const s = await createSeason(league.id, { edition: EDITION[systemId], status: "closed" });
    await db.season.update({
      where: { id: s.id },
      data: { systemId, rules: JSON.stringify(presetFor(systemId, "placement")) },
    });
  }
  return { league, organiser, members };
}

const counts = () =>
  Promise.all([
    db.league.count(),
    db.player.count(),
    db.season.count(),
    db.objective.count(),
    db.game.count(),
    db.seat.count(),
    db.auditEvent.count(),
  ]);
const file = (text: string) => new File([text], "season.csv", { type: "text/csv" });

describe("season CSV through the import action, every system", () => {
  let ctx: Awaited<ReturnType<typeof buildLeague>>;
  let game = 1;
  beforeAll(async () => {
    ctx = await buildLeague();
  });
  const run = (edition: number, text: string) => {
    signInAs(ctx.organiser);
    return importSeason({
      slug: ctx.league.slug,
      target: String(edition),
      createMissing: "on",
      dryRun: "0",
      file: file(text),
    });
  };

  for (const systemId of OTHERS) {
    const { def } = withCell(systemId, "1");
    it.each(inputsFor(def))(`${systemId} ${def.key} = %s (%j): %s`, async (_label, cell, expected) => {
      const sequence = ++game;
      const { text, line, column } = withCell(systemId, cell, sequence);
      const before = await counts();
      const res = await run(EDITION[systemId], text);
      expect(res.ok).toBe(true);
      const report = res.ok ? res.data : null;
      if (typeof expected === "number") {
        expect(report).toMatchObject({ ok: true, imported: true });
        const seat = await db.seat.findFirstOrThrow({
          where: {
            game: { sequence, season: { leagueId: ctx.league.id, edition: EDITION[systemId] } },
            turnOrder: BASE[systemId].seat + 1,
          },
          select: { values: true },
        });
        expect(JSON.parse(seat.values!)[column]).toBe(expected);
      } else {
        expect(report).toMatchObject({ ok: false, imported: false });
        expect(report!.problems[0]).toMatchObject({ line, column, code: expected });
        for (const p of report!.problems) expect([p.line, p.column]).not.toContain(null);
        expect(await counts()).toEqual(before);
      }
    });
  }

  it.each(inputsFor(RISIKO_ARMIES))("risiko armies = %s (%j): %s", async (_label, cell, expected) => {
    const sequence = ++game;
    const before = await counts();
    const res = await run(1, risikoCsv(sequence, cell));
    const report = res.ok ? res.data : null;
    if (typeof expected === "number") {
      expect(report?.problems).toEqual([]);
      expect(report).toMatchObject({ ok: true, imported: true });
      const seat = await db.seat.findFirstOrThrow({
        where: { game: { sequence, season: { leagueId: ctx.league.id, edition: 1 } }, turnOrder: 1 },
        select: { armies: true },
      });
      expect(seat.armies).toBe(expected);
    } else {
      expect(report).toMatchObject({ ok: false, imported: false });
      expect(report!.problems[0]).toMatchObject({ line: 2, column: "armies", code: expected });
      expect(await counts()).toEqual(before);
    }
  });

  it("a RisiKo! rule problem names its line and column", async () => {
    const sequence = ++game;
    const text = risikoCsv(sequence, "10").replace(
      `${sequence},2008-01-12,P2,2,7,95,50,`,
      `${sequence},2008-01-12,P2,1,7,95,50,`,
    );
    const res = await run(1, text);
    const problems = res.ok ? res.data.problems : [];
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect([p.line, p.column]).not.toContain(null);
  });

  it("a play at its bounds exports and imports into another league byte-identical", async () => {
    for (const systemId of OTHERS) {
      const { def } = withCell(systemId, "1");
      const sequence = ++game;
      const res = await run(EDITION[systemId], withCell(systemId, String(def.max), sequence).text);
      expect(res.ok && res.data.imported, systemId).toBe(true);
    }
    const other = await buildLeague();
    for (const systemId of OTHERS) {
      const exported = await exportSeasonCsv(db, ctx.league.id, EDITION[systemId], "results");
      const again = await inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: other.league.id,
          season: { edition: EDITION[systemId] },
          bytes: new TextEncoder().encode(exported),
          createMissing: false,
          dryRun: false,
          actorUserId: null,
        }),
      );
      expect(again.problems, systemId).toEqual([]);
      expect(await exportSeasonCsv(db, other.league.id, EDITION[systemId], "results"), systemId).toBe(exported);
    }
  });
});

/** Where a text first appears, as the JSON import names it. */
function placeOf(text: string, needle: string) {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe("league JSON through the CLI's import, every system", () => {
  const SENTINEL = 777777;
  /** the export of a league with one play of every system, the varied field of each holding the sentinel */
  const templates = new Map<SystemId, string>();
  beforeAll(async () => {
    await wipeLeagues();
    const { league } = await buildLeague();
    await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: league.id,
        season: { edition: 1 },
        bytes: new TextEncoder().encode(risikoCsv(1, "10")),
        createMissing: true,
        dryRun: false,
        actorUserId: null,
      }),
    );
    for (const systemId of OTHERS) {
      const text = serializeCsv(playCsvRows(getSystem(systemId), [asExport(BASE[systemId].play)]));
      const r = await inTransaction(db, (tx) =>
        importSeasonCsv(tx, {
          leagueId: league.id,
          season: { edition: EDITION[systemId] },
          bytes: new TextEncoder().encode(text),
          createMissing: false,
          dryRun: false,
          actorUserId: null,
        }),
      );
      expect(r.problems, systemId).toEqual([]);
    }
    const doc = await exportLeague(db, league.id);
    for (const s of doc.seasons) for (const g of s.games) for (const seat of g.seats) seat.rank = null; // the rules rank a changed value anew
    for (const systemId of ["risiko", ...OTHERS] as SystemId[]) {
      const copy = structuredClone(doc);
      const season = copy.seasons.find((s) => (s.systemId ?? "risiko") === systemId)!;
      if (systemId === "risiko") season.games[0].seats.find((s) => s.turnOrder === 1)!.armies = SENTINEL;
      else
        season.games[0].seats.find((s) => s.turnOrder === BASE[systemId as Other].seat + 1)!.values![
          BASE[systemId as Other].field
        ] = SENTINEL;
      templates.set(systemId, serializeExport(copy));
    }
  });
  beforeEach(wipeLeagues);

  const jsonInputs = (def: NumberFieldDef): [string, string, number | "refused"][] => [
    ["2^53 + 1", "9007199254740993", "refused"],
    ["a 20-digit number", "99999999999999999999", "refused"],
    ["hex", "0x10", "refused"],
    ["an exponent", "1e3", "refused"],
    ["a leading +", "+5", "refused"],
    ["a text with a space", '" 5"', "refused"],
    ["5.0 in a whole-number field", "5.0", "refused"],
    ["-1", "-1", def.min <= -1 ? -1 : "refused"],
    ["the max", String(def.max), def.max],
    ["max + 1", String(def.max + 1), "refused"],
  ];
  const cases = (["risiko", ...OTHERS] as SystemId[]).flatMap((systemId) => {
    const def = systemId === "risiko" ? RISIKO_ARMIES : withCell(systemId as Other, "1").def;
    return jsonInputs(def).map(
      ([label, token, expected]) => [systemId, def.key ?? "armies", label, token, expected] as const,
    );
  });

  it.each(cases)("%s %s = %s (%s): %s", async (systemId, _field, _label, token, expected) => {
    const template = templates.get(systemId)!;
    const place = placeOf(template, String(SENTINEL));
    const result = await importLeagueJson(db, template.replace(String(SENTINEL), token));
    if (typeof expected === "number") {
      expect(result).toMatchObject({ ok: true });
      const doc = await exportLeague(db, result.ok ? result.leagueId : "");
      const season = doc.seasons.find((s) => (s.systemId ?? "risiko") === systemId)!;
      const stored =
        systemId === "risiko"
          ? season.games[0].seats.find((s) => s.turnOrder === 1)!.armies
          : season.games[0].seats.find((s) => s.turnOrder === BASE[systemId as Other].seat + 1)!.values![
              BASE[systemId as Other].field
            ];
      expect(stored).toBe(expected);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const e of result.errors) expect(e).toMatch(/^line \d+, column \d+: /);
    // the value itself is named (a syntax error at its first wrong character)
    const at = result.errors.map((e) => /^line (\d+), column (\d+)/.exec(e)!).map((m) => [Number(m[1]), Number(m[2])]);
    expect(
      at.some(([line, column]) => line === place.line && column >= place.column && column <= place.column + 1),
      result.errors.join("\n"),
    ).toBe(true);
    expect(await counts()).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("the play form's action: the same bounds for a play recorded at the table", () => {
  let ctx: Awaited<ReturnType<typeof buildLeague>>;
  beforeAll(async () => {
    await wipeLeagues();
    ctx = await buildLeague();
    await db.season.updateMany({ where: { leagueId: ctx.league.id }, data: { status: "closed" } });
    await db.season.updateMany({
      where: { leagueId: ctx.league.id, edition: EDITION.cote2 },
      data: { status: "active" },
    });
  });
  const record = (vp: number) => {
    signInAs(ctx.organiser);
    const seats = [vp, 20, 30].map((v, i) => ({
      playerId: ctx.members[i].player.id,
      seatOrder: i + 1,
      identity: {},
      values: { vp: v, influenceTokens: i },
    }));
    return recordResult({ slug: ctx.league.slug, playedOn: "2026-04-01", play: { game: { seasons: 4 }, seats } });
  };

  it.each([9007199254740993, 1e20, 10_000, -10_000, 1.5])(
    "CotE II vp %d is refused at the field and nothing is written",
    async (vp) => {
      const before = await counts();
      const res = await record(vp);
      expect(res.ok).toBe(false);
      expect(!res.ok && Object.keys(res.fieldErrors ?? {})).toEqual([
        expect.stringMatching(/^(play\.)?seats\.[^.]+\.values\.vp$/),
      ]);
      expect(await counts()).toEqual(before);
    },
  );

  it.each([9999, -9999])("CotE II vp %d, its bound, is stored as it is", async (vp) => {
    const res = await record(vp);
    expect(res.ok).toBe(true);
    const seat = await db.seat.findFirstOrThrow({
      where: { gameId: res.ok ? res.data.gameId : "", turnOrder: 1 },
      select: { values: true },
    });
    expect(JSON.parse(seat.values!).vp).toBe(vp);
  });
});
