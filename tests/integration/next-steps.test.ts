// The admin page's first steps of a new league: each step done when the league's data says so (a season, two
// players, a night scheduled or created, a result, another member), the block shown until all are done or its
// organiser hides it, for the league only and for good. A player cannot hide it.
import { describe, expect, it } from "vitest";
import { createLeague } from "@/server/actions/create-league";
import { dismissNextSteps } from "@/server/actions/dismiss-next-steps";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { leagueSetupState } from "@/server/queries/leagues";
import { addMember, createPlayer, createSeason, createUser } from "../support/factories";
import { signInAs } from "../support/session";

/** A league as its creator makes it (members-only, the creator's own player), signed in as the creator. */
async function newLeague() {
  const owner = await createUser({ name: "Owner" });
  signInAs(owner);
  const res = await createLeague({ name: `Circolo ${Math.random().toString(36).slice(2, 8)}`, playsToo: "on" });
  if (!res.ok) throw new Error("league");
  const league = await db.league.findUniqueOrThrow({ where: { slug: res.data.leagueSlug } });
  return { owner, league, state: async () => leagueSetupState(await loadLeagueContext(league.slug)) };
}

describe("a new league's first steps", () => {
  it("are each done when the data says so, and gone once all are", async () => {
    const { league, state } = await newLeague();
    expect(await state()).toEqual({
      done: { season: false, players: false, night: false, result: false, members: false },
      dismissed: false,
      shown: true,
    });
    const season = await createSeason(league.id);
    await createPlayer(league.id, { name: "Bruno" });
    expect((await state()).done).toMatchObject({ season: true, players: true, night: false, result: false });

    // a night: scheduled (a cancelled one does not count), or created for the table
    const night = await db.scheduledNight.create({
      data: { leagueId: league.id, seasonId: season.id, startsAt: new Date(Date.now() + 86_400_000), place: "Circolo" },
    });
    await db.scheduledNight.update({ where: { id: night.id }, data: { cancelledAt: new Date() } });
    expect((await state()).done.night).toBe(false);
    const game = await db.game.create({ data: { seasonId: season.id, sequence: 1, playedOn: new Date() } });
    expect((await state()).done).toMatchObject({ night: true, result: false });
    await db.game.update({ where: { id: game.id }, data: { status: "finished", finishedAt: new Date() } });
    expect((await state()).done.result).toBe(true);

    await addMember((await createUser()).id, league.id, "player");
    expect(await state()).toMatchObject({ shown: false, dismissed: false });
  });

  it("the creator's own player alone is not the players added", async () => {
    const { league, state } = await newLeague();
    expect(await db.player.count({ where: { leagueId: league.id } })).toBe(1);
    expect((await state()).done.players).toBe(false);
  });

  it("hidden by the organiser stay hidden, for that league only; a player cannot hide them", async () => {
    const a = await newLeague();
    const player = await createUser();
    await addMember(player.id, a.league.id, "player");
    signInAs(player);
    expect(await dismissNextSteps({ leagueSlug: a.league.slug })).toMatchObject({ ok: false });
    signInAs(a.owner);
    expect((await a.state()).shown).toBe(true);

    expect(await dismissNextSteps({ leagueSlug: a.league.slug })).toEqual({ ok: true, data: null });
    expect(await a.state()).toMatchObject({ dismissed: true, shown: false });
    const first = (await db.league.findUniqueOrThrow({ where: { id: a.league.id } })).nextStepsDismissedAt;
    expect((await dismissNextSteps({ leagueSlug: a.league.slug })).ok).toBe(true); // a second tap changes nothing
    expect((await db.league.findUniqueOrThrow({ where: { id: a.league.id } })).nextStepsDismissedAt).toEqual(first);
    expect(await db.auditEvent.count({ where: { leagueId: a.league.id, action: "league.nextStepsDismissed" } })).toBe(
      1,
    );

    const b = await newLeague();
    expect((await b.state()).shown).toBe(true);
  });
});
