import "server-only";
import { createHash } from "node:crypto";
import { commitmentOf } from "@/dealing/commitment";
import { objectiveTotal } from "@/dealing/types";
import type { DealHistory } from "@/dealing/deal";
import { revealTokenHash } from "@/dealing/commitment";
import { territoriesHeldTwice } from "@/scoring";
import type { Db, Tx } from "@/server/db";

/**
 * THE ONLY module that reads Seat.objectiveId / Seat.salt (docs/decisions/0004-secret-objectives.md), by an explicit
 * `select` that overrides the global omit of src/server/db.ts.
 * Every function here either serves the seat's own holder, runs inside the deal (never leaves the server),
 * or reads a game that is over. Nothing here logs.
 */

type Reader = Db | Tx;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A game is over when its result is saved (or it was voided). Its objectives are then public, except a void held back. */
export const GAME_OVER = ["finished", "void"] as const;
export const isGameOver = (status: string) => (GAME_OVER as readonly string[]).includes(status);

/**
 * Voided games whose cards are held back (decision 0016): a void reveals its cards only once none of its players has
 * another game of the season in play that was dealt before the void. Computed at read time, so the cards appear by
 * themselves when those games are over. A game voided after its result was saved had public cards already.
 */
export async function heldBackVoids(
  db: Reader,
  scope: { seasonId: string } | { gameId: string },
): Promise<Set<string>> {
  const voids = (
    await db.game.findMany({
      where: { ...("gameId" in scope ? { id: scope.gameId } : { seasonId: scope.seasonId }), status: "void" },
      select: { id: true, seasonId: true, voidedFromStatus: true, seats: { select: { playerId: true } } },
    })
  ).filter((g) => g.voidedFromStatus !== "finished" && g.voidedFromStatus !== "planned");
  if (!voids.length) return new Set();
  const [inPlay, events] = await Promise.all([
    db.game.findMany({
      where: { seasonId: { in: [...new Set(voids.map((g) => g.seasonId))] }, status: "dealt" },
      select: { seasonId: true, dealtAt: true, seats: { select: { playerId: true } } },
    }),
    db.auditEvent.findMany({
      where: { entityType: "Game", entityId: { in: voids.map((g) => g.id) }, action: "game.void" },
      select: { entityId: true, createdAt: true },
    }),
  ]);
  const voidedAt = new Map<string, number>();
  for (const e of events) voidedAt.set(e.entityId, Math.max(voidedAt.get(e.entityId) ?? 0, e.createdAt.getTime()));
  const held = new Set<string>();
  for (const g of voids) {
    const players = new Set(g.seats.map((s) => s.playerId));
    const at = voidedAt.get(g.id) ?? Infinity; // no record of when: hold back while any of its players is in play
    const blocking = inPlay.some(
      (h) =>
        h.seasonId === g.seasonId && (h.dealtAt?.getTime() ?? 0) <= at && h.seats.some((s) => players.has(s.playerId)),
    );
    if (blocking) held.add(g.id);
  }
  return held;
}

/** Whether a game's cards are public: finished, or voided and not held back. */
export async function areCardsPublic(db: Reader, game: { id: string; status: string }): Promise<boolean> {
  if (game.status === "finished") return true;
  return game.status === "void" && !(await heldBackVoids(db, { gameId: game.id })).has(game.id);
}

export type ObjectiveCard = {
  number: number;
  name: string;
  total: number;
  territories: { territoryId: string; nameIt: string; nameEn: string; continentId: string; value: number }[];
};

const cardSelect = {
  number: true,
  name: true,
  territories: {
    select: {
      value: true,
      territory: { select: { id: true, nameIt: true, nameEn: true, continentId: true, sortOrder: true } },
    },
  },
} as const;

async function cardOf(db: Reader, objectiveId: string): Promise<ObjectiveCard | null> {
  const o = await db.objective.findUnique({ where: { id: objectiveId }, select: cardSelect });
  if (!o) return null;
  const territories = [...o.territories]
    .sort((a, b) => a.territory.sortOrder - b.territory.sortOrder)
    .map((t) => ({
      territoryId: t.territory.id,
      nameIt: t.territory.nameIt,
      nameEn: t.territory.nameEn,
      continentId: t.territory.continentId,
      value: t.value,
    }));
  return { number: o.number, name: o.name, territories, total: objectiveTotal({ territories }) };
}

