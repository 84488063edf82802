"use server";
import { cryptoRng, shuffle } from "@/dealing/rng";
import { gameNightSchema } from "@/schemas/game-night";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { getLeagueAccess, NotFoundError, requireOrganiser } from "@/server/auth/access";
import { gamePaths } from "@/server/queries/game-night";
import { priorSubmission, rememberSubmission } from "@/server/submissions";
import { resolveActiveSeason } from "@/server/queries/seasons";
import { dealsObjectives } from "@/scoring";

/** Creates a planned game in the active season: date, 3–6 players, colours, turn order (drawn or entered). */
export const createGameNight = defineAction({
  schema: gameNightSchema,
  authorize: async ({ user, input, db }) => {
    const league = await db.league.findUnique({ where: { slug: input.slug }, select: { id: true } });
    if (!league) throw new NotFoundError();
    requireOrganiser(await getLeagueAccess(db, user.id, league.id));
    return league;
  },
  write: async ({ user, input, auth: league, tx }) => {
    // the same new night saved again (a retap, a reload, the outbox's resend): the first answer, not a second night
    type Created = { gameId: string; sequence: number; edition: number };
    const prior = await priorSubmission<Created>(tx, league.id, input.submissionId, input);
    if (prior) return prior;
    const season = await resolveActiveSeason(tx, league.id, input.season);
    if (!dealsObjectives(season.systemId)) throw new ActionError("notARisikoSeason"); // a Nero/JC season has no deal: its plays are created by their result
    const players = await tx.player.count({
      where: { leagueId: league.id, id: { in: input.seats.map((s) => s.playerId) } },
    });
    if (players !== input.seats.length) throw new ActionError("checkFields", { seats: ["playerUnknown"] });
    const order =
      input.turnOrderMode === "random"
        ? shuffle(input.seats, cryptoRng)
        : [...input.seats].sort((a, b) => a.turnOrder! - b.turnOrder!);
    const last = await tx.game.findFirst({
      where: { seasonId: season.id },
      orderBy: { sequence: "desc" },
      select: { sequence: true },
    });
    const game = await tx.game.create({
      data: {
        seasonId: season.id,
        sequence: (last?.sequence ?? 0) + 1,
        playedOn: new Date(`${input.playedOn}T20:00:00Z`),
        seats: { create: order.map((s, i) => ({ playerId: s.playerId, armyColor: s.armyColor, turnOrder: i + 1 })) },
      },
      select: { id: true, sequence: true },
    });
    await audit(tx, {
      leagueId: league.id,
      actorUserId: user.id,
      action: "game.create",
      entityType: "Game",
      entityId: game.id,
      after: {
        playedOn: input.playedOn,
        turnOrderMode: input.turnOrderMode,
        seats: order.map((s, i) => ({ playerId: s.playerId, armyColor: s.armyColor, turnOrder: i + 1 })),
      },
    });
    const created: Created = { gameId: game.id, sequence: game.sequence, edition: season.edition };
    await rememberSubmission(tx, {
      leagueId: league.id,
      actorUserId: user.id,
      submissionId: input.submissionId,
      action: "game.create",
      result: created,
      payload: input,
    });
    return created;
  },
  revalidate: ({ input, result }) => gamePaths(input.slug, result.gameId, result.edition),
});
