"use server";
import { leagueVisibilitySchema } from "@/schemas/league";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * The organiser decides whether the league itself is public (decision 0033). Members-only: visitors and non-members
 * get a 404 on every page of the league, and every season becomes members-only with it (a season can be public only
 * in a public league, so every season-level check keeps holding). Public again: the seasons stay members-only until
 * the organiser opens each one.
 */
export const saveLeagueVisibility = defineAction({
  schema: leagueVisibilitySchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const before = await tx.league.findUniqueOrThrow({ where: { id: auth.leagueId }, select: { isPublic: true } });
    await tx.league.update({ where: { id: auth.leagueId }, data: { isPublic: input.isPublic }, select: { id: true } });
    const closed = input.isPublic
      ? 0
      : (await tx.season.updateMany({ where: { leagueId: auth.leagueId, isPublic: true }, data: { isPublic: false } }))
          .count;
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "league.visibility",
      entityType: "League",
      entityId: auth.leagueId,
      before,
      after: { isPublic: input.isPublic, seasonsMadeMembersOnly: closed },
    });
    return { isPublic: input.isPublic };
  },
  // every page of the league, cached copies included (the layout and the public season pages change)
  revalidate: ({ input }) => [`/l/${input.leagueSlug}`, `/l/${input.leagueSlug}/admin`],
});
