"use server";
import { gameResultSchema, type GameResult } from "@/schemas/result";
import { parseRules, rankGame, roundPoints, ScoringInputError, type SeatInput } from "@/scoring";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { mismatchedDealtSeats } from "@/server/queries/result-entry";
import { lockedUntil, recordFailure } from "@/server/auth/login-throttle";
import type { Db } from "@/server/db";
import { resultSnapshot } from "@/server/queries/game-result";
import { playerReports } from "@/server/queries/secret-objective";

type Objective = { id: string; territories: Map<string, number>; total: number };

/** Per seat: objective total and points summed on the server from the chosen objective's territory values. */
function seatScores(seat: GameResult["seats"][number], objective: Objective | undefined) {
  if (!objective) {
    const total = seat.objectiveTotal ?? 0;
    const points = seat.eliminatedOrder !== null ? 0 : seat.objectiveCompleted ? total : (seat.objectivePoints ?? 0);
    return { total, points, held: [] as string[] };
  }
  if (seat.eliminatedOrder !== null) return { total: objective.total, points: 0, held: [] };
  if (seat.objectiveCompleted) return { total: objective.total, points: objective.total, held: [...objective.territories.keys()] };
  const outside = seat.heldTerritoryIds.filter((t) => !objective.territories.has(t));
  if (outside.length) throw new ActionError("territoryNotInObjective", { [`seats.${seat.seatId}`]: ["territoryNotInObjective"] });
  const held = [...new Set(seat.heldTerritoryIds)];
  return { total: objective.total, points: held.reduce((sum, t) => sum + objective.territories.get(t)!, 0), held };
}

/**
 * While a game is running its cards are secret, so the commitment check must not become an oracle: the refusal
 * does not say which seat is wrong, and after 5 refusals within 15 minutes the game's result entry is locked for
 * 15 minutes (counted outside the write transaction, which a refusal rolls back). Guessing a table of 4 out of 20
 * cards jointly would take tens of thousands of tries.
 */
async function checkDealtObjectives(db: Db, gameId: string, chosen: Map<string, string | null>, leftToHolder: ReadonlySet<string>) {
  const key = `result-check:${gameId}`;
  if (await lockedUntil(db, key)) throw new ActionError("objectiveCheckLocked");
  if ((await mismatchedDealtSeats(db, gameId, chosen, leftToHolder)).length) {
    await recordFailure(db, key);
    throw new ActionError("objectiveMismatchAny");
  }
}

/** Seats whose card and held territories come from the holder's own report (never for a correction of a finished game). */
const leftToHolders = (input: GameResult) => new Set(input.seats.filter((s) => s.fromPlayerReport).map((s) => s.seatId));

/** Reports are used for all the dealt seats of the game or for none, and every one of them was sent. */
async function checkReportsForAll(db: Db, gameId: string, input: GameResult) {
  const left = leftToHolders(input);
  if (!left.size) return;
  const dealt = await db.seat.findMany({ where: { gameId, commitment: { not: null } }, select: { id: true, reportedAt: true } });
  if (dealt.some((s) => !left.has(s.id))) throw new ActionError("reportsForAll");
  const missing = dealt.filter((s) => s.reportedAt === null).map((s) => s.id);
  if (missing.length) throw new ActionError("noPlayerReport", Object.fromEntries(missing.map((id) => [`seats.${id}`, ["noPlayerReport"]])));
}

/**
 * The seats as scored: a seat left to its holder takes the dealt card and the territories the holder sent. The recorder's
 * own entry wins wherever they made one; a seat left to a holder who sent nothing is refused (the game stays open).
 */
async function withPlayerReports(tx: Parameters<typeof playerReports>[0], gameId: string, input: GameResult, status: string) {
  const left = [...leftToHolders(input)];
  if (!left.length) return input.seats;
  const reports = status === "dealt" ? await playerReports(tx, gameId, left) : new Map();
  const missing = left.filter((id) => !reports.has(id));
  if (missing.length) throw new ActionError("noPlayerReport", Object.fromEntries(missing.map((id) => [`seats.${id}`, ["noPlayerReport"]])));
  return input.seats.map((s) => {
    const report = s.fromPlayerReport ? reports.get(s.seatId) : undefined;
    return report ? { ...s, objectiveId: report.objectiveId, heldTerritoryIds: report.held } : s;
  });
}

/**
 * Records (or corrects) the result of a game in one transaction: seats, ranks and points from the
 * scoring library with the season's rules, game finished, audit entry. Optimistic concurrency on
 * Game.version: a second phone submitting the same result is refused with "resultAlreadySaved".
 */
