import { beforeAll, describe, expect, it } from "vitest";
import { parseRules, presets, roundPoints, type Play } from "@/scoring";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { createPlayGame, scoreSeasonPlay, writePlay } from "@/server/plays/play-store";
import type { Caller } from "@/server/queries/league-context";
import {
  getLeagueSystemStats,
  getPlayerSystemRecords,
  getSeasonSystemStats,
  listSeasonsBySystem,
} from "@/server/queries/system-stats";
import { createLeague, createLeagueWithPlayers, createPlayer } from "../support/factories";

let league: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let visitor: Caller;
let member: Caller;
let [p1, p2, p3] = ["", "", ""];

async function systemSeason(systemId: string, edition: number, isPublic: boolean) {
  return db.season.create({
    data: {
      leagueId: league.league.id,
      edition,
      name: `${systemId} ${edition}`,
      year: 2026,
      status: "closed",
      isPublic,
      systemId,
      rules: JSON.stringify(parseRules(presets.winsFirst)),
    },
  });
}

/** Saves a finished play the way the app does: create the game, rank and score it, write it. */
async function savePlay(seasonId: string, play: Play, day: number) {
  const seats = play.seats.map((s, i) => ({ ...s, seatOrder: s.seatOrder ?? i + 1 }));
  const full = { ...play, seats };
  const game = await createPlayGame(
    db,
    seasonId,
    new Date(Date.UTC(2026, 2, day)),
    seats.map((s) => ({ playerId: s.playerId, seatOrder: s.seatOrder, armyColor: "blu", identity: s.identity ?? {} })),
  );
  const { systemId } = await db.season.findUniqueOrThrow({ where: { id: seasonId }, select: { systemId: true } });
  await writePlay(db, game.id, systemId, full, await scoreSeasonPlay(db, seasonId, full), roundPoints);
  await db.game.update({ where: { id: game.id }, data: { status: "finished" } });
}

const jc = (
  year: number,
  [a, sa, ca, la, ra]: [string, string, number, number, boolean],
  [b, sb, cb, lb, rb]: [string, string, number, number, boolean],
): Play => ({
  game: { endedYear: year },
  seats: [
    { playerId: a, identity: { side: sa }, values: { cityVp: ca, leadersKilled: la, controlsRome: ra } },
    { playerId: b, identity: { side: sb }, values: { cityVp: cb, leadersKilled: lb, controlsRome: rb } },
  ],
});

beforeAll(async () => {
  league = await createLeagueWithPlayers(3);
  [p1, p2, p3] = league.members.map((m) => m.player.id);
  visitor = {
    league: league.league,
    access: { leagueId: league.league.id, role: null, canRecordResults: false, playerId: null },
  };
  member = { league: league.league, access: await getLeagueAccess(db, league.members[0].user.id, league.league.id) };
  // public Julius Caesar season: P1 wins as Cesare in year 3, a draw, then P2 wins as Cesare on Rome
  const jcSeason = await systemSeason("julius-caesar", 2, true);
  await savePlay(jcSeason.id, jc(3, [p1, "Cesare", 9, 2, true], [p2, "Pompeo", 3, 1, false]), 1);
  await savePlay(jcSeason.id, jc(5, [p1, "Cesare", 6, 0, false], [p2, "Pompeo", 5, 1, false]), 8);
  await savePlay(jcSeason.id, jc(5, [p2, "Cesare", 6, 1, true], [p1, "Pompeo", 5, 2, false]), 15);
  // private Nero season: members only
  const nero = await systemSeason("nero", 3, false);
  await savePlay(
    nero.id,
    {
      game: { turnsPlayed: 4 },
      seats: [p1, p2, p3].map((id, i) => ({
        playerId: id,
        identity: { baseZone: ["ovest", "centrale", "orientale"][i] },
        values: { vp: 10 + i, automaticVictory: false },
      })),
    },
    2,
  );
  // a RisiKo! game saved before seasons of any system: columns only, no outcome
  await db.game.create({
    data: {
      seasonId: league.season.id,
      sequence: 1,
      playedOn: new Date(Date.UTC(2026, 2, 3)),
      status: "finished",
      endReason: "time",
      seats: {
        create: [p1, p2, p3].map((id, i) => ({
          playerId: id,
          turnOrder: i + 1,
          armyColor: ["blu", "rosso", "verde"][i],
          objectiveTotal: 95,
          objectivePoints: 40 - 10 * i,
          rank: i + 1,
          points: 3 - i,
        })),
      },
    },
  });
});

