// One night, one recap: the league home's last night lists every finished table of the latest date across the active
// seasons, the recap of a game shows its whole night, a share link shows the shared game's night; a game of another
// date never joins, a members-only season's table only for members (and for a link that shares that season's game).
// The home features the season being played, never an empty one.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { presetFor } from "@/scoring";
import { createRecapShare } from "@/server/actions/create-recap-share";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";
import { getLeagueHome } from "@/server/queries/league-home";
import { getNightRecap } from "@/server/queries/night-recap";
import { getSharedRecap } from "@/server/queries/recap-share";
import { addMember, createLeague, createPlayer, createSeason, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

const NIGHT = "2026-03-06";
let leagueId = "";
let slug = "";
let organiser = { id: "" };
const players: string[] = [];
const ids = { risiko: "", earlier: "", jc: "", nero: "" };
const seasonIds = { risiko: "", jc: "", nero: "", empty: "" };

const playSeason = (edition: number, systemId: string, isPublic: boolean) =>
  db.season.create({
    data: {
      leagueId,
      edition,
      name: `${systemId} ${edition}`,
      year: 2026,
      status: "active",
      isPublic,
      rules: JSON.stringify(presetFor(systemId, "placement")),
      systemId,
    },
  });

async function play(edition: number, play: object): Promise<string> {
  signInAs(organiser);
  const res = await recordResult({ slug, season: edition, playedOn: NIGHT, play } as never);
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data.gameId;
}

beforeAll(async () => {
  const league = await createLeague();
  leagueId = league.id;
  slug = league.slug;
  organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, leagueId, "organiser");
  for (const name of ["Anna", "Bruno", "Carla", "Dario"]) players.push((await createPlayer(leagueId, { name })).id);
  // RisiKo! (public): a night a week earlier and a table on NIGHT
  const risiko = await createSeason(leagueId, { edition: 1, isPublic: true });
  seasonIds.risiko = risiko.id;
  const objectives = await createCatalogue(risiko.id, 3);
  signInAs(organiser);
  for (const [key, day] of [
    ["earlier", Date.UTC(2026, 1, 27)],
    ["risiko", Date.UTC(2026, 2, 6, 20)],
  ] as const) {
    const { game, seats } = await createGame(risiko.id, players.slice(0, 3), {
      dealt: objectives.map((o) => o.id),
      playedOn: new Date(day),
    });
    expect((await recordGameResult(resultInput(game, seats, objectives, [1, 4, 1]))).ok).toBe(true);
    ids[key] = game.id;
  }
  // Julius Caesar (public) and Nero (members-only): a table each on NIGHT; a newer Nero season with nothing at all
  seasonIds.jc = (await playSeason(2, "julius-caesar", true)).id;
  seasonIds.nero = (await playSeason(3, "nero", false)).id;
  seasonIds.empty = (await playSeason(4, "nero", true)).id;
  ids.jc = await play(2, {
    game: { endedYear: 3 },
    seats: [
      { playerId: players[2], seatOrder: 1, identity: { side: "Cesare" }, values: { cityVp: 8, leadersKilled: 2 } },
      { playerId: players[3], seatOrder: 2, identity: { side: "Pompeo" }, values: { cityVp: 4, leadersKilled: 0 } },
    ].map((s) => ({ ...s, values: { ...s.values, controlsRome: false } })),
  });
  ids.nero = await play(3, {
    game: { turnsPlayed: 4 },
    seats: players.map((playerId, i) => ({
      playerId,
      seatOrder: i + 1,
      identity: { baseZone: ["ovest", "centrale", "orientale", "asiaAfrica"][i] },
      values: { vp: [10, 30, 20, 5][i], automaticVictory: false },
    })),
  });
});

const tableIds = (night: { tables: { result: { game: { id: string } } }[] } | null) =>
  night?.tables.map((t) => t.result.game.id);

