// Seasons of any game system on a real database (issue 12 §2): record, edit, void, standings with a draw.
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { restoreGame } from "@/server/actions/restore-game";
import { voidGame } from "@/server/actions/void-game";
import { db } from "@/server/db";
import { readPlay } from "@/server/plays/play-store";
import { getLeaderboard } from "@/server/queries/standings";
import { getGameRecap } from "@/server/queries/recap";
import { listSeasonGames } from "@/server/queries/season-games";
import { endingLabel } from "@/lib/plays/play-labels";
import type { RecordResultInput } from "@/schemas/play";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";

type Ctx = { slug: string; leagueId: string; organiser: { id: string }; players: string[] };
let ctx: Ctx;
let edition = 0;

beforeAll(async () => {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  const players = [];
  for (const name of ["Anna", "Bruno", "Carla", "Dario"]) players.push((await createPlayer(league.id, { name })).id);
  ctx = { slug: league.slug, leagueId: league.id, organiser, players };
});

/** A new active season of the system (the others closed), with the placement preset. */
async function season(systemId: string, systemSettings?: object, rules: object = presetFor(systemId, "placement")) {
  await db.season.updateMany({ where: { leagueId: ctx.leagueId }, data: { status: "closed" } });
  edition++;
  return db.season.create({
    data: {
      leagueId: ctx.leagueId,
      edition,
      name: `${systemId} ${edition}`,
      year: 2026,
      status: "active",
      rules: JSON.stringify(rules),
      systemId,
      systemSettings: systemSettings ? JSON.stringify(systemSettings) : null,
    },
  });
}

const input = (play: RecordResultInput["play"], extra: Partial<RecordResultInput> = {}): RecordResultInput => ({
  slug: ctx.slug,
  playedOn: "2026-03-01",
  play,
  ...extra,
});
const [A, B, C, D] = [0, 1, 2, 3].map((i) => () => ctx.players[i]);

const jcDraw = () => ({
  endedBy: "yearLimit",
  game: { endedYear: 5 },
  seats: [
    {
      playerId: A(),
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 5, leadersKilled: 1, controlsRome: false },
    },
    {
      playerId: B(),
      seatOrder: 2,
      identity: { side: "Pompeo" },
      values: { cityVp: 6, leadersKilled: 0, controlsRome: false },
    },
  ],
});
const jcWin = () => ({
  game: { endedYear: 3 },
  seats: [
    {
      playerId: A(),
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 8, leadersKilled: 2, controlsRome: true },
    },
    {
      playerId: B(),
      seatOrder: 2,
      identity: { side: "Pompeo" },
      values: { cityVp: 4, leadersKilled: 0, controlsRome: false },
    },
  ],
});
const neroAuto = () => ({
  game: { turnsPlayed: 3 },
  seats: [A, B, C, D].map((p, i) => ({
    playerId: p(),
    seatOrder: i + 1,
    identity: { baseZone: ["ovest", "centrale", "orientale", "asiaAfrica"][i] },
    values: { vp: [10, 30, 20, 5][i], automaticVictory: i === 0 },
  })),
});

