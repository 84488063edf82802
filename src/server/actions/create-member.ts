"use server";
import { memberSchema } from "@/schemas/member";
import { ActionError, defineAction, type ActionResult } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { hashPassword } from "@/server/auth/passwords";

/** Gives someone a login in the league, optionally linked to an existing player (organiser only). */
export const createMember = defineAction({
  schema: memberSchema,
  authorize: async ({ db, user, input }) => ({ ...(await authorizeOrganiser(db, user.id, input.leagueSlug)), passwordHash: await hashPassword(input.password) }),
  write: async ({ input, auth, tx, user }) => {
    if (await tx.user.findUnique({ where: { email: input.email } })) throw new ActionError("checkFields", { email: ["emailTaken"] });
    if (input.playerId) {
      const player = await tx.player.findFirst({ where: { id: input.playerId, leagueId: auth.leagueId } });
      if (!player) throw new ActionError("checkFields", { playerId: ["notFound"] });
      if (player.userId) throw new ActionError("checkFields", { playerId: ["playerHasLogin"] });
    }
    const created = await tx.user.create({ data: { email: input.email, name: input.name, passwordHash: auth.passwordHash } });
    await tx.membership.create({ data: { userId: created.id, leagueId: auth.leagueId, role: input.role, canRecordResults: input.canRecordResults } });
    if (input.playerId) await tx.player.update({ where: { id: input.playerId }, data: { userId: created.id } });
    await audit(tx, {
      leagueId: auth.leagueId, actorUserId: user.id, action: "member.create", entityType: "User", entityId: created.id,
      after: { email: created.email, role: input.role, canRecordResults: input.canRecordResults, playerId: input.playerId ?? null },
    });
    return { id: created.id };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin/members`, `/l/${input.leagueSlug}/admin/players`],
});

export async function createMemberFormAction(_prev: ActionResult<{ id: string }> | null, formData: FormData) {
  return createMember(formData);
}
