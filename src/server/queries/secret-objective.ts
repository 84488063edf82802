import "server-only";
import { commitmentOf } from "@/dealing/commitment";
import { objectiveTotal } from "@/dealing/types";
import type { DealHistory } from "@/dealing/deal";
import { revealTokenHash } from "@/dealing/commitment";
import type { Db } from "@/server/db";

/**
 * THE ONLY module that reads Seat.objectiveId / Seat.salt (docs/decisions/0004-secret-objectives.md), by an explicit
 * `select` that overrides the global omit of src/server/db.ts.
 * Every function here either serves the seat's own holder, runs inside the deal (never leaves the server),
 * or reads a game that is over. Nothing here logs.
 */

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Reader = Db | Tx;

/** A game is over when its result is saved (or it was voided): from then on its objectives are public in the league. */
export const GAME_OVER = ["finished", "void"] as const;
export const isGameOver = (status: string) => (GAME_OVER as readonly string[]).includes(status);

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
    select: { value: true, territory: { select: { id: true, nameIt: true, nameEn: true, continentId: true, sortOrder: true } } },
  },
} as const;

async function cardOf(db: Reader, objectiveId: string): Promise<ObjectiveCard | null> {
  const o = await db.objective.findUnique({ where: { id: objectiveId }, select: cardSelect });
  if (!o) return null;
  const territories = [...o.territories]
    .sort((a, b) => a.territory.sortOrder - b.territory.sortOrder)
    .map((t) => ({ territoryId: t.territory.id, nameIt: t.territory.nameIt, nameEn: t.territory.nameEn, continentId: t.territory.continentId, value: t.value }));
  return { number: o.number, name: o.name, territories, total: objectiveTotal({ territories }) };
}

export type RevealedCard = { seatId: string; gameId: string; card: ObjectiveCard; commitment: string | null };
export type ViewVia = { via: "account"; userId: string } | { via: "link"; userId: string | null };

async function recordView(tx: Tx, seat: { id: string; firstViewedAt: Date | null }, via: ViewVia, device: string | null) {
  await tx.objectiveView.create({ data: { seatId: seat.id, userId: via.userId, via: via.via, device: device?.slice(0, 300) ?? null } });
  if (!seat.firstViewedAt) await tx.seat.update({ where: { id: seat.id }, data: { firstViewedAt: new Date() } });
}

/**
 * The holder's own card: the seat of `gameId` whose player is linked to `userId`. Records the view.
 * Returns null for anybody else, and for games not dealt — callers answer "not found" without saying why.
 */
export async function revealOwnObjective(tx: Tx, args: { gameId: string; userId: string; device: string | null }): Promise<RevealedCard | null> {
  const seat = await tx.seat.findFirst({
    where: { gameId: args.gameId, player: { userId: args.userId }, game: { status: { in: ["dealt", ...GAME_OVER] } } },
    select: { id: true, gameId: true, objectiveId: true, commitment: true, firstViewedAt: true },
  });
  if (!seat?.objectiveId) return null;
  const card = await cardOf(tx, seat.objectiveId);
  if (!card) return null;
  await recordView(tx, seat, { via: "account", userId: args.userId }, args.device);
  return { seatId: seat.id, gameId: seat.gameId, card, commitment: seat.commitment };
}

/** The card behind a per-seat reveal link. Records the view (with the signed-in user, if any). */
export async function revealObjectiveByToken(tx: Tx, args: { token: string; userId: string | null; device: string | null }): Promise<RevealedCard | null> {
  const seat = await tx.seat.findFirst({
    where: { revealTokenHash: revealTokenHash(args.token), game: { status: { in: ["dealt", ...GAME_OVER] } } },
    select: { id: true, gameId: true, objectiveId: true, commitment: true, firstViewedAt: true },
  });
  if (!seat?.objectiveId) return null;
  const card = await cardOf(tx, seat.objectiveId);
  if (!card) return null;
  await recordView(tx, seat, { via: "link", userId: args.userId }, args.device);
  return { seatId: seat.id, gameId: seat.gameId, card, commitment: seat.commitment };
}

/** Who held what in this season, for the deal's repeat avoidance. Used only inside the deal transaction; never returned. */
export async function loadSeasonDealHistory(tx: Tx, seasonId: string, exceptGameId: string): Promise<DealHistory[]> {
  const seats = await tx.seat.findMany({
    where: { game: { seasonId, id: { not: exceptGameId }, dealtAt: { not: null } }, objectiveId: { not: null } },
    select: { playerId: true, objectiveId: true, game: { select: { dealtAt: true, playedOn: true } } },
  });
  return seats.map((s) => ({ playerId: s.playerId, objectiveId: s.objectiveId!, dealtAt: s.game.dealtAt ?? s.game.playedOn }));
}

export type RevealedSeat = { seatId: string; card: ObjectiveCard | null; salt: string | null; commitment: string | null; commitmentVerified: boolean };

/** All objectives of a game that is over, with salts so anyone can re-check each commitment. Null while the game runs. */
export async function getRevealedObjectives(db: Reader, gameId: string): Promise<RevealedSeat[] | null> {
  const game = await db.game.findUnique({ where: { id: gameId }, select: { status: true } });
  if (!game || !isGameOver(game.status)) return null;
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

/** Objectives of a season that were dealt in games that are over (public): those are locked against edits. */
export async function listObjectivesUsedInFinishedGames(db: Reader, seasonId: string): Promise<Map<string, number>> {
  const seats = await db.seat.findMany({
    where: { game: { seasonId, status: { in: [...GAME_OVER] } }, objectiveId: { not: null } },
    select: { objectiveId: true },
  });
  const used = new Map<string, number>();
  for (const s of seats) used.set(s.objectiveId!, (used.get(s.objectiveId!) ?? 0) + 1);
  return used;
}
