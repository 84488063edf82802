"use server";
import { GeneratorError, generateBalancedObjectives } from "@/dealing/generate";
import { officialObjectives } from "@/dealing/official";
import type { ObjectiveData } from "@/dealing/types";
import { startObjectiveSetSchema, type StartObjectiveSetInput } from "@/schemas/objective-set";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import type { Tx } from "@/server/db";
import { objectivePaths, organiserSeason, replaceObjectiveSet } from "@/server/objective-writes";

/** Fills an empty season set: a copy of an earlier season, the 16 official objectives, or a balanced generated set. */
export const startObjectiveSet = defineAction({
  schema: startObjectiveSetSchema,
  authorize: organiserSeason,
  write: async ({ user, input, auth: season, tx }) => {
    if (await tx.objective.count({ where: { seasonId: season.id } })) throw new ActionError("setNotEmpty");
    const set = await buildSet(tx, season.leagueId, input);
    await replaceObjectiveSet(tx, season.id, set);
    await audit(tx, {
      leagueId: season.leagueId,
      actorUserId: user.id,
      action: "objective.set.start",
      entityType: "Season",
      entityId: season.id,
      after: { source: input.source, objectives: set.length },
    });
    return { count: set.length };
  },
  revalidate: ({ input }) => objectivePaths(input.slug, input.edition),
});

async function buildSet(tx: Tx, leagueId: string, input: StartObjectiveSetInput): Promise<ObjectiveData[]> {
  if (input.source === "previous") {
    const objectives = await tx.objective.findMany({
      where: { season: { leagueId, edition: input.fromEdition } },
      orderBy: { number: "asc" },
      select: { number: true, name: true, territories: { select: { territoryId: true, value: true } } },
    });
    if (!objectives.length) throw new ActionError("checkFields", { fromEdition: ["sourceEmpty"] });
    return objectives;
  }
  const territories = (await tx.territory.findMany({
    orderBy: { sortOrder: "asc" },
    select: { id: true, continentId: true, value: true },
  })) satisfies { id: string; continentId: string; value: number }[];
  if (input.source === "official") return officialObjectives(territories);
  try {
    return generateBalancedObjectives(territories, {
      count: input.count,
      size: input.size,
      total: input.total,
      seed: input.seed,
    });
  } catch (e) {
    if (e instanceof GeneratorError)
      throw new ActionError("checkFields", {
        [e.message === "generatorCount" ? "count" : e.message === "generatorSize" ? "size" : "total"]: [e.message],
      });
    throw e;
  }
}
