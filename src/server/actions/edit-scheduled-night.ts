"use server";
import { editScheduledNightSchema } from "@/schemas/schedule";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { futureNightStart, openNight } from "@/server/schedule/nights";
import { enqueue } from "@/server/notify/outbox";

/** Moves or rewrites a night that has not started; subscribed calendars take the change (SEQUENCE + 1). */
export const editScheduledNight = defineAction({
  schema: editScheduledNightSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const before = await openNight(tx, auth.leagueId, input.nightId);
    const startsAt = futureNightStart(input.date, input.time);
    await tx.scheduledNight.update({
      where: { id: before.id },
      data: { startsAt, place: input.place, note: input.note, sequence: { increment: 1 } },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "night.edit",
      entityType: "ScheduledNight",
      entityId: before.id,
      before,
      after: { startsAt, place: input.place, note: input.note },
    });
    await enqueue(tx, { kind: "nightChanged", leagueId: auth.leagueId, actorUserId: user.id, nightId: before.id });
    return { id: before.id };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/schedule`, `/l/${input.leagueSlug}`],
});
