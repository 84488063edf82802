"use server";
import { reminderHoursSchema } from "@/schemas/notifications";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/** The organiser sets how many hours before a night its reminder goes out (1 to 168, 24 by default). */
export const saveReminderHours = defineAction({
  schema: reminderHoursSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const before = await tx.league.findUniqueOrThrow({ where: { id: auth.leagueId }, select: { reminderHours: true } });
    await tx.league.update({
      where: { id: auth.leagueId },
      data: { reminderHours: input.reminderHours },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "league.reminderHours",
      entityType: "League",
      entityId: auth.leagueId,
      before,
      after: { reminderHours: input.reminderHours },
    });
    return { reminderHours: input.reminderHours };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/admin`],
});