describe("season statistics of a game system", () => {
  it("counts Julius Caesar wins and draws by side, and the years plays ended", async () => {
    const view = (await getSeasonSystemStats(visitor, 2))!;
    expect(view.systemId).toBe("julius-caesar");
    expect(view.stats.results).toEqual({ win: 2, sharedWin: 0, draw: 1 });
    const sides = view.stats.byIdentity.find((t) => t.key === "side")!.rows;
    expect(sides.map((r) => `${r.value}:${r.wins}/${r.draws}/${r.losses}`)).toEqual(["Cesare:2/1/0", "Pompeo:0/1/2"]);
    expect(view.stats.endings.map((e) => `${e.ending}:${e.plays}:${e.draws}`)).toEqual([
      "threshold:1:0",
      "yearLimit:2:1",
    ]);
    expect(view.stats.lengths?.rows.map((r) => `${r.at}:${r.plays}`)).toEqual(["3:1", "5:2"]);
  });

  it("a private season is hidden from visitors and shown to members", async () => {
    expect(await getSeasonSystemStats(visitor, 3)).toBeNull();
    expect((await getSeasonSystemStats(member, 3))?.stats.plays).toBe(1);
  });

  it("reads a RisiKo! game saved before systems from its columns: rank 1 wins", async () => {
    const view = (await getSeasonSystemStats(member, 1))!;
    expect(view.stats.results.win).toBe(1);
    expect(view.stats.byIdentity.find((t) => t.key === "colour")?.rows.find((r) => r.value === "blu")?.wins).toBe(1);
    expect(view.stats.score.averageMargin).toBe(10);
  });

  it("reads a RisiKo! game saved by the result action as it reads one saved before systems", async () => {
    const seats = [p1, p2, p3].map((playerId, i) => ({
      playerId,
      seatOrder: i + 1,
      armyColor: ["blu", "rosso", "verde"][i],
      objectivePoints: 40 - 10 * i,
    }));
    const before = await systemSeason("risiko", 10, false);
    await db.game.create({
      data: {
        seasonId: before.id,
        sequence: 1,
        playedOn: new Date(Date.UTC(2026, 2, 3)),
        status: "finished",
        endReason: "time",
        seats: {
          create: seats.map((s, i) => ({
            playerId: s.playerId,
            turnOrder: s.seatOrder,
            armyColor: s.armyColor,
            objectiveTotal: 95,
            objectivePoints: s.objectivePoints,
            rank: i + 1,
            points: 3 - i,
          })),
        },
      },
    });
    const now = await systemSeason("risiko", 11, false);
    const game = await createPlayGame(
      db,
      now.id,
      new Date(Date.UTC(2026, 2, 3)),
      seats.map((s) => ({ playerId: s.playerId, seatOrder: s.seatOrder, armyColor: s.armyColor, identity: {} })),
    );
    const play: Play = {
      endedBy: "time",
      game: {},
      seats: seats.map((s) => ({
        playerId: s.playerId,
        seatOrder: s.seatOrder,
        values: { objectiveTotal: 95, objectivePoints: s.objectivePoints, objectiveCompleted: false },
      })),
    };
    await writePlay(db, game.id, "risiko", play, await scoreSeasonPlay(db, now.id, play), roundPoints);
    await db.game.update({ where: { id: game.id }, data: { status: "finished" } });
    const [old, saved] = [(await getSeasonSystemStats(member, 10))!, (await getSeasonSystemStats(member, 11))!];
    expect(saved.stats.byIdentity.find((t) => t.key === "colour")?.rows.find((r) => r.value === "blu")?.wins).toBe(1);
    expect(saved.stats.score.averageMargin).toBe(10);
    expect(saved.stats).toEqual(old.stats);
  });

  it("the league view of a system adds up its visible seasons; an unknown system is not found", async () => {
    expect((await getLeagueSystemStats(visitor, "julius-caesar"))?.stats.plays).toBe(3);
    expect(await getLeagueSystemStats(visitor, "nero")).toBeNull();
    expect(await getLeagueSystemStats(member, "chess")).toBeNull();
  });
});

describe("a player's record per system", () => {
  it("counts the draw as a draw, in the record and head-to-head", async () => {
    const { records } = (await getPlayerSystemRecords(visitor, p1))!;
    expect(records.map((r) => r.systemId)).toEqual(["julius-caesar"]);
    expect(records[0].record).toMatchObject({ seats: 3, wins: 1, draws: 1, losses: 1 });
    expect(records[0].seasons).toBe(1);
    expect(records[0].headToHead).toEqual([{ opponentId: p2, plays: 3, ahead: 1, behind: 1, even: 1 }]);
  });

  it("members also see the private seasons' systems, in registry order", async () => {
    const { records } = (await getPlayerSystemRecords(member, p1))!;
    expect(records.map((r) => r.systemId)).toEqual(["risiko", "nero", "julius-caesar"]);
  });

  it("a player of another league is not found", async () => {
    const other = await createLeague();
    const stranger = await createPlayer(other.id);
    expect(await getPlayerSystemRecords(visitor, stranger.id)).toBeNull();
  });
});

it("the league home lists the visible seasons grouped by system, with finished games", async () => {
  expect(
    (await listSeasonsBySystem(visitor)).map(
      (g) => `${g.systemId}:${g.seasons.map((s) => `${s.edition}/${s.gamesFinished}`).join(",")}`,
    ),
  ).toEqual(["julius-caesar:2/3"]);
  expect((await listSeasonsBySystem(member)).map((g) => g.systemId)).toEqual(["risiko", "nero", "julius-caesar"]);
});
