import "server-only";
import { dealsObjectives } from "@/scoring";
import { getLeagueAccess, type LeagueAccess } from "@/server/auth/access";
import { db, type Db } from "@/server/db";
import { canViewSeason } from "@/server/queries/seasons";

type Client = Pick<Db, "game" | "seat">;

export type SeatSnapshot = {
  playerId: string;
  turnOrder: number;
  objectiveId: string | null;
  objectiveTotal: number | null;
  objectivePoints: number | null;
  objectiveCompleted: boolean;
  eliminatedOrder: number | null;
  eliminatedById: string | null;
  armies: number | null;
  rank: number | null;
  points: number | null;
  held: string[];
  /** other systems: identity and seat fields as stored (JSON text), winner flag */
  identity?: string | null;
  values?: string | null;
  isWinner?: boolean;
};
export type ResultSnapshot = {
  status: string;
  endReason: string | null;
  sdadataRound: number | null;
  /** RisiKo! sdadata threshold, present only when recorded (older snapshots have none) */
  sdadataThreshold?: number;
  durationMinutes: number | null;
  notes: string | null;
  /** other systems: ending, game fields (JSON text) and result */
  endedBy?: string | null;
  values?: string | null;
  outcome?: string | null;
  seats: SeatSnapshot[];
};

/**
 * The public result of a FINISHED game, as stored in the audit trail. Objectives are included
 * because a finished game's objectives are public; for any other status this returns null.
 */
export async function resultSnapshot(client: Client, gameId: string): Promise<ResultSnapshot | null> {
  const game = await client.game.findFirst({
    where: { id: gameId, status: "finished" },
    select: {
      status: true,
      endReason: true,
      sdadataRound: true,
      sdadataThreshold: true,
      durationMinutes: true,
      notes: true,
      endedBy: true,
      values: true,
      outcome: true,
    },
  });
  if (!game) return null;
  const seats = await client.seat.findMany({
    where: { gameId, game: { status: "finished" } },
    orderBy: { turnOrder: "asc" },
    select: {
      playerId: true,
      turnOrder: true,
      objectiveId: true,
      objectiveTotal: true,
      objectivePoints: true,
      objectiveCompleted: true,
      eliminatedOrder: true,
      eliminatedById: true,
      armies: true,
      rank: true,
      points: true,
      held: { select: { territoryId: true } },
      identity: true,
      values: true,
      isWinner: true,
    },
  });
  const { sdadataThreshold, ...rest } = game;
  return {
    ...rest,
    ...(sdadataThreshold !== null ? { sdadataThreshold } : {}),
    seats: seats.map(({ held, ...s }) => ({ ...s, held: held.map((h) => h.territoryId).sort() })),
  };
}

export type AuditEntry = {
  id: string;
  action: string;
  actorName: string | null;
  createdAt: string;
  reason: string | null;
  before: ResultSnapshot | { status: string } | null;
  after: ResultSnapshot | { status: string } | null;
};

export type GameResultView = {
  game: {
    id: string;
    sequence: number;
    status: string;
    version: number;
    voidedFromStatus: string | null;
    playedOn: string;
    endReason: string | null;
    sdadataRound: number | null;
    sdadataThreshold: number | null;
    durationMinutes: number | null;
    notes: string | null;
    endedBy?: string | null;
  };
  season: { edition: number; name: string };
  seats: Array<{
    id: string;
    playerId: string;
    playerName: string;
    armyColor: string;
    turnOrder: number;
    rank: number | null;
    points: number | null;
    objective: { number: number; name: string } | null;
    objectiveTotal: number | null;
    objectivePoints: number | null;
    objectiveCompleted: boolean;
    eliminatedOrder: number | null;
    eliminatedByName: string | null;
    armies: number | null;
    held: Array<{ nameIt: string; nameEn: string; value: number | null }>;
  }>;
  players: Record<string, string>;
  objectives: Record<string, { number: number; name: string }>;
  audit: AuditEntry[];
  access: LeagueAccess;
};

