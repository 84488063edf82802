"use server";
import { confirmInviteSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { confirmedHash, isUnconfirmed } from "@/server/accounts/invite-confirmation";
import { joinLeague } from "@/server/accounts/join-league";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { consumeToken, findUsableToken } from "@/server/accounts/tokens";
import { checkPassword } from "@/server/auth/passwords";
import { landingAfterJoin } from "@/server/queries/ready-cards";

/**
 * The link mailed to an address typed into an invite (decision 0035): opening it proves the mailbox. A new account
 * also needs the password chosen with the invite (a link opened by someone who did not ask for it confirms nothing),
 * then it can sign in and joins; an account that already had the address joins the league and signs in as usual.
 */
export const confirmInvite = defineAction({
  schema: confirmInviteSchema,
  anonymous: true,
  authorize: ({ db, input }) => limitLinkUse(db, "link", () => findUsableToken(db, input.token, "confirm")), // only bad links count (decision 0036)
  write: async ({ input, tx }) => {
    const confirm = await consumeToken(tx, input.token, "confirm");
    if (!confirm?.userId || !confirm.leagueId) throw new ActionError("linkInvalid");
    const user = await tx.user.findUniqueOrThrow({
      where: { id: confirm.userId },
      select: { id: true, email: true, passwordHash: true },
    });
    const newAccount = isUnconfirmed(user.passwordHash);
    if (newAccount) {
      if (!(await checkPassword(input.password ?? "", confirmedHash(user.passwordHash))))
        throw new ActionError("checkFields", { password: ["notInvitePassword"] });
      await tx.user.update({
        where: { id: user.id },
        data: { passwordHash: confirmedHash(user.passwordHash) },
        select: { id: true },
      });
    }
    await tx.accountToken.update({ where: { id: confirm.id }, data: { usedById: user.id } });
    const league = await joinLeague(tx, { ...confirm, leagueId: confirm.leagueId }, user.id);
    return {
      email: user.email,
      leagueSlug: league.slug,
      next: await landingAfterJoin(tx, confirm.leagueId, league.slug, user.id),
      signIn: newAccount,
    };
  },
  revalidate: ({ result }) => [`/l/${result.leagueSlug}/admin/members`, `/l/${result.leagueSlug}/admin/players`],
});
