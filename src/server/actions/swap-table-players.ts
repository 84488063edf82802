"use server";
import { swapTablePlayersSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { loadPlan, parse, tablesPaths, withChange } from "@/server/tables/plan-store";

/**
 * Swaps two players of the drawn tables: each takes the other's table and turn position. The swap joins the plan's
 * change log, shown to the seated members beside the draw it changes.
 */
export const swapTablePlayers = defineAction({
  schema: swapTablePlayersSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ user, input, auth, tx }) => {
    const plan = await loadPlan(tx, auth.leagueId, input.planId);
    if (plan.status !== "drawn") throw new ActionError("tables.notDrawn");
    const tables = parse<string[][]>(plan.tables, []);
    const find = (id: string) => {
      const t = tables.findIndex((table) => table.includes(id));
      return t < 0 ? null : ([t, tables[t].indexOf(id)] as const);
    };
    const a = find(input.first);
    const b = find(input.second);
    if (!a) throw new ActionError("checkFields", { first: ["tables.playerNotCheckedIn"] });
    if (!b || input.first === input.second)
      throw new ActionError("checkFields", { second: ["tables.playerNotCheckedIn"] });
    tables[a[0]][a[1]] = input.second;
    tables[b[0]][b[1]] = input.first;
    await tx.tablePlan.update({
      where: { id: plan.id },
      data: {
        tables: JSON.stringify(tables),
        changes: withChange(plan.changes, { kind: "swap", first: input.first, second: input.second }, user.id),
      },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "tables.swap",
      entityType: "TablePlan",
      entityId: plan.id,
      after: { swapped: [input.first, input.second], tables },
    });
    return { tables };
  },
  revalidate: ({ input }) => tablesPaths(input.leagueSlug),
});
