"use server";
import { redealSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { requireOrganiser } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { dealSeats } from "@/server/objective-writes";
import { enqueue } from "@/server/notify/outbox";

/**
 * Deals again. Free while nobody has looked at their card; afterwards the organiser must give a reason, which is
 * kept in the audit trail and shown to every player once the game is over.
 */
export const redealGameObjectives = defineAction({
  schema: redealSchema,
  authorize: async ({ user, input }) => {
    const { game, access } = await loadGameAccess(input.slug, input.gameId, user.id);
    requireOrganiser(access);
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    const current = await tx.game.findUnique({
      where: { id: game.id },
      select: { status: true, version: true, dealtAt: true },
    });
    if (current?.status !== "dealt") throw new ActionError("notDealt");
    const viewed = await tx.seat.count({ where: { gameId: game.id, firstViewedAt: { not: null } } });
    if (viewed && !input.reason) throw new ActionError("checkFields", { reason: ["redealReasonRequired"] });
    const before = await tx.seat.findMany({
      where: { gameId: game.id },
      select: { id: true, commitment: true },
      orderBy: { turnOrder: "asc" },
    });
    const bumped = await tx.game.updateMany({
      where: { id: game.id, status: "dealt", version: current.version },
      data: { version: { increment: 1 }, dealtAt: new Date() },
    });
    if (bumped.count !== 1) throw new ActionError("staleGame");
    // the seats keep the binding of the first deal; one dealt before bindings were recorded is bound as of that deal
    const commitments = await dealSeats(tx, game, current.dealtAt ?? new Date(0));
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: "game.redeal",
      entityType: "Game",
      entityId: game.id,
      before: { commitments: before.map((s) => ({ seatId: s.id, commitment: s.commitment })), viewedSeats: viewed },
      after: { commitments },
      reason: input.reason ?? null,
    });
    await enqueue(tx, { kind: "cardReady", leagueId: game.season.leagueId, actorUserId: user.id, gameIds: [game.id] });
    return { commitments };
  },
  revalidate: ({ input, auth }) => gamePaths(input.slug, input.gameId, auth.season.edition),
});
