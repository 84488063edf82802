"use server";
import { acceptInviteSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { inviteByMail, mailInviteConfirmation } from "@/server/accounts/invite-confirmation";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { joinLeague } from "@/server/accounts/join-league";
import { consumeToken, findUsableToken } from "@/server/accounts/tokens";
import { landingAfterJoin } from "@/server/queries/ready-cards";
import { hashPassword } from "@/server/auth/passwords";

/**
 * Someone without an account opens an invite: account, membership and player link in one transaction. When the
 * e-mail already has an account the answer says only "sign in first, then open the link again" (and the link stays
 * usable): nothing about that account's leagues. `next` is where the new member lands. With SMTP configured the
 * address is confirmed from its mailbox first and the answer is the same whether it has an account (decision 0035).
 */
export const acceptInvite = defineAction({
  schema: acceptInviteSchema,
  anonymous: true,
  authorize: async ({ db, input }) => {
    await limitLinkUse(db, "link", () => findUsableToken(db, input.token, "invite")); // only bad links count (decision 0036)
    return { passwordHash: await hashPassword(input.password), byMail: await inviteByMail(db, input.email) };
  },
  write: async ({ input, auth, tx }) => {
    const now = new Date();
    const invite = await consumeToken(tx, input.token, "invite", now);
    if (!invite?.leagueId) throw new ActionError("linkInvalid");
    if (auth.byMail)
      return mailInviteConfirmation(
        tx,
        { ...invite, leagueId: invite.leagueId },
        input,
        auth.passwordHash,
        auth.byMail.send,
      );
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
      throw new ActionError("checkFields", { email: ["accountExistsSignIn"] });
    const user = await tx.user.create({
      data: { email: input.email, name: input.name, passwordHash: auth.passwordHash },
      select: { id: true, email: true },
    });
    await tx.accountToken.update({ where: { id: invite.id }, data: { usedById: user.id } });
    const league = await joinLeague(tx, { ...invite, leagueId: invite.leagueId }, user.id);
    // a player seated in a game being played lands on their own card (decision 0024)
    return {
      email: user.email,
      leagueSlug: league.slug,
      next: await landingAfterJoin(tx, invite.leagueId, league.slug, user.id),
    };
  },
  revalidate: ({ result }) => [`/l/${result.leagueSlug}/admin/members`, `/l/${result.leagueSlug}/admin/players`],
});
