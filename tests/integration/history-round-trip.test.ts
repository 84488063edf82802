import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { importLeague, PASSWORD_RESET_REQUIRED } from "@/server/history/import-league";
import { inTransaction } from "@/server/history/tx";
import { createLeagueWithPlayers } from "../support/factories";
import { wipeLeagues } from "../support/wipe";

/** A league with every kind of record: a finished game with revealed objectives and a dealt one still secret. */
async function buildLeague() {
  const { league, organiser, members, season } = await createLeagueWithPlayers(3);
  await db.player.update({
    where: { id: members[0].player.id },
    data: { nickname: "Il Nero", armyName: "BRIGATE NERE" },
  });
  const objectives = [];
  for (const [number, territories] of [
    // three territories each: the first seat holds two of them (holding all would have completed it, issue 21)
    [1, ["alaska", "alberta", "stati-uniti-occidentali"]],
    [2, ["ontario", "quebec", "stati-uniti-orientali"]],
    [3, ["groenlandia", "territori-del-nord-ovest", "islanda"]],
  ] as const) {
    objectives.push(
      await db.objective.create({
        data: {
          seasonId: season.id,
          number,
          name: `Obiettivo ${number}`,
          territories: { create: territories.map((territoryId) => ({ territoryId, value: 3 })) },
        },
      }),
    );
  }
  const finished = await db.game.create({
    data: {
      seasonId: season.id,
      sequence: 1,
      playedOn: new Date("2026-01-10"),
      status: "finished",
      endReason: "time",
      finishedAt: new Date("2026-01-10T23:00:00Z"),
      notes: "prima",
    },
  });
  const results = [
    { points: 6, rank: 1, tp: 12.06, elim: null },
    { points: 3, rank: 2, tp: 7.03, elim: null },
    { points: 0, rank: 3, tp: 1, elim: 1 },
  ];
  for (const [i, m] of members.entries()) {
    const seat = await db.seat.create({
      data: {
        gameId: finished.id,
        playerId: m.player.id,
        turnOrder: i + 1,
        armyColor: m.player.armyColor,
        objectiveId: objectives[i].id,
        salt: `salt-finished-${i}`,
        commitment: `c${i}`,
        revealTokenHash: `token-finished-${i}`,
        objectiveTotal: 9,
        objectivePoints: results[i].points,
        eliminatedOrder: results[i].elim,
        eliminatedById: results[i].elim ? members[0].player.id : null,
        rank: results[i].rank,
        points: results[i].tp,
        firstViewedAt: new Date("2026-01-10T20:00:00Z"),
      },
    });
    if (i === 0)
      await db.seatTerritory.createMany({
        data: [
          { seatId: seat.id, territoryId: "alaska" },
          { seatId: seat.id, territoryId: "alberta" },
        ],
      });
    await db.objectiveView.create({ data: { seatId: seat.id, userId: m.user.id, via: "account", device: "phone" } });
  }
  const dealt = await db.game.create({
    data: { seasonId: season.id, sequence: 2, playedOn: new Date("2026-01-17"), status: "dealt", dealtAt: new Date() },
  });
  for (const [i, m] of members.entries()) {
    const seat = await db.seat.create({
      data: {
        gameId: dealt.id,
        playerId: m.player.id,
        turnOrder: i + 1,
        armyColor: m.player.armyColor,
        objectiveId: objectives[(i + 1) % 3].id,
        salt: `SECRET-SALT-${i}`,
        commitment: `commit-${i}`,
        revealTokenHash: `SECRET-TOKEN-${i}`,
      },
    });
    await db.objectiveView.create({ data: { seatId: seat.id, userId: m.user.id, via: "link", device: null } });
  }
  await db.auditEvent.create({
    data: {
      leagueId: league.id,
      actorUserId: organiser.id,
      action: "game.result.record",
      entityType: "Game",
      entityId: finished.id,
      after: '{"ok":true}',
    },
  });
  // the organiser's closing comment per player (decision 0045)
  await db.seasonPlayerComment.createMany({
    data: [members[2], members[0]].map((m, i) => ({
      seasonId: season.id,
      playerId: m.player.id,
      text: `Commento ${i}\nsu due righe`,
    })),
  });
  return { league, season, objectives, dealt };
}

