// Issue 21: results the rules make impossible are refused, through the real action and through CSV/JSON import.
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { db } from "@/server/db";
import type { ExportDocument } from "@/history/export-document";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { importLeague } from "@/server/history/import-league";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { readPlay } from "@/server/plays/play-store";
import { createLeague, createLeagueWithPlayers, createSeason } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;
/** two more objectives that share their first territory with objective 1 (cards may overlap, holdings may not) */
let overlapping: { id: string; territoryIds: string[] }[];

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
  const territories = await db.territory.findMany({ orderBy: { sortOrder: "asc" }, select: { id: true } });
  overlapping = [];
  for (const n of [5, 6]) {
    const ids = [
      objectives[0].territoryIds[0],
      ...territories.slice(20 + (n - 5) * 4, 24 + (n - 5) * 4).map((t) => t.id),
    ];
    const o = await db.objective.create({
      data: {
        seasonId: ctx.season.id,
        number: n,
        name: `Obiettivo ${n}`,
        territories: { create: ids.map((territoryId, v) => ({ territoryId, value: v + 1 })) },
      },
    });
    overlapping.push({ id: o.id, territoryIds: ids });
  }
});

const playerIds = () => ctx.members.map((m) => m.player.id);
const status = async (id: string) => (await db.game.findUniqueOrThrow({ where: { id } })).status;

