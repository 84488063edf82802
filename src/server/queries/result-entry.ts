import "server-only";
import { commitmentOf } from "@/dealing/commitment";
import { parseRules, type ScoringRules } from "@/scoring";
import { getLeagueAccess, NotFoundError, requireResultRecorder } from "@/server/auth/access";
import { db, type Db, type Tx } from "@/server/db";

export type CatalogueObjective = {
  id: string;
  number: number;
  name: string;
  total: number;
  territories: Array<{ id: string; nameIt: string; nameEn: string; value: number }>;
};

export type EntrySeat = {
  id: string;
  playerId: string;
  playerName: string;
  armyColor: string;
  turnOrder: number;
  /** an objective was dealt in the app: the recorder must pick the one revealed at the table */
  dealt: boolean;
  /** the holder sent their held territories from their own phone (the form can leave the seat's card to them) */
  selfReported: boolean;
  /** the saved result, only for a finished game (its objectives are public) */
  saved: {
    objectiveId: string | null;
    heldTerritoryIds: string[];
    objectiveTotal: number | null;
    objectivePoints: number | null;
    objectiveCompleted: boolean;
    eliminatedOrder: number | null;
    eliminatedById: string | null;
    armies: number | null;
  } | null;
};

export type ResultEntry = {
  game: {
    id: string;
    sequence: number;
    playedOn: string;
    status: string;
    version: number;
    endReason: string | null;
    sdadataRound: number | null;
    sdadataThreshold: number | null;
    durationMinutes: number | null;
    notes: string | null;
  };
  season: { edition: number; name: string; systemId: string };
  rules: ScoringRules;
  seats: EntrySeat[];
  catalogue: CatalogueObjective[];
};

/**
 * Everything the result form needs, for a result recorder only. The objective dealt to a seat of an
 * unfinished game is never part of it: the recorder picks the card revealed at the table and the
 * action checks it against the seat's commitment (docs/decisions/0005-recording-results.md).
 */
export async function getResultEntry(leagueId: string, userId: string | null, gameId: string): Promise<ResultEntry> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      sequence: true,
      playedOn: true,
      status: true,
      version: true,
      endReason: true,
      sdadataRound: true,
      sdadataThreshold: true,
      durationMinutes: true,
      notes: true,
      season: { select: { id: true, leagueId: true, edition: true, name: true, rules: true, systemId: true } },
      seats: {
        orderBy: { turnOrder: "asc" },
        select: {
          id: true,
          playerId: true,
          armyColor: true,
          turnOrder: true,
          commitment: true,
          objectiveTotal: true,
          objectivePoints: true,
          objectiveCompleted: true,
          eliminatedOrder: true,
          eliminatedById: true,
          armies: true,
          reportedAt: true,
          player: { select: { displayName: true } },
          held: { select: { territoryId: true } },
        },
      },
    },
  });
  if (!game || game.season.leagueId !== leagueId) throw new NotFoundError();
  requireResultRecorder(await getLeagueAccess(db, userId, leagueId));
  const finished = game.status === "finished";
  // Objectives of a finished game are public; the only opt-in to Seat.objectiveId in this file.
  const objectiveOf = finished
    ? new Map(
        (
          await db.seat.findMany({
            where: { gameId, game: { status: "finished" } },
            select: { id: true, objectiveId: true },
          })
        ).map((s) => [s.id, s.objectiveId]),
      )
    : new Map<string, string | null>();
  const objectives = await db.objective.findMany({
    where: { seasonId: game.season.id },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      name: true,
      territories: {
        select: { value: true, territory: { select: { id: true, nameIt: true, nameEn: true, sortOrder: true } } },
      },
    },
  });
  return {
    game: {
      id: game.id,
      sequence: game.sequence,
      playedOn: game.playedOn.toISOString(),
      status: game.status,
      version: game.version,
      endReason: game.endReason,
      sdadataRound: game.sdadataRound,
      sdadataThreshold: game.sdadataThreshold,
      durationMinutes: game.durationMinutes,
      notes: game.notes,
    },
    season: { edition: game.season.edition, name: game.season.name, systemId: game.season.systemId },
    rules: parseRules(JSON.parse(game.season.rules)),
    seats: game.seats.map((s) => ({
      id: s.id,
      playerId: s.playerId,
      playerName: s.player.displayName,
      armyColor: s.armyColor,
      turnOrder: s.turnOrder,
      dealt: s.commitment !== null,
      selfReported: game.status === "dealt" && s.reportedAt !== null,
      saved: finished
        ? {
            objectiveId: objectiveOf.get(s.id) ?? null,
            heldTerritoryIds: s.held.map((h) => h.territoryId),
            objectiveTotal: s.objectiveTotal,
            objectivePoints: s.objectivePoints,
            objectiveCompleted: s.objectiveCompleted,
            eliminatedOrder: s.eliminatedOrder,
            eliminatedById: s.eliminatedById,
            armies: s.armies,
          }
        : null,
    })),
    catalogue: objectives.map((o) => {
      const territories = o.territories
        .sort((a, b) => a.territory.sortOrder - b.territory.sortOrder)
        .map((t) => ({ id: t.territory.id, nameIt: t.territory.nameIt, nameEn: t.territory.nameEn, value: t.value }));
      return {
        id: o.id,
        number: o.number,
        name: o.name,
        total: territories.reduce((sum, t) => sum + t.value, 0),
        territories,
      };
    }),
  };
}

/**
 * Seats of the game whose chosen objective does not match the dealt one. Reads the salts (secret),
 * never returns them nor the dealt objective: only the ids of mismatching seats. Seats left to their
 * holder's own report are not checked (the server uses the dealt card for them).
 */
export async function mismatchedDealtSeats(
  tx: Tx | Db,
  gameId: string,
  chosen: Map<string, string | null>,
  leftToHolder: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const seats = await tx.seat.findMany({
    where: { gameId, commitment: { not: null } },
    select: { id: true, salt: true, commitment: true },
  });
  return seats
    .filter((s) => !leftToHolder.has(s.id))
    .filter((s) => {
      const objectiveId = chosen.get(s.id);
      return !objectiveId || !s.salt || commitmentOf(objectiveId, s.salt) !== s.commitment;
    })
    .map((s) => s.id);
}