describe("full league export and import", () => {
  beforeEach(wipeLeagues);

  it("export → wipe → import → export gives an identical document", async () => {
    const { league } = await buildLeague();
    const first = serializeExport(await exportLeague(db, league.id));
    await wipeLeagues();
    const result = await inTransaction(db, (tx) => importLeague(tx, JSON.parse(first)));
    expect(result).toMatchObject({
      ok: true,
      counts: { users: 4, players: 3, seasons: 1, games: 2, seats: 6, auditEvents: 1 },
    });
    const second = serializeExport(await exportLeague(db, league.id));
    expect(second).toBe(first);
    expect(JSON.parse(first).seasons[0].playerComments).toHaveLength(2);
  });

  it("the closing comments per player: an export without them (older) still imports; one naming a stranger is refused", async () => {
    const { league } = await buildLeague();
    const doc = JSON.parse(serializeExport(await exportLeague(db, league.id)));
    await wipeLeagues();
    const stranger = structuredClone(doc);
    stranger.seasons[0].playerComments[0].playerId = "not-a-player";
    const refused = await inTransaction(db, (tx) => importLeague(tx, stranger));
    expect(refused).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("seasons.0.playerComments.0.playerId")],
    });
    delete doc.seasons[0].playerComments;
    expect(await inTransaction(db, (tx) => importLeague(tx, doc))).toMatchObject({ ok: true });
    expect(await db.seasonPlayerComment.count()).toBe(0);
  });

  it("with credentials the password hashes come back too; without, accounts need a new password", async () => {
    const { league } = await buildLeague();
    const hashes = Object.fromEntries((await db.user.findMany()).map((u) => [u.email, u.passwordHash]));
    const withCredentials = await exportLeague(db, league.id, { includeCredentials: true });
    const without = await exportLeague(db, league.id);
    expect(JSON.stringify(without)).not.toContain("passwordHash");
    await wipeLeagues();
    await inTransaction(db, (tx) => importLeague(tx, withCredentials));
    expect(Object.fromEntries((await db.user.findMany()).map((u) => [u.email, u.passwordHash]))).toEqual(hashes);
    expect(serializeExport(await exportLeague(db, league.id, { includeCredentials: true }))).toBe(
      serializeExport(withCredentials),
    );
    await wipeLeagues();
    const res = await inTransaction(db, (tx) => importLeague(tx, without));
    expect(res.ok && res.usersNeedingPassword).toHaveLength(4);
    expect(new Set((await db.user.findMany()).map((u) => u.passwordHash))).toEqual(new Set([PASSWORD_RESET_REQUIRED]));
  });

  it("stores imported e-mail addresses normalised (trimmed, lower case), so those accounts sign in and share one lock-out", async () => {
    const { league } = await buildLeague();
    const doc = await exportLeague(db, league.id, { includeCredentials: true });
    const original = doc.users[0].email;
    doc.users[0].email = `  ${original.toUpperCase()} `;
    await wipeLeagues();
    expect((await inTransaction(db, (tx) => importLeague(tx, doc))).ok).toBe(true);
    expect(await db.user.count({ where: { email: original } })).toBe(1);
  });

  it("never exports the objectives of unfinished games", async () => {
    const { league, season, dealt } = await buildLeague();
    const doc = await exportLeague(db, league.id);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/SECRET-SALT|SECRET-TOKEN|token-finished/);
    const dealtGame = doc.seasons[0].games.find((g) => g.id === dealt.id)!;
    for (const seat of dealtGame.seats) {
      expect(seat).not.toHaveProperty("objectiveId");
      expect(seat).not.toHaveProperty("salt");
      expect(seat).not.toHaveProperty("held");
    }
    const finishedSeat = doc.seasons[0].games[0].seats[0];
    expect(finishedSeat).toMatchObject({ salt: "salt-finished-0", held: ["alaska", "alberta"] });
    expect(finishedSeat.objectiveId).toEqual(expect.any(String));
    const csv = await exportSeasonCsv(db, league.id, season.edition, "results");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4); // header + the 3 seats of the finished game only
  });

  it("leaves the view log of a game in play out of the export until it is over", async () => {
    const { league, dealt } = await buildLeague();
    const seat = await db.seat.findFirstOrThrow({ where: { gameId: dealt.id } });
    await db.seat.update({ where: { id: seat.id }, data: { firstViewedAt: new Date("2026-01-17T20:00:00Z") } });
    const doc = await exportLeague(db, league.id);
    const dealtGame = doc.seasons[0].games.find((g) => g.id === dealt.id)!;
    expect(dealtGame.seats.map((s) => [s.views, s.firstViewedAt])).toEqual(dealtGame.seats.map(() => [[], null]));
    expect(JSON.stringify(doc)).not.toContain('"via":"link"');
    expect(doc.seasons[0].games[0].seats.every((s) => s.views.length === 1)).toBe(true); // the finished game keeps its log

    await db.game.update({ where: { id: dealt.id }, data: { status: "finished", finishedAt: new Date() } });
    const after = (await exportLeague(db, league.id)).seasons[0].games.find((g) => g.id === dealt.id)!;
    expect(after.seats.every((s) => s.views.length === 1)).toBe(true);

    const leaky = structuredClone(doc);
    leaky.seasons[0].games[1].seats[0].views = [
      { id: "v1", userId: null, via: "link", device: null, viewedAt: "2026-01-17T20:00:00.000Z" },
    ];
    await wipeLeagues();
    const refused = await inTransaction(db, (tx) => importLeague(tx, leaky));
    expect(!refused.ok && refused.errors[0]).toMatch(
      /seasons\.0\.games\.1\.seats\.0\.views: a seat of an unfinished game must not carry its view log/,
    );
  });

  it("refuses to import over an existing league and a document it does not know", async () => {
    const { league } = await buildLeague();
    const doc = await exportLeague(db, league.id);
    const clash = await inTransaction(db, (tx) => importLeague(tx, doc));
    expect(clash.ok).toBe(false);
    expect(!clash.ok && clash.errors[0]).toMatch(/already exists/);
    expect(await inTransaction(db, (tx) => importLeague(tx, { ...doc, version: 99 }))).toEqual({
      ok: false,
      errors: [expect.stringMatching(/version 99 is not supported/)],
    });
    const leaky = structuredClone(doc);
    (leaky.seasons[0].games[1].seats[0] as Record<string, unknown>).objectiveId = "x";
    await wipeLeagues();
    const refused = await inTransaction(db, (tx) => importLeague(tx, leaky));
    expect(!refused.ok && refused.errors[0]).toMatch(
      /seasons\.0\.games\.1\.seats\.0\.objectiveId: a seat of an unfinished game must not carry its objectiveId/,
    );
    expect(await db.league.count()).toBe(0);
    // an address no page could serve (the proxy and the league queries answer it as no league): refused, nothing written
    const unreachable = await inTransaction(db, (tx) =>
      importLeague(tx, { ...doc, league: { ...doc.league, slug: "Italy_War" } }),
    );
    expect(!unreachable.ok && unreachable.errors[0]).toMatch(/league\.slug: must be a league address/);
    expect(await db.league.count()).toBe(0);
  });
});
