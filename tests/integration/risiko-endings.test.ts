// Issue 21, item 4: the five RisiKo! endings of the definition (objective, sdadata with its round and threshold, time,
// agreement, last one standing) through the result action, the season CSV and the league JSON (decision 0041).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importLeague } from "@/server/history/import-league";
import { importSeasonCsv } from "@/server/history/import-season";
import { inTransaction } from "@/server/history/tx";
import { saveSeason } from "@/server/actions/save-season";
import { getLeaderboard } from "@/server/queries/standings";
import { createLeague, createLeagueWithPlayers, createSeason } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let objectives: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  objectives = await createCatalogue(ctx.season.id, 4);
});

const playerIds = () => ctx.members.map((m) => m.player.id);
const stored = (id: string) =>
  db.game.findUniqueOrThrow({
    where: { id },
    select: { status: true, endReason: true, sdadataRound: true, sdadataThreshold: true },
  });

/** seats 1..3 eliminated in that order by seat 0, which is the last one standing (with `held` territories of its card) */
function lastStanding(game: { id: string; version: number }, seats: { id: string; playerId: string }[], held: number) {
  const input = resultInput(game, seats, objectives, [held, 0, 0, 0], { endReason: "lastStanding" });
  for (const k of [1, 2, 3])
    input.seats[k] = { ...input.seats[k], eliminatedOrder: k, eliminatedById: seats[0].playerId };
  return input;
}

describe("the result action takes the five endings", () => {
  it("last one standing (domain README: the survivor holds the whole map): saved, the survivor first by completion", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    expect(await recordGameResult(lastStanding(game, seats, 5))).toMatchObject({ ok: true, data: { version: 1 } });
    expect(await stored(game.id)).toMatchObject({
      status: "finished",
      endReason: "lastStanding",
      sdadataThreshold: null,
    });
    const saved = await db.seat.findMany({ where: { gameId: game.id }, orderBy: { turnOrder: "asc" } });
    expect(saved.map((s) => [s.rank, s.objectiveCompleted])).toEqual([
      [1, true],
      [4, false],
      [3, false],
      [2, false],
    ]);
  });

  it("last one standing needs one survivor, holding all of its objective", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const two = lastStanding(game, seats, 5);
    two.seats[3] = { ...two.seats[3], eliminatedOrder: null, eliminatedById: null };
    expect(await recordGameResult(two)).toMatchObject({
      ok: false,
      formError: "lastStandingNeedsOneSurvivor",
      fieldErrors: { endedBy: ["lastStandingNeedsOneSurvivor"] },
    });
    expect(await recordGameResult(lastStanding(game, seats, 4))).toEqual({
      ok: false,
      formError: "lastStandingHoldsAll",
      fieldErrors: { endedBy: ["lastStandingHoldsAll"], [`seats.${seats[0].playerId}`]: ["lastStandingHoldsAll"] },
    });
    expect((await stored(game.id)).status).toBe("planned");
  });

  it("sdadata: the round and the threshold (4–7) are stored; outside 4–7 refused at the field", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    for (const threshold of [3, 8])
      expect(
        await recordGameResult(
          resultInput(game, seats, objectives, [1, 2, 3, 4], {
            endReason: "sdadata",
            sdadataRound: 9,
            sdadataThreshold: threshold,
          }),
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: { "game.sdadataThreshold": [expect.stringMatching(/"c":"(belowMin|aboveMax)"/)] },
      });
    expect(
      (
        await recordGameResult(
          resultInput(game, seats, objectives, [1, 2, 3, 4], {
            endReason: "sdadata",
            sdadataRound: 9,
            sdadataThreshold: 6,
          }),
        )
      ).ok,
    ).toBe(true);
    expect(await stored(game.id)).toMatchObject({ endReason: "sdadata", sdadataRound: 9, sdadataThreshold: 6 });
    // a correction to another ending drops the threshold: it belongs to the sdadata
    expect(
      (
        await recordGameResult(
          resultInput({ id: game.id, version: 1 }, seats, objectives, [1, 2, 3, 4], {
            reason: "finita d'accordo",
            endReason: "agreement",
            sdadataRound: 9,
            sdadataThreshold: 6,
          }),
        )
      ).ok,
    ).toBe(true);
    expect(await stored(game.id)).toMatchObject({ endReason: "agreement", sdadataRound: null, sdadataThreshold: null });
  });

  it("an unknown ending is refused", async () => {
    const { game, seats } = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    const res = await recordGameResult({
      ...resultInput(game, seats, objectives, [1, 1, 1, 1]),
      endReason: "surrender" as "time",
    });
    expect(res).toMatchObject({ ok: false, fieldErrors: { endedBy: [expect.stringContaining("surrender")] } });
  });
});

