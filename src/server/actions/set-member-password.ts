"use server";
import { memberPasswordSchema } from "@/schemas/member";
import { defineAction, type ActionResult } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { hashPassword } from "@/server/auth/passwords";

/** The app sends no e-mail: an organiser sets a new password and hands it over in person. */
export const setMemberPassword = defineAction({
  schema: memberPasswordSchema,
  authorize: async ({ db, user, input }) => ({ ...(await authorizeOrganiser(db, user.id, input.leagueSlug)), passwordHash: await hashPassword(input.password) }),
  write: async ({ input, auth, tx, user }) => {
    const membership = await tx.membership.findFirst({ where: { id: input.membershipId, leagueId: auth.leagueId } });
    if (!membership) throw new NotFoundError();
    await tx.user.update({ where: { id: membership.userId }, data: { passwordHash: auth.passwordHash } });
    await tx.loginThrottle.deleteMany({ where: { key: (await tx.user.findUniqueOrThrow({ where: { id: membership.userId } })).email } });
    await audit(tx, { leagueId: auth.leagueId, actorUserId: user.id, action: "member.password", entityType: "User", entityId: membership.userId });
    return null;
  },
});

export async function setMemberPasswordFormAction(_prev: ActionResult | null, formData: FormData) {
  return setMemberPassword(formData);
}
