"use server";
import { chooseTableSizes, PlanningInputError } from "@/planning";
import { commitTablesSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { resolveActiveSeason } from "@/server/queries/seasons";
import { allowedSizes, newSeed, sha256, tablesPaths, type PlanInput } from "@/server/tables/plan-store";

/**
 * The organiser's check-in (issue 23 §2, decision 0052): who is here, the sizes, strength balance. Stores it with a
 * fresh random seed and shows only the seed's SHA-256: the draw that follows reveals the seed, so anyone can check
 * the tables were not arranged. A newer check-in replaces the league's open one, which is kept as discarded: the
 * members see every commitment of the night, so a draw thrown away is visible (decision 0052).
 */
export const commitTables = defineAction({
  schema: commitTablesSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ user, input, auth, tx }) => {
    const season = await resolveActiveSeason(tx, auth.leagueId, input.season);
    const playerIds = [...new Set(input["players[]"])];
    if (playerIds.length === 0) throw new ActionError("checkFields", { "players[]": ["tables.noPlayers"] });
    const known = await tx.player.count({ where: { leagueId: auth.leagueId, id: { in: playerIds } } });
    if (known !== playerIds.length) throw new ActionError("checkFields", { "players[]": ["tables.playerUnknown"] });
    const allowed = allowedSizes(season.systemId);
    if (input.min < allowed.min || input.max > allowed.max || input.min > input.max) {
      throw new ActionError("checkFields", { max: [`tables.sizesAllowed:${allowed.min}-${allowed.max}`] });
    }
    const preferred = preferredSizes(input.preferredMin, input.preferredMax, input.min, input.max);
    const sizes = { min: input.min, max: input.max, ...(preferred ? { preferred } : {}) };
    try {
      chooseTableSizes(playerIds.length, sizes);
    } catch (e) {
      if (e instanceof PlanningInputError) throw new ActionError("checkFields", { max: [`tables.${e.code}`] });
      throw e;
    }
    await tx.tablePlan.updateMany({
      where: { leagueId: auth.leagueId, status: { in: ["committed", "drawn"] } },
      data: { status: "discarded", discardedAt: new Date() },
    });
    const seed = newSeed();
    const planInput: PlanInput = { playerIds, sizes, balanceStrength: input.balanceStrength };
    const plan = await tx.tablePlan.create({
      data: {
        leagueId: auth.leagueId,
        seasonId: season.id,
        playedOn: new Date(`${input.playedOn}T20:00:00Z`),
        input: JSON.stringify(planInput),
        seed,
        seedHash: sha256(seed),
      },
      select: { id: true, seedHash: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "tables.commit",
      entityType: "TablePlan",
      entityId: plan.id,
      after: { ...planInput, seedHash: plan.seedHash },
    });
    return { planId: plan.id, seedHash: plan.seedHash };
  },
  revalidate: ({ input }) => tablesPaths(input.leagueSlug),
});

function preferredSizes(lo: number | undefined, hi: number | undefined, min: number, max: number): number[] | null {
  if (lo === undefined && hi === undefined) return null;
  const a = lo ?? hi!;
  const b = hi ?? lo!;
  if (a > b || a < min || b > max)
    throw new ActionError("checkFields", { preferredMin: ["tables.preferredOutOfRange"] });
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
