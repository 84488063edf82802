"use server";
import { formatRevealToken, newRevealToken, revealTokenHash } from "@/dealing/commitment";
import { seatRefSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { requireOrganiser } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { accountHoldsSeat } from "@/server/queries/secret-objective";

/**
 * A fresh reveal link for a seat whose player has no account (the previous link stops working). Only the token's
 * hash is stored; the organiser's screen shows the link once, for that player to open on their phone.
 * The organiser could open it too, so every link issued is counted on the seat and shown to the whole table at once.
 */
export const createRevealLink = defineAction({
  schema: seatRefSchema,
  authorize: async ({ user, input }) => {
    const { game, access } = await loadGameAccess(input.slug, input.gameId, user.id);
    requireOrganiser(access);
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    const seat = await tx.seat.findFirst({
      where: { id: input.seatId, gameId: game.id },
      select: {
        id: true,
        boundAt: true,
        boundUserId: true,
        game: { select: { status: true, dealtAt: true } },
        player: { select: { userId: true, userLinkedAt: true } },
      },
    });
    if (!seat) throw new ActionError("notFound");
    if (seat.game.status !== "dealt") throw new ActionError("notDealt");
    // an account other than the one bound at the first deal does not get the card (decision 0033): its player needs a
    // link like one without
    if (accountHoldsSeat(seat, seat.player, seat.game)) throw new ActionError("playerHasAccount");
    const token = newRevealToken();
    await tx.seat.update({
      where: { id: seat.id },
      data: {
        revealTokenHash: revealTokenHash(token),
        revealLinksIssued: { increment: 1 },
        revealLinkIssuedAt: new Date(),
      },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: "seat.revealLink",
      entityType: "Seat",
      entityId: seat.id,
    });
    return { token, display: formatRevealToken(token) };
  },
  revalidate: ({ input, auth }) => gamePaths(input.slug, input.gameId, auth.season.edition),
});