describe("the season CSV", () => {
  const HEADER =
    "game,date,player,turn_order,objective_total,objective_points,completed,eliminated_order,eliminated_by,end_reason,sdadata_round,sdadata_threshold";
  const csv = (header: string, ...lines: string[]) => new TextEncoder().encode([header, ...lines].join("\r\n"));
  const runCsv = async (bytes: Uint8Array) => {
    const league = await createLeague();
    await createSeason(league.id, { edition: 2, status: "closed" });
    const report = await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: league.id,
        season: { edition: 2 },
        bytes,
        createMissing: true,
        dryRun: false,
        actorUserId: null,
      }),
    );
    return { league, report };
  };

  it("imports lastStanding and the sdadata threshold, and exports them back unchanged", async () => {
    const { league, report } = await runCsv(
      csv(
        HEADER,
        "1,2009-01-10,Ada,1,95,40,no,,,sdadata,8,5",
        "1,2009-01-10,Bea,2,95,30,no,,,sdadata,8,5",
        "1,2009-01-10,Cid,3,95,20,no,,,sdadata,8,5",
        "2,2009-01-17,Ada,1,95,95,yes,,,lastStanding,,",
        "2,2009-01-17,Bea,2,95,0,no,2,Ada,lastStanding,,",
        "2,2009-01-17,Cid,3,95,0,no,1,Ada,lastStanding,,",
      ),
    );
    expect(report).toMatchObject({ ok: true });
    const season = await db.season.findFirstOrThrow({ where: { leagueId: league.id, edition: 2 } });
    const games = await db.game.findMany({
      where: { seasonId: season.id },
      orderBy: { sequence: "asc" },
      select: { endReason: true, sdadataRound: true, sdadataThreshold: true },
    });
    expect(games).toEqual([
      { endReason: "sdadata", sdadataRound: 8, sdadataThreshold: 5 },
      { endReason: "lastStanding", sdadataRound: null, sdadataThreshold: null },
    ]);

    // export → import into a new season → export: the same text
    const first = await exportSeasonCsv(db, league.id, 2, "results");
    expect(first.split("\r\n")[0]).toContain("sdadata_round,sdadata_threshold,");
    await createSeason(league.id, { edition: 3, status: "closed" });
    const again = await inTransaction(db, (tx) =>
      importSeasonCsv(tx, {
        leagueId: league.id,
        season: { edition: 3 },
        bytes: new TextEncoder().encode(first),
        createMissing: false,
        dryRun: false,
        actorUserId: null,
      }),
    );
    expect(again).toMatchObject({ ok: true });
    expect(await exportSeasonCsv(db, league.id, 3, "results")).toBe(first);
  });

  it("an older file without the threshold column still imports", async () => {
    const { report } = await runCsv(
      csv(
        "game,date,player,turn_order,objective_total,objective_points,end_reason,sdadata_round",
        "1,2009-01-10,Ada,1,95,40,sdadata,8",
        "1,2009-01-10,Bea,2,95,30,sdadata,8",
        "1,2009-01-10,Cid,3,95,20,sdadata,8",
      ),
    );
    expect(report).toMatchObject({ ok: true });
  });

  it("refuses a threshold outside 4–7, a threshold without a sdadata ending, and a last one standing short of its objective", async () => {
    const { report } = await runCsv(
      csv(
        HEADER,
        "1,2009-01-10,Ada,1,95,40,no,,,sdadata,8,",
        "1,2009-01-10,Bea,2,95,30,no,,,sdadata,8,",
        "1,2009-01-10,Cid,3,95,20,no,,,sdadata,8,",
        "1,2009-01-10,Dan,4,95,10,no,,,sdadata,8,3",
        "2,2009-01-17,Ada,1,95,40,no,,,time,,5",
        "2,2009-01-17,Bea,2,95,30,no,,,time,,",
        "2,2009-01-17,Cid,3,95,20,no,,,time,,",
        "3,2009-01-24,Ada,1,95,80,no,,,lastStanding,,",
        "3,2009-01-24,Bea,2,95,0,no,1,Ada,lastStanding,,",
        "3,2009-01-24,Cid,3,95,0,no,2,Ada,lastStanding,,",
        "4,2009-01-31,Ada,1,95,80,no,,,lastStanding,,",
        "4,2009-01-31,Bea,2,95,30,no,,,lastStanding,,",
        "4,2009-01-31,Cid,3,95,0,no,1,Ada,lastStanding,,",
      ),
    );
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [5, "sdadata_threshold", "outOfRange"],
      [6, "sdadata_threshold", "thresholdNeedsSdadata"],
      [9, "objective_points", "impossibleResult"],
      [12, "end_reason", "impossibleResult"],
    ]);
  });
});

