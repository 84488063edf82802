// The fair-tables draw checkable by the players (decision 0052): every commitment of the night listed to the members
// before its draw, discarded ones included; after acceptance the seated members see the seeds, every hash, the manual
// changes, and a recomputation that matches an honest draw and not tampered tables; nobody outside the league sees any.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ForbiddenError, NotFoundError } from "@/server/auth/access";
import { acceptTables } from "@/server/actions/accept-tables";
import { commitTables } from "@/server/actions/commit-tables";
import { drawTables } from "@/server/actions/draw-tables";
import { lockTablePlayer } from "@/server/actions/lock-table-player";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { swapTablePlayers } from "@/server/actions/swap-table-players";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getDrawCheck, getNightDraws } from "@/server/queries/table-draws";
import { createLeagueWithPlayers } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const ok = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r).toMatchObject({ ok: true });
  return r.data as T;
};
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

/** Nine players checked in out of ten members (the tenth stays home), balanced by strength. */
async function setup() {
  const l = await createLeagueWithPlayers(10);
  signInAs(l.organiser);
  ok(await startObjectiveSet({ slug: l.league.slug, edition: 1, source: "official" }));
  const ids = l.members.slice(0, 9).map((m) => m.player.id);
  const checkIn = () =>
    commitTables({
      leagueSlug: l.league.slug,
      season: 1,
      playedOn: "2026-11-27",
      "players[]": ids,
      min: "3",
      max: "6",
      preferredMin: "4",
      preferredMax: "5",
      balanceStrength: true,
    });
  const as = async (i: number | "organiser" | null) => {
    if (i === null) signOut();
    else signInAs(i === "organiser" ? l.organiser : l.members[i].user);
    return loadLeagueContext(l.league.slug);
  };
  return { ...l, slug: l.league.slug, ids, checkIn, as };
}

const seedOf = async (id: string) =>
  (await db.tablePlan.findUniqueOrThrow({ where: { id }, select: { seed: true } })).seed;