describe("the result action refuses what the rules make impossible", () => {
  it("README “fare RisiKo!”: every territory ticked completes the objective — refused with a time ending, first with an objective ending", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const refused = await recordGameResult(
      resultInput(game, seats, objectives, [3, 2, 5, 1], { endReason: "sdadata", sdadataRound: 3 }),
    );
    expect(refused).toEqual({
      ok: false,
      formError: "completionNeedsObjectiveEnd",
      fieldErrors: {
        endedBy: ["completionNeedsObjectiveEnd"],
        [`seats.${seats[2].playerId}`]: ["holdsWholeObjective"],
      },
    });
    expect(await status(game.id)).toBe("planned");

    expect(
      (await recordGameResult(resultInput(game, seats, objectives, [3, 2, 5, 1], { endReason: "objective" }))).ok,
    ).toBe(true);
    const saved = await db.seat.findMany({ where: { gameId: game.id }, orderBy: { turnOrder: "asc" } });
    expect(saved.map((s) => s.objectiveCompleted)).toEqual([false, false, true, false]);
    // placement: the completer's 13 + 0.15, not 12.15 as a mere first place
    expect(saved.map((s) => [s.rank, s.points])).toEqual([
      [2, 7.06],
      [3, 5.03],
      [1, 13.15],
      [4, 3.01],
    ]);
  });

  it("a total typed by hand, with all its points, completes the objective too", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const input = resultInput(game, seats, objectives, [1, 1, 1, 1]);
    input.seats[0] = {
      ...input.seats[0],
      objectiveId: null,
      heldTerritoryIds: [],
      objectiveTotal: 80,
      objectivePoints: 80,
    };
    input.seats[1] = {
      ...input.seats[1],
      objectiveId: null,
      heldTerritoryIds: [],
      objectiveTotal: 95,
      objectivePoints: 85,
    };
    expect(await recordGameResult(input)).toMatchObject({ ok: false, formError: "completionNeedsObjectiveEnd" });
  });

  it("a territory is held by one player: two seats holding the same one are refused, both named", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const cards = [objectives[0], overlapping[0], objectives[2], objectives[3]];
    const res = await recordGameResult(resultInput(game, seats, cards, [1, 1, 1, 1]));
    expect(res).toEqual({
      ok: false,
      formError: "territoryHeldTwice",
      fieldErrors: {
        [`seats.${seats[0].playerId}`]: ["territoryHeldTwice"],
        [`seats.${seats[1].playerId}`]: ["territoryHeldTwice"],
      },
    });
    expect(await status(game.id)).toBe("planned");
    // a completed objective holds all its territories: nobody else holds one of them
    const completed = resultInput(game, seats, cards, [0, 2, 1, 1], { endReason: "objective" });
    completed.seats[0] = { ...completed.seats[0], objectiveCompleted: true };
    expect(await recordGameResult(completed)).toMatchObject({ ok: false, formError: "territoryHeldTwice" });
  });

  it("two players reporting the same territory: refused without naming a seat or a territory to the recorder; the two holders are asked to check on their own card", async () => {
    const cards = [objectives[0], overlapping[0], objectives[2], overlapping[1]];
    const { game, seats } = await createGame(ctx.season.id, playerIds(), { dealt: cards.map((c) => c.id) });
    await db.game.update({ where: { id: game.id }, data: { status: "dealt" } });
    for (const [i, m] of ctx.members.entries()) {
      signInAs(m.user);
      const held = i === 3 ? [] : cards[i].territoryIds.slice(0, 1); // seats 1 and 2 both claim objective 1's first territory
      expect((await reportMyTerritories({ slug: ctx.league.slug, gameId: game.id, territoryIds: held })).ok).toBe(true);
    }
    signInAs(ctx.organiser);
    const fromReports = {
      ...resultInput(game, seats, cards, [0, 0, 0, 0]),
      seats: resultInput(game, seats, cards, [0, 0, 0, 0]).seats.map((s) => ({
        ...s,
        objectiveId: null,
        heldTerritoryIds: [],
        fromPlayerReport: true,
      })),
    };
    expect(await recordGameResult(fromReports)).toEqual({ ok: false, formError: "territoryReportedTwice" });
    expect(await status(game.id)).toBe("dealt");
    // each holder's own card says whether to check again: the two who claimed the territory, nobody else
    const recheck = async (i: number) => {
      signInAs(ctx.members[i].user);
      const res = await revealMyObjective({ slug: ctx.league.slug, gameId: game.id });
      return res.ok ? res.data.recheck : res.formError;
    };
    expect([await recheck(0), await recheck(1), await recheck(2), await recheck(3)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // the second player corrects their report: their notice goes, and the result is saved
    signInAs(ctx.members[1].user);
    expect(
      (
        await reportMyTerritories({
          slug: ctx.league.slug,
          gameId: game.id,
          territoryIds: cards[1].territoryIds.slice(1, 2),
        })
      ).ok,
    ).toBe(true);
    expect(await recheck(1)).toBe(false);
    signInAs(ctx.organiser);
    expect((await recordGameResult(fromReports)).ok).toBe(true);
  });

  it("§1.3 [default]: the eliminator was still in the game", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const input = resultInput(game, seats, objectives, [2, 0, 0, 1]);
    input.seats[1] = { ...input.seats[1], eliminatedOrder: 1, eliminatedById: playerIds()[0], heldTerritoryIds: [] };
    input.seats[2] = { ...input.seats[2], eliminatedOrder: 2, eliminatedById: playerIds()[1], heldTerritoryIds: [] };
    // the definition's invariant (eliminatedByAtTable), at the seat's field
    expect(await recordGameResult(input)).toEqual({
      ok: false,
      formError: "playInvalid",
      fieldErrors: {
        [`seats.${seats[2].playerId}.values.eliminatedBy`]: [expect.stringContaining("eliminatedByAtTable")],
      },
    });
    input.seats[1] = { ...input.seats[1], eliminatedById: playerIds()[2] }; // eliminated first by the one who went out second: fine
    input.seats[2] = { ...input.seats[2], eliminatedById: playerIds()[3] };
    expect((await recordGameResult(input)).ok).toBe(true);
  });
});

describe("Nero §13.1 through the play form's action: the automatic victory follows from the Areas and the leader", () => {
  const play = (values: Record<string, unknown>[]) => ({
    game: { turnsPlayed: 4 },
    seats: values.map((v, i) => ({
      playerId: playerIds()[i],
      seatOrder: i + 1,
      identity: {},
      values: { automaticVictory: false, ...v },
    })),
  });
  const record = (p: ReturnType<typeof play>) =>
    recordResult({ slug: ctx.league.slug, playedOn: "2026-03-01", play: p as never });

  it("4 Areas with the box unticked: 20 PV wins against 25; a tick the Areas deny is refused at the field", async () => {
    await db.season.updateMany({ where: { leagueId: ctx.league.id }, data: { status: "closed" } });
    await db.season.create({
      data: {
        leagueId: ctx.league.id,
        edition: 50,
        name: "Nero",
        year: 2026,
        status: "active",
        rules: JSON.stringify(presetFor("nero", "placement")),
        systemId: "nero",
      },
    });
    signInAs(ctx.organiser);
    const won = await record(play([{ vp: 20, areasControlled: 4 }, { vp: 25 }, { vp: 6 }]));
    if (!won.ok) throw new Error(JSON.stringify(won));
    const stored = (await readPlay(db, won.data.gameId))!;
    expect(stored.seats.map((x) => [x.playerId, x.rank, x.decidedBy])).toEqual([
      [playerIds()[0], 1, "decisive:automaticVictory"],
      [playerIds()[1], 2, "key:vp"],
      [playerIds()[2], 3, "key:vp"],
    ]);
    expect(stored.seats[0].values.automaticVictory).toBe(true); // stored as the rules decide it

    const emperor = await record(
      play([{ vp: 20, areasControlled: 3, leaderAtEnd: "Imperatore" }, { vp: 25, areasControlled: 1 }, { vp: 6 }]),
    );
    expect(emperor.ok).toBe(true);

    const denied = await record(play([{ vp: 20, areasControlled: 2, automaticVictory: true }, { vp: 25 }, { vp: 6 }]));
    expect(denied).toMatchObject({ ok: false, formError: "playInvalid" });
    expect(!denied.ok && Object.keys(denied.fieldErrors ?? {})).toContain(
      `seats.${playerIds()[0]}.values.automaticVictory`,
    );
    await db.season.updateMany({ where: { leagueId: ctx.league.id, edition: 50 }, data: { status: "closed" } });
    await db.season.updateMany({ where: { id: ctx.season.id }, data: { status: "active" } });
  });
});

