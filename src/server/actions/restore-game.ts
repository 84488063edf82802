"use server";
import { restoreGameSchema } from "@/schemas/result";
import { roundPoints, ScoringInputError } from "@/scoring";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireOrganiser } from "@/server/auth/access";
import { rescorePlay } from "@/server/plays/play-store";
import { resultSnapshot } from "@/server/queries/game-result";

/** The status a voided game had; games voided before it was recorded tell it by their timestamps. */
const voidedFrom = (g: { voidedFromStatus: string | null; finishedAt: Date | null; dealtAt: Date | null }) =>
  g.voidedFromStatus ?? (g.finishedAt ? "finished" : g.dealtAt ? "dealt" : "planned");

/**
 * Undoes a void (organiser only, with a reason; audited "game.restore"). A game voided after its result was saved is
 * finished again, ranked with the current rules. A game voided while being played is NOT put back into play: the void
 * may have shown its cards, so it comes back "planned" with its deal wiped, to be dealt again (decision 0016).
 * A planned game stays planned. Optimistic concurrency on Game.version, like voiding.
 */
export const restoreGame = defineAction({
  schema: restoreGameSchema,
  authorize: async ({ user, input, db }) => {
    const game = await db.game.findUnique({
      where: { id: input.gameId },
      select: {
        id: true,
        season: {
          select: { leagueId: true, systemId: true, edition: true, league: { select: { slug: true } } },
        },
      },
    });
    if (!game) throw new NotFoundError();
    requireOrganiser(await getLeagueAccess(db, user.id, game.season.leagueId));
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    const current = await tx.game.findUniqueOrThrow({
      where: { id: game.id },
      select: { status: true, version: true, voidedFromStatus: true, finishedAt: true, dealtAt: true, playedOn: true },
    });
    if (current.status !== "void") throw new ActionError("gameNotVoid");
    const from = voidedFrom(current);
    const status = from === "finished" ? "finished" : "planned";
    const { count } = await tx.game.updateMany({
      where: { id: game.id, version: input.version, status: "void" },
      data: {
        status,
        voidedFromStatus: null,
        version: { increment: 1 },
        ...(from === "dealt" ? { dealtAt: null } : {}),
      },
    });
    if (count === 0) throw new ActionError("resultAlreadySaved");
    // The stored result as it was voided (public: it was finished), so the trail shows what the current rules changed.
    const stored = await resultSnapshot(tx, game.id);
    if (from === "finished") {
      // ranked again by rankPlay with the season's settings and rules as they are now (they may have changed)
      try {
        await rescorePlay(tx, game.id, roundPoints);
      } catch (e) {
        if (e instanceof ScoringInputError) throw new ActionError(e.message);
        throw e;
      }
    } else
      await tx.seat.updateMany({
        where: { gameId: game.id },
        data: {
          objectiveId: null,
          salt: null,
          commitment: null,
          revealTokenHash: null,
          firstViewedAt: null,
          reportedHeld: null,
          reportedAt: null,
          reportRecheckAt: null,
        },
      });
    const after = (await resultSnapshot(tx, game.id)) ?? { status };
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: "game.restore",
      entityType: "Game",
      entityId: game.id,
      before: { ...stored, status: "void", voidedFrom: from },
      after,
      reason: input.reason,
    });
    return { version: input.version + 1, status, redealNeeded: from === "dealt" };
  },
  revalidate: ({ auth: game }) => {
    const base = `/l/${game.season.league.slug}`;
    return [
      base,
      `${base}/games/${game.id}`,
      `${base}/seasons/${game.season.edition}`,
      `${base}/seasons/${game.season.edition}/games`,
      `${base}/players`,
    ];
  },
});