describe("the night's draws, as the members see them", () => {
  beforeEach(() => signOut());

  it("lists every commitment of the night to the members before its draw, discarded ones too, never an undrawn seed", async () => {
    const l = await setup();
    const first = ok(await l.checkIn());
    const second = ok(await l.checkIn()); // a re-check-in discards the first: it stays listed
    const draws = await getNightDraws(await l.as(0));
    expect(draws.open.map((d) => [d.seedHash, d.status])).toEqual([
      [first.seedHash, "discarded"],
      [second.seedHash, "committed"],
    ]);
    expect(draws.open[0].discardedAt).toBeInstanceOf(Date);
    expect(draws.open.every((d) => d.seed === null && d.players === 9)).toBe(true);
    const json = JSON.stringify(draws);
    expect(json).not.toContain(await seedOf(first.planId));
    expect(json).not.toContain(await seedOf(second.planId));
    expect(await db.tablePlan.count({ where: { leagueId: l.league.id } })).toBe(2);

    // a draw thrown away by a third check-in: its seed was revealed by the draw, the new one's is not
    signInAs(l.organiser);
    ok(await drawTables({ leagueSlug: l.slug, planId: second.planId }));
    const third = ok(await l.checkIn());
    const after = await getNightDraws(await l.as(3));
    expect(after.open.map((d) => d.status)).toEqual(["discarded", "discarded", "committed"]);
    expect(after.open[1]).toMatchObject({ seed: await seedOf(second.planId) });
    expect(after.open[1].drawnAt).toBeInstanceOf(Date);
    expect(after.open[2]).toMatchObject({ seedHash: third.seedHash, seed: null });
    expect(JSON.stringify(after)).not.toContain(await seedOf(third.planId));
  });

  it("after acceptance shows the seated members the seeds, every hash, the locks and swaps, and a check that matches", async () => {
    const l = await setup();
    const thrown = ok(await l.checkIn());
    ok(await drawTables({ leagueSlug: l.slug, planId: thrown.planId }));
    const kept = ok(await l.checkIn());
    const { tables } = ok(await drawTables({ leagueSlug: l.slug, planId: kept.planId }));
    const mover = tables[0][0];
    const { tables: redrawn } = ok(
      await lockTablePlayer({ leagueSlug: l.slug, planId: kept.planId, playerId: mover, table: "2" }),
    );
    const [a, b] = [redrawn[0][1], redrawn[1][2]];
    const { tables: swapped } = ok(
      await swapTablePlayers({ leagueSlug: l.slug, planId: kept.planId, first: a, second: b }),
    );
    ok(await acceptTables({ leagueSlug: l.slug, planId: kept.planId }));

    const seatedIndex = l.members.findIndex((m) => m.player.id === swapped[1][0]);
    const ctx = await l.as(seatedIndex);
    const draws = await getNightDraws(ctx);
    expect(draws.open).toEqual([]);
    expect(draws.accepted).toHaveLength(1);
    const round = draws.accepted[0];
    expect(round).toMatchObject({ planId: kept.planId, canCheck: true });
    expect(round.draws.map((d) => [d.seedHash, d.status])).toEqual([
      [thrown.seedHash, "discarded"],
      [kept.seedHash, "accepted"],
    ]);
    for (const d of round.draws) expect(sha(d.seed!)).toBe(d.seedHash);

    // the accepted games joined the season since the draw: the check still recomputes the same draw
    expect(await db.game.count({ where: { seasonId: l.season.id } })).toBe(2);
    const check = await getDrawCheck(ctx, kept.planId);
    expect(check).toMatchObject({ seedHash: kept.seedHash, hashMatches: true, matches: true, tables: swapped });
    expect(check.proposal).toEqual(redrawn);
    expect(check.expected).toEqual(swapped);
    expect(check.changes.map(({ kind, byName }) => ({ kind, byName }))).toEqual([
      { kind: "lock", byName: "Organiser" },
      { kind: "swap", byName: "Organiser" },
    ]);
    expect(check.changes[0]).toMatchObject({ playerId: mover, table: 1 });
    expect(check.changes[1]).toMatchObject({ first: a, second: b });
    expect(check.draws.map((d) => d.seedHash)).toEqual([thrown.seedHash, kept.seedHash]);
    expect(check.balanceStrength).toBe(true);
  });

  it("reports a mismatch when the accepted tables were changed without a recorded swap", async () => {
    const l = await setup();
    const { planId } = ok(await l.checkIn());
    const { tables } = ok(await drawTables({ leagueSlug: l.slug, planId }));
    ok(await acceptTables({ leagueSlug: l.slug, planId }));
    const honest = await getDrawCheck(await l.as("organiser"), planId);
    expect(honest.matches).toBe(true);

    const tampered = tables.map((t) => [...t]);
    [tampered[0][0], tampered[1][0]] = [tampered[1][0], tampered[0][0]];
    await db.tablePlan.update({ where: { id: planId }, data: { tables: JSON.stringify(tampered) } });
    const check = await getDrawCheck(await l.as("organiser"), planId);
    expect(check).toMatchObject({ matches: false, expected: tables, tables: tampered, changes: [] });
  });

  it("shows nothing to visitors, members of another league, or the check to a member who was not seated", async () => {
    const l = await setup();
    const { planId } = ok(await l.checkIn());
    ok(await drawTables({ leagueSlug: l.slug, planId }));
    ok(await acceptTables({ leagueSlug: l.slug, planId }));

    const visitor = await l.as(null);
    await expect(getNightDraws(visitor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getDrawCheck(visitor, planId)).rejects.toBeInstanceOf(ForbiddenError);

    const other = await createLeagueWithPlayers(1);
    signInAs(other.members[0].user);
    const stranger = await loadLeagueContext(l.slug);
    await expect(getNightDraws(stranger)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getDrawCheck(stranger, planId)).rejects.toBeInstanceOf(ForbiddenError);

    // the tenth member stayed home: the night's hashes, not the tables
    const home = await l.as(9);
    expect((await getNightDraws(home)).accepted[0]).toMatchObject({ planId, canCheck: false });
    await expect(getDrawCheck(home, planId)).rejects.toBeInstanceOf(ForbiddenError);

    // another league's organiser cannot name this plan from their own league
    signInAs(other.organiser);
    await expect(getDrawCheck(await loadLeagueContext(other.league.slug), planId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