export type RevealedCard = {
  seatId: string;
  gameId: string;
  card: ObjectiveCard;
  commitment: string | null;
  /** the holder's own end-of-game report (territory ids), while the game is dealt; null when none was sent; undefined: no report (game over) */
  reported?: string[] | null;
  /** while the game is dealt: a result save found another seat's report holding one of these territories (check, send again) */
  recheck?: boolean;
};
/**
 * Whether the seat's player got the account it has now after the game was dealt (decision 0033): invites, links and
 * removals stamp Player.userLinkedAt (src/server/db.ts). Such an account is not the one the card was dealt to — it may
 * be the organiser's — so it sees no card of that game until the cards are public. A game dealt with no recorded time
 * counts as dealt before any change; a player never relinked (null) keeps the account it was dealt with.
 */
export function linkedAfterDeal(player: { userLinkedAt: Date | null }, game: { dealtAt: Date | null }): boolean {
  if (!player.userLinkedAt) return false;
  // a change in the same millisecond as the deal counts as after it: the doubt goes to the card's secrecy
  return !game.dealtAt || player.userLinkedAt.getTime() >= game.dealtAt.getTime();
}

/** How a seat's card opens, fixed at the game's first deal (src/server/seat-binding.ts); boundAt null: not recorded. */
export type SeatBinding = { boundAt: Date | null; boundUserId: string | null };

/**
 * Whether the account the seat's player has now opens the seat's card (decision 0033): the account bound to the seat at
 * the game's first deal, unchanged since (no unlink, removal or organiser's reset link in between; a re-deal moves
 * `Game.dealtAt` but never the binding). A seat dealt before bindings were recorded falls back to the account of the
 * deal, `linkedAfterDeal`.
 */
export function accountHoldsSeat(
  seat: SeatBinding,
  player: { userId: string | null; userLinkedAt: Date | null },
  game: { dealtAt: Date | null },
): boolean {
  if (!player.userId) return false;
  if (!seat.boundAt) return !linkedAfterDeal(player, game);
  return seat.boundUserId === player.userId && !linkedAfterDeal(player, { dealtAt: seat.boundAt });
}

/** The holder's account is not the one bound to the seat at the deal: refused with its own message, nothing recorded. */
export const LINKED_AFTER_DEAL = "linkedAfterDeal" as const;

export type ViewVia = { via: "account"; userId: string } | { via: "link"; userId: string | null };

async function recordView(
  tx: Tx,
  seat: { id: string; firstViewedAt: Date | null },
  via: ViewVia,
  device: string | null,
) {
  await tx.objectiveView.create({
    data: { seatId: seat.id, userId: via.userId, via: via.via, device: device?.slice(0, 300) ?? null },
  });
  if (!seat.firstViewedAt) await tx.seat.update({ where: { id: seat.id }, data: { firstViewedAt: new Date() } });
}

/**
 * The holder's own card: the seat of `gameId` whose player is linked to `userId`. Records the view.
 * Returns null for anybody else, and for games not dealt — callers answer "not found" without saying why.
 * An account that is not the one bound to the seat at the game's first deal gets LINKED_AFTER_DEAL until the cards are
 * public, and no view is recorded (the table's "seen" stays as it was).
 */
export async function revealOwnObjective(
  tx: Tx,
  args: { gameId: string; userId: string; device: string | null },
): Promise<RevealedCard | null | typeof LINKED_AFTER_DEAL> {
  const seat = await tx.seat.findFirst({
    where: { gameId: args.gameId, player: { userId: args.userId }, game: { status: { in: ["dealt", ...GAME_OVER] } } },
    select: {
      id: true,
      gameId: true,
      objectiveId: true,
      commitment: true,
      firstViewedAt: true,
      reportedHeld: true,
      reportRecheckAt: true,
      boundAt: true,
      boundUserId: true,
      game: { select: { status: true, dealtAt: true } },
      player: { select: { userId: true, userLinkedAt: true } },
    },
  });
  if (!seat?.objectiveId) return null;
  if (
    !accountHoldsSeat(seat, seat.player, seat.game) &&
    !(await areCardsPublic(tx, { id: seat.gameId, status: seat.game.status }))
  )
    return LINKED_AFTER_DEAL;
  const card = await cardOf(tx, seat.objectiveId);
  if (!card) return null;
  await recordView(tx, seat, { via: "account", userId: args.userId }, args.device);
  const dealt = seat.game.status === "dealt";
  const reported = dealt && seat.reportedHeld ? (JSON.parse(seat.reportedHeld) as string[]) : null;
  const recheck = dealt && seat.reportRecheckAt !== null;
  return { seatId: seat.id, gameId: seat.gameId, card, commitment: seat.commitment, reported, recheck };
}

/** Who sends a report: the signed-in holder of a seat, or a reveal-link guest (the seat whose current link is `token`). */
export type ReportBy = { gameId: string; userId: string } | { seatId: string; token: string };

