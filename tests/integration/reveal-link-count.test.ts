// Hardening item 8: the organiser can open a reveal link they issued, so every link issued for a seat is counted and
// shown to the whole table on the game page at once (the view itself only appears in the view log after the game).
import { describe, expect, it } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameNight } from "@/server/queries/game-night";
import { createLeagueWithPlayers, createPlayer } from "../support/factories";
import { signInAs } from "../support/session";

describe("reissued reveal links", () => {
  it("are counted on the seat and shown to every member of the table, with the time of the last one", async () => {
    const ctx = await createLeagueWithPlayers(3);
    const guest = await createPlayer(ctx.league.id, { name: "Ospite", armyColor: "nero" });
    signInAs(ctx.organiser);
    await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" });
    const created = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-04-01",
      turnOrderMode: "random",
      seats: [
        ...ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
        { playerId: guest.id, armyColor: "nero" },
      ],
    });
    if (!created.ok) throw new Error("game");
    const gameId = created.data.gameId;
    expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
    const seat = await db.seat.findFirstOrThrow({ where: { gameId, playerId: guest.id }, select: { id: true } });

    const asPlayer = async () =>
      (await getGameNight(gameId, await getLeagueAccess(db, ctx.members[1].user.id, ctx.league.id)))!.seats.find(
        (s) => s.id === seat.id,
      )!;
    expect((await asPlayer()).revealLinks).toEqual({ issued: 0, lastAt: null });

    const before = Date.now();
    for (let i = 0; i < 3; i++)
      expect((await createRevealLink({ slug: ctx.league.slug, gameId, seatId: seat.id })).ok).toBe(true);
    const shown = (await asPlayer()).revealLinks!;
    expect(shown.issued).toBe(3);
    expect(shown.lastAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // A refused link (player with an account) counts nothing.
    const other = await db.seat.findFirstOrThrow({
      where: { gameId, playerId: ctx.members[0].player.id },
      select: { id: true },
    });
    expect((await createRevealLink({ slug: ctx.league.slug, gameId, seatId: other.id })).ok).toBe(false);
    expect((await db.seat.findUniqueOrThrow({ where: { id: other.id } })).revealLinksIssued).toBe(0);
  });

  it("are not shown to visitors of a public season who are not members", async () => {
    const ctx = await createLeagueWithPlayers(3);
    await db.season.update({ where: { id: ctx.season.id }, data: { isPublic: true } });
    signInAs(ctx.organiser);
    const created = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-04-01",
      turnOrderMode: "random",
      seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
    });
    if (!created.ok) throw new Error("game");
    const night = await getGameNight(created.data.gameId, await getLeagueAccess(db, null, ctx.league.id));
    expect(night!.seats.every((s) => s.revealLinks === null)).toBe(true);
  });
});
