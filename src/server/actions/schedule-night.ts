"use server";
import { scheduleNightSchema } from "@/schemas/schedule";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { resolveActiveSeason } from "@/server/queries/seasons";
import { futureNightStart } from "@/server/schedule/nights";
import { enqueue } from "@/server/notify/outbox";

/** The organiser schedules a night of an active season (date and time in Rome, place, note): issue 23 §1. */
export const scheduleNight = defineAction({
  schema: scheduleNightSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const startsAt = futureNightStart(input.date, input.time);
    const season = await resolveActiveSeason(tx, auth.leagueId, input.season);
    const night = await tx.scheduledNight.create({
      data: { leagueId: auth.leagueId, seasonId: season.id, startsAt, place: input.place, note: input.note },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "night.schedule",
      entityType: "ScheduledNight",
      entityId: night.id,
      after: { seasonId: season.id, startsAt, place: input.place, note: input.note },
    });
    await enqueue(tx, { kind: "nightScheduled", leagueId: auth.leagueId, actorUserId: user.id, nightId: night.id });
    return { id: night.id };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/schedule`, `/l/${input.leagueSlug}`],
});
