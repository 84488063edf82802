"use server";
import { issuesByField } from "@/lib/plays/play-form";
import { recordPlaySchema } from "@/schemas/play";
import {
  getSystem,
  orderVariants,
  recordsPlays,
  roundPoints,
  ScoringInputError,
  withDerivedFlags,
  type Play,
} from "@/scoring";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { createPlayGame, readPlay, scoreSeasonPlay, writePlay } from "@/server/plays/play-store";
import { resultSnapshot } from "@/server/queries/game-result";
import { resolveActiveSeason } from "@/server/queries/seasons";
import { priorSubmission, rememberSubmission } from "@/server/submissions";

/** The variants played in the definition's order, none left out: one set is stored as one text (decision 0044). */
function inOrder(systemId: string, play: Play): Play {
  const { variants, ...rest } = play;
  return variants && variants.length > 0 ? { ...rest, variants: orderVariants(getSystem(systemId), variants) } : rest;
}

/** rankPlay's refusal as field errors keyed like the form's inputs ("seats.<playerId>.values.vp", "game.endedYear"…). */
function refusal(play: Play, e: ScoringInputError): ActionError {
  return new ActionError("playInvalid", issuesByField(play, e.issues));
}

type RecordedPlay = { gameId: string; version: number; edition: number; result: string };

/**
 * Records a play of a season of any system but RisiKo! (generic form, decision 0020), or corrects one.
 * New: a game of the league's active season, its seats from the form (no deal), finished at once.
 * Planned (fair tables, decision 0062): the first result of a game the accepted tables created, on that same game
 * (its id and sequence), the same seats (their order may be corrected), at the version the form was loaded with; no
 * reason (nothing is being corrected). Recorded once: a second save at the old version is refused like a correction's.
 * Correction: optimistic concurrency on Game.version, a reason required, the same seats.
 * A new or planned play sent again by the outbox gets the first answer (its submission id, decision 0025).
 * Either way rankPlay validates it (the message at the field), and ranks/points come from the season.
 */
export const recordPlay = defineAction({
  schema: recordPlaySchema,
  authorize: async ({ user, input, db }) => {
    const league = await db.league.findUnique({ where: { slug: input.slug }, select: { id: true, slug: true } });
    if (!league) throw new NotFoundError();
    requireResultRecorder(await getLeagueAccess(db, user.id, league.id));
    if (input.gameId) {
      const game = await db.game.findUnique({
        where: { id: input.gameId },
        select: { season: { select: { leagueId: true } } },
      });
      if (!game || game.season.leagueId !== league.id) throw new NotFoundError();
    }
    return league;
  },
  write: async ({ user, input, auth: league, tx }) => {
    // a new or planned play sent again by the phone's outbox after a lost answer: the first answer, not a second
    // write (a correction stores no submission, so none is found for it)
    const prior = await priorSubmission<RecordedPlay>(tx, league.id, input.submissionId, input);
    if (prior) return prior;
    let play = input.play as Play;
    const players = await tx.player.findMany({
      where: { leagueId: league.id, id: { in: play.seats.map((s) => s.playerId) } },
      select: { id: true, armyColor: true },
    });
    if (players.length !== play.seats.length) throw new ActionError("checkFields", { "play.seats": ["playerUnknown"] });
    const colourOf = new Map(players.map((p) => [p.id, p.armyColor]));
    const playedOn = new Date(`${input.playedOn}T20:00:00Z`);

    let gameId = input.gameId;
    let seasonId: string;
    let systemId: string;
    let before: unknown;
    let version: number;
    /** the first result of a planned play (or a new one): recorded, not corrected */
    let recording = !gameId;
    if (gameId) {
      const current = await readPlay(tx, gameId);
      if (!current) throw new NotFoundError();
      if (!recordsPlays(current.systemId)) throw new ActionError("notAPlaySeason");
      if (current.status === "void") throw new ActionError("gameIsVoid");
      // a form loaded before another phone saved (a planned play finished meanwhile): refused as already saved
      if (current.version !== input.version) throw new ActionError("resultAlreadySaved");
      recording = current.status === "planned";
      if (!recording && (input.reason ?? "").length < 3)
        throw new ActionError("checkFields", { reason: ["reasonRequired"] });
      const seated = new Set(current.seats.map((s) => s.playerId));
      if (play.seats.length !== seated.size || play.seats.some((s) => !seated.has(s.playerId)))
        throw new ActionError("seatsChanged");
      seasonId = current.seasonId;
      systemId = current.systemId;
      play = inOrder(current.systemId, withDerivedFlags(current.systemId, play));
      before = recording ? null : ((await resultSnapshot(tx, gameId)) ?? { status: current.status });
      version = current.version;
    } else {
      const season = await resolveActiveSeason(tx, league.id, input.season);
      if (!recordsPlays(season.systemId)) throw new ActionError("notAPlaySeason");
      seasonId = season.id;
      systemId = season.systemId;
      play = inOrder(season.systemId, withDerivedFlags(season.systemId, play)); // what the rules decide is not typed twice (issue 21)
      before = null;
      version = 0;
    }

    let scored;
    try {
      scored = await scoreSeasonPlay(tx, seasonId, play);
    } catch (e) {
      if (e instanceof ScoringInputError) throw refusal(play, e);
      throw e;
    }

    if (!gameId) {
      const created = await createPlayGame(
        tx,
        seasonId,
        playedOn,
        play.seats.map((s) => ({
          playerId: s.playerId,
          seatOrder: s.seatOrder!,
          identity: s.identity ?? {},
          armyColor: colourOf.get(s.playerId)!,
        })),
      );
      gameId = created.id;
    } else {
      // seat order may be corrected: move every seat out of the 1..n range first (unique per game)
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
    // First write on the game row: a second phone submitting the same correction is refused.
    const { count } = await tx.game.updateMany({
      where: { id: gameId, version, status: { not: "void" } },
      data: {
        version: { increment: 1 },
        status: "finished",
        finishedAt: new Date(),
        playedOn,
        durationMinutes: input.durationMinutes,
        notes: input.notes || null,
      },
    });
    if (count === 0) throw new ActionError("resultAlreadySaved");
    await writePlay(tx, gameId, systemId, play, scored, roundPoints);

    const season = await tx.season.findUniqueOrThrow({ where: { id: seasonId }, select: { edition: true } });
    const edition = season.edition;
    await audit(tx, {
      leagueId: league.id,
      actorUserId: user.id,
      action: recording ? "game.result.record" : "game.result.edit",
      entityType: "Game",
      entityId: gameId,
      before,
      after: await resultSnapshot(tx, gameId),
      reason: input.reason,
    });
    const recorded: RecordedPlay = { gameId, version: version + 1, edition, result: scored.result.result };
    if (recording)
      await rememberSubmission(tx, {
        leagueId: league.id,
        actorUserId: user.id,
        submissionId: input.submissionId,
        action: "game.result.record",
        result: recorded,
        payload: input,
      });
    return recorded;
  },
  revalidate: ({ input, result }) => {
    const base = `/l/${input.slug}`;
    return [base, `${base}/games/${result.gameId}`, `${base}/seasons/${result.edition}`, `${base}/players`];
  },
});