const parse = (json: string | null) => (json ? (JSON.parse(json) as AuditEntry["before"]) : null);

/** A seat of the result, but its held territories (the game page reads those only for a finished game). */
export const RESULT_SEAT_SELECT = {
  id: true,
  playerId: true,
  armyColor: true,
  turnOrder: true,
  rank: true,
  points: true,
  objectiveTotal: true,
  objectivePoints: true,
  objectiveCompleted: true,
  eliminatedOrder: true,
  eliminatedById: true,
  armies: true,
} as const;

/** What the result part of the game page is made of (the page's loader reads it with the night: game-page.ts). */
export const RESULT_SELECT = {
  id: true,
  sequence: true,
  status: true,
  version: true,
  voidedFromStatus: true,
  playedOn: true,
  endReason: true,
  sdadataRound: true,
  sdadataThreshold: true,
  durationMinutes: true,
  notes: true,
  endedBy: true,
  season: { select: { id: true, leagueId: true, edition: true, name: true, isPublic: true, systemId: true } },
  seats: {
    orderBy: { turnOrder: "asc" },
    select: {
      ...RESULT_SEAT_SELECT,
      held: { select: { territory: { select: { id: true, nameIt: true, nameEn: true, sortOrder: true } } } },
    },
  },
} as const;

const readResult = (gameId: string) => db.game.findUnique({ where: { id: gameId }, select: RESULT_SELECT });
type FullRow = NonNullable<Awaited<ReturnType<typeof readResult>>>;
type HeldRow = FullRow["seats"][number]["held"];
/** A row read with RESULT_SELECT, or without the seats' held territories (then read here, for a finished game only). */
export type ResultRow = Omit<FullRow, "seats"> & {
  seats: (Omit<FullRow["seats"][number], "held"> & { held?: HeldRow })[];
};
export const HELD_SELECT = RESULT_SELECT.seats.select.held.select;

/** The game's result for its page: seats, public objectives once finished, held territories, audit trail. Null if not visible. */
export async function getGameResult(
  leagueId: string,
  userId: string | null,
  gameId: string,
): Promise<GameResultView | null> {
  return readGameResult(getLeagueAccess(db, userId, leagueId), gameId);
}

/**
 * The same for a caller whose access in the game's league is known (the game page has it from its league context):
 * no second read of the membership. Authorizes by itself: a game of another league, or of a season the caller may not
 * see, is null.
 */
export async function readGameResult(
  caller: LeagueAccess | Promise<LeagueAccess>,
  gameId: string,
): Promise<GameResultView | null> {
  const [game, access] = await Promise.all([readResult(gameId), caller]);
  return buildGameResult(game, access);
}