describe("a Julius Caesar season", () => {
  it("records a draw: shared rank 1, nobody wins, standings count it as a draw", async () => {
    const s = await season("julius-caesar");
    signInAs(ctx.organiser);
    const res = await recordResult(input(jcDraw()));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.data).toMatchObject({ version: 1, edition: s.edition, result: "draw" });
    const stored = (await readPlay(db, res.data.gameId))!;
    expect(stored).toMatchObject({
      status: "finished",
      systemId: "julius-caesar",
      outcome: "draw",
      endedBy: "yearLimit",
      game: { endedYear: 5 },
    });
    expect(stored.seats.map((x) => [x.rank, x.isWinner, x.decidedBy])).toEqual([
      [1, false, "draw"],
      [1, false, "draw"],
    ]);
    expect(stored.seats[0].identity).toEqual({ side: "Cesare" });
    // placement table for 2 seats is 12/7: a draw shares 1st and 2nd
    expect(stored.seats.map((x) => x.points)).toEqual([9.5, 9.5]);
    // the recap calls it a draw (as the standings do) and names its ending from the system, not a message key
    const recap = (await getGameRecap(ctx.leagueId, ctx.organiser.id, res.data.gameId))!;
    expect(recap.movement.drawn).toBe(true);
    expect(endingLabel(recap.season.systemId, recap.result.game.endReason ?? recap.result.game.endedBy, "it")).toBe(
      "Fine del quinto anno",
    );
    const listed = (await listSeasonGames(ctx.leagueId, s.edition))!.games.find((g) => g.id === res.data.gameId)!;
    expect(endingLabel(recap.season.systemId, listed.endReason, "en")).toBe("End of year 5");

    expect((await recordResult(input(jcWin(), { playedOn: "2026-03-08" }))).ok).toBe(true);
    const board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.season.systemId).toBe("julius-caesar");
    const anna = board.rows.find((r) => r.player.displayName === "Anna")!;
    const bruno = board.rows.find((r) => r.player.displayName === "Bruno")!;
    expect(anna).toMatchObject({ rank: 1, wins: 1, draws: 1, gamesPlayed: 2, points: 21.5 });
    expect(bruno).toMatchObject({ rank: 2, wins: 0, draws: 1, gamesPlayed: 2, points: 16.5 });
  });

  it("refuses a play that breaks a rule with the message at the field, and saves nothing", async () => {
    signInAs(ctx.organiser);
    const bad = jcDraw();
    bad.seats[1].identity.side = "Cesare"; // both Caesar
    bad.seats[0].values.cityVp = 14; // above 13
    const before = await db.game.count();
    const res = await recordResult(input(bad));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.formError).toBe("playInvalid");
    expect(res.fieldErrors![`seats.${A()}.values.cityVp`]?.[0]).toMatch(/at most 13/);
    expect(await db.game.count()).toBe(before);
  });

  it("edits (reason required, optimistic version), voids and restores like RisiKo! games, all audited", async () => {
    const s = await db.season.findFirstOrThrow({ where: { leagueId: ctx.leagueId, status: "active" } });
    signInAs(ctx.organiser);
    const rec = await recordResult(input(jcDraw(), { playedOn: "2026-03-15" }));
    if (!rec.ok) throw new Error(JSON.stringify(rec));
    const gameId = rec.data.gameId;
    expect(await recordResult(input(jcWin(), { gameId, version: 1 }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: ["reasonRequired"] },
    });
    const edited = await recordResult(input(jcWin(), { gameId, version: 1, reason: "Roma era di Cesare" }));
    expect(edited).toMatchObject({ ok: true, data: { version: 2, result: "win" } });
    expect(await recordResult(input(jcWin(), { gameId, version: 1, reason: "di nuovo" }))).toMatchObject({
      ok: false,
      formError: "resultAlreadySaved",
    });
    const stored = (await readPlay(db, gameId))!;
    expect(stored.seats.map((x) => [x.rank, x.isWinner, x.decidedBy])).toEqual([
      [1, true, "decisive:tenVp"],
      [2, false, "key:vp"],
    ]);

    expect((await voidGame({ gameId, version: 2, reason: "regole sbagliate" })).ok).toBe(true);
    let board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.gamesFinished).toBe(2);
    expect((await restoreGame({ gameId, version: 3, reason: "era giusta" })).ok).toBe(true);
    board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.gamesFinished).toBe(3);
    const actions = (await db.auditEvent.findMany({ where: { entityId: gameId }, orderBy: { createdAt: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["game.result.record", "game.result.edit", "game.void", "game.restore"]);
  });

  it("refuses cards for a game that deals none, new or recorded, and saves nothing", async () => {
    await season("julius-caesar");
    signInAs(ctx.organiser);
    const deal = { seats: [{ playerId: A(), objectiveId: "o1" }] };
    const before = await db.game.count();
    expect(await recordResult(input(jcDraw(), { deal }))).toEqual({
      ok: false,
      formError: "checkFields",
      fieldErrors: { seats: ["noDeal"] },
    });
    const saved = await recordResult(input(jcDraw()));
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    expect(await db.game.count()).toBe(before + 1);
    expect(
      await recordResult(input(jcWin(), { gameId: saved.data.gameId, version: 1, reason: "corretto", deal })),
    ).toEqual({ ok: false, formError: "checkFields", fieldErrors: { seats: ["noDeal"] } });
  });
});

describe("a Nero season", () => {
  it("records an automatic victory: that seat alone first, the others by VP", async () => {
    const s = await season("nero");
    signInAs(ctx.organiser);
    const res = await recordResult(input(neroAuto()));
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(res.data.result).toBe("win");
    const stored = (await readPlay(db, res.data.gameId))!;
    expect(stored.endedBy).toBe(null);
    expect(stored.seats.map((x) => [x.playerId, x.rank, x.decidedBy])).toEqual([
      [A(), 1, "decisive:automaticVictory"],
      [B(), 2, "key:vp"],
      [C(), 3, "key:vp"],
      [D(), 4, "key:vp"],
    ]);
    const board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.rows.map((r) => [r.player.displayName, r.wins, r.draws])).toEqual([
      ["Anna", 1, 0],
      ["Bruno", 0, 0],
      ["Carla", 0, 0],
      ["Dario", 0, 0],
    ]);
  });

  it("a season setting (club rule) turns a tie at the top into a draw", async () => {
    const s = await season("nero", { unresolved: "draw" });
    signInAs(ctx.organiser);
    const play = neroAuto();
    play.game.turnsPlayed = 4;
    play.seats[0].values = { vp: 30, automaticVictory: false };
    const res = await recordResult(input(play));
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(res.data.result).toBe("draw");
    const board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(
      board.rows
        .filter((r) => r.draws === 1)
        .map((r) => r.player.displayName)
        .sort(),
    ).toEqual(["Anna", "Bruno"]);
  });
});

