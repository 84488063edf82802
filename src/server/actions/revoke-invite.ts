"use server";
import { inviteRefSchema } from "@/schemas/member";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/** A pending invite of the league stops working. */
export const revokeInvite = defineAction({
  schema: inviteRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const { count } = await tx.accountToken.deleteMany({
      where: { id: input.inviteId, leagueId: auth.leagueId, kind: "invite", usedAt: null },
    });
    if (!count) throw new NotFoundError();
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "member.invite.revoke",
      entityType: "AccountToken",
      entityId: input.inviteId,
    });
    return null;
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`],
});
