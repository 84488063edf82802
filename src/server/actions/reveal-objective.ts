"use server";
import { headers } from "next/headers";
import { z } from "@/lib/zod";
import { normaliseRevealToken, revealTokenHash } from "@/dealing/commitment";
import { gameRefSchema, revealByLinkSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { requireMember } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { LINKED_AFTER_DEAL, revealObjectiveByToken, revealOwnObjective } from "@/server/queries/secret-objective";

/** The user agent, recorded with each view (absent outside a request, e.g. in tests). */
async function device(): Promise<string | null> {
  try {
    return (await headers()).get("user-agent");
  } catch {
    return null;
  }
}

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
    const revealed = await revealOwnObjective(tx, { gameId: game.id, userId: user.id, device: await device() });
    // the account joined this seat after the deal: no card until the game is over, and the table's "seen" does not change
    if (revealed === LINKED_AFTER_DEAL) throw new ActionError("cardDealtBeforeAccount");
    if (!revealed) throw new ActionError("noObjectiveForYou");
    return { card: revealed.card, commitment: revealed.commitment, reported: revealed.reported ?? null };
  },
  // the table sees who has opened their card, and the holder's home says "already opened" (cached pages drop)
  revalidate: ({ input, auth }) => gamePaths(input.slug, input.gameId, auth.season.edition),
});

/** The card behind a per-seat reveal link, for players without an account. */
export const revealObjectiveByLink = defineAction({
  schema: revealByLinkSchema.extend({
    token: revealByLinkSchema.shape.token.transform(
      (t, ctx) => normaliseRevealToken(t) ?? (ctx.addIssue({ code: "custom", message: "linkInvalid" }), z.NEVER),
    ),
  }),
  anonymous: true,
  // Anyone may try a link, so guessing is limited per client like invite and reset links: only a token that belongs
  // to no seat counts (decision 0036), so players re-opening their cards over one Wi-Fi are never refused.
  authorize: ({ db, input }) =>
    limitLinkUse(db, "reveal", () =>
      db.seat.findFirst({ where: { revealTokenHash: revealTokenHash(input.token) }, select: { id: true } }),
    ),
  write: async ({ user, input, tx }) => {
    const revealed = await revealObjectiveByToken(tx, {
      token: input.token,
      userId: user.id || null,
      device: await device(),
    });
    if (!revealed) throw new ActionError("linkInvalid");
    // reported: while the game is in play, what the guest sent from this link (null: nothing yet); absent once it is over
    return {
      card: revealed.card,
      commitment: revealed.commitment,
      gameId: revealed.gameId,
      reported: revealed.reported,
    };
  },
});
