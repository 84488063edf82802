"use server";
import { z } from "@/lib/forms/zod";
import { normaliseRevealToken, revealTokenHash } from "@/dealing/commitment";
import { revealByLinkSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { revealObjectiveByToken } from "@/server/queries/secret-objective";
import { seatWhereabouts } from "@/server/queries/table-plan";
import { requestUserAgent } from "@/server/user-agent";

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
      device: await requestUserAgent(),
    });
    if (!revealed) throw new ActionError("linkInvalid");
    // reported: while the game is in play, what the guest sent from this link (null: nothing yet); absent once it is over
    return {
      card: revealed.card,
      commitment: revealed.commitment,
      gameId: revealed.gameId,
      reported: revealed.reported,
      recheck: revealed.recheck ?? false,
      seat: await seatWhereabouts(tx, revealed.seatId), // where the guest sits, as a member's home shows it
    };
  },
});
