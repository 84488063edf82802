"use server";
import { objectiveRefSchema } from "@/schemas/objective";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { objectivePaths, organiserSeason } from "@/server/objective-writes";

/** Copies an objective under the next free number: the way to "edit" one that was already dealt. */
export const copyObjective = defineAction({
  schema: objectiveRefSchema,
  authorize: organiserSeason,
  write: async ({ user, input, auth: season, tx }) => {
    const o = await tx.objective.findFirst({
      where: { id: input.objectiveId, seasonId: season.id },
      select: { name: true, territories: { select: { territoryId: true, value: true } } },
    });
    if (!o) throw new ActionError("notFound");
    const last = await tx.objective.findFirst({
      where: { seasonId: season.id },
      orderBy: { number: "desc" },
      select: { number: true },
    });
    const number = (last?.number ?? 0) + 1;
    const copy = await tx.objective.create({
      data: { seasonId: season.id, number, name: o.name, territories: { create: o.territories } },
      select: { id: true, number: true },
    });
    await audit(tx, {
      leagueId: season.leagueId,
      actorUserId: user.id,
      action: "objective.copy",
      entityType: "Objective",
      entityId: copy.id,
      after: { from: input.objectiveId, number },
    });
    return copy;
  },
  revalidate: ({ input }) => objectivePaths(input.slug, input.edition),
});