describe("every system, on a real database: record, edit, void, standings with a draw", () => {
  // for each system: a play where the top two tie on every key (a draw under the rules or the club rule) and a correction
  const cases: Array<[string, object | null, () => RecordResultInput["play"], () => RecordResultInput["play"]]> = [
    ["julius-caesar", null, jcDraw, jcWin],
    [
      "nero",
      { unresolved: "draw" },
      () => ({
        game: { turnsPlayed: 4 },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [20, 20, 5][i], automaticVictory: false },
        })),
      }),
      () => ({
        game: { turnsPlayed: 4 },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [21, 20, 5][i], automaticVictory: false },
        })),
      }),
    ],
    [
      "spqr",
      { unresolved: "draw" },
      () => ({
        game: { mode: "time" },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [15, 15, 9][i] },
        })),
      }),
      () => ({
        game: { mode: "time" },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [16, 15, 9][i] },
        })),
      }),
    ],
    [
      "cote2",
      { unresolved: "draw" },
      () => ({
        game: { seasons: 4 },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [30, 30, 12][i], influenceTokens: [2, 2, 1][i] },
        })),
      }),
      () => ({
        game: { seasons: 4 },
        seats: [A, B, C].map((p, i) => ({
          playerId: p(),
          seatOrder: i + 1,
          identity: {},
          values: { vp: [30, 30, 12][i], influenceTokens: [3, 2, 1][i] },
        })),
      }),
    ],
  ];
  it.each(cases)("%s", async (systemId, settings, drawn, corrected) => {
    const s = await season(systemId, settings ?? undefined);
    signInAs(ctx.organiser);
    const first = await recordResult(input(drawn()));
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.data.result).toBe("draw");
    const second = await recordResult(input(drawn(), { playedOn: "2026-03-02" }));
    if (!second.ok) throw new Error(JSON.stringify(second));
    let board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.rows.find((r) => r.player.displayName === "Anna")).toMatchObject({
      wins: 0,
      draws: 2,
      gamesPlayed: 2,
    });

    expect(
      await recordResult(input(corrected(), { gameId: second.data.gameId, version: 1, reason: "conteggio rifatto" })),
    ).toMatchObject({ ok: true, data: { result: "win" } });
    board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.rows[0]).toMatchObject({ player: { displayName: "Anna" }, wins: 1, draws: 1 });

    expect((await voidGame({ gameId: second.data.gameId, version: 2, reason: "regole sbagliate" })).ok).toBe(true);
    board = (await getLeaderboard(ctx.leagueId, s.edition))!;
    expect(board.gamesFinished).toBe(1);
    expect(board.rows.find((r) => r.player.displayName === "Anna")).toMatchObject({
      wins: 0,
      draws: 1,
      gamesPlayed: 1,
    });
  });
});

describe("every other system", () => {
  it("records an S.P.Q.R. and a HOTRE play through the same action", async () => {
    const plays: Array<[string, RecordResultInput["play"]]> = [
      [
        "spqr",
        {
          game: { mode: "time" },
          seats: [A, B, C].map((p, i) => ({
            playerId: p(),
            seatOrder: i + 1,
            identity: {},
            values: { vp: [12, 9, 15][i] },
          })),
        },
      ],
      [
        "hotre",
        {
          game: { periodsPlayed: 7 },
          seats: [A, B, C, D].map((p, i) => ({
            playerId: p(),
            seatOrder: i + 1,
            identity: {},
            values: { vpPopulation: [10, 12, 8, 9][i], vpFaction: [5, 2, 9, 6][i], lastEmperorNumber: i + 1 },
          })),
        },
      ],
    ];
    for (const [systemId, play] of plays) {
      await season(systemId);
      signInAs(ctx.organiser);
      const res = await recordResult(input(play));
      expect(res, systemId).toMatchObject({ ok: true, data: { result: "win" } });
    }
  });

  it("refuses to record a play into a RisiKo! season", async () => {
    await season("risiko");
    signInAs(ctx.organiser);
    expect(await recordResult(input(jcWin()))).toMatchObject({ ok: false, formError: "notAPlaySeason" });
  });
});
