// Several active seasons side by side, any mix of games (issue 22 §1): each starts its own night, chosen explicitly.
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { createGameNight } from "@/server/actions/create-game-night";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";
import { getLeagueHome } from "@/server/queries/league-home";
import { addMember, createLeague, createPlayer, createSeason, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

type Ctx = { slug: string; leagueId: string; organiser: { id: string }; players: string[] };
let ctx: Ctx;

const playSeason = (edition: number, systemId: string) =>
  db.season.create({
    data: {
      leagueId: ctx.leagueId,
      edition,
      name: `${systemId} ${edition}`,
      year: 2026,
      status: "active",
      rules: JSON.stringify(presetFor(systemId, "placement")),
      systemId,
    },
  });

beforeAll(async () => {
  const league = await createLeague();
  const organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  const players = [];
  for (const [i, name] of ["Anna", "Bruno", "Carla", "Dario"].entries())
    players.push((await createPlayer(league.id, { name, armyColor: ["blu", "rosso", "verde", "giallo"][i] })).id);
  ctx = { slug: league.slug, leagueId: league.id, organiser, players };
  const risiko = await createSeason(league.id, { edition: 1 }); // RisiKo!
  // a finished RisiKo! night before the others: Bruno leads the RisiKo! season
  const objectives = await createCatalogue(risiko.id, 3);
  const { game, seats } = await createGame(risiko.id, players.slice(0, 3), {
    dealt: objectives.map((o) => o.id),
    playedOn: new Date(Date.UTC(2026, 1, 20)),
  });
  signInAs(organiser);
  expect((await recordGameResult(resultInput(game, seats, objectives, [1, 4, 1]))).ok).toBe(true);
  await playSeason(2, "nero");
  await playSeason(3, "julius-caesar");
  await createSeason(league.id, { edition: 4, status: "closed" });
});

const [A, B, C, D] = [0, 1, 2, 3].map((i) => () => ctx.players[i]);
const risikoNight = (extra: object = {}) => ({
  slug: ctx.slug,
  playedOn: "2026-03-01",
  turnOrderMode: "random" as const,
  seats: [A(), B(), C()].map((playerId, i) => ({ playerId, armyColor: ["blu", "rosso", "verde"][i] as "blu" })),
  ...extra,
});
const jcWin = () => ({
  game: { endedYear: 3 },
  seats: [
    {
      playerId: A(),
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 8, leadersKilled: 2, controlsRome: false },
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
const edition = async (gameId: string) =>
  (await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { season: { select: { edition: true } } } })).season
    .edition;

describe("a league with an active RisiKo!, Nero and Julius Caesar season", () => {
  it("starts a RisiKo! night in the RisiKo! season, although newer seasons are active", async () => {
    signInAs(ctx.organiser);
    const res = await createGameNight(risikoNight({ season: 1 }));
    expect(res.ok).toBe(true);
    if (res.ok) expect(await edition(res.data.gameId)).toBe(1);
  });

  it("records a Nero play in the Nero season and a Julius Caesar play in the Julius Caesar season", async () => {
    signInAs(ctx.organiser);
    const nero = await recordResult({ slug: ctx.slug, season: 2, playedOn: "2026-03-02", play: neroAuto() });
    expect(nero.ok).toBe(true);
    if (nero.ok) expect(await edition(nero.data.gameId)).toBe(2);
    const jc = await recordResult({ slug: ctx.slug, season: 3, playedOn: "2026-03-03", play: jcWin() });
    expect(jc.ok).toBe(true);
    if (jc.ok) expect(await edition(jc.data.gameId)).toBe(3);
  });

  it("never picks the newest season silently: without a season it asks which one", async () => {
    signInAs(ctx.organiser);
    expect(await createGameNight(risikoNight())).toMatchObject({ ok: false, formError: "chooseSeason" });
    expect(await recordResult({ slug: ctx.slug, playedOn: "2026-03-03", play: jcWin() })).toMatchObject({
      ok: false,
      formError: "chooseSeason",
    });
  });

  it("refuses a season that is not active, of another league, or of another kind of game", async () => {
    signInAs(ctx.organiser);
    expect(await createGameNight(risikoNight({ season: 4 }))).toMatchObject({
      ok: false,
      formError: "seasonNotActive",
    });
    expect(await createGameNight(risikoNight({ season: 99 }))).toMatchObject({
      ok: false,
      formError: "seasonNotActive",
    });
    expect(await createGameNight(risikoNight({ season: 2 }))).toMatchObject({
      ok: false,
      formError: "notARisikoSeason",
    });
    expect(await recordResult({ slug: ctx.slug, season: 1, playedOn: "2026-03-03", play: jcWin() })).toMatchObject({
      ok: false,
      formError: "notAPlaySeason",
    });
    expect(await recordResult({ slug: ctx.slug, season: 4, playedOn: "2026-03-03", play: jcWin() })).toMatchObject({
      ok: false,
      formError: "seasonNotActive",
    });
    const other = await createLeague();
    await createSeason(other.id, { edition: 7 });
    expect(await createGameNight(risikoNight({ season: 7 }))).toMatchObject({
      ok: false,
      formError: "seasonNotActive",
    });
  });

  it("with one active season the night needs no choice (one tap)", async () => {
    const league = await createLeague();
    await addMember(ctx.organiser.id, league.id, "organiser");
    const seats = [];
    for (const [i, c] of (["blu", "rosso", "verde"] as const).entries())
      seats.push({ playerId: (await createPlayer(league.id, { name: `S${i}` })).id, armyColor: c });
    await createSeason(league.id, { edition: 1 });
    signInAs(ctx.organiser);
    expect(
      (await createGameNight({ slug: league.slug, playedOn: "2026-03-01", turnOrderMode: "random", seats })).ok,
    ).toBe(true);
  });

  it("the home shows every active season with its game, progress and leader, and the league's latest night across seasons", async () => {
    const home = await getLeagueHome(ctx.leagueId, true);
    expect(
      home.seasons.map((s) => [
        s.board.season.edition,
        s.board.season.systemId,
        s.board.gamesFinished,
        s.leaders.map((l) => l.player.displayName),
      ]),
    ).toEqual([
      [3, "julius-caesar", 1, ["Anna"]],
      [2, "nero", 1, ["Anna"]],
      [1, "risiko", 1, ["Bruno"]],
    ]);
    // the Julius Caesar play of 3 March is the latest night, although the RisiKo! season has one planned
    expect(home.lastNight).toMatchObject({ day: "2026-03-03", tables: [{ season: { edition: 3 }, sequence: 1 }] });
    expect(home.lastNight!.tables).toHaveLength(1);
    expect(home.next).toMatchObject({ status: "planned" });
    expect(
      await db.game.findUniqueOrThrow({
        where: { id: home.next!.id },
        select: { season: { select: { edition: true } } },
      }),
    ).toEqual({ season: { edition: 1 } });
    // visitors see no members-only season
    expect(await getLeagueHome(ctx.leagueId, false)).toMatchObject({
      empty: false,
      hidden: true,
      seasons: [],
      lastNight: null,
    });
  });

  it("a Julius Caesar draw leads the home as a draw: both players who share first place, not one of them", async () => {
    const league = await createLeague();
    await addMember(ctx.organiser.id, league.id, "organiser");
    const ids: string[] = [];
    for (const name of ["Anna", "Bruno"]) ids.push((await createPlayer(league.id, { name })).id);
    await db.season.create({
      data: {
        leagueId: league.id,
        edition: 1,
        name: "Cesare",
        year: 2026,
        status: "active",
        rules: JSON.stringify(presetFor("julius-caesar", "placement")),
        systemId: "julius-caesar",
      },
    });
    const seat = (i: number, side: string, cityVp: number, leadersKilled: number) => ({
      playerId: ids[i],
      seatOrder: i + 1,
      identity: { side },
      values: { cityVp, leadersKilled, controlsRome: false },
    });
    const draw = { game: { endedYear: 5 }, seats: [seat(0, "Cesare", 4, 1), seat(1, "Pompeo", 5, 0)] };
    signInAs(ctx.organiser);
    expect(await recordResult({ slug: league.slug, season: 1, playedOn: "2026-03-03", play: draw })).toMatchObject({
      ok: true,
    });
    const [season] = (await getLeagueHome(league.id, true)).seasons;
    expect(season.board.rows.map((r) => r.rank)).toEqual([1, 1]);
    expect(season.leaders.map((l) => l.player.displayName).sort()).toEqual(["Anna", "Bruno"]);
  });
});
