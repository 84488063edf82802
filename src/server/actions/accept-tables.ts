"use server";
import { ARMY_COLORS, distinctColours } from "@/lib/display/army-colors";
import { dealsObjectives } from "@/scoring";
import { tablePlanRefSchema } from "@/schemas/table-plan";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { dealSeats } from "@/server/objective-writes";
import { createPlayGame } from "@/server/plays/play-store";
import { loadPlan, parse, plannedIdentity, tablesPaths } from "@/server/tables/plan-store";
import { enqueue } from "@/server/notify/outbox";

type Accepted = { gameIds: string[]; edition: number };

/**
 * Accepts the tables in one transaction: one game per table, seated in turn order. A RisiKo! season's games are dealt
 * at once (each seat's commitment as for any deal); another game's are planned plays (decision 0062): no deal, the
 * seats in turn order with the identity the order decides (Julius Caesar's sides), the result recorded later on that
 * same game through the result action. Every seated phone then shows its table and turn (getMyTable). Two taps give one set
 * of games: the status flip is conditional.
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
    const auditGame = (action: string, gameId: string, after: object) =>
      audit(tx, { leagueId: auth.leagueId, actorUserId: user.id, action, entityType: "Game", entityId: gameId, after });
    // each player's own colour, as a night entered by hand seats them
    const colours = new Map(
      (
        await tx.player.findMany({
          where: { leagueId: auth.leagueId, id: { in: tables.flat() } },
          select: { id: true, armyColor: true },
        })
      ).map((p) => [p.id, p.armyColor]),
    );
    if (!dealsObjectives(plan.season.systemId)) {
      // (a system's own colour or side stays in the seat's identity)
      for (const table of tables) {
        const game = await createPlayGame(
          tx,
          plan.seasonId,
          plan.playedOn,
          table.map((playerId, i) => ({
            playerId,
            seatOrder: i + 1,
            armyColor: colours.get(playerId) ?? ARMY_COLORS[i],
            identity: plannedIdentity(plan.season.systemId, i, table.length),
          })),
        );
        await auditGame("game.create", game.id, { tablePlanId: plan.id, seats: table, status: "planned" });
        gameIds.push(game.id);
      }
    } else {
      const last = await tx.game.findFirst({
        where: { seasonId: plan.seasonId },
        orderBy: { sequence: "desc" },
        select: { sequence: true },
      });
      let sequence = last?.sequence ?? 0;
      const dealtAt = new Date();
      for (const table of tables) {
        const game = await tx.game.create({
          data: {
            seasonId: plan.seasonId,
            sequence: ++sequence,
            playedOn: plan.playedOn,
            status: "dealt",
            dealtAt,
            seats: {
              create: distinctColours(table, colours).map((armyColor, i) => ({
                playerId: table[i],
                armyColor,
                turnOrder: i + 1,
              })),
            },
          },
          select: { id: true, seasonId: true },
        });
        const commitments = await dealSeats(tx, game, dealtAt);
        await auditGame("game.create", game.id, { tablePlanId: plan.id, seats: table });
        await auditGame("game.deal", game.id, { commitments });
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
    await enqueue(tx, { kind: "tables", leagueId: auth.leagueId, actorUserId: user.id, planId: plan.id });
    // a RisiKo! season's tables are dealt at once: each seat's card is ready too (no card for the other systems)
    await enqueue(tx, { kind: "cardReady", leagueId: auth.leagueId, actorUserId: user.id, gameIds });
    return { gameIds, edition: plan.season.edition };
  },
  revalidate: ({ input, result }) => [
    ...tablesPaths(input.leagueSlug),
    `/l/${input.leagueSlug}/seasons/${result.edition}`,
    ...result.gameIds.map((id) => `/l/${input.leagueSlug}/games/${id}`),
  ],
});
