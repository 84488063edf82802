import "server-only";
import type { Tx } from "@/server/db";
import { linkedAfterDeal } from "@/server/queries/secret-objective";

/**
 * Fixes, for every seat of the game not bound yet, how its card can be opened (decision 0033): the account its player
 * has at `at` (unless that account changed in the same instant or later), and the name of the organiser who linked
 * that account on the members page (null: the player's own invite). A seat whose player has no account opens only by
 * reveal link. Called by every deal with the game's first deal time: the first deal binds, a re-deal or a deal after a
 * restore finds the seats bound and changes nothing, so moving `Game.dealtAt` never moves the binding. A seat dealt
 * before bindings were recorded is bound at its next re-deal as of its earlier deal (`at` = the deal time it had).
 */
export async function bindSeats(tx: Tx, gameId: string, at: Date): Promise<void> {
  const seats = await tx.seat.findMany({
    where: { gameId, boundAt: null },
    select: { id: true, player: { select: { userId: true, userLinkedAt: true, linkedById: true } } },
    orderBy: { turnOrder: "asc" },
  });
  if (!seats.length) return;
  const linkers = [...new Set(seats.flatMap((s) => (s.player.linkedById ? [s.player.linkedById] : [])))];
  const names = new Map(
    (await tx.user.findMany({ where: { id: { in: linkers } }, select: { id: true, name: true } })).map((u) => [
      u.id,
      u.name,
    ]),
  );
  for (const { id, player } of seats) {
    const userId = player.userId && !linkedAfterDeal(player, { dealtAt: at }) ? player.userId : null;
    // an organiser who linked and has since gone is still named: the binding never reads as the player's own invite
    const byName = userId && player.linkedById ? (names.get(player.linkedById) ?? "?") : null;
    await tx.seat.update({
      where: { id },
      data: { boundAt: at, boundUserId: userId, boundByName: byName },
      select: { id: true },
    });
  }
}

/**
 * Whether the player sits in a game dealt and not over: the organiser's link and unlink refuse such a player (who can
 * open the card is fixed at the deal; changing the login then would only confuse the table).
 */
export async function seatedInPlay(tx: Tx, playerId: string): Promise<boolean> {
  return (await tx.seat.count({ where: { playerId, game: { status: "dealt" } } })) > 0;
}
