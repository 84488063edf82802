"use server";
import { voidGameSchema } from "@/schemas/result";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { resultSnapshot } from "@/server/queries/game-result";

/**
 * Voids a game (e.g. played with wrong rules): it leaves the standings; its seats stay for the record. Audited.
 * The status it had is kept for restore-game.ts. A voided deal's cards are shown only when that can no longer tell
 * anything about a card in play (heldBackVoids in secret-objective.ts, decision 0016). The game's recap share links
 * are deleted: a void ends them for good, and a restore does not bring them back (decision 0050).
 */
export const voidGame = defineAction({
  schema: voidGameSchema,
  authorize: async ({ user, input, db }) => {
    const game = await db.game.findUnique({
      where: { id: input.gameId },
      select: { id: true, season: { select: { leagueId: true, edition: true, league: { select: { slug: true } } } } },
    });
    if (!game) throw new NotFoundError();
    requireResultRecorder(await getLeagueAccess(db, user.id, game.season.leagueId));
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    const current = await tx.game.findUniqueOrThrow({ where: { id: game.id }, select: { status: true } });
    if (current.status === "void") throw new ActionError("gameIsVoid");
    const before = (await resultSnapshot(tx, game.id)) ?? { status: current.status };
    const { count } = await tx.game.updateMany({
      where: { id: game.id, version: input.version },
      data: { status: "void", voidedFromStatus: current.status, version: { increment: 1 } },
    });
    if (count === 0) throw new ActionError("resultAlreadySaved");
    const { count: sharesEnded } = await tx.recapShare.deleteMany({ where: { gameId: game.id } });
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: "game.void",
      entityType: "Game",
      entityId: game.id,
      before,
      after: sharesEnded ? { status: "void", sharesEnded } : { status: "void" },
      reason: input.reason,
    });
    return { version: input.version + 1 };
  },
  revalidate: ({ auth: game }) => {
    const base = `/l/${game.season.league.slug}`;
    return [base, `${base}/games/${game.id}`, `${base}/seasons/${game.season.edition}`];
  },
});