/**
 * What a report answers: how many territories and points (shown to the sender), and a digest of the set salted with the
 * seat's secret salt, kept with the submission key (src/server/submissions.ts) so that the same key sent again with
 * other territories is told apart from a plain resend (decision 0049). Unsalted, a few territory ids would be found
 * from their hash; salted, nobody without the salt (published with the result) learns anything from it.
 */
export type TerritoryReport = { count: number; points: number; digest: string };

const reportDigest = (salt: string, held: string[]) => sha256(`report:${salt}:${[...held].sort().join(",")}`);

async function reportingSeat(tx: Tx, by: ReportBy) {
  if ("userId" in by) {
    const seat = await tx.seat.findFirst({
      where: { gameId: by.gameId, player: { userId: by.userId }, game: { status: "dealt" } },
      select: {
        id: true,
        objectiveId: true,
        salt: true,
        boundAt: true,
        boundUserId: true,
        game: { select: { dealtAt: true } },
        player: { select: { userId: true, userLinkedAt: true } },
      },
    });
    // an account not bound to the seat could test territories against the card: it is not the holder (decision 0033)
    return seat && accountHoldsSeat(seat, seat.player, seat.game) ? seat : null;
  }
  // the link is checked now, not when it was issued: the seat's CURRENT link (a new one replaces it, a restore clears it),
  // the same seat the caller was authorised for, a game still in play
  return tx.seat.findFirst({
    where: { id: by.seatId, revealTokenHash: revealTokenHash(by.token), game: { status: "dealt" } },
    select: { id: true, objectiveId: true, salt: true },
  });
}

/**
 * The holder marks, on their own card, the territories they hold at the end of the game (issue 13: the players enter
 * their own territories while the recorder enters the rest); a player without an account does it from their reveal
 * link (issue 22 §3). Only the holder of a seat of a DEALT game, only territories of their own card; an empty list is
 * a valid report ("none held"). Returns null for anybody else, for a game not in play, and for a territory that is not
 * on the card, so the answer says nothing about other seats' cards. `write: false` only checks and answers (a resend
 * compared with the first send of its key).
 */
export async function reportTerritories(
  tx: Tx,
  by: ReportBy,
  territoryIds: string[],
  opts: { write: boolean } = { write: true },
): Promise<TerritoryReport | null> {
  const seat = await reportingSeat(tx, by);
  if (!seat?.objectiveId || !seat.salt) return null;
  const card = await cardOf(tx, seat.objectiveId);
  if (!card) return null;
  const values = new Map(card.territories.map((t) => [t.territoryId, t.value]));
  const held = [...new Set(territoryIds)];
  if (held.some((id) => !values.has(id))) return null;
  if (opts.write)
    await tx.seat.update({
      where: { id: seat.id },
      data: { reportedHeld: JSON.stringify(held), reportedAt: new Date(), reportRecheckAt: null },
      select: { id: true },
    });
  return {
    count: held.length,
    points: held.reduce((sum, id) => sum + values.get(id)!, 0),
    digest: reportDigest(seat.salt, held),
  };
}

/**
 * For the result action only (never returned to the recorder): the dealt card and the holder's report of the seats the
 * recorder left to their players. A seat without a report, or a game not in play, is missing from the map.
 */
export async function playerReports(
  tx: Tx | Db,
  gameId: string,
  seatIds: string[],
): Promise<Map<string, { objectiveId: string; held: string[] }>> {
  const seats = await tx.seat.findMany({
    where: { id: { in: seatIds }, gameId, game: { status: "dealt" }, reportedAt: { not: null } },
    select: { id: true, objectiveId: true, reportedHeld: true },
  });
  return new Map(
    seats
      .filter((s) => s.objectiveId && s.reportedHeld)
      .map((s) => [s.id, { objectiveId: s.objectiveId!, held: JSON.parse(s.reportedHeld!) as string[] }]),
  );
}

/**
 * Before a result taken from the players' reports is saved: flags, for their holders only, the seats whose reports hold
 * a territory another of these reports holds (`reportRecheckAt`: their card asks them to check and send again; their
 * next report clears it). Returns whether any was flagged. Never tells the recorder which seats or territories: that
 * would say something about two cards in play. Outside the result's transaction, which the refusal rolls back.
 */
export async function flagReportClashes(db: Db, gameId: string, seatIds: string[]): Promise<boolean> {
  const reports = await playerReports(db, gameId, seatIds);
  const clashes = territoriesHeldTwice([...reports].map(([seatId, r]) => ({ playerId: seatId, held: r.held })));
  if (!clashes.length) return false;
  await db.seat.updateMany({
    where: { id: { in: [...new Set(clashes.flatMap((c) => c.playerIds))] }, gameId, game: { status: "dealt" } },
    data: { reportRecheckAt: new Date() },
  });
  return true;
}

