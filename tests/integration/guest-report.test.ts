// Issue 22 §3 (decision 0049): a seated player without an account (a reveal-link guest) ticks their held territories
// on the reveal-link page, so a table with a guest still has every seat reporting and the recorder enters no card.
// The link is the only right, checked when used; a guest's report tells nothing of another seat's card; the recorder's
// form shows who is done, never what. Idempotency of both report paths (§4): one key, one report.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { createRevealLink } from "@/server/actions/reveal-link-objective";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { reportTerritoriesByLink } from "@/server/actions/report-territories-by-link";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { voidGame } from "@/server/actions/void-game";
import { getLeagueAccess } from "@/server/auth/access";
import { LINK_LIMIT } from "@/server/auth/login-throttle";
import { db } from "@/server/db";
import { getGameNight } from "@/server/queries/game-night";
import { getResultEntry } from "@/server/queries/result-entry";
import { createLeagueWithPlayers, createPlayer } from "../support/factories";
import { signInAs, signOut } from "../support/session";
import { recordGameResult } from "../support/results";

// The client's address as src/runtime/serve.ts passes it on (x-client-address): the link budget is per client.
let clientAddress: string | null = null;
vi.mock("next/headers", () => ({
  headers: async () => new Headers(clientAddress ? { "x-client-address": clientAddress } : {}),
}));

const COLORS = ["blu", "rosso", "verde", "giallo"] as const;
type Card = { territories: { territoryId: string; value: number }[] };

