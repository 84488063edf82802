"use server";
import { issuesByField } from "@/lib/plays/play-form";
import { recordResultSchema, type RecordResult } from "@/schemas/play";
import {
  dealsObjectives,
  getSystem,
  orderVariants,
  roundPoints,
  ScoringInputError,
  withDerivedFlags,
  type Play,
  type ScoredPlay,
} from "@/scoring";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { checkDealtResult, resolveDealtResult, writeDealtCards, type DealtResult } from "@/server/dealt-result";
import type { Tx } from "@/server/db";
import { createPlayGame, readPlay, scoreSeasonPlay, writePlay, type StoredPlay } from "@/server/plays/play-store";
import { resultSnapshot } from "@/server/queries/game-result";
import { resolveActiveSeason } from "@/server/queries/seasons";
import { priorSubmission, rememberSubmission } from "@/server/submissions";
import { enqueue } from "@/server/notify/outbox";

/** The variants played in the definition's order, none left out: one set is stored as one text (decision 0044). */
function inOrder(systemId: string, play: Play): Play {
  const { variants, ...rest } = play;
  return variants && variants.length > 0 ? { ...rest, variants: orderVariants(getSystem(systemId), variants) } : rest;
}

type RecordedResult = { gameId: string; version: number; edition: number; result: string };

type Target = { gameId: string | null; seasonId: string; systemId: string; version: number; stored: StoredPlay | null };

/** The game the result is for (its checks: not void, the version the form was loaded with, the same players), or a new play's season. */
async function targetOf(tx: Tx, leagueId: string, input: RecordResult, play: Play): Promise<Target> {
  if (!input.gameId) {
    const season = await resolveActiveSeason(tx, leagueId, input.season);
    // a game of a system that deals is created by its night (the deal), never by a result
    if (dealsObjectives(season.systemId)) throw new ActionError("notAPlaySeason");
    return { gameId: null, seasonId: season.id, systemId: season.systemId, version: 0, stored: null };
  }
  const stored = await readPlay(tx, input.gameId);
  if (!stored) throw new NotFoundError();
  if (stored.status === "void") throw new ActionError("gameIsVoid");
  // a form loaded before another phone saved: refused as already saved
  if (stored.version !== input.version) throw new ActionError("resultAlreadySaved");
  const seated = new Set(stored.seats.map((s) => s.playerId));
  if (play.seats.length !== seated.size || play.seats.some((s) => !seated.has(s.playerId)))
    throw new ActionError("seatsChanged");
  return {
    gameId: stored.gameId,
    seasonId: stored.seasonId,
    systemId: stored.systemId,
    version: stored.version,
    stored,
  };
}

/** The seat order as sent (a correction may change it): every seat moved out of the 1..n range first (unique per game). */
async function seatInOrder(tx: Tx, gameId: string, play: Play, stored: StoredPlay) {
  const before = new Map(stored.seats.map((s) => [s.playerId, s.seatOrder]));
  if (play.seats.every((s) => s.seatOrder === undefined || before.get(s.playerId) === s.seatOrder)) return;
  for (const s of play.seats)
    await tx.seat.update({
      where: { gameId_playerId: { gameId, playerId: s.playerId } },
      data: { turnOrder: 100 + s.seatOrder! },
    });
  for (const s of play.seats)
    await tx.seat.update({
      where: { gameId_playerId: { gameId, playerId: s.playerId } },
      data: { turnOrder: s.seatOrder! },
    });
}

/**
 * Records the result of a game of any system, or corrects one (decision 0070). New: a play of the league's active
 * season, its seats from the form, finished at once (a system that deals objectives creates its games by the deal).
 * Planned or dealt: the game's first result, at the version the form was loaded with. Finished: a correction, with a
 * reason. The system's definition checks and ranks it (rankPlay, the message at the field), the season's rules give the
 * points; a system that deals objectives turns the cards chosen or reported into the seats' objective values first
 * (src/server/dealt-result.ts). Exactly once: whoever bumps Game.version first wins, and the same draft sent again
 * (retap, reload, the outbox's resend) gets the first answer (decisions 0025, 0048).
 */
