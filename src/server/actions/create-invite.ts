"use server";
import { inviteSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { INVITE_TTL_MS, accountTokenHash, newAccountToken } from "@/server/accounts/tokens";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * An organiser invites someone into the league (decision 0013): a single-use link, valid 7 days, shown once (with its
 * QR) on the organiser's phone. The organiser types no e-mail and no password: the player chooses both.
 */
export const createInvite = defineAction({
  schema: inviteSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    if (input.playerId) {
      const player = await tx.player.findFirst({
        where: { id: input.playerId, leagueId: auth.leagueId },
        select: { userId: true },
      });
      if (!player) throw new ActionError("checkFields", { playerId: ["notFound"] });
      if (player.userId) throw new ActionError("checkFields", { playerId: ["playerHasLogin"] });
    }
    const token = newAccountToken();
    const row = await tx.accountToken.create({
      data: {
        tokenHash: accountTokenHash(token),
        kind: "invite",
        leagueId: auth.leagueId,
        playerId: input.playerId ?? null,
        role: input.role,
        canRecordResults: input.role === "organiser" || input.canRecordResults,
        createdById: user.id,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      },
      select: { id: true, expiresAt: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "member.invite",
      entityType: "AccountToken",
      entityId: row.id,
      after: { role: input.role, canRecordResults: input.canRecordResults, playerId: input.playerId ?? null },
    });
    return { id: row.id, token, expiresAt: row.expiresAt.toISOString() };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`],
});
