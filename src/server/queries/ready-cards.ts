import "server-only";
import type { Db } from "@/server/db";
import { db } from "@/server/db";
import type { Caller } from "./league-context";
import { accountHoldsSeat } from "./secret-objective";

/** A dealt game of the league, not over yet, where the signed-in user holds a seat: their card is waiting for them. */
export type ReadyCard = { gameId: string; sequence: number; playedOn: Date; seasonName: string; opened: boolean };

type Reader = Pick<Db, "seat" | "player" | "game">;

/**
 * The user's own seats in dealt games of the league. Only that a card is ready (and whether they opened it): never
 * which card (Seat.objectiveId stays omitted), never anyone else's seat. The seats are read flat first: most of the
 * time there are none, and Prisma reads each nested relation with a statement of its own even for no rows (issue 25:
 * one query on most league homes instead of four).
 */
async function readyCards(client: Reader, leagueId: string, userId: string): Promise<ReadyCard[]> {
  const seats = await client.seat.findMany({
    where: { player: { userId, leagueId }, game: { status: "dealt", season: { leagueId } } },
    orderBy: [{ game: { playedOn: "asc" } }, { game: { sequence: "asc" } }],
    select: { firstViewedAt: true, gameId: true, playerId: true, boundAt: true, boundUserId: true },
  });
  if (!seats.length) return [];
  const [players, games] = await Promise.all([
    client.player.findMany({
      where: { id: { in: [...new Set(seats.map((s) => s.playerId))] } },
      select: { id: true, userId: true, userLinkedAt: true },
    }),
    client.game.findMany({
      where: { id: { in: seats.map((s) => s.gameId) } },
      select: { id: true, sequence: true, playedOn: true, dealtAt: true, season: { select: { name: true } } },
    }),
  ]);
  const playerOf = new Map(players.map((p) => [p.id, p]));
  const gameOf = new Map(games.map((g) => [g.id, g]));
  // a card bound at its deal to another account (or to none) is not theirs to open (decision 0033)
  return seats.flatMap((s) => {
    const player = playerOf.get(s.playerId);
    const game = gameOf.get(s.gameId);
    if (!player || !game || !accountHoldsSeat(s, player, game)) return [];
    return [
      {
        gameId: game.id,
        sequence: game.sequence,
        playedOn: game.playedOn,
        seasonName: game.season.name,
        opened: Boolean(s.firstViewedAt),
      },
    ];
  });
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