describe("the league JSON", () => {
  it("carries the threshold and lastStanding: export → import into a fresh league → the same games", async () => {
    const a = await createGame(ctx.season.id, playerIds());
    const b = await createGame(ctx.season.id, playerIds());
    signInAs(ctx.organiser);
    expect(
      (
        await recordGameResult(
          resultInput(a.game, a.seats, objectives, [1, 2, 3, 4], {
            endReason: "sdadata",
            sdadataRound: 7,
            sdadataThreshold: 4,
          }),
        )
      ).ok,
    ).toBe(true);
    expect((await recordGameResult(lastStanding(b.game, b.seats, 5))).ok).toBe(true);
    const first = serializeExport(await exportLeague(db, ctx.league.id));
    const doc = JSON.parse(first);
    const games = doc.seasons.flatMap(
      (s: { games: { id: string; endReason: string; sdadataThreshold?: number }[] }) => s.games,
    );
    expect(games.find((g: { id: string }) => g.id === a.game.id)).toMatchObject({
      endReason: "sdadata",
      sdadataRound: 7,
      sdadataThreshold: 4,
    });
    // no threshold recorded: no field, as in exports made before it existed
    expect(games.find((g: { id: string }) => g.id === b.game.id)).not.toHaveProperty("sdadataThreshold");
    expect(games.find((g: { id: string }) => g.id === b.game.id)).toMatchObject({ endReason: "lastStanding" });

    // the same document imported elsewhere gives back the same export: the league is deleted first (ids are kept)
    await db.season.deleteMany({ where: { leagueId: ctx.league.id } });
    await db.league.delete({ where: { id: ctx.league.id } });
    const users = doc.users.map((u: { id: string }) => u.id);
    await db.user.deleteMany({ where: { id: { in: users } } });
    expect(await inTransaction(db, (tx) => importLeague(tx, JSON.parse(first)))).toMatchObject({ ok: true });
    expect(serializeExport(await exportLeague(db, ctx.league.id))).toBe(first);
  });

  it("refuses an unknown ending and a threshold without a sdadata ending, with the path", async () => {
    const league = await createLeagueWithPlayers(3);
    const cards = await createCatalogue(league.season.id, 3);
    const { game, seats } = await createGame(
      league.season.id,
      league.members.map((m) => m.player.id),
    );
    signInAs(league.organiser);
    expect(
      (
        await recordGameResult(
          resultInput(game, seats, cards, [1, 2, 3], { endReason: "sdadata", sdadataRound: 3, sdadataThreshold: 7 }),
        )
      ).ok,
    ).toBe(true);
    const doc = JSON.parse(serializeExport(await exportLeague(db, league.league.id)));
    const g = doc.seasons[0].games[0];
    g.endReason = "time";
    const wrongThreshold = await inTransaction(db, (tx) => importLeague(tx, structuredClone(doc)));
    expect(wrongThreshold.ok ? [] : wrongThreshold.errors).toContain(
      'seasons.0.games.0.sdadataThreshold: a sdadata threshold needs endReason "sdadata"',
    );
    g.endReason = "surrender";
    delete g.sdadataThreshold;
    const unknown = await inTransaction(db, (tx) => importLeague(tx, doc));
    expect(unknown.ok ? [] : unknown.errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^seasons\.0\.games\.0\.endReason: "surrender" is not one of/)]),
    );
  });
});

describe("a tie at the top as a draw (item 5)", () => {
  it("set in the season's rules, a tie nothing breaks is saved with nobody winning, and the standings count draws", async () => {
    const league = await createLeagueWithPlayers(3);
    const cards = await createCatalogue(league.season.id, 3);
    signInAs(league.organiser);
    const rules = JSON.stringify({ formula: { kind: "placement" }, gameTieBreak: ["armies", "draw"] });
    const saved = await saveSeason({
      seasonId: league.season.id,
      leagueSlug: league.league.slug,
      edition: 1,
      name: "Torneo 1",
      year: 2026,
      plannedGames: 10,
      status: "active",
      isPublic: false,
      rules,
      systemId: "risiko",
    });
    expect(saved).toEqual({ ok: true, data: { edition: 1 } });
    // a chain where the draw is not last is refused at the field
    const wrong = await saveSeason({
      seasonId: league.season.id,
      leagueSlug: league.league.slug,
      edition: 1,
      name: "Torneo 1",
      year: 2026,
      plannedGames: 10,
      status: "active",
      isPublic: false,
      systemId: "risiko",
      rules: JSON.stringify({ formula: { kind: "placement" }, gameTieBreak: ["draw", "armies"] }),
    });
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { rules: expect.any(Array) } });

    const players = league.members.map((m) => m.player.id);
    const { game, seats } = await createGame(league.season.id, players);
    // objectives 1 and 2 both at 1 + 2 + 3 = 6 points, no armies recorded: a tie at the top
    expect((await recordGameResult(resultInput(game, seats, cards, [3, 3, 1]))).ok).toBe(true);
    const stored = await db.seat.findMany({ where: { gameId: game.id }, orderBy: { turnOrder: "asc" } });
    expect(stored.map((s) => [s.rank, s.isWinner])).toEqual([
      [1, false],
      [1, false],
      [3, false],
    ]);
    const board = (await getLeaderboard(league.league.id, 1))!;
    const by = Object.fromEntries(board.rows.map((r) => [r.playerId, [r.wins, r.draws]]));
    expect(by).toEqual({ [players[0]]: [0, 1], [players[1]]: [0, 1], [players[2]]: [0, 0] });
  });
});
