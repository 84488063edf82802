"use server";
import { tablePlanRefSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import {
  loadPlan,
  parse,
  planningInput,
  propose,
  seasonHistory,
  snapshotOf,
  tablesPaths,
  type PlanInput,
} from "@/server/tables/plan-store";

/**
 * The draw: reveals the committed seed and stores the proposal it gives with the planner's input as read now (the
 * season's history and ratings), so the members can recompute it after the night's games join the season
 * (decision 0052).
 */
export const drawTables = defineAction({
  schema: tablePlanRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ user, input, auth, tx }) => {
    const plan = await loadPlan(tx, auth.leagueId, input.planId, true);
    if (plan.status !== "committed") throw new ActionError("tables.notCommitted");
    const planning = planningInput(
      parse<PlanInput>(plan.input, null as never),
      plan.seed!,
      [],
      await seasonHistory(tx, plan.seasonId),
    );
    const tables = propose(planning);
    const drawn = JSON.stringify(tables);
    const flipped = await tx.tablePlan.updateMany({
      where: { id: plan.id, status: "committed" },
      data: {
        status: "drawn",
        drawnAt: new Date(),
        drawn,
        tables: drawn,
        planning: JSON.stringify(snapshotOf(planning)),
      },
    });
    if (flipped.count !== 1) throw new ActionError("tables.notCommitted");
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "tables.draw",
      entityType: "TablePlan",
      entityId: plan.id,
      after: { seed: plan.seed, tables },
    });
    return { tables };
  },
  revalidate: ({ input }) => tablesPaths(input.leagueSlug),
});
