"use server";
import { COMPLETING_ENDS, gameResultSchema, type GameResult } from "@/schemas/result";
import {
  deriveCompletion,
  holdsWholeObjective,
  parseRules,
  rankGame,
  roundPoints,
  ScoringInputError,
  territoriesHeldTwice,
  type SeatInput,
} from "@/scoring";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { mismatchedDealtSeats } from "@/server/queries/result-entry";
import { lockedUntil, recordFailure } from "@/server/auth/login-throttle";
import type { Db } from "@/server/db";
import { resultSnapshot } from "@/server/queries/game-result";
import { flagReportClashes, playerReports } from "@/server/queries/secret-objective";
import { priorSubmission, rememberSubmission } from "@/server/submissions";

type Objective = { id: string; territories: Map<string, number>; total: number };

/**
 * Per seat: objective total and points summed on the server from the chosen objective's territory values, and the
 * completion as the rules decide it: ticked, or every territory of the objective held (issue 21: never typed twice).
 */
function seatScores(seat: GameResult["seats"][number], objective: Objective | undefined) {
  if (!objective) {
    const total = seat.objectiveTotal ?? 0;
    const points = seat.eliminatedOrder !== null ? 0 : seat.objectiveCompleted ? total : (seat.objectivePoints ?? 0);
    return {
      total,
      points,
      held: [] as string[],
      completed: deriveCompletion({ ...seat, objectivePoints: points, objectiveTotal: total }),
    };
  }
  if (seat.eliminatedOrder !== null) return { total: objective.total, points: 0, held: [], completed: false };
  if (seat.objectiveCompleted)
    return {
      total: objective.total,
      points: objective.total,
      held: [...objective.territories.keys()],
      completed: true,
    };
  const outside = seat.heldTerritoryIds.filter((t) => !objective.territories.has(t));
  if (outside.length)
    throw new ActionError("territoryNotInObjective", { [`seats.${seat.seatId}`]: ["territoryNotInObjective"] });
  const held = [...new Set(seat.heldTerritoryIds)];
  const completed = holdsWholeObjective([...objective.territories.keys()], held);
  return {
    total: objective.total,
    points: held.reduce((sum, t) => sum + objective.territories.get(t)!, 0),
    held,
    completed,
  };
}

type Scored = {
  input: GameResult["seats"][number];
  seat: { id: string; playerId: string };
  held: string[];
  completed: boolean;
};

/**
 * Completion as derived (issue 21): at most one, and exactly when the game ended by objective — or by the last one
 * standing, who holds the whole map (lastStanding's survivor is then checked by rankGame). A seat whose card and
 * territories came from its holder's report is not named while the game is in play.
 */
function checkCompletion(input: GameResult, scored: Scored[], secret: boolean) {
  const completers = scored.filter((s) => s.completed);
  const named = Object.fromEntries(
    completers
      .filter((s) => !(secret && s.input.fromPlayerReport))
      .map((s) => [`seats.${s.seat.id}`, ["holdsWholeObjective"]]),
  );
  if (completers.length > 1) throw new ActionError("twoCompleted", { seats: ["twoCompleted"], ...named });
  if (completers.length === 1 && !COMPLETING_ENDS.includes(input.endReason))
    throw new ActionError("completionNeedsObjectiveEnd", { endReason: ["completionNeedsObjectiveEnd"], ...named });
  if (completers.length === 0 && input.endReason === "objective")
    throw new ActionError("objectiveEndNeedsCompletion", { endReason: ["objectiveEndNeedsCompletion"] });
  if (input.endReason === "lastStanding") {
    const survivors = scored.filter((s) => s.input.eliminatedOrder === null);
    if (survivors.length !== 1)
      throw new ActionError("lastStandingNeedsOneSurvivor", { endReason: ["lastStandingNeedsOneSurvivor"] });
    // the last one standing holds the whole map, so every territory of its objective (a seat reported by its holder is
    // not named while the cards are secret, as above: the ending names it anyway, being the only survivor)
    const survivor = survivors[0];
    const at =
      secret && survivor.input.fromPlayerReport ? {} : { [`seats.${survivor.seat.id}`]: ["lastStandingHoldsAll"] };
    if (!survivor.completed)
      throw new ActionError("lastStandingHoldsAll", { endReason: ["lastStandingHoldsAll"], ...at });
  }
}

/**
 * A territory is held by one player (issue 21). Checked last before writing, so that a refusal that involves a
 * holder's report is the only thing a recorder can learn from it: without a clash the result is saved and the cards
 * become public. That refusal names no seat and no territory (decision 0039); a clash between seats entered by hand
 * (or in a finished game, whose cards are public) names the seats.
 */
