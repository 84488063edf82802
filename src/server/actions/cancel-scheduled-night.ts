"use server";
import { nightRefSchema } from "@/schemas/schedule";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { openNight } from "@/server/schedule/nights";
import { enqueue } from "@/server/notify/outbox";

/** Cancels a night that has not started: it stays in the feed as cancelled, so phones drop it; answers are closed. */
export const cancelScheduledNight = defineAction({
  schema: nightRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const before = await openNight(tx, auth.leagueId, input.nightId);
    await tx.scheduledNight.update({
      where: { id: before.id },
      data: { cancelledAt: new Date(), sequence: { increment: 1 } },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "night.cancel",
      entityType: "ScheduledNight",
      entityId: before.id,
      before,
    });
    await enqueue(tx, { kind: "nightCancelled", leagueId: auth.leagueId, actorUserId: user.id, nightId: before.id });
    return null;
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/schedule`, `/l/${input.leagueSlug}`],
});
