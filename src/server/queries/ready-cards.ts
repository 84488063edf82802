import "server-only";
import type { Db } from "@/server/db";
import { db } from "@/server/db";
import type { Caller } from "./league-context";
import { linkedAfterDeal } from "./secret-objective";

/** A dealt game of the league, not over yet, where the signed-in user holds a seat: their card is waiting for them. */
export type ReadyCard = { gameId: string; sequence: number; playedOn: Date; seasonName: string; opened: boolean };

type Reader = Pick<Db, "seat">;

/**
 * The user's own seats in dealt games of the league. Only that a card is ready (and whether they opened it): never
 * which card (Seat.objectiveId stays omitted), never anyone else's seat.
 */
async function readyCards(client: Reader, leagueId: string, userId: string): Promise<ReadyCard[]> {
  const seats = await client.seat.findMany({
    where: { player: { userId, leagueId }, game: { status: "dealt", season: { leagueId } } },
    orderBy: [{ game: { playedOn: "asc" } }, { game: { sequence: "asc" } }],
    select: {
      firstViewedAt: true,
      player: { select: { userLinkedAt: true } },
      game: { select: { id: true, sequence: true, playedOn: true, dealtAt: true, season: { select: { name: true } } } },
    },
  });
  // a card dealt before this account was linked to the player is not theirs to open (decision 0033)
  return seats
    .filter((s) => !linkedAfterDeal(s.player, s.game))
    .map((s) => ({
      gameId: s.game.id,
      sequence: s.game.sequence,
      playedOn: s.game.playedOn,
      seasonName: s.game.season.name,
      opened: Boolean(s.firstViewedAt),
    }));
}

/** For the league home: the signed-in member's ready cards (none for visitors). */
export async function listMyReadyCards(ctx: Caller & { user: { id: string } | null }): Promise<ReadyCard[]> {
  if (!ctx.user || !ctx.access.role || ctx.access.leagueId !== ctx.league.id) return [];
  return readyCards(db, ctx.league.id, ctx.user.id);
}

/** The game page, where a holder's own card sits right under the night's progress (`#my-card` scrolls to it). */
export const myCardPath = (slug: string, gameId: string, anchor = true) =>
  `/l/${slug}/games/${gameId}${anchor ? "#my-card" : ""}`;

/**
 * Where someone who just joined through an invite should land: their own dealt card when they hold a seat in a game
 * being played, otherwise the league home. Runs inside the join transaction (the player link is not committed yet).
 */
export async function landingAfterJoin(
  client: Reader,
  leagueId: string,
  slug: string,
  userId: string,
): Promise<string> {
  const [first] = await readyCards(client, leagueId, userId);
  // no #anchor: next-auth's signIn reloads the current page (the used invite) when its callback URL has one
  return first ? myCardPath(slug, first.gameId, false) : `/l/${slug}`;
}
