"use server";
import { gameRefSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { requireOrganiser } from "@/server/auth/access";
import { gamePaths, loadGameAccess } from "@/server/queries/game-night";
import { dealSeats } from "@/server/objective-writes";
import { enqueue } from "@/server/notify/outbox";

/** First deal of a planned game (organiser). Two simultaneous clicks give one deal: the status flip is conditional. */
export const dealGameObjectives = defineAction({
  schema: gameRefSchema,
  authorize: async ({ user, input }) => {
    const { game, access } = await loadGameAccess(input.slug, input.gameId, user.id);
    requireOrganiser(access);
    return game;
  },
  write: async ({ user, auth: game, tx }) => {
    const seats = await tx.seat.count({ where: { gameId: game.id } });
    if (seats < 3) throw new ActionError("tooFewPlayers");
    const dealtAt = new Date();
    const flipped = await tx.game.updateMany({
      where: { id: game.id, status: "planned" },
      data: { status: "dealt", dealtAt, version: { increment: 1 } },
    });
    if (flipped.count !== 1) throw new ActionError("alreadyDealt");
    // a game restored after a void keeps the bindings of its first deal (src/server/seat-binding.ts)
    const commitments = await dealSeats(tx, game, dealtAt);
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: "game.deal",
      entityType: "Game",
      entityId: game.id,
      after: { commitments },
    });
    await enqueue(tx, { kind: "cardReady", leagueId: game.season.leagueId, actorUserId: user.id, gameIds: [game.id] });
    return { commitments };
  },
  revalidate: ({ input, auth }) => gamePaths(input.slug, input.gameId, auth.season.edition),
});