export const recordResult = defineAction({
  schema: recordResultSchema,
  authorize: async ({ user, input, db }) => {
    const league = await db.league.findUnique({ where: { slug: input.slug }, select: { id: true, slug: true } });
    if (!league) throw new NotFoundError();
    requireResultRecorder(await getLeagueAccess(db, user.id, league.id));
    // a new play is of a game without a deal (a dealing game's are created by their night): no cards to take
    if (!input.gameId) {
      if (input.deal) throw new ActionError("checkFields", { seats: ["noDeal"] });
      return { league, dealt: false };
    }
    const game = await db.game.findUnique({
      where: { id: input.gameId },
      select: { status: true, season: { select: { leagueId: true, systemId: true } } },
    });
    if (!game || game.season.leagueId !== league.id) throw new NotFoundError();
    const deals = dealsObjectives(game.season.systemId);
    if (!deals && input.deal) throw new ActionError("checkFields", { seats: ["noDeal"] });
    // before any card is consulted, outside the write transaction (a refusal rolls that back)
    if (deals && game.status === "dealt") await checkDealtResult(db, input.gameId, input.deal);
    return { league, dealt: deals };
  },
  write: async ({ user, input, auth: { league, dealt }, tx }) => {
    // the same draft saved again after it was stored: the first answer, keyed in the league and to the game
    const submissionId =
      input.submissionId && (input.gameId ? `${input.gameId}:${input.submissionId}` : input.submissionId);
    const prior = await priorSubmission<RecordedResult>(tx, league.id, submissionId, input);
    if (prior) return prior;
    const target = await targetOf(tx, league.id, input, input.play as Play);
    const correcting = target.stored?.status === "finished";
    if (correcting && (input.reason ?? "").length < 3)
      throw new ActionError("checkFields", { reason: ["reasonRequired"] });
    let play = inOrder(target.systemId, input.play as Play);
    let cards: DealtResult | null = null;
    if (dealt && target.stored) {
      cards = await resolveDealtResult(tx, { id: target.stored.gameId, ...target.stored }, play, input.deal);
      play = cards.play;
    }
    play = withDerivedFlags(target.systemId, play); // what the rules decide is not typed twice
    let scored: ScoredPlay;
    try {
      scored = await scoreSeasonPlay(tx, target.seasonId, play);
    } catch (e) {
      if (e instanceof ScoringInputError) {
        const fieldErrors = issuesByField(play, e.issues);
        throw new ActionError("playInvalid", cards ? cards.unnamed(fieldErrors) : fieldErrors);
      }
      throw e;
    }
    cards?.checkTerritories();

    const before = correcting ? await resultSnapshot(tx, target.gameId!) : null;
    let gameId = target.gameId;
    if (!gameId) {
      const players = await tx.player.findMany({
        where: { leagueId: league.id, id: { in: play.seats.map((s) => s.playerId) } },
        select: { id: true, armyColor: true },
      });
      if (players.length !== play.seats.length)
        throw new ActionError("checkFields", { "play.seats": ["playerUnknown"] });
      const colourOf = new Map(players.map((p) => [p.id, p.armyColor]));
      gameId = (
        await createPlayGame(
          tx,
          target.seasonId,
          new Date(`${input.playedOn}T20:00:00Z`),
          play.seats.map((s) => ({
            playerId: s.playerId,
            seatOrder: s.seatOrder!,
            identity: s.identity ?? {},
            armyColor: colourOf.get(s.playerId)!,
          })),
        )
      ).id;
    } else await seatInOrder(tx, gameId, play, target.stored!);
    // First write on the game row: a second phone submitting the same result is refused.
    const { count } = await tx.game.updateMany({
      where: { id: gameId, version: target.version, status: { not: "void" } },
      data: {
        version: { increment: 1 },
        status: "finished",
        finishedAt: correcting ? undefined : new Date(),
        ...(input.playedOn ? { playedOn: new Date(`${input.playedOn}T20:00:00Z`) } : {}),
        durationMinutes: input.durationMinutes,
        notes: input.notes || null,
      },
    });
    if (count === 0) throw new ActionError("resultAlreadySaved");
    await writePlay(tx, gameId, target.systemId, play, scored, roundPoints);
    if (cards) await writeDealtCards(tx, cards.cards);

    const { edition } = await tx.season.findUniqueOrThrow({
      where: { id: target.seasonId },
      select: { edition: true },
    });
    await audit(tx, {
      leagueId: league.id,
      actorUserId: user.id,
      action: correcting ? "game.result.edit" : "game.result.record",
      entityType: "Game",
      entityId: gameId,
      before: before ?? (target.stored ? { status: target.stored.status } : null),
      after: await resultSnapshot(tx, gameId),
      reason: input.reason,
    });
    const recorded: RecordedResult = { gameId, version: target.version + 1, edition, result: scored.result.result };
    await rememberSubmission(tx, {
      leagueId: league.id,
      actorUserId: user.id,
      submissionId,
      action: "game.result.record",
      result: recorded,
      payload: input,
    });
    await enqueue(tx, { kind: "result", leagueId: league.id, actorUserId: user.id, gameId });
    return recorded;
  },
  revalidate: ({ input, result }) => {
    const base = `/l/${input.slug}`;
    return [base, `${base}/games/${result.gameId}`, `${base}/seasons/${result.edition}`, `${base}/players`];
  },
});
