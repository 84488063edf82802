import { beforeAll, describe, expect, it, vi } from "vitest";

// The same client as src/server/db, with Prisma's query events on, to count the SQL the game page's loader issues.
vi.mock("@/server/db", () => import("../support/counted-db").then((m) => m.countedDbModule()));
const { queries } = await import("../support/counted-db");

const { createGameNight } = await import("@/server/actions/create-game-night");
const { dealGameObjectives } = await import("@/server/actions/deal-objectives");
const { recordGameResult } = await import("../support/results");
const { recordResult } = await import("@/server/actions/record-result");
const { redealGameObjectives } = await import("@/server/actions/redeal-objectives");
const { reportMyTerritories } = await import("@/server/actions/report-territories");
const { revealMyObjective } = await import("@/server/actions/reveal-my-objective");
const { startObjectiveSet } = await import("@/server/actions/start-objective-set");
const { getLeagueAccess } = await import("@/server/auth/access");
const { db } = await import("@/server/db");
const { getGameNight } = await import("@/server/queries/game-night");
const { loadGamePage } = await import("@/server/queries/game-page");
const { getGameResult } = await import("@/server/queries/game-result");
const { createLeagueWithPlayers } = await import("../support/factories");
const { presetFor } = await import("@/scoring");
const { resultFromReports } = await import("../support/results");
const { signInAs } = await import("../support/session");

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let gameId = "";
const cards = new Map<string, string[]>(); // each player's dealt card's territories

/** The loader as the page calls it for `user` (the league context is the layout's and the page's, read before). */
async function countLoad(user: { id: string }) {
  const access = await getLeagueAccess(db, user.id, ctx.league.id);
  queries.length = 0;
  const page = await loadGamePage({ access }, gameId);
  const statements = queries.length;
  expect(statements).toBeGreaterThan(2); // the counting itself works: a page reads at least the game, seats and season
  // what the one read gives equals what the night's and the result's own queries give
  expect(page?.night).toEqual(await getGameNight(gameId, access));
  expect(page?.result).toEqual(await getGameResult(ctx.league.id, user.id, gameId));
  return { page, statements };
}

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4);
  signInAs(ctx.organiser);
  expect((await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).ok).toBe(true);
  const created = await createGameNight({
    slug: ctx.league.slug,
    playedOn: "2026-03-01",
    turnOrderMode: "random",
    seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde", "giallo"][i] })),
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  gameId = created.data.gameId;
});

// Budgets: the statements the loader issues in each state of a RisiKo! night (4 seats), as reached by issue 25's cut
// (docs/performance.md, "Game page": 20 / 20 / 34 before, when the page and its panels read the game, the caller's
// access and the map each on their own). Raise one only with a reason: each is a round trip on every cold render.
// The league context (league, user, membership: the layout's and the page's, read once per request) is not counted.
describe("game page SQL budget", () => {
  it("a planned night, seen by its organiser", async () => {
    const { page, statements } = await countLoad(ctx.organiser);
    expect(page?.night.status).toBe("planned");
    expect(page?.map).toBeNull(); // no card to draw
    // the loader authorizes by itself: a visitor of this members-only league gets nothing
    expect(await loadGamePage({ access: await getLeagueAccess(db, null, ctx.league.id) }, gameId)).toBeNull();
    expect(statements).toBeLessThanOrEqual(8);
  });

  it("a dealt night, seen by a holder (their card drawn on the map)", async () => {
    signInAs(ctx.organiser);
    expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
    expect((await redealGameObjectives({ slug: ctx.league.slug, gameId, reason: "carte mescolate male" })).ok).toBe(
      true,
    );
    for (const m of ctx.members) {
      signInAs(m.user);
      const revealed = await revealMyObjective({ slug: ctx.league.slug, gameId });
      if (!revealed.ok) throw new Error(JSON.stringify(revealed));
      cards.set(
        m.user.id,
        revealed.data.card.territories.map((t) => t.territoryId),
      );
    }
    const { page, statements } = await countLoad(ctx.members[0].user);
    expect(page?.night.status).toBe("dealt");
    expect(page?.night.seats.find((s) => s.isMine)).toBeTruthy();
    expect(page?.map).not.toBeNull();
    // the cards stay secret while the game is played: none in the night, none in the result
    expect(page?.night.revealed).toBeNull();
    expect(page?.result?.seats.every((s) => s.objective === null)).toBe(true);
    expect(statements).toBeLessThanOrEqual(11);
  });

  it("a finished night, seen by its organiser (cards, view log, re-deals, result, audit trail)", async () => {
    const taken = new Set<string>(); // each holder reports one territory of their card, none held twice (issue 21)
    for (const m of ctx.members) {
      signInAs(m.user);
      const held = cards
        .get(m.user.id)!
        .filter((t) => !taken.has(t))
        .slice(0, 1);
      for (const t of held) taken.add(t);
      expect((await reportMyTerritories({ slug: ctx.league.slug, gameId, territoryIds: held })).ok).toBe(true);
    }
    signInAs(ctx.organiser);
    const seats = await db.seat.findMany({ where: { gameId }, select: { id: true } });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } });
    const saved = await recordGameResult(resultFromReports({ id: gameId, version: game.version }, seats));
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const { page, statements } = await countLoad(ctx.organiser);
    expect(page?.night.revealed).toHaveLength(4);
    expect(page?.night.viewLog).toHaveLength(4);
    expect(page?.night.redeals).toHaveLength(1);
    expect(page?.night.redeals?.[0]).toMatchObject({ reason: "carte mescolate male" });
    expect(page?.result?.seats.every((s) => s.objective !== null && s.held.length === 1)).toBe(true);
    expect(statements).toBeLessThanOrEqual(21);
  });

  it("a finished play of another system (Julius Caesar), seen by its organiser: no cards, map or territories read", async () => {
    signInAs(ctx.organiser);
    await db.season.updateMany({ where: { leagueId: ctx.league.id }, data: { status: "closed" } });
    await db.season.create({
      data: {
        leagueId: ctx.league.id,
        edition: 2,
        name: "Cesare 2",
        year: 2026,
        status: "active",
        systemId: "julius-caesar",
        rules: JSON.stringify(presetFor("julius-caesar", "placement")),
      },
    });
    const [a, b] = ctx.members.map((m) => m.player.id);
    const seat = (playerId: string, i: number) => ({
      playerId,
      seatOrder: i + 1,
      identity: { side: i ? "Pompeo" : "Cesare" },
      values: { cityVp: [8, 4][i], leadersKilled: [2, 0][i], controlsRome: i === 0 },
    });
    const saved = await recordResult({
      slug: ctx.league.slug,
      playedOn: "2026-03-08",
      play: { game: { endedYear: 3 }, seats: [seat(a, 0), seat(b, 1)] },
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    gameId = saved.data.gameId;
    const { page, statements } = await countLoad(ctx.organiser);
    expect(page?.play?.seats).toHaveLength(2);
    expect(page?.night.revealed).toBeNull();
    expect(page?.map).toBeNull();
    expect(page?.result?.objectives).toEqual({});
    // the RisiKo! parts (cards, objectives, held territories, view log, map) were read for it before
    expect(statements).toBeLessThanOrEqual(13);
  });
});