function checkTerritoriesOnce(scored: Scored[], secret: boolean) {
  const clashes = territoriesHeldTwice(scored.map((s) => ({ playerId: s.seat.id, held: s.held })));
  if (!clashes.length) return;
  const seatIds = new Set(clashes.flatMap((c) => c.playerIds));
  if (secret && scored.some((s) => s.input.fromPlayerReport && seatIds.has(s.seat.id)))
    throw new ActionError("territoryReportedTwice");
  throw new ActionError(
    "territoryHeldTwice",
    Object.fromEntries([...seatIds].map((id) => [`seats.${id}`, ["territoryHeldTwice"]])),
  );
}

/** The eliminator was another player of the game, still in it when the seat went out (issue 21, item 6). */
function checkEliminators(input: GameResult, seats: Map<string, { playerId: string }>) {
  const bySeatPlayer = new Map(input.seats.map((s) => [seats.get(s.seatId)!.playerId, s]));
  const wrong: Record<string, string[]> = {};
  for (const s of input.seats) {
    if (s.eliminatedById === null || s.eliminatedOrder === null) continue;
    const by = bySeatPlayer.get(s.eliminatedById);
    if (!by || s.eliminatedById === seats.get(s.seatId)!.playerId) wrong[`seats.${s.seatId}`] = ["invalidEliminator"];
    else if (by.eliminatedOrder !== null && by.eliminatedOrder < s.eliminatedOrder)
      wrong[`seats.${s.seatId}`] = ["eliminatorAlreadyOut"];
  }
  const keys = Object.values(wrong).flat();
  if (keys.length)
    throw new ActionError(keys.includes("invalidEliminator") ? "invalidEliminator" : "eliminatorAlreadyOut", wrong);
}

/**
 * While a game is running its cards are secret, so the commitment check must not become an oracle: the refusal
 * does not say which seat is wrong, and after 5 refusals within 15 minutes the game's result entry is locked for
 * 15 minutes (counted outside the write transaction, which a refusal rolls back). Guessing a table of 4 out of 20
 * cards jointly would take tens of thousands of tries.
 */
async function checkDealtObjectives(
  db: Db,
  gameId: string,
  chosen: Map<string, string | null>,
  leftToHolder: ReadonlySet<string>,
) {
  const key = `result-check:${gameId}`;
  if (await lockedUntil(db, key)) throw new ActionError("objectiveCheckLocked");
  if ((await mismatchedDealtSeats(db, gameId, chosen, leftToHolder)).length) {
    await recordFailure(db, key);
    throw new ActionError("objectiveMismatchAny");
  }
}

/** Seats whose card and held territories come from the holder's own report (never for a correction of a finished game). */
const leftToHolders = (input: GameResult) =>
  new Set(input.seats.filter((s) => s.fromPlayerReport).map((s) => s.seatId));

/** Reports are used for all the dealt seats of the game or for none, and every one of them was sent. */
async function checkReportsForAll(db: Db, gameId: string, input: GameResult) {
  const left = leftToHolders(input);
  if (!left.size) return;
  const dealt = await db.seat.findMany({
    where: { gameId, commitment: { not: null } },
    select: { id: true, reportedAt: true },
  });
  if (dealt.some((s) => !left.has(s.id))) throw new ActionError("reportsForAll");
  const missing = dealt.filter((s) => s.reportedAt === null).map((s) => s.id);
  if (missing.length)
    throw new ActionError(
      "noPlayerReport",
      Object.fromEntries(missing.map((id) => [`seats.${id}`, ["noPlayerReport"]])),
    );
}

/**
 * The seats as scored: a seat left to its holder takes the dealt card and the territories the holder sent. The recorder's
 * own entry wins wherever they made one; a seat left to a holder who sent nothing is refused (the game stays open).
 */
