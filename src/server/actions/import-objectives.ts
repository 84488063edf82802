"use server";
import { importCsv, importJson } from "@/dealing/transfer";
import { importObjectivesSchema } from "@/schemas/objective-set";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import {
  assertSetReplaceable,
  issueText,
  objectivePaths,
  organiserSeason,
  replaceObjectiveSet,
} from "@/server/objective-writes";

/** Replaces a season's set with an imported JSON or CSV file. Any error → nothing changes, errors listed by line. */
export const importObjectives = defineAction({
  schema: importObjectivesSchema,
  authorize: organiserSeason,
  write: async ({ user, input, auth: season, tx }) => {
    await assertSetReplaceable(tx, season.id);
    const territories = await tx.territory.findMany({ select: { id: true, nameIt: true, nameEn: true } });
    const result =
      input.format === "csv" ? importCsv(input.content, territories) : importJson(input.content, territories);
    if (!result.ok) throw new ActionError("importFailed", { content: result.errors.map(issueText) });
    await replaceObjectiveSet(tx, season.id, result.objectives);
    await audit(tx, {
      leagueId: season.leagueId,
      actorUserId: user.id,
      action: "objective.set.import",
      entityType: "Season",
      entityId: season.id,
      after: { format: input.format, objectives: result.objectives.length },
    });
    return { count: result.objectives.length, warnings: result.warnings.map(issueText) };
  },
  revalidate: ({ input }) => objectivePaths(input.slug, input.edition),
});
