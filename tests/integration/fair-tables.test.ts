// Issue 23 §2 (decision 0052): check-in → committed seed → draw → lock/swap → accept creates one dealt game per table.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { distinctColours } from "@/lib/display/army-colors";
import { proposeTables } from "@/planning";
import { acceptTables } from "@/server/actions/accept-tables";
import { commitTables } from "@/server/actions/commit-tables";
import { drawTables } from "@/server/actions/draw-tables";
import { lockTablePlayer } from "@/server/actions/lock-table-player";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { swapTablePlayers } from "@/server/actions/swap-table-players";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getMyTable, getTablesPage, seatWhereabouts } from "@/server/queries/table-plan";
import { seasonHistory } from "@/server/tables/plan-store";
import { createLeagueWithPlayers, createPlayer, createSeason } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const ok = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r).toMatchObject({ ok: true });
  return r.data as T;
};

async function setup(players = 9) {
  const l = await createLeagueWithPlayers(players);
  signInAs(l.organiser);
  ok(await startObjectiveSet({ slug: l.league.slug, edition: 1, source: "official" }));
  const ids = l.members.map((m) => m.player.id);
  return { ...l, ids, slug: l.league.slug };
}

const checkIn = (slug: string, ids: string[], extra: Record<string, unknown> = {}) =>
  commitTables({
    leagueSlug: slug,
    season: 1,
    playedOn: "2026-11-27",
    "players[]": ids,
    min: "3",
    max: "6",
    preferredMin: "4",
    preferredMax: "5",
    balanceStrength: false,
    ...extra,
  });

