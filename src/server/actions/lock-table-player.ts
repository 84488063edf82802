"use server";
import { lockTablePlayerSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import {
  drawInput,
  loadPlan,
  parse,
  propose,
  tablesPaths,
  withChange,
  type Lock,
  type PlanInput,
} from "@/server/tables/plan-store";

/**
 * Locks a player to a table (or, with table 0, takes their lock away) and redraws the rest with the same committed
 * seed and the planner's input stored at the draw: the new draw is as checkable as the first (seed + locks → tables).
 * Swaps made before are dropped with the old draw. Each lock and unlock joins the plan's change log, shown to the
 * seated members.
 */
export const lockTablePlayer = defineAction({
  schema: lockTablePlayerSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ user, input, auth, tx }) => {
    const plan = await loadPlan(tx, auth.leagueId, input.planId, true);
    if (plan.status !== "drawn") throw new ActionError("tables.notDrawn");
    const planInput = parse<PlanInput>(plan.input, null as never);
    if (!planInput.playerIds.includes(input.playerId))
      throw new ActionError("checkFields", { playerId: ["tables.playerNotCheckedIn"] });
    const before = parse<Lock[]>(plan.locked, []);
    const others = before.filter((l) => l.playerId !== input.playerId);
    // table 0: the player's lock taken away (the rest redrawn with the same seed, as for a lock)
    if (input.table === 0 && others.length === before.length)
      throw new ActionError("checkFields", { table: ["tables.notLocked"] });
    const locked: Lock[] =
      input.table === 0 ? others : [...others, { playerId: input.playerId, table: input.table - 1 }];
    const tables = propose(await drawInput(tx, plan, plan.seed!, locked));
    const drawn = JSON.stringify(tables);
    const change =
      input.table === 0
        ? ({ kind: "unlock", playerId: input.playerId } as const)
        : ({ kind: "lock", playerId: input.playerId, table: input.table - 1 } as const);
    await tx.tablePlan.update({
      where: { id: plan.id },
      data: {
        locked: JSON.stringify(locked),
        drawn,
        tables: drawn,
        changes: withChange(plan.changes, change, user.id),
      },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: input.table === 0 ? "tables.unlock" : "tables.lock",
      entityType: "TablePlan",
      entityId: plan.id,
      after: { locked, tables },
    });
    return { tables };
  },
  revalidate: ({ input }) => tablesPaths(input.leagueSlug),
});
