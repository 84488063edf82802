"use server";
import { gameRefSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { requireMember } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { LINKED_AFTER_DEAL, revealOwnObjective } from "@/server/queries/secret-objective";
import { requestUserAgent } from "@/server/user-agent";

/**
 * "Show my objective": the signed-in holder's own card, and the view is recorded. Anyone else gets the same
 * refusal whether or not the game has a deal, so the answer says nothing about other seats.
 */
export const revealMyObjective = defineAction({
  schema: gameRefSchema,
  authorize: async ({ user, input }) => {
    const { game, access } = await loadGameAccess(input.slug, input.gameId, user.id);
    requireMember(access);
    return game;
  },
  write: async ({ user, auth: game, tx }) => {
    const revealed = await revealOwnObjective(tx, {
      gameId: game.id,
      userId: user.id,
      device: await requestUserAgent(),
    });
    // the account joined this seat after the deal: no card until the game is over, and the table's "seen" does not change
    if (revealed === LINKED_AFTER_DEAL) throw new ActionError("cardDealtBeforeAccount");
    if (!revealed) throw new ActionError("noObjectiveForYou");
    return {
      card: revealed.card,
      commitment: revealed.commitment,
      reported: revealed.reported ?? null,
      recheck: revealed.recheck ?? false,
    };
  },
  // the table sees who has opened their card, and the holder's home says "already opened" (cached pages drop)
  revalidate: ({ input, auth }) => gamePaths(input.slug, input.gameId, auth.season.edition),
});