/** Three members with logins and Giorgio without one, the official catalogue, a dealt night, Giorgio's reveal link. */
async function guestNight(ctx?: Awaited<ReturnType<typeof createLeagueWithPlayers>>, guestId?: string) {
  ctx ??= await createLeagueWithPlayers(3);
  signInAs(ctx.organiser);
  if (!guestId) {
    guestId = (await createPlayer(ctx.league.id, { name: "Giorgio", armyColor: "giallo" })).id;
    expect((await startObjectiveSet({ slug: ctx.league.slug, edition: 1, source: "official" })).ok).toBe(true);
  }
  const players = [...ctx.members.map((m) => m.player.id), guestId];
  const created = await createGameNight({
    slug: ctx.league.slug,
    playedOn: "2026-03-01",
    turnOrderMode: "random",
    seats: players.map((playerId, i) => ({ playerId, armyColor: COLORS[i] })),
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const gameId = created.data.gameId;
  expect((await dealGameObjectives({ slug: ctx.league.slug, gameId })).ok).toBe(true);
  const seats = await db.seat.findMany({ where: { gameId }, select: { id: true, playerId: true } });
  const seatOf = (playerId: string) => seats.find((s) => s.playerId === playerId)!.id;
  const link = await createRevealLink({ slug: ctx.league.slug, gameId, seatId: seatOf(guestId) });
  if (!link.ok) throw new Error(JSON.stringify(link));
  const cards: Card[] = [];
  for (const m of ctx.members) {
    signInAs(m.user);
    const res = await revealMyObjective({ slug: ctx.league.slug, gameId });
    if (!res.ok) throw new Error(JSON.stringify(res));
    cards.push(res.data.card);
  }
  signOut();
  const guest = await revealObjectiveByLink({ token: link.data.token });
  if (!guest.ok) throw new Error(JSON.stringify(guest));
  cards.push(guest.data.card);
  return {
    ctx,
    gameId,
    guestId,
    token: link.data.token,
    cards,
    seatOf,
    players,
    guestReported: guest.data.reported,
    guestSeat: guest.data.seat,
  };
}
type Night = Awaited<ReturnType<typeof guestNight>>;

/** Each seat holds territories of its own card that no earlier seat holds (a territory is held by one player). */
function holdings(cards: Card[]) {
  const taken = new Set<string>();
  return cards.map((card, i) => {
    const mine = card.territories.filter((t) => !taken.has(t.territoryId)).slice(0, i + 1);
    for (const t of mine) taken.add(t.territoryId);
    return mine;
  });
}

const guestSeat = (n: Night) =>
  db.seat.findUniqueOrThrow({ where: { id: n.seatOf(n.guestId) }, select: { reportedAt: true, reportedHeld: true } });

/** The recorder's save; `byHand`: the seats entered by hand (an objective picked from the catalogue) instead of their reports. */
const save = async (n: Night, byHand: string[] = []) =>
  recordGameResult({
    gameId: n.gameId,
    version: (await db.game.findUniqueOrThrow({ where: { id: n.gameId }, select: { version: true } })).version,
    endReason: "time",
    sdadataRound: null,
    durationMinutes: 90,
    notes: null,
    seats: n.players.map((playerId) => {
      const manual = byHand.includes(playerId);
      return {
        seatId: n.seatOf(playerId),
        fromPlayerReport: !manual,
        objectiveId: null,
        heldTerritoryIds: [],
        objectiveTotal: manual ? 86 : null,
        objectivePoints: manual ? 10 : null,
        objectiveCompleted: false,
        eliminatedOrder: null,
        eliminatedById: null,
        armies: null,
      };
    }),
  });

beforeEach(() => {
  clientAddress = null;
  signOut();
});

describe("a reveal-link guest reports their territories like any holder", () => {
  it("every seat reports, the guest included: the recorder's form counts them unseen and the saved result holds the guest's report", async () => {
    const n = await guestNight();
    expect(n.guestReported).toBeNull(); // the link's card takes a report while the game is in play
    // the guest learns where they sit, as a member's home says it: league, season, game, name, colour, turn
    const turn = await db.seat.findUniqueOrThrow({ where: { id: n.seatOf(n.guestId) }, select: { turnOrder: true } });
    expect(n.guestSeat).toEqual({
      league: n.ctx.league.name,
      season: "Torneo 1",
      sequence: 1,
      player: "Giorgio",
      armyColor: "giallo",
      position: turn.turnOrder,
      size: 4,
      table: null, // a night made by hand, not from accepted tables
    });
    const held = holdings(n.cards);
    for (const [i, m] of n.ctx.members.entries()) {
      signInAs(m.user);
      expect(
        (
          await reportMyTerritories({
            slug: n.ctx.league.slug,
            gameId: n.gameId,
            territoryIds: held[i].map((t) => t.territoryId),
          })
        ).ok,
      ).toBe(true);
    }
    signOut();

    // before the guest's report: all seats or none, and a missing report is refused, before any card is consulted
    signInAs(n.ctx.organiser);
    expect(await save(n)).toMatchObject({ ok: false, formError: "noPlayerReport" });
    expect(await save(n, [n.guestId])).toMatchObject({ ok: false, formError: "reportsForAll" });
    expect(
      (await getResultEntry(n.ctx.league.id, n.ctx.organiser.id, n.gameId)).seats.map((s) => [
        s.playerId,
        s.selfReported,
      ]),
    ).toEqual(expect.arrayContaining(n.players.map((p) => [p, p !== n.guestId])));

    signOut();
    const guestHeld = held[3];
    const sent = await reportTerritoriesByLink({ token: n.token, territoryIds: guestHeld.map((t) => t.territoryId) });
    expect(sent).toEqual({ ok: true, data: { count: 4, points: guestHeld.reduce((s, t) => s + t.value, 0) } });
    // opening the link again shows what was sent, so the guest can correct it
    const reopened = await revealObjectiveByLink({ token: n.token });
    expect(reopened.ok && [...reopened.data.reported!].sort()).toEqual(guestHeld.map((t) => t.territoryId).sort());

    // the recorder: every seat done, nothing of a card (the catalogue is public, so the seats carry no more than before)
    signInAs(n.ctx.organiser);
    const entry = await getResultEntry(n.ctx.league.id, n.ctx.organiser.id, n.gameId);
    expect(entry.seats.map((s) => s.selfReported)).toEqual([true, true, true, true]);
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
    const night = await getGameNight(n.gameId, await getLeagueAccess(db, n.ctx.organiser.id, n.ctx.league.id));
    expect(night!.seats.map((s) => s.reported)).toEqual([true, true, true, true]);
    expect(JSON.stringify(night)).not.toContain(guestHeld[0].territoryId);

    expect(await save(n)).toMatchObject({ ok: true });
    const stored = await db.seat.findUniqueOrThrow({
      where: { id: n.seatOf(n.guestId) },
      select: { objectivePoints: true, held: { select: { territoryId: true } } },
    });
    expect(stored.held.map((h) => h.territoryId).sort()).toEqual(guestHeld.map((t) => t.territoryId).sort());
    expect(stored.objectivePoints).toBe(guestHeld.reduce((s, t) => s + t.value, 0));
  });

  it("a revoked link, a finished or voided game's link, or a malformed token cannot report", async () => {
    const n = await guestNight();
    const held = holdings(n.cards);
    const mine = held[3].map((t) => t.territoryId);
    // the organiser issues a new link: the old one is dead, for reporting as for showing
    signInAs(n.ctx.organiser);
    const fresh = await createRevealLink({ slug: n.ctx.league.slug, gameId: n.gameId, seatId: n.seatOf(n.guestId) });
    if (!fresh.ok) throw new Error(JSON.stringify(fresh));
    signOut();
    expect(await reportTerritoriesByLink({ token: n.token, territoryIds: mine })).toEqual({
      ok: false,
      formError: "linkInvalid",
    });
    expect(await reportTerritoriesByLink({ token: "not a token", territoryIds: mine })).toMatchObject({ ok: false });
    expect((await guestSeat(n)).reportedAt).toBeNull();
    expect((await reportTerritoriesByLink({ token: fresh.data.token, territoryIds: mine })).ok).toBe(true);

    // the game is over: the link still shows the card (public now), reports nothing
    for (const [i, m] of n.ctx.members.entries()) {
      signInAs(m.user);
      expect(
        (
          await reportMyTerritories({
            slug: n.ctx.league.slug,
            gameId: n.gameId,
            territoryIds: held[i].map((t) => t.territoryId),
          })
        ).ok,
      ).toBe(true);
    }
    signInAs(n.ctx.organiser);
    expect(await save(n)).toMatchObject({ ok: true });
    signOut();
    const before = await guestSeat(n);
    expect(await reportTerritoriesByLink({ token: fresh.data.token, territoryIds: [] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect(await guestSeat(n)).toEqual(before);
    const shown = await revealObjectiveByLink({ token: fresh.data.token });
    expect(shown.ok && shown.data.reported).toBeUndefined(); // no report form under a finished game's card

    // a voided game's link
    const v = await guestNight(n.ctx, n.guestId);
    signInAs(n.ctx.organiser);
    const { version } = await db.game.findUniqueOrThrow({ where: { id: v.gameId }, select: { version: true } });
    expect(await voidGame({ gameId: v.gameId, version, reason: "fine del test" })).toMatchObject({ ok: true });
    signOut();
    expect(await reportTerritoriesByLink({ token: v.token, territoryIds: [] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect((await guestSeat(v)).reportedAt).toBeNull();
  });

  it("a link reports for its own seat of its own game only: another game's link, another seat's territories", async () => {
    const a = await guestNight();
    const b = await guestNight(a.ctx, a.guestId); // Giorgio sits at a second table of the same league
    const bCard = b.cards[3].territories.map((t) => t.territoryId);
    const aCard = new Set(a.cards[3].territories.map((t) => t.territoryId));
    // game A's link with game B's card: refused (not on A's card), nothing written anywhere
    // (both deals may give Giorgio the same card: then any territory off it)
    const offA =
      bCard.find((id) => !aCard.has(id)) ??
      (await db.territory.findMany({ select: { id: true } })).map((t) => t.id).find((id) => !aCard.has(id))!;
    expect(await reportTerritoriesByLink({ token: a.token, territoryIds: [offA] })).toEqual({
      ok: false,
      formError: "cannotReport",
    });
    expect((await guestSeat(a)).reportedAt).toBeNull();
    // game A's link with A's own territories writes A's seat and never B's
    expect((await reportTerritoriesByLink({ token: a.token, territoryIds: [...aCard].slice(0, 2) })).ok).toBe(true);
    expect((await guestSeat(a)).reportedAt).not.toBeNull();
    expect((await guestSeat(b)).reportedAt).toBeNull();
  });

  it("a guest's report is no oracle for another seat's card: a territory of another card gets the answer of any territory off the guest's card", async () => {
    const n = await guestNight();
    const guestCard = new Set(n.cards[3].territories.map((t) => t.territoryId));
    const others = new Set(n.cards.slice(0, 3).flatMap((c) => c.territories.map((t) => t.territoryId)));
    const allTerritories = (await db.territory.findMany({ select: { id: true } })).map((t) => t.id);
    const onOtherCard = [...others].find((id) => !guestCard.has(id))!;
    const onNoCard = allTerritories.find((id) => !guestCard.has(id) && !others.has(id));
    const answers = [];
    for (const id of [onOtherCard, onNoCard, "no-such-territory"].filter(Boolean) as string[])
      answers.push(await reportTerritoriesByLink({ token: n.token, territoryIds: [id] }));
    expect(answers.every((x) => JSON.stringify(x) === JSON.stringify({ ok: false, formError: "cannotReport" }))).toBe(
      true,
    );
    expect((await guestSeat(n)).reportedAt).toBeNull();
    // a valid report answers with the guest's own count and points, nothing else
    const res = await reportTerritoriesByLink({ token: n.token, territoryIds: [...guestCard].slice(0, 1) });
    expect(res.ok && Object.keys(res.data).sort()).toEqual(["count", "points"]);
  });

  it("wrong tokens count against the client's link budget, like reveals; a working link never does", async () => {
    const n = await guestNight();
    clientAddress = "203.0.113.41";
    const guess = (i: number) => `ABCDEFGHJKMNPQRSTV${String(i).padStart(2, "0").replace(/[01]/g, "W")}`;
    for (let i = 0; i < 5; i++)
      expect((await reportTerritoriesByLink({ token: n.token, territoryIds: [] })).ok).toBe(true);
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect(await reportTerritoriesByLink({ token: guess(i), territoryIds: [] })).toEqual({
        ok: false,
        formError: "linkInvalid",
      });
    expect(await reportTerritoriesByLink({ token: n.token, territoryIds: [] })).toEqual({
      ok: false,
      formError: "tooManyAttempts:15",
    });
    clientAddress = "198.51.100.41";
    expect((await reportTerritoriesByLink({ token: n.token, territoryIds: [] })).ok).toBe(true);
  });
});

describe("a territory report carries its draft's key and is stored once (issue 22 §4)", () => {
  const submissions = (leagueId: string) =>
    db.auditEvent.findMany({
      where: { leagueId, entityType: "Submission", action: "game.territories.report.submission" },
      select: { after: true },
    });

  it.each([
    ["a signed-in holder", "account"],
    ["a reveal-link guest", "link"],
  ] as const)(
    "%s: the same key twice is one report; other territories under it are 'already saved', not written over",
    async (_label, path) => {
      const n = await guestNight();
      const i = path === "account" ? 0 : 3;
      const send = (territoryIds: string[], submissionId: string) => {
        if (path === "link") {
          signOut();
          return reportTerritoriesByLink({ token: n.token, territoryIds, submissionId });
        }
        signInAs(n.ctx.members[0].user);
        return reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds, submissionId });
      };
      const seat = () =>
        db.seat.findUniqueOrThrow({
          where: { id: n.seatOf(n.players[i]) },
          select: { reportedAt: true, reportedHeld: true },
        });
      const card = n.cards[i].territories;
      const key = randomUUID();
      const first = await send([card[0].territoryId, card[1].territoryId], key);
      expect(first).toEqual({ ok: true, data: { count: 2, points: card[0].value + card[1].value } });
      const stored = await seat();
      // a retap, the outbox's resend, a save after a reload: the same answer, nothing written again
      expect(await send([card[1].territoryId, card[0].territoryId], key)).toEqual(first);
      expect(await seat()).toEqual(stored);
      // the same key with other territories: said clearly, and the first report stays
      expect(await send([card[2].territoryId], key)).toEqual({ ok: false, formError: "reportAlreadySaved" });
      expect(await seat()).toEqual(stored);
      const kept = await submissions(n.ctx.league.id);
      expect(kept).toHaveLength(1);
      // the submission keeps a salted digest only: no count, no points, no territory of a card in play
      expect(Object.keys(JSON.parse(kept[0].after!))).toEqual(["digest"]);
      expect(kept[0].after).not.toContain(card[0].territoryId);
      // the phone's next key sends the correction
      expect(await send([card[2].territoryId], randomUUID())).toEqual({
        ok: true,
        data: { count: 1, points: card[2].value },
      });
      expect(JSON.parse((await seat()).reportedHeld!)).toEqual([card[2].territoryId]);
    },
  );

  it("a key replayed with another seat's link or account reaches nothing of the first reporter's", async () => {
    const n = await guestNight();
    const key = randomUUID();
    const guestCard = n.cards[3].territories;
    expect(
      (await reportTerritoriesByLink({ token: n.token, territoryIds: [guestCard[0].territoryId], submissionId: key }))
        .ok,
    ).toBe(true);
    signInAs(n.ctx.members[1].user);
    // the member's own (empty) report under the guest's key: their answer, not the guest's, and not "already saved"
    expect(
      await reportMyTerritories({ slug: n.ctx.league.slug, gameId: n.gameId, territoryIds: [], submissionId: key }),
    ).toEqual({ ok: true, data: { count: 0, points: 0 } });
  });
});