describe("imports refuse the same, with the line (CSV) or the path (JSON)", () => {
  const HEADER =
    "game,date,player,turn_order,objective_total,objective_points,completed,eliminated_order,eliminated_by,end_reason";
  const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\r\n"));
  const runCsv = async (bytes: Uint8Array) => {
    const league = await createLeague();
    await createSeason(league.id, { edition: 2, status: "closed" });
    return inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: league.id,
        season: { edition: 2 },
        bytes,
        createMissing: true,
        dryRun: false,
        actorUserId: null,
      }),
    );
  };

  it("CSV: an objective held whole but not completed, and an eliminator already out", async () => {
    const report = await runCsv(
      csv(
        "1,2009-01-10,Ada,1,80,80,no,,,sdadata",
        "1,2009-01-10,Bea,2,95,85,no,,,sdadata",
        "1,2009-01-10,Cid,3,95,10,no,,,sdadata",
        "2,2009-01-17,Ada,1,95,40,no,,,time",
        "2,2009-01-17,Bea,2,95,0,no,1,Ada,time",
        "2,2009-01-17,Cid,3,95,0,no,2,Bea,time",
      ),
    );
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [2, "completed", "holdsWholeObjective"],
      [7, "eliminated_by", "eliminatorAlreadyOut"],
    ]);
  });

  it("JSON: a finished game whose seats hold the same territory, or break completion or elimination, is refused with the path", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    expect((await recordGameResult(resultInput(game, seats, objectives, [1, 1, 1, 1]))).ok).toBe(true);
    const exported = JSON.parse(serializeExport(await exportLeague(db, ctx.league.id)));
    const si = exported.seasons.findIndex((s: { id: string }) => s.id === ctx.season.id);
    const gi = exported.seasons[si].games.findIndex((g: { id: string }) => g.id === game.id);
    const at = `seasons.${si}.games.${gi}`;
    const errorsOf = async (edit: (g: ExportDocument["seasons"][number]["games"][number]) => void) => {
      const doc = structuredClone(exported);
      edit(doc.seasons[si].games[gi]);
      const result = await inTransaction(db, (tx) => importLeague(tx, doc));
      return result.ok ? [] : result.errors;
    };
    // a territory held twice, and a whole objective held but not completed (the play's own check, at the seat's column)
    expect(
      await errorsOf((g) => {
        g.seats[1].held = [...(g.seats[1].held ?? []), g.seats[0].held![0]];
        g.seats[2].objectivePoints = 15; // objective 3 held whole (values 1..5), not completed
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${at}\\.seats\\.1\\.held: territory \\S+ is also held by seat 0`)),
        expect.stringMatching(
          new RegExp(`^${at}\\.seats\\.2\\.objectiveCompleted: is false but all 15 points of the objective are held`),
        ),
      ]),
    );
    // a seat eliminated by itself
    expect(
      await errorsOf((g) => {
        g.seats[3].eliminatedOrder = 1;
        g.seats[3].objectivePoints = 0;
        g.seats[3].held = [];
        g.seats[3].eliminatedById = g.seats[3].playerId;
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${at}\\.seats\\.3\\.eliminatedById: must be another player`)),
      ]),
    );
  });
});