async function withPlayerReports(
  tx: Parameters<typeof playerReports>[0],
  gameId: string,
  input: GameResult,
  status: string,
) {
  const left = [...leftToHolders(input)];
  if (!left.length) return input.seats;
  const reports = status === "dealt" ? await playerReports(tx, gameId, left) : new Map();
  const missing = left.filter((id) => !reports.has(id));
  if (missing.length)
    throw new ActionError(
      "noPlayerReport",
      Object.fromEntries(missing.map((id) => [`seats.${id}`, ["noPlayerReport"]])),
    );
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
      select: {
        id: true,
        seasonId: true,
        status: true,
        season: { select: { leagueId: true, rules: true, edition: true, league: { select: { slug: true } } } },
      },
    });
    if (!game) throw new NotFoundError();
    requireResultRecorder(await getLeagueAccess(db, user.id, game.season.leagueId));
    if (game.status === "dealt") {
      // Before any commitment is consulted: the players' reports are used for every dealt seat or for none, and each
      // one exists. Mixing would let a recorder check one hand-entered card on its own (the others left to their
      // holders) — an oracle on a card in play; a missing report must not answer differently from a wrong card.
      await checkReportsForAll(db, game.id, input);
      // two reports holding one territory: their holders are asked, on their own phones, to check and send again
      const left = [...leftToHolders(input)];
      if (left.length && (await flagReportClashes(db, game.id, left))) throw new ActionError("territoryReportedTwice");
      await checkDealtObjectives(
        db,
        game.id,
        new Map(input.seats.map((s) => [s.seatId, s.objectiveId])),
        leftToHolders(input),
      );
    }
    return game;
  },
  write: async ({ user, input, auth: game, tx }) => {
    // the same draft saved again (retap, reload, the outbox's resend) after it was stored: the first answer, not
    // "already saved"; keyed in the game's league and to this game
    const submissionId = input.submissionId && `${game.id}:${input.submissionId}`;
    const prior = await priorSubmission<{ version: number }>(tx, game.season.leagueId, submissionId, input);
    if (prior) return prior;
    const current = await tx.game.findUniqueOrThrow({
      where: { id: game.id },
      select: {
        status: true,
        version: true,
        finishedAt: true,
        seats: { select: { id: true, playerId: true, turnOrder: true } },
      },
    });
    if (current.status === "void") throw new ActionError("gameIsVoid");
    if (current.version !== input.version) throw new ActionError("resultAlreadySaved");
    const seats = new Map(current.seats.map((s) => [s.id, s]));
    if (input.seats.length !== seats.size || input.seats.some((s) => !seats.has(s.seatId)))
      throw new ActionError("seatsChanged");
    checkEliminators(input, seats);

    const entered = await withPlayerReports(tx, game.id, input, current.status);
    const chosen = new Map(entered.map((s) => [s.seatId, s.objectiveId]));
    // Re-checked here against the rows this transaction sees. For a finished game (an edit) the cards are public,
    // so naming the seat that does not match reveals nothing.
    const mismatched = await mismatchedDealtSeats(tx, game.id, chosen);
    if (mismatched.length && current.status !== "finished") throw new ActionError("objectiveMismatchAny");
    if (mismatched.length)
      throw new ActionError(
        "objectiveMismatch",
        Object.fromEntries(mismatched.map((id) => [`seats.${id}`, ["objectiveMismatch"]])),
      );

    const objectiveIds = [...chosen.values()].filter((id): id is string => Boolean(id));
    const rows = await tx.objective.findMany({
      where: { id: { in: objectiveIds }, seasonId: game.seasonId },
      select: { id: true, territories: { select: { territoryId: true, value: true } } },
    });
    if (rows.length !== objectiveIds.length) throw new ActionError("objectiveNotInSeason");
    const objectives = new Map<string, Objective>(
      rows.map((o) => [
        o.id,
        {
          id: o.id,
          territories: new Map(o.territories.map((t) => [t.territoryId, t.value])),
          total: o.territories.reduce((s, t) => s + t.value, 0),
        },
      ]),
    );

    const scored = entered.map((s) => ({
      input: s,
      seat: seats.get(s.seatId)!,
      ...seatScores(s, s.objectiveId ? objectives.get(s.objectiveId) : undefined),
    }));
    const secret = current.status !== "finished";
    checkCompletion(input, scored, secret);
    const gameInput = {
      id: game.id,
      playedAt: new Date().toISOString(),
      endReason: input.endReason,
      seats: scored.map<SeatInput>((s) => ({
        playerId: s.seat.playerId,
        turnOrder: s.seat.turnOrder,
        objectivePoints: s.points,
        objectiveTotal: s.total,
        objectiveCompleted: s.completed,
        eliminatedOrder: s.input.eliminatedOrder,
        armies: s.input.armies,
      })),
    };
    let outcomes;
    try {
      outcomes = rankGame(gameInput, parseRules(JSON.parse(game.season.rules)));
    } catch (e) {
      if (e instanceof ScoringInputError) throw new ActionError(e.message);
      throw e;
    }
    checkTerritoriesOnce(scored, secret);

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
        sdadataThreshold: input.endReason === "sdadata" ? input.sdadataThreshold : null,
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
          objectiveCompleted: s.completed,
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
    await rememberSubmission(tx, {
      leagueId: game.season.leagueId,
      actorUserId: user.id,
      submissionId,
      action: "game.result.record",
      result: { version: input.version + 1 },
      payload: input,
    });
    return { version: input.version + 1 };
  },
  revalidate: ({ auth: game }) => {
    const base = `/l/${game.season.league.slug}`;
    return [base, `${base}/games/${game.id}`, `${base}/seasons/${game.season.edition}`, `${base}/players`];
  },
});
