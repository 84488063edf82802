"use server";
import { linkInviteSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { limitLinkUse } from "@/server/accounts/link-limit";
import { joinLeague } from "@/server/accounts/join-league";
import { consumeToken, findUsableToken } from "@/server/accounts/tokens";
import { landingAfterJoin } from "@/server/queries/ready-cards";

/** A signed-in user accepts an invite with the account they already have. */
export const linkInvite = defineAction({
  schema: linkInviteSchema,
  authorize: ({ db, input }) => limitLinkUse(db, "link", () => findUsableToken(db, input.token, "invite")), // only bad links count (decision 0036)
  write: async ({ input, tx, user }) => {
    const invite = await consumeToken(tx, input.token, "invite", new Date(), user.id);
    if (!invite?.leagueId) throw new ActionError("linkInvalid");
    const league = await joinLeague(tx, { ...invite, leagueId: invite.leagueId }, user.id);
    return { leagueSlug: league.slug, next: await landingAfterJoin(tx, invite.leagueId, league.slug, user.id) };
  },
  revalidate: ({ result }) => [`/l/${result.leagueSlug}/admin/members`, `/l/${result.leagueSlug}/admin/players`],
});
