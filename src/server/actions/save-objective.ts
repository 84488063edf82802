"use server";
import { objectiveSchema } from "@/schemas/objective";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import {
  assertObjectiveEditable,
  issueText,
  objectivePaths,
  organiserSeason,
  validateAgainstMap,
} from "@/server/objective-writes";

/** Creates or edits one objective of a season's set (organiser). */
export const saveObjective = defineAction({
  schema: objectiveSchema,
  authorize: organiserSeason,
  write: async ({ user, input, auth: season, tx }) => {
    const before = input.objectiveId
      ? await tx.objective.findFirst({
          where: { id: input.objectiveId, seasonId: season.id },
          select: { id: true, number: true, name: true, territories: { select: { territoryId: true, value: true } } },
        })
      : null;
    if (input.objectiveId && !before) throw new ActionError("notFound");
    await assertObjectiveEditable(tx, season.id, before?.id);
    const data = { number: input.number, name: input.name, territories: input.territories };
    const { errors } = await validateAgainstMap(tx, [data]);
    if (errors.length) throw new ActionError("checkFields", { territories: errors.map(issueText) });
    const clash = await tx.objective.findFirst({
      where: { seasonId: season.id, number: input.number, id: { not: before?.id } },
      select: { id: true },
    });
    if (clash) throw new ActionError("checkFields", { number: ["numberTaken"] });
    const saved = before
      ? await tx.objective.update({
          where: { id: before.id },
          data: { number: data.number, name: data.name, territories: { deleteMany: {}, create: data.territories } },
          select: { id: true, number: true },
        })
      : await tx.objective.create({
          data: {
            seasonId: season.id,
            number: data.number,
            name: data.name,
            territories: { create: data.territories },
          },
          select: { id: true, number: true },
        });
    await audit(tx, {
      leagueId: season.leagueId,
      actorUserId: user.id,
      action: before ? "objective.update" : "objective.create",
      entityType: "Objective",
      entityId: saved.id,
      before: before ?? undefined,
      after: data,
    });
    return saved;
  },
  revalidate: ({ input }) => objectivePaths(input.slug, input.edition),
});
