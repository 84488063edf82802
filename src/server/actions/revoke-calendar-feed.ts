"use server";
import { calendarFeedSchema } from "@/schemas/schedule";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeMember, membershipIdOf } from "@/server/schedule/nights";

/** Ends the member's private calendar link: the next refresh of a subscribed calendar gets a 404. */
export const revokeCalendarFeed = defineAction({
  schema: calendarFeedSchema,
  authorize: ({ db, user, input }) => authorizeMember(db, user.id, input.leagueSlug),
  write: async ({ auth, tx, user }) => {
    const membershipId = await membershipIdOf(tx, user.id, auth.leagueId);
    const { count } = await tx.calendarFeed.updateMany({
      where: { membershipId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count)
      await audit(tx, {
        leagueId: auth.leagueId,
        actorUserId: user.id,
        action: "calendar.feed.revoke",
        entityType: "Membership",
        entityId: membershipId,
      });
    return { revoked: count };
  },
});
