"use server";
import { objectiveRefSchema } from "@/schemas/objective";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { assertObjectiveEditable, objectivePaths, organiserSeason } from "@/server/objective-writes";

/** Removes an objective that was never dealt in a finished game (organiser). */
export const deleteObjective = defineAction({
  schema: objectiveRefSchema,
  authorize: organiserSeason,
  write: async ({ user, input, auth: season, tx }) => {
    const o = await tx.objective.findFirst({
      where: { id: input.objectiveId, seasonId: season.id },
      select: { id: true, number: true, name: true },
    });
    if (!o) throw new ActionError("notFound");
    await assertObjectiveEditable(tx, season.id, o.id);
    // a planned game never holds an objective, and dealt/finished ones are refused above
    await tx.objective.delete({ where: { id: o.id } });
    await audit(tx, {
      leagueId: season.leagueId,
      actorUserId: user.id,
      action: "objective.delete",
      entityType: "Objective",
      entityId: o.id,
      before: o,
    });
    return { number: o.number };
  },
  revalidate: ({ input }) => objectivePaths(input.slug, input.edition),
});
