"use server";
import { ARMY_COLORS } from "@/lib/display/army-colors";
import { recordsPlays } from "@/scoring";
import { tablePlanRefSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { dealSeats } from "@/server/objective-writes";
import { loadPlan, parse, tablesPaths } from "@/server/tables/plan-store";

type Accepted = { gameIds: string[]; edition: number };

/**
 * Accepts the tables in one transaction: a RisiKo! season gets one game per table, seated in turn order and dealt
 * (each seat's commitment as for any deal); another game records its plays afterwards, so only the tables are kept.
 * Every seated phone then shows its table and turn (getMyTable). Two taps give one set of games: the status flip is
 * conditional.
 */
export const acceptTables = defineAction({
  schema: tablePlanRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ user, input, auth, tx }): Promise<Accepted> => {
    const plan = await loadPlan(tx, auth.leagueId, input.planId);
    const flipped = await tx.tablePlan.updateMany({
      where: { id: plan.id, status: "drawn" },
      data: { status: "accepted", acceptedAt: new Date() },
    });
    if (flipped.count !== 1) throw new ActionError("tables.notDrawn");
    const tables = parse<string[][]>(plan.tables, []);
    const gameIds: string[] = [];
    if (!recordsPlays(plan.season.systemId)) {
      const last = await tx.game.findFirst({
        where: { seasonId: plan.seasonId },
        orderBy: { sequence: "desc" },
        select: { sequence: true },
      });
      let sequence = last?.sequence ?? 0;
      for (const table of tables) {
        const game = await tx.game.create({
          data: {
            seasonId: plan.seasonId,
            sequence: ++sequence,
            playedOn: plan.playedOn,
            status: "dealt",
            dealtAt: new Date(),
            seats: { create: table.map((playerId, i) => ({ playerId, armyColor: ARMY_COLORS[i], turnOrder: i + 1 })) },
          },
          select: { id: true, seasonId: true },
        });
        const commitments = await dealSeats(tx, game);
        await audit(tx, {
          leagueId: auth.leagueId,
          actorUserId: user.id,
          action: "game.create",
          entityType: "Game",
          entityId: game.id,
          after: { tablePlanId: plan.id, seats: table },
        });
        await audit(tx, {
          leagueId: auth.leagueId,
          actorUserId: user.id,
          action: "game.deal",
          entityType: "Game",
          entityId: game.id,
          after: { commitments },
        });
        gameIds.push(game.id);
      }
    }
    await tx.tablePlan.update({
      where: { id: plan.id },
      data: { gameIds: JSON.stringify(gameIds) },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "tables.accept",
      entityType: "TablePlan",
      entityId: plan.id,
      after: { tables, gameIds },
    });
    return { gameIds, edition: plan.season.edition };
  },
  revalidate: ({ input, result }) => [
    ...tablesPaths(input.leagueSlug),
    `/l/${input.leagueSlug}/seasons/${result.edition}`,
    ...result.gameIds.map((id) => `/l/${input.leagueSlug}/games/${id}`),
  ],
});