export const recordGameResult = defineAction({
  schema: gameResultSchema,
  authorize: async ({ user, input, db }) => {
    const game = await db.game.findUnique({
      where: { id: input.gameId },
      select: { id: true, seasonId: true, status: true, season: { select: { leagueId: true, rules: true, edition: true, league: { select: { slug: true } } } } },
    });
    if (!game) throw new NotFoundError();
    requireResultRecorder(await getLeagueAccess(db, user.id, game.season.leagueId));
    if (game.status === "dealt") {
      // Before any commitment is consulted: the players' reports are used for every dealt seat or for none, and each
      // one exists. Mixing would let a recorder check one hand-entered card on its own (the others left to their
      // holders) — an oracle on a card in play; a missing report must not answer differently from a wrong card.
      await checkReportsForAll(db, game.id, input);
      await checkDealtObjectives(db, game.id, new Map(input.seats.map((s) => [s.seatId, s.objectiveId])), leftToHolders(input));
    }
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    const current = await tx.game.findUniqueOrThrow({ where: { id: game.id }, select: { status: true, version: true, finishedAt: true, seats: { select: { id: true, playerId: true, turnOrder: true } } } });
    if (current.status === "void") throw new ActionError("gameIsVoid");
    if (current.version !== input.version) throw new ActionError("resultAlreadySaved");
    const seats = new Map(current.seats.map((s) => [s.id, s]));
    if (input.seats.length !== seats.size || input.seats.some((s) => !seats.has(s.seatId))) throw new ActionError("seatsChanged");
    const playerIds = new Set(current.seats.map((s) => s.playerId));
    if (input.seats.some((s) => s.eliminatedById !== null && (!playerIds.has(s.eliminatedById) || s.eliminatedById === seats.get(s.seatId)!.playerId)))
      throw new ActionError("invalidEliminator");

    const entered = await withPlayerReports(tx, game.id, input, current.status);
    const chosen = new Map(entered.map((s) => [s.seatId, s.objectiveId]));
    // Re-checked here against the rows this transaction sees. For a finished game (an edit) the cards are public,
    // so naming the seat that does not match reveals nothing.
    const mismatched = await mismatchedDealtSeats(tx, game.id, chosen);
    if (mismatched.length && current.status !== "finished") throw new ActionError("objectiveMismatchAny");
    if (mismatched.length) throw new ActionError("objectiveMismatch", Object.fromEntries(mismatched.map((id) => [`seats.${id}`, ["objectiveMismatch"]])));

    const objectiveIds = [...chosen.values()].filter((id): id is string => Boolean(id));
    const rows = await tx.objective.findMany({ where: { id: { in: objectiveIds }, seasonId: game.seasonId }, select: { id: true, territories: { select: { territoryId: true, value: true } } } });
    if (rows.length !== objectiveIds.length) throw new ActionError("objectiveNotInSeason");
    const objectives = new Map<string, Objective>(
      rows.map((o) => [o.id, { id: o.id, territories: new Map(o.territories.map((t) => [t.territoryId, t.value])), total: o.territories.reduce((s, t) => s + t.value, 0) }]),
    );

    const scored = entered.map((s) => ({ input: s, seat: seats.get(s.seatId)!, ...seatScores(s, s.objectiveId ? objectives.get(s.objectiveId) : undefined) }));
    const gameInput = {
      id: game.id,
      playedAt: new Date().toISOString(),
      seats: scored.map<SeatInput>((s) => ({
        playerId: s.seat.playerId, turnOrder: s.seat.turnOrder, objectivePoints: s.points, objectiveTotal: s.total,
        objectiveCompleted: s.input.objectiveCompleted, eliminatedOrder: s.input.eliminatedOrder, armies: s.input.armies,
      })),
    };
    let outcomes;
    try {
      outcomes = rankGame(gameInput, parseRules(JSON.parse(game.season.rules)));
    } catch (e) {
      if (e instanceof ScoringInputError) throw new ActionError(e.message);
      throw e;
    }

    const before = current.status === "finished" ? await resultSnapshot(tx, game.id) : { status: current.status };
    // First write of the transaction: whoever bumps the version first wins, the other is refused.
    const { count } = await tx.game.updateMany({
      where: { id: game.id, version: input.version, status: { not: "void" } },
      data: {
        version: { increment: 1 },
        status: "finished",
        finishedAt: current.finishedAt ?? new Date(),
        endReason: input.endReason,
        sdadataRound: input.endReason === "sdadata" ? input.sdadataRound : null,
        durationMinutes: input.durationMinutes,
        notes: input.notes || null,
      },
    });
    if (count === 0) throw new ActionError("resultAlreadySaved");

    await tx.seatTerritory.deleteMany({ where: { seatId: { in: [...seats.keys()] } } });
    for (const [i, s] of scored.entries()) {
      await tx.seat.update({
        where: { id: s.seat.id },
        data: {
          objectiveId: s.input.objectiveId,
          objectiveTotal: s.total,
          objectivePoints: s.points,
          objectiveCompleted: s.input.objectiveCompleted,
          eliminatedOrder: s.input.eliminatedOrder,
          eliminatedById: s.input.eliminatedOrder === null ? null : s.input.eliminatedById,
          armies: s.input.armies,
          rank: outcomes[i].rank,
          isWinner: outcomes[i].isWinner,
          points: roundPoints(outcomes[i].points),
        },
      });
    }
    const held = scored.flatMap((s) => s.held.map((territoryId) => ({ seatId: s.seat.id, territoryId })));
    if (held.length) await tx.seatTerritory.createMany({ data: held });

    const after = await resultSnapshot(tx, game.id);
    await audit(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      action: current.status === "finished" ? "game.result.edit" : "game.result.record",
      entityType: "Game",
      entityId: game.id,
      before,
      after,
      reason: input.reason,
    });
    return { version: input.version + 1 };
  },
  revalidate: ({ auth: game }) => {
    const base = `/l/${game.season.league.slug}`;
    return [base, `${base}/games/${game.id}`, `${base}/seasons/${game.season.edition}`, `${base}/players`];
  },
});
