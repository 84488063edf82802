// The throw-away-game attack of the hardening issue (item 8), run through the server actions as the organiser:
// while P plays a real game holding card X, deal P into throw-away games, void them, and read what comes out.
// Decision 0016: the deal must not depend on a card in play, and such a void reveals nothing until P's game is over.
import { beforeEach, describe, expect, it } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { voidGame } from "@/server/actions/void-game";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { getGameNight } from "@/server/queries/game-night";
import { listObjectives } from "@/server/queries/objectives";
import { createLeagueWithPlayers, createPlayer } from "../support/factories";
import { blankSeat, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

const COLORS = ["blu", "rosso", "verde", "giallo", "viola", "nero"] as const;

async function world() {
  const ctx = await createLeagueWithPlayers(6);
  signInAs(ctx.organiser);
  expect((await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).ok).toBe(true);
  const setSize = await db.objective.count({ where: { seasonId: ctx.season.id } });
  const access = await getLeagueAccess(db, ctx.organiser.id, ctx.league.id);
  const newGame = async (playerIds: string[]) => {
    signInAs(ctx.organiser);
    const res = await createGameNight({
      slug: ctx.league.slug,
      playedOn: "2026-05-01",
      turnOrderMode: "random",
      seats: playerIds.map((playerId, i) => ({ playerId, armyColor: COLORS[i] })),
    });
    if (!res.ok) throw new Error(JSON.stringify(res));
    return res.data.gameId;
  };
  const deal = async (gameId: string) =>
    expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
  const voidIt = async (gameId: string) => {
    const { version } = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } });
    expect((await voidGame({ gameId, version, reason: "prova" })).ok).toBe(true);
  };
  // What only the test (not the organiser) may read: the card behind a seat.
  const cardOf = async (gameId: string, playerId: string) =>
    (await db.seat.findFirstOrThrow({ where: { gameId, playerId }, select: { objectiveId: true } })).objectiveId!;
  return {
    ctx,
    setSize,
    access,
    newGame,
    deal,
    voidIt,
    cardOf,
    p: ctx.members[0].player.id,
    others: ctx.members.slice(1).map((m) => m.player.id),
  };
}