/** The result from its row (read with RESULT_SELECT): null when the game is not in the caller's league or not visible. */
export async function buildGameResult(game: ResultRow | null, access: LeagueAccess): Promise<GameResultView | null> {
  const leagueId = access.leagueId;
  if (!game || game.season.leagueId !== leagueId || !canViewSeason(game.season, Boolean(access.role))) return null;
  const finished = game.status === "finished";
  // Cards and territories belong to a dealt game (RisiKo!); a play of another system has none, so none are read (issue
  // 25: six statements fewer on its page)
  const dealt = dealsObjectives(game.season.systemId);
  // seats' names (and who eliminated whom) from the league's players, which the audit trail needs anyway
  const [objectiveSeats, events, players, objectives, heldRows] = await Promise.all([
    // Finished games only: their objectives are public.
    finished && dealt
      ? db.seat.findMany({
          where: { gameId: game.id, game: { status: "finished" } },
          select: { id: true, objectiveId: true },
        })
      : Promise.resolve([]),
    db.auditEvent.findMany({
      where: { leagueId, entityType: "Game", entityId: game.id, action: { startsWith: "game." } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        action: true,
        createdAt: true,
        reason: true,
        before: true,
        after: true,
        actor: { select: { name: true } },
      },
    }),
    db.player.findMany({ where: { leagueId }, select: { id: true, displayName: true } }),
    dealt
      ? db.objective.findMany({
          where: { seasonId: game.season.id },
          select: {
            id: true,
            number: true,
            name: true,
            // the values of held territories, for a finished game's dealt cards
            ...(finished ? { territories: { select: { territoryId: true, value: true } } } : {}),
          },
        })
      : Promise.resolve([]),
    finished && dealt && game.seats.some((s) => !s.held)
      ? db.seatTerritory.findMany({ where: { seat: { gameId: game.id } }, select: { seatId: true, ...HELD_SELECT } })
      : Promise.resolve([]),
  ]);
  const names = new Map(players.map((p) => [p.id, p.displayName]));
  const heldOf = (seat: ResultRow["seats"][number]): HeldRow =>
    seat.held ?? heldRows.filter((h) => h.seatId === seat.id);
  type Card = { number: number; name: string; territories?: { territoryId: string; value: number }[] };
  const byId = new Map<string, Card>(objectives.map((o) => [o.id, o]));
  // a card from outside the season's catalogue (not dealt by the app; kept for safety): read on its own
  const others = objectiveSeats.flatMap((s) => (s.objectiveId && !byId.has(s.objectiveId) ? [s.objectiveId] : []));
  if (others.length)
    for (const o of await db.objective.findMany({
      where: { id: { in: others } },
      select: { id: true, number: true, name: true, territories: { select: { territoryId: true, value: true } } },
    }))
      byId.set(o.id, o);
  const objectiveBySeat = new Map(
    objectiveSeats.map((s) => [s.id, s.objectiveId ? byId.get(s.objectiveId) : undefined]),
  );
  return {
    game: {
      id: game.id,
      sequence: game.sequence,
      status: game.status,
      version: game.version,
      voidedFromStatus: game.voidedFromStatus,
      playedOn: game.playedOn.toISOString(),
      endReason: game.endReason,
      sdadataRound: game.sdadataRound,
      sdadataThreshold: game.sdadataThreshold,
      durationMinutes: game.durationMinutes,
      notes: game.notes,
      endedBy: game.endedBy,
    },
    season: { edition: game.season.edition, name: game.season.name },
    seats: game.seats.map((s) => {
      const objective = objectiveBySeat.get(s.id) ?? null;
      const values = new Map(objective?.territories?.map((t) => [t.territoryId, t.value]));
      return {
        id: s.id,
        playerId: s.playerId,
        playerName: names.get(s.playerId) ?? "",
        armyColor: s.armyColor,
        turnOrder: s.turnOrder,
        rank: finished ? s.rank : null,
        points: finished ? s.points : null,
        objective: objective ? { number: objective.number, name: objective.name } : null,
        objectiveTotal: finished ? s.objectiveTotal : null,
        objectivePoints: finished ? s.objectivePoints : null,
        objectiveCompleted: finished && s.objectiveCompleted,
        eliminatedOrder: finished ? s.eliminatedOrder : null,
        eliminatedByName: finished && s.eliminatedById ? (names.get(s.eliminatedById) ?? null) : null,
        armies: finished ? s.armies : null,
        held: finished
          ? heldOf(s)
              .sort((a, b) => a.territory.sortOrder - b.territory.sortOrder)
              .map((h) => ({
                nameIt: h.territory.nameIt,
                nameEn: h.territory.nameEn,
                value: values.get(h.territory.id) ?? null,
              }))
          : [],
      };
    }),
    players: Object.fromEntries(players.map((p) => [p.id, p.displayName])),
    objectives: Object.fromEntries(objectives.map((o) => [o.id, { number: o.number, name: o.name }])),
    audit: events.map((e) => ({
      id: e.id,
      action: e.action,
      actorName: e.actor?.name ?? null,
      createdAt: e.createdAt.toISOString(),
      reason: e.reason,
      before: parse(e.before),
      after: parse(e.after),
    })),
    access,
  };
}
