"use server";
import { calendarFeedSchema } from "@/schemas/schedule";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeMember, feedTokenHash, membershipIdOf, newFeedToken } from "@/server/schedule/nights";

/**
 * A member's private calendar link (decision 0053): a new one ends the previous one. The token is answered once,
 * here; only its hash is kept. It belongs to the membership and ends with it.
 */
export const createCalendarFeed = defineAction({
  schema: calendarFeedSchema,
  authorize: ({ db, user, input }) => authorizeMember(db, user.id, input.leagueSlug),
  write: async ({ auth, tx, user }) => {
    const membershipId = await membershipIdOf(tx, user.id, auth.leagueId);
    await tx.calendarFeed.updateMany({ where: { membershipId, revokedAt: null }, data: { revokedAt: new Date() } });
    const token = newFeedToken();
    const feed = await tx.calendarFeed.create({
      data: { membershipId, tokenHash: feedTokenHash(token) },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "calendar.feed.create",
      entityType: "CalendarFeed",
      entityId: feed.id,
    });
    return { token };
  },
});