/**
 * The card behind a per-seat reveal link. Records the view (with the signed-in user, if any). The organiser can open
 * a link they issued, so a link of a voided game works only once that game's cards are public anyway.
 */
export async function revealObjectiveByToken(
  tx: Tx,
  args: { token: string; userId: string | null; device: string | null },
): Promise<RevealedCard | null> {
  const seat = await tx.seat.findFirst({
    where: { revealTokenHash: revealTokenHash(args.token), game: { status: { in: ["dealt", ...GAME_OVER] } } },
    select: {
      id: true,
      gameId: true,
      objectiveId: true,
      commitment: true,
      firstViewedAt: true,
      reportedHeld: true,
      reportRecheckAt: true,
      game: { select: { status: true } },
    },
  });
  if (!seat?.objectiveId) return null;
  if (seat.game.status === "void" && !(await areCardsPublic(tx, { id: seat.gameId, status: "void" }))) return null;
  const card = await cardOf(tx, seat.objectiveId);
  if (!card) return null;
  await recordView(tx, seat, { via: "link", userId: args.userId }, args.device);
  // while the game is in play the guest reports their territories under the card, like a signed-in holder (issue 22 §3)
  const reported =
    seat.game.status === "dealt" ? (seat.reportedHeld ? (JSON.parse(seat.reportedHeld) as string[]) : null) : undefined;
  const recheck = seat.game.status === "dealt" && seat.reportRecheckAt !== null;
  return { seatId: seat.id, gameId: seat.gameId, card, commitment: seat.commitment, reported, recheck };
}

/**
 * Who held what in this season, for the deal's repeat avoidance: FINISHED games only, whose cards are public. Counting
 * a game in play (or a void, or an earlier deal of this game) would make the deal depend on a secret card, and
 * voided throw-away deals would then tell the organiser which card is on the table (decision 0016).
 * Used only inside the deal transaction; never returned.
 */
export async function loadSeasonDealHistory(tx: Tx, seasonId: string, exceptGameId: string): Promise<DealHistory[]> {
  const seats = await tx.seat.findMany({
    where: { game: { seasonId, id: { not: exceptGameId }, status: "finished" }, objectiveId: { not: null } },
    select: { playerId: true, objectiveId: true, game: { select: { dealtAt: true, playedOn: true } } },
  });
  return seats.map((s) => ({
    playerId: s.playerId,
    objectiveId: s.objectiveId!,
    dealtAt: s.game.dealtAt ?? s.game.playedOn,
  }));
}

export type RevealedSeat = {
  seatId: string;
  card: ObjectiveCard | null;
  salt: string | null;
  commitment: string | null;
  commitmentVerified: boolean;
};

/**
 * All objectives of a game that is over, with salts so anyone can re-check each commitment. Null while the game runs
 * and while a void is held back.
 */
export async function getRevealedObjectives(
  db: Reader,
  gameId: string,
  /** the game's status as the caller has just read it (the game page): not read again; the seats' query re-checks it */
  known?: { id: string; status: string },
): Promise<RevealedSeat[] | null> {
  const game = known ?? (await db.game.findUnique({ where: { id: gameId }, select: { id: true, status: true } }));
  if (!game || !(await areCardsPublic(db, game))) return null;
  const seats = await db.seat.findMany({
    where: { gameId, game: { status: { in: [...GAME_OVER] } } },
    select: { id: true, objectiveId: true, salt: true, commitment: true },
    orderBy: { turnOrder: "asc" },
  });
  return Promise.all(
    seats.map(async (s) => ({
      seatId: s.id,
      card: s.objectiveId ? await cardOf(db, s.objectiveId) : null,
      salt: s.salt,
      commitment: s.commitment,
      commitmentVerified: Boolean(s.objectiveId && s.salt && s.commitment === commitmentOf(s.objectiveId, s.salt)),
    })),
  );
}

/** Objectives of a season that were dealt in games that are over and public: those are locked against edits. */
export async function listObjectivesUsedInFinishedGames(db: Reader, seasonId: string): Promise<Map<string, number>> {
  const heldBack = await heldBackVoids(db, { seasonId });
  const seats = await db.seat.findMany({
    where: {
      game: { seasonId, status: { in: [...GAME_OVER] }, id: { notIn: [...heldBack] } },
      objectiveId: { not: null },
    },
    select: { objectiveId: true },
  });
  const used = new Map<string, number>();
  for (const s of seats) used.set(s.objectiveId!, (used.get(s.objectiveId!) ?? 0) + 1);
  return used;
}