describe("fair tables", () => {
  beforeEach(() => signOut());

  it("commits the seed's hash, draws checkable tables, accepts two dealt RisiKo! games in one step", async () => {
    const l = await setup(9);
    const { planId, seedHash } = ok(await checkIn(l.slug, l.ids));
    const stored = await db.tablePlan.findUniqueOrThrow({ where: { id: planId } });
    expect(stored).not.toHaveProperty("seed"); // secret by default until the draw
    const { tables } = ok(await drawTables({ leagueSlug: l.slug, planId }));
    expect(tables.map((t) => t.length)).toEqual([5, 4]);
    expect([...tables.flat()].sort()).toEqual([...l.ids].sort());

    // anyone can check: the revealed seed hashes to the commitment and recomputes the same tables
    const ctx = await loadLeagueContext(l.slug);
    const page = await getTablesPage(ctx);
    expect(page.plan?.seed && createHash("sha256").update(page.plan.seed).digest("hex")).toBe(seedHash);
    const { history } = await seasonHistory(db, l.season.id);
    expect(
      proposeTables({
        players: l.ids.map((id) => ({ id })),
        history,
        sizes: { min: 3, max: 6, preferred: [4, 5] },
        seed: page.plan!.seed!,
        balanceStrength: false,
        locked: [],
      }).tables,
    ).toEqual(tables);

    const { gameIds } = ok(await acceptTables({ leagueSlug: l.slug, planId }));
    expect(gameIds).toHaveLength(2);
    const games = await db.game.findMany({
      where: { id: { in: gameIds } },
      select: {
        id: true,
        status: true,
        seats: { orderBy: { turnOrder: "asc" }, select: { playerId: true, commitment: true, armyColor: true } },
      },
    });
    const own = new Map(l.members.map((m) => [m.player.id, m.player.armyColor]));
    for (const [i, id] of gameIds.entries()) {
      const game = games.find((g) => g.id === id)!;
      expect(game.status).toBe("dealt");
      expect(game.seats.map((s) => s.playerId)).toEqual(tables[i]);
      expect(game.seats.every((s) => /^[0-9a-f]{64}$/.test(s.commitment ?? ""))).toBe(true);
      // in the players' own colours (the nine share six colours: a clash at a table goes to a free one)
      expect(game.seats.map((s) => s.armyColor)).toEqual(distinctColours(tables[i], own));
      expect(game.seats.filter((s) => s.armyColor === own.get(s.playerId)).length).toBeGreaterThanOrEqual(
        new Set(tables[i].map((p) => own.get(p))).size,
      );
    }

    // a seated player's phone: their own table and turn
    const third = tables[1][2];
    const member = l.members.find((m) => m.player.id === third)!;
    signInAs(member.user);
    expect(await getMyTable(await loadLeagueContext(l.slug))).toMatchObject({
      table: 2,
      position: 3,
      size: 4,
      gameId: gameIds[1],
    });

    // where that seat sits, as a guest's reveal link shows it (reveal-objective-by-link.ts; guest-report.test.ts)
    const seatId = (
      await db.seat.findFirstOrThrow({ where: { gameId: gameIds[1], playerId: third }, select: { id: true } })
    ).id;
    expect(await seatWhereabouts(db, seatId)).toMatchObject({
      table: { number: 2, of: 2 },
      position: 3,
      size: 4,
      player: member.player.displayName,
    });

    // accepted once: a second tap changes nothing
    signInAs(l.organiser);
    expect(await acceptTables({ leagueSlug: l.slug, planId })).toMatchObject({
      ok: false,
      formError: "tables.notDrawn",
    });
    expect(await db.game.count({ where: { seasonId: l.season.id } })).toBe(2);
  });

  it.each([
    { label: "a player of another league", field: "players[]", key: "tables.playerUnknown", outsider: true, count: 9 },
    { label: "tables impossible for the count", field: "max", key: "tables.unsplittable", outsider: false, count: 2 },
  ])("refuses $label at the field and writes nothing", async ({ field, key, outsider, count }) => {
    const l = await setup(9);
    const other = await createLeagueWithPlayers(1);
    const ids = outsider ? [...l.ids.slice(0, 8), other.members[0].player.id] : l.ids.slice(0, count);
    const res = await checkIn(l.slug, ids);
    expect(res).toMatchObject({ ok: false, formError: "checkFields" });
    expect(!res.ok && res.fieldErrors?.[field]).toEqual([key]);
    expect(await db.tablePlan.count({ where: { leagueId: l.league.id } })).toBe(0);
  });

  it("refuses sizes the game does not allow and a preference outside them", async () => {
    const l = await setup(9);
    expect(await checkIn(l.slug, l.ids, { min: "2", max: "7" })).toMatchObject({
      ok: false,
      fieldErrors: { max: ["tables.sizesAllowed:3-6"] },
    });
    expect(await checkIn(l.slug, l.ids, { preferredMin: "5", preferredMax: "4" })).toMatchObject({
      ok: false,
      fieldErrors: { preferredMin: ["tables.preferredOutOfRange"] },
    });
  });

  it("is the organiser's alone, and another league's plan reads as none", async () => {
    const l = await setup(9);
    const { planId } = ok(await checkIn(l.slug, l.ids));
    signInAs(l.members[0].user);
    expect(await drawTables({ leagueSlug: l.slug, planId })).toMatchObject({ ok: false, formError: "forbidden" });
    expect(await checkIn(l.slug, l.ids)).toMatchObject({ ok: false, formError: "forbidden" });
    const other = await createLeagueWithPlayers(1);
    signInAs(other.organiser);
    expect(await drawTables({ leagueSlug: other.league.slug, planId })).toMatchObject({
      ok: false,
      formError: "notFound",
    });
  });

  it("locks a player to a table and redraws with the same seed; swaps two players", async () => {
    const l = await setup(9);
    const { planId } = ok(await checkIn(l.slug, l.ids));
    const { tables } = ok(await drawTables({ leagueSlug: l.slug, planId }));
    const mover = tables[0][0];
    const { tables: redrawn } = ok(await lockTablePlayer({ leagueSlug: l.slug, planId, playerId: mover, table: "2" }));
    expect(redrawn[1]).toContain(mover);
    expect(await lockTablePlayer({ leagueSlug: l.slug, planId, playerId: mover, table: "3" })).toMatchObject({
      ok: false,
      fieldErrors: { table: ["tables.lockedTable"] },
    });
    // table 0 takes the lock away: the draw with no locks again (same seed), and a second unlock is refused
    const { tables: unlocked } = ok(await lockTablePlayer({ leagueSlug: l.slug, planId, playerId: mover, table: "0" }));
    expect(unlocked).toEqual(tables);
    expect(await lockTablePlayer({ leagueSlug: l.slug, planId, playerId: mover, table: "0" })).toMatchObject({
      ok: false,
      fieldErrors: { table: ["tables.notLocked"] },
    });
    ok(await lockTablePlayer({ leagueSlug: l.slug, planId, playerId: mover, table: "2" }));
    const [a, b] = [redrawn[0][1], redrawn[1][0]];
    const { tables: swapped } = ok(await swapTablePlayers({ leagueSlug: l.slug, planId, first: a, second: b }));
    expect(swapped[0][1]).toBe(b);
    expect(swapped[1][0]).toBe(a);
    const page = await getTablesPage(await loadLeagueContext(l.slug));
    expect(page.plan?.tables).toEqual(swapped);
    expect(page.plan?.drawn).toEqual(redrawn);
    expect(page.plan?.balance?.cost).toBeGreaterThanOrEqual(0);
    expect(page.plan?.drawnBalance).not.toBeNull();
  });

  it("prefills the check-in from the night's 'coming' answers", async () => {
    const l = await setup(4);
    const guest = await createPlayer(l.league.id, { name: "Ospite" });
    await db.scheduledNight.create({
      data: {
        leagueId: l.league.id,
        seasonId: l.season.id,
        startsAt: new Date(Date.now() + 3600_000),
        place: "Circolo",
        answers: {
          create: [
            { playerId: l.ids[0], answer: "coming" },
            { playerId: guest.id, answer: "coming" },
            { playerId: l.ids[1], answer: "no" },
          ],
        },
      },
    });
    const page = await getTablesPage(await loadLeagueContext(l.slug));
    expect([...page.coming].sort()).toEqual([l.ids[0], guest.id].sort());
    expect(page.seasons[0].sizes).toMatchObject({ min: 3, max: 6 });
    expect(page.nightSeason).toBe(1);
  });

  it("defaults the check-in to the scheduled night's season, not to the newest active one", async () => {
    const l = await setup(4);
    const nero = await createSeason(l.league.id, { edition: 2 });
    await db.season.update({ where: { id: nero.id }, data: { systemId: "nero" } });
    const night = await db.scheduledNight.create({
      data: {
        leagueId: l.league.id,
        seasonId: l.season.id,
        startsAt: new Date(Date.now() + 3600_000),
        place: "Circolo",
      },
    });
    const page = await getTablesPage(await loadLeagueContext(l.slug));
    expect(page.seasons.map((s) => s.edition)).toEqual([2, 1]); // newest first
    expect(page.nightSeason).toBe(1);
    // a night whose season is no longer active leaves the choice to the newest
    await db.season.update({ where: { id: l.season.id }, data: { status: "closed" } });
    expect((await getTablesPage(await loadLeagueContext(l.slug))).nightSeason).toBeNull();
    await db.scheduledNight.delete({ where: { id: night.id } });
  });
});
