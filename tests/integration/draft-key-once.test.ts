// Issue 22 §4: a form saved offline and saved again after a reload carries its draft's one key (src/lib/offline/outbox.ts,
// draftSubmissionId), and the server stores it once — a Nero night, a new RisiKo! night, a territory report.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { recordResult } from "@/server/actions/record-result";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { db } from "@/server/db";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

const COLORS = ["blu", "rosso", "verde", "giallo"] as const;

describe("the same draft saved twice (a retap, then again after a reload) is stored once", () => {
  it("a Nero play: one game, the repeats get the first answer", async () => {
    const ctx = await createLeagueWithPlayers(3);
    await db.season.updateMany({ where: { leagueId: ctx.league.id }, data: { status: "closed" } });
    await db.season.create({
      data: {
        leagueId: ctx.league.id,
        edition: 7,
        name: "Nero",
        year: 2026,
        status: "active",
        rules: JSON.stringify(presetFor("nero", "placement")),
        systemId: "nero",
      },
    });
    signInAs(ctx.organiser);
    const play = {
      game: { turnsPlayed: 4 },
      seats: ctx.members.map((m, i) => ({
        playerId: m.player.id,
        seatOrder: i + 1,
        identity: {},
        values: { automaticVictory: false, vp: 20 - i },
      })),
    };
    const key = randomUUID(); // the draft's key: the same on every save of this draft, also after a reload
    const games = () => db.game.count({ where: { season: { leagueId: ctx.league.id } } });
    const before = await games();
    const sends = [];
    for (let i = 0; i < 3; i++)
      sends.push(await recordResult({ slug: ctx.league.slug, playedOn: "2026-03-01", play, submissionId: key }));
    expect(sends.every((s) => s.ok)).toBe(true);
    expect(new Set(sends.map((s) => (s.ok ? s.data.gameId : null))).size).toBe(1);
    expect(await games()).toBe(before + 1);
  });

  it("a new night: one game with its seats, the repeat gets the first answer", async () => {
    const ctx = await createLeagueWithPlayers(4);
    signInAs(ctx.organiser);
    const input = {
      slug: ctx.league.slug,
      playedOn: "2026-03-02",
      turnOrderMode: "random" as const,
      seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: COLORS[i] })),
      submissionId: randomUUID(),
    };
    const games = () => db.game.count({ where: { season: { leagueId: ctx.league.id } } });
    const before = await games();
    const first = await createGameNight(input);
    const repeat = await createGameNight(input);
    expect(first.ok && repeat.ok).toBe(true);
    expect(repeat).toEqual(first);
    expect(await games()).toBe(before + 1);
    // another key is another night
    expect((await createGameNight({ ...input, submissionId: randomUUID() })).ok).toBe(true);
    expect(await games()).toBe(before + 2);
  });

  it("a territory report: written once; another member replaying the key learns nothing of it", async () => {
    const ctx = await createLeagueWithPlayers(4);
    signInAs(ctx.organiser);
    expect((await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).ok).toBe(true);
    const created = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-03-03",
      turnOrderMode: "random",
      seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: COLORS[i] })),
    });
    if (!created.ok) throw new Error(JSON.stringify(created));
    const gameId = created.data.gameId;
    expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
    const [holder, other] = ctx.members;
    signInAs(holder.user);
    const card = await revealMyObjective({ slug: ctx.league.slug, gameId });
    if (!card.ok) throw new Error(JSON.stringify(card));
    const key = randomUUID();
    const territoryIds = card.data.card.territories.slice(0, 2).map((t) => t.territoryId);
    const first = await reportMyTerritories({ slug: ctx.league.slug, gameId, territoryIds, submissionId: key });
    expect(first.ok).toBe(true);
    const seat = () =>
      db.seat.findFirstOrThrow({
        where: { gameId, playerId: holder.player.id },
        select: { reportedAt: true, reportedHeld: true },
      });
    const stored = await seat();
    const repeat = await reportMyTerritories({ slug: ctx.league.slug, gameId, territoryIds, submissionId: key });
    expect(repeat).toEqual(first);
    expect(await seat()).toEqual(stored); // not written again
    expect(
      await db.auditEvent.count({
        where: { leagueId: ctx.league.id, entityType: "Submission", action: "game.territories.report.submission" },
      }),
    ).toBe(1);

    signInAs(other.user);
    const replay = await reportMyTerritories({ slug: ctx.league.slug, gameId, territoryIds: [], submissionId: key });
    expect(replay).toEqual({ ok: true, data: { count: 0, points: 0 } }); // their own (empty) report, not the holder's
  });

  it("a RisiKo! result: saved once, the repeat with the draft's key gets the first answer (not 'already saved')", async () => {
    const ctx = await createLeagueWithPlayers(4);
    const objectives = await createCatalogue(ctx.season.id, 4);
    signInAs(ctx.organiser);
    const { game, seats } = await createGame(
      ctx.season.id,
      ctx.members.map((m) => m.player.id),
      { dealt: objectives.map((o) => o.id) },
    );
    const input = { ...resultInput(game, seats, objectives, [2, 3, 4, 1]), submissionId: randomUUID() };
    const first = await recordGameResult(input);
    const repeat = await recordGameResult(structuredClone(input));
    expect(first).toMatchObject({ ok: true, data: { version: 1 } });
    expect(repeat).toEqual(first);
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).version).toBe(1);
    expect(await db.auditEvent.count({ where: { entityId: game.id } })).toBe(1);
    // without the key (or with another one) a second save of the same version is still refused
    expect(await recordGameResult({ ...input, submissionId: randomUUID() })).toEqual({
      ok: false,
      formError: "resultAlreadySaved",
    });
  });
});
