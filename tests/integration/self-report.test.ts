import { beforeEach, describe, expect, it } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { db } from "@/server/db";
import { getLeagueAccess } from "@/server/auth/access";
import { getGameNight } from "@/server/queries/game-night";
import { getResultEntry } from "@/server/queries/result-entry";
import { createLeagueWithPlayers } from "../support/factories";
import { blankSeat, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

const COLORS = ["blu", "rosso", "verde", "giallo"] as const;

/** A league of 4 players, the official catalogue, a dealt night; each player's card as the holder sees it. */
async function dealtNight() {
  const ctx = await createLeagueWithPlayers(4);
  signInAs(ctx.organiser);
  expect((await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).ok).toBe(true);
  const created = await createGameNight({
    slug: ctx.league.slug,
    playedOn: "2026-03-01",
    turnOrderMode: "random",
    seats: ctx.members.map((m, i) => ({ playerId: m.player.id, armyColor: COLORS[i] })),
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const gameId = created.data.gameId;
  expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
  const cards = [];
  for (const m of ctx.members) {
    signInAs(m.user);
    const res = await revealMyObjective({ slug: ctx.league.slug, gameId });
    if (!res.ok) throw new Error(JSON.stringify(res));
    cards.push(res.data.card);
  }
  const seats = await db.seat.findMany({ where: { gameId }, select: { id: true, playerId: true } });
  const seatOf = (playerId: string) => seats.find((s) => s.playerId === playerId)!.id;
  return { ctx, gameId, cards, seatOf };
}

type Night = Awaited<ReturnType<typeof dealtNight>>;

/** The recorder's save: every seat left to its holder's report, the first player completed their objective. */
const saveFromReports = (n: Night, version = 1, fromPlayerReport = true) =>
  recordGameResult({
    gameId: n.gameId,
    version,
    endReason: "time",
    sdadataRound: null,
    durationMinutes: 90,
    notes: null,
    seats: n.ctx.members.map((m) => ({
      seatId: n.seatOf(m.player.id),
      fromPlayerReport,
      objectiveId: null,
      heldTerritoryIds: [],
      objectiveTotal: fromPlayerReport ? null : 50,
      objectivePoints: fromPlayerReport ? null : 10,
      objectiveCompleted: false,
      eliminatedOrder: null,
      eliminatedById: null,
      armies: null,
    })),
  });

describe("players report the territories of their own card", () => {
  beforeEach(() => signOut());

  it("counts each holder's report in the saved result, with the dealt card, and the recorder never sees either", async () => {
    const n = await dealtNight();
    // each territory held by one player (issue 21): the first i + 1 territories of card i that no earlier player holds
    const taken = new Set<string>();
    const held = n.cards.map((card, i) => {
      const mine = card.territories.filter((t) => !taken.has(t.territoryId)).slice(0, i + 1);
      for (const t of mine) taken.add(t.territoryId);
      return mine;
    });
    for (const [i, m] of n.ctx.members.entries()) {
      signInAs(m.user);
      const res = await reportMyTerritories({
        slug: n.ctx.league.slug,
        gameId: n.gameId,
        territoryIds: held[i].map((t) => t.territoryId),
      });
      expect(res).toEqual({ ok: true, data: { count: i + 1, points: held[i].reduce((s, t) => s + t.value, 0) } });
    }

    // the recorder's form data and the game page: who is done, nothing of what
    signInAs(n.ctx.organiser);
    const entry = await getResultEntry(n.ctx.league.id, n.ctx.organiser.id, n.gameId);
    expect(entry.seats.map((s) => s.selfReported)).toEqual([true, true, true, true]);
    // a seat says only that its holder is done: no card, no held territory, no points (the whole catalogue is public)
    for (const seat of entry.seats) {
      expect(Object.keys(seat).sort()).toEqual([
        "armyColor",
        "dealt",
        "id",
        "playerId",
        "playerName",
        "saved",
        "selfReported",
        "turnOrder",
      ]);
      expect(seat.saved).toBeNull();
    }
    expect(JSON.stringify(entry)).not.toMatch(/reported(Held|At)|heldTerritor/);
    const night = await getGameNight(n.gameId, await getLeagueAccess(db, n.ctx.organiser.id, n.ctx.league.id));
    expect(night?.seats.map((s) => s.reported)).toEqual([true, true, true, true]);

    const saved = await saveFromReports(n);
    expect(saved.ok).toBe(true);
    for (const [i, m] of n.ctx.members.entries()) {
      const seat = await db.seat.findUniqueOrThrow({
        where: { id: n.seatOf(m.player.id) },
        select: { objectivePoints: true, objectiveTotal: true, held: { select: { territoryId: true } } },
      });
      expect(seat.objectivePoints).toBe(held[i].reduce((s, t) => s + t.value, 0));
      expect(seat.objectiveTotal).toBe(n.cards[i].total);
      expect(seat.held.map((h) => h.territoryId).sort()).toEqual(held[i].map((t) => t.territoryId).sort());
    }
  });

  it.each([
    ["a territory that is not on the holder's card", "foreign"],
    ["a player without a seat in the game", "outsider"],
    ["the organiser, who holds no card", "organiser"],
  ])("refuses %s, writing nothing", async (_label, who) => {
    const n = await dealtNight();
    const [first] = n.ctx.members;
    const mine = new Set(n.cards[0].territories.map((t) => t.territoryId));
    const foreign = n.cards[1].territories.find((t) => !mine.has(t.territoryId))!.territoryId;
    let res;
    if (who === "foreign") {
      signInAs(first.user);
      res = await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [foreign] });
    } else if (who === "organiser") {
      signInAs(n.ctx.organiser);
      res = await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] });
    } else {
      const outsider = await createLeagueWithPlayers(1);
      signInAs(outsider.members[0].user);
      res = await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] });
    }
    expect(res.ok).toBe(false);
    // the same refusal whatever the reason: it says nothing about another seat's card
    if (who !== "outsider") expect(!res.ok && res.formError).toBe("cannotReport");
    expect(await db.seat.count({ where: { gameId: n.gameId, reportedAt: { not: null } } })).toBe(0);
  });

  it("a seat left to a holder who sent nothing is refused with its name, and nothing is saved", async () => {
    const n = await dealtNight();
    signInAs(n.ctx.members[0].user);
    await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] });
    signInAs(n.ctx.organiser);
    const res = await saveFromReports(n);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.formError).toBe("noPlayerReport");
    expect(!res.ok && Object.keys(res.fieldErrors ?? {})).toHaveLength(3);
    expect((await db.game.findUniqueOrThrow({ where: { id: n.gameId } })).status).toBe("dealt");
  });

  it.each([
    ["every other holder reported", true],
    ["nobody reported", false],
  ])(
    "no oracle on one card (%s): a hand-entered card beside reports is refused the same whether it is right or wrong, before any check",
    async (_label, othersReported) => {
      const n = await dealtNight();
      const [b, ...others] = n.ctx.members;
      if (othersReported)
        for (const m of others) {
          signInAs(m.user);
          await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] });
        }
      signInAs(n.ctx.organiser);
      const right = (
        await db.objective.findFirstOrThrow({ where: { seasonId: n.ctx.season.id, number: n.cards[0].number } })
      ).id;
      const wrong = (
        await db.objective.findFirstOrThrow({
          where: { seasonId: n.ctx.season.id, number: { notIn: n.cards.map((c) => c.number) } },
        })
      ).id;
      const attempt = (objectiveId: string) =>
        recordGameResult({
          gameId: n.gameId,
          version: 1,
          endReason: "time",
          sdadataRound: null,
          durationMinutes: null,
          notes: null,
          seats: n.ctx.members.map((m) =>
            blankSeat(n.seatOf(m.player.id), {
              fromPlayerReport: m !== b,
              objectiveId: m === b ? objectiveId : null,
            }),
          ),
        });
      const answers = [await attempt(right), await attempt(wrong), await attempt(right)];
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual(answers[2]);
      expect(answers[0]).toMatchObject({ ok: false, formError: "reportsForAll" });
      // nothing was counted against the game's result entry (the commitments were never consulted)
      expect(await db.loginThrottle.count({ where: { key: `result-check:${n.gameId}` } })).toBe(0);
      expect((await db.game.findUniqueOrThrow({ where: { id: n.gameId } })).status).toBe("dealt");
    },
  );

  it("a re-deal forgets the reports of the old cards, and a finished game takes no more reports", async () => {
    const n = await dealtNight();
    signInAs(n.ctx.members[0].user);
    await reportMyTerritories({
      slug: n.ctx.league.slug,
      gameId: n.gameId,
      territoryIds: [n.cards[0].territories[0].territoryId],
    });
    signInAs(n.ctx.organiser);
    expect((await redealGameObjectives({ slug: n.ctx.league.slug, gameId: n.gameId, reason: "carte viste" })).ok).toBe(
      true,
    );
    expect(await db.seat.count({ where: { gameId: n.gameId, reportedAt: { not: null } } })).toBe(0);

    for (const m of n.ctx.members) {
      signInAs(m.user);
      expect((await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] })).ok).toBe(
        true,
      );
    }
    signInAs(n.ctx.organiser);
    const { version } = await db.game.findUniqueOrThrow({ where: { id: n.gameId }, select: { version: true } });
    expect(await saveFromReports(n, version)).toMatchObject({ ok: true });
    signInAs(n.ctx.members[0].user);
    const late = await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [] });
    expect(!late.ok && late.formError).toBe("cannotReport");
  });
});