describe("the league home's last night", () => {
  it("lists every finished table of the latest date across the seasons a member sees, not another date's", async () => {
    const home = await getLeagueHome(leagueId, true);
    expect(home.lastNight?.day).toBe(NIGHT);
    expect(home.lastNight!.tables.map((t) => t.id).toSorted()).toEqual([ids.risiko, ids.jc, ids.nero].toSorted());
    const jc = home.lastNight!.tables.find((t) => t.id === ids.jc)!;
    expect(jc.season).toMatchObject({ edition: 2, systemId: "julius-caesar" });
    expect(jc.seats[0]).toMatchObject({ playerId: players[2], rank: 1 }); // the winner first
  });

  it("leaves a members-only season's table out for a visitor", async () => {
    const home = await getLeagueHome(leagueId, false);
    expect(home.lastNight!.tables.map((t) => t.id).toSorted()).toEqual([ids.risiko, ids.jc].toSorted());
  });

  it("reads the night's tables in one query whatever the league's history", async () => {
    const spy = vi.spyOn(db.game, "findMany");
    try {
      await getLeagueHome(leagueId, true);
      const nightReads = spy.mock.calls.filter(([args]) => JSON.stringify(args?.where).includes("playedOn"));
      expect(nightReads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the season being played comes first", () => {
  it("puts a season with games or something planned before the newer empty one", async () => {
    const home = await getLeagueHome(leagueId, true);
    expect(home.seasons.at(-1)!.board.season.edition).toBe(4);
    expect(home.seasons[0].board.gamesFinished).toBeGreaterThan(0);
  });

  it("puts the season with the next scheduled night or planned game first", async () => {
    const now = new Date(Date.UTC(2026, 2, 7));
    const night = await db.scheduledNight.create({
      data: { leagueId, seasonId: seasonIds.jc, startsAt: new Date(Date.UTC(2026, 2, 20, 19)), place: "Club" },
    });
    expect((await getLeagueHome(leagueId, true, now)).seasons.map((s) => s.board.season.edition)).toEqual([2, 3, 1, 4]);
    const planned = await createGame(seasonIds.risiko, players.slice(0, 3), {
      playedOn: new Date(Date.UTC(2026, 2, 27, 20)),
    });
    expect((await getLeagueHome(leagueId, true, now)).seasons[0].board.season.edition).toBe(1);
    await db.game.delete({ where: { id: planned.game.id } });
    await db.scheduledNight.delete({ where: { id: night.id } });
  });
});

describe("one recap for the whole night", () => {
  it("shows a member the game opened first, then every other table of its date", async () => {
    expect(tableIds(await getNightRecap(leagueId, organiser.id, ids.jc))).toEqual([ids.jc, ids.risiko, ids.nero]);
    expect(tableIds(await getNightRecap(leagueId, organiser.id, ids.earlier))).toEqual([ids.earlier]);
  });

  it("shows a visitor the public seasons' tables only, and nothing for a members-only game", async () => {
    signOut();
    expect(tableIds(await getNightRecap(leagueId, null, ids.risiko))).toEqual([ids.risiko, ids.jc]);
    expect(await getNightRecap(leagueId, null, ids.nero)).toBeNull();
  });

  it("a share link shows the shared game's night: its own season's tables and the public ones", async () => {
    signInAs(organiser);
    const share = async (gameId: string) => {
      const res = await createRecapShare({ leagueSlug: slug, gameId });
      if (!res.ok) throw new Error(JSON.stringify(res));
      return res.data.token;
    };
    const [publicToken, membersToken] = [await share(ids.risiko), await share(ids.nero)];
    signOut();
    const shared = await getSharedRecap(publicToken);
    expect(shared!.result.game.id).toBe(ids.risiko);
    expect(tableIds(shared)).toEqual([ids.risiko, ids.jc]); // not the members-only Nero table
    // the organiser shared the Nero game itself: its night, the public tables with it
    expect(tableIds(await getSharedRecap(membersToken))).toEqual([ids.nero, ids.risiko, ids.jc]);
  });
});
