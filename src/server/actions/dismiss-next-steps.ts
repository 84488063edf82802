"use server";
import { dismissNextStepsSchema } from "@/schemas/league";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * The organiser hides the admin page's "first steps" before every step is done (a club that plays without other
 * members, or knows its way). Stored on the league, so it stays hidden for every organiser and device; the first
 * time only (a second call keeps the first date).
 */
export const dismissNextSteps = defineAction({
  schema: dismissNextStepsSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ auth, tx, user }) => {
    const hidden = await tx.league.updateMany({
      where: { id: auth.leagueId, nextStepsDismissedAt: null },
      data: { nextStepsDismissedAt: new Date() },
    });
    if (hidden.count > 0)
      await audit(tx, {
        leagueId: auth.leagueId,
        actorUserId: user.id,
        action: "league.nextStepsDismissed",
        entityType: "League",
        entityId: auth.leagueId,
      });
    return null;
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin`],
});