describe("the throw-away-game attack", () => {
  beforeEach(() => signOut());

  it("does not tell the organiser the card P holds in a game in play", async () => {
    const w = await world();
    const real = await w.newGame([w.p, ...w.others.slice(0, 3)]);
    await w.deal(real);
    const x = await w.cardOf(real, w.p);

    const throwAways: string[] = [];
    const dealtToP: string[] = [];
    for (let round = 0; round < w.setSize; round++) {
      const g = await w.newGame([w.p, w.others[3], w.others[4]]);
      await w.deal(g);
      dealtToP.push(await w.cardOf(g, w.p));
      await w.voidIt(g);
      throwAways.push(g);
      // What the organiser's game page gets for the voided game: no card while P's real game is in play.
      const night = await getGameNight(g, w.access);
      expect(night?.status).toBe("void");
      expect(night?.revealed).toBeNull();
      expect(JSON.stringify(night)).not.toContain(dealtToP[round]);
    }

    // Independence: the deals ignored X. The inference "the one card never dealt to P is X" fails: with a deal that
    // avoided X, the first (set size − 1) rounds give every other card exactly once (chance of that by luck ≈ 1e-6).
    const firstRounds = dealtToP.slice(0, w.setSize - 1);
    expect(firstRounds.includes(x) || new Set(firstRounds).size < firstRounds.length).toBe(true);

    // The catalogue's usage counts do not count cards of those voids either.
    const listed = await listObjectives(w.ctx.season.id);
    expect(listed.objectives.reduce((s, o) => s + o.usedInFinishedGames, 0)).toBe(0);

    // Once P's game is over, the voided games are revealed (and say nothing about a card in play any more).
    await w.voidIt(real);
    const after = await getGameNight(throwAways[0], w.access);
    expect(after?.revealed?.some((s) => s.card !== null)).toBe(true);
  });

  it("a deal while another game of the same player is in play counts only finished games as held", async () => {
    const w = await world();
    // P held card F in a finished game: it stays avoided. Card X in play must not be.
    const finished = await w.newGame([w.p, w.others[0], w.others[1]]);
    await w.deal(finished);
    await db.game.update({ where: { id: finished }, data: { status: "finished" } });
    const f = await w.cardOf(finished, w.p);
    const real = await w.newGame([w.p, w.others[2], w.others[3]]);
    await w.deal(real);
    const x = await w.cardOf(real, w.p);
    let sawX = false;
    for (let i = 0; i < 80 && !sawX; i++) {
      const g = await w.newGame([w.p, w.others[4], w.others[0]]);
      await w.deal(g);
      const card = await w.cardOf(g, w.p);
      expect(card).not.toBe(f);
      sawX = card === x;
      await w.voidIt(g);
    }
    // 1/15 per deal: missing X 80 times in a row happens with probability (14/15)^80 ≈ 0.4 %; never with the old deal.
    expect(sawX).toBe(true);
  });

  it("a re-deal reveals nothing and ignores cards in play", async () => {
    const w = await world();
    const real = await w.newGame([w.p, ...w.others.slice(0, 3)]);
    await w.deal(real);
    const g = await w.newGame([w.p, w.others[3], w.others[4]]);
    await w.deal(g);
    signInAs(w.ctx.organiser);
    expect((await redealGameObjectives({ slug: w.ctx.league.slug, gameId: g })).ok).toBe(true);
    await w.voidIt(g);
    expect((await getGameNight(g, w.access))?.revealed).toBeNull();
    const events = await db.auditEvent.findMany({ where: { entityId: g } });
    expect(JSON.stringify(events)).not.toContain(await w.cardOf(g, w.p));
  });

  it("a reveal link of a voided game held back shows nothing", async () => {
    const w = await world();
    const guest = await createPlayer(w.ctx.league.id, { name: "Ospite" });
    const real = await w.newGame([guest.id, ...w.others.slice(0, 2)]);
    await w.deal(real);
    const g = await w.newGame([guest.id, w.others[3], w.others[4]]);
    await w.deal(g);
    const seat = await db.seat.findFirstOrThrow({ where: { gameId: g, playerId: guest.id }, select: { id: true } });
    signInAs(w.ctx.organiser);
    const link = await createRevealLink({ slug: w.ctx.league.slug, gameId: g, seatId: seat.id });
    if (!link.ok) throw new Error("link");
    await w.voidIt(g);
    expect(await revealObjectiveByLink({ token: link.data.token })).toEqual({ ok: false, formError: "linkInvalid" });
  });

  it("reveals a void at once when none of its players has a game in play, and keeps it revealed when one is dealt later", async () => {
    const w = await world();
    const g = await w.newGame([w.p, w.others[0], w.others[1]]);
    await w.deal(g);
    await w.voidIt(g);
    expect((await getGameNight(g, w.access))?.revealed?.every((s) => s.card !== null)).toBe(true);
    const later = await w.newGame([w.p, w.others[2], w.others[3]]);
    await w.deal(later);
    expect((await getGameNight(g, w.access))?.revealed?.every((s) => s.card !== null)).toBe(true);
  });

  it("a void of a finished game shows its (already public) cards even while a player has a game in play", async () => {
    const w = await world();
    const real = await w.newGame([w.p, ...w.others.slice(0, 3)]);
    await w.deal(real);
    const g = await w.newGame([w.p, w.others[3], w.others[4]]);
    await w.deal(g);
    const cards = await Promise.all([w.p, w.others[3], w.others[4]].map((id) => w.cardOf(g, id)));
    const seats = await db.seat.findMany({ where: { gameId: g }, select: { id: true, playerId: true } });
    const objectives = await db.objective.findMany({
      where: { id: { in: cards } },
      select: { id: true, territories: { select: { territoryId: true } } },
    });
    signInAs(w.ctx.organiser);
    const taken = new Set<string>(); // a territory is held by one player (issue 21)
    const recorded = await recordGameResult({
      gameId: g,
      version: 1,
      endReason: "time",
      sdadataRound: null,
      durationMinutes: 60,
      notes: null,
      seats: seats.map((s) => {
        const id = cards[[w.p, w.others[3], w.others[4]].indexOf(s.playerId)];
        const first = objectives
          .find((o) => o.id === id)!
          .territories.find((t) => !taken.has(t.territoryId))!.territoryId;
        taken.add(first);
        return blankSeat(s.id, { objectiveId: id, heldTerritoryIds: [first] });
      }),
    });
    expect(recorded.ok).toBe(true);
    await w.voidIt(g);
    expect((await getGameNight(g, w.access))?.revealed?.every((s) => s.card !== null)).toBe(true);
  });
});
