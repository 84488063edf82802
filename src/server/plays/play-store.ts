import "server-only";
// Storing and reading plays of any game system (decision 0020), validated by rankPlay before every write, with the
// computed rank/winner/points on the seats. A system that deals objectives (RisiKo!) keeps its values in the columns
// the season pipeline reads (objective points, total and completion, elimination, armies; its ending and sdadata);
// the other systems store their definition's values as JSON text (portable to PostgreSQL).
import {
  completedObjective,
  dealsObjectives,
  packGameValues,
  parseRules,
  scorePlay,
  seasonPlaySettings,
  unpackGameValues,
  type CheckOptions,
  type Play,
  type PlayResult,
  type PlaySettings,
  type ScoredPlay,
  type Value,
} from "@/scoring";
import type { Db } from "@/server/db";

type Client = Pick<Db, "game" | "seat" | "season">;

/** One seat of a stored play. */
export type StoredSeat = {
  seatId: string;
  playerId: string;
  /** Seat.turnOrder: the turn order or clockwise seating 1..n */
  seatOrder: number;
  armyColor: string;
  identity: Record<string, string>;
  values: Record<string, Value>;
  rank: number | null;
  isWinner: boolean;
  decidedBy: string | null;
  points: number | null;
};

/** A game of any system as stored: the play rankPlay reads, plus what was computed when it was saved. */
export type StoredPlay = {
  gameId: string;
  seasonId: string;
  systemId: string;
  settings: PlaySettings | undefined;
  status: string;
  version: number;
  playedOn: Date;
  durationMinutes: number | null;
  notes: string | null;
  endedBy: string | null;
  endedAt: number | null;
  game: Record<string, Value>;
  /** the variants played (definition ids), kept with the game values (decision 0044); [] = standard rules */
  variants: string[];
  /** null until the result is saved */
  outcome: PlayResult["result"] | null;
  /** in seat order */
  seats: StoredSeat[];
};

/** JSON text of an object, or {} (null/empty column). */
export function parseJsonObject<T>(text: string | null | undefined): Record<string, T> {
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, T>) : {};
}

/** What a season of this system ranks its plays with: its settings column, or RisiKo!'s rules (throws ScoringInputError). */
export function seasonSettings(systemId: string, text: string | null, rulesJson: string): PlaySettings | undefined {
  return seasonPlaySettings(systemId, parseRules(JSON.parse(rulesJson)), text ? JSON.parse(text) : null);
}

/** Whether the system's values live in the objective columns rather than the JSON ones: a system that deals. */
const inColumns = dealsObjectives;

type ColumnSeat = {
  objectivePoints: number | null;
  objectiveTotal: number | null;
  objectiveCompleted: boolean;
  eliminatedOrder: number | null;
  eliminatedById: string | null;
  armies: number | null;
};

/**
 * The seat values a system that deals objectives keeps in columns (its card only from the deal, never from the play's
 * values); any other value of its seats is kept as JSON.
 */
const SEAT_COLUMNS: ReadonlySet<string> = new Set([
  "objectiveId",
  "objectivePoints",
  "objectiveTotal",
  "objectiveCompleted",
  "eliminatedOrder",
  "eliminatedBy",
  "armies",
]);

/** A RisiKo! seat's values from its columns (absent values left out, as the form sends them) and the rest from JSON. */
function columnValues(s: ColumnSeat): Record<string, Value> {
  const values: Record<string, Value> = { objectiveCompleted: s.objectiveCompleted };
  if (s.objectivePoints !== null) values.objectivePoints = s.objectivePoints;
  if (s.objectiveTotal !== null) values.objectiveTotal = s.objectiveTotal;
  if (s.eliminatedOrder !== null) values.eliminatedOrder = s.eliminatedOrder;
  if (s.eliminatedById !== null) values.eliminatedBy = s.eliminatedById;
  if (s.armies !== null) values.armies = s.armies;
  return values;
}

/**
 * A stored seat's values as its play has them: a system that deals keeps them in columns (the rest as JSON), the
 * others as JSON. The one reading of a seat row for every reader: a correction, a restore, the statistics.
 */
export function seatValues(systemId: string, s: ColumnSeat & { values: string | null }): Record<string, Value> {
  return inColumns(systemId)
    ? { ...parseJsonObject<Value>(s.values), ...columnValues(s) }
    : parseJsonObject<Value>(s.values);
}

/**
 * A stored seat's identity for the statistics: as saved, and for a system that deals, the colour of the army it was
 * seated with (the deal seats it; its result sends no identity).
 */
export function seatIdentity(
  systemId: string,
  s: { identity: string | null; armyColor: string | null },
): Record<string, string> {
  const identity = parseJsonObject<string>(s.identity);
  return inColumns(systemId) && s.armyColor ? { ...identity, colour: s.armyColor } : identity;
}

const numberOrNull = (v: Value | undefined) => (typeof v === "number" ? v : null);

/** The Play that rankPlay reads, from a stored play (values as saved; absent values left out). */
export function toPlay(stored: Pick<StoredPlay, "endedBy" | "endedAt" | "game" | "variants" | "seats">): Play {
  return {
    ...(stored.endedBy !== null ? { endedBy: stored.endedBy } : {}),
    ...(stored.endedAt !== null ? { endedAt: stored.endedAt } : {}),
    game: stored.game,
    ...(stored.variants.length > 0 ? { variants: stored.variants } : {}),
    seats: stored.seats.map((s) => ({
      playerId: s.playerId,
      seatOrder: s.seatOrder,
      identity: s.identity,
      values: s.values,
    })),
  };
}

/** A game of any system with its seats, or null when it does not exist. */
export async function readPlay(client: Client, gameId: string): Promise<StoredPlay | null> {
  const game = await client.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      seasonId: true,
      status: true,
      version: true,
      playedOn: true,
      durationMinutes: true,
      notes: true,
      endedBy: true,
      endedAt: true,
      values: true,
      outcome: true,
      endReason: true,
      sdadataRound: true,
      sdadataThreshold: true,
      season: { select: { systemId: true, systemSettings: true, rules: true } },
      seats: {
        orderBy: { turnOrder: "asc" },
        select: {
          id: true,
          playerId: true,
          turnOrder: true,
          armyColor: true,
          identity: true,
          values: true,
          objectivePoints: true,
          objectiveTotal: true,
          objectiveCompleted: true,
          eliminatedOrder: true,
          eliminatedById: true,
          armies: true,
          rank: true,
          isWinner: true,
          decidedBy: true,
          points: true,
        },
      },
    },
  });
  if (!game) return null;
  const systemId = game.season.systemId;
  const columns = inColumns(systemId);
  const gameValues = columns
    ? {
        game: Object.fromEntries(
          [
            ["endedRound", game.sdadataRound],
            ["sdadataThreshold", game.sdadataThreshold],
          ].filter(([, v]) => v !== null),
        ) as Record<string, Value>,
        variants: [],
      }
    : unpackGameValues(parseJsonObject<Value>(game.values));
  return {
    gameId: game.id,
    seasonId: game.seasonId,
    systemId,
    settings: seasonSettings(systemId, game.season.systemSettings, game.season.rules),
    status: game.status,
    version: game.version,
    playedOn: game.playedOn,
    durationMinutes: game.durationMinutes,
    notes: game.notes,
    endedBy: columns ? game.endReason : game.endedBy,
    endedAt: game.endedAt,
    ...gameValues,
    outcome: (game.outcome as PlayResult["result"] | null) ?? null,
    seats: game.seats.map((s) => ({
      seatId: s.id,
      playerId: s.playerId,
      seatOrder: s.turnOrder,
      armyColor: s.armyColor,
      identity: parseJsonObject<string>(s.identity),
      values: seatValues(systemId, s),
      rank: s.rank,
      isWinner: s.isWinner,
      decidedBy: s.decidedBy,
      points: s.points,
    })),
  };
}

/**
 * Ranks and scores a play with its season's system, settings and rules (ScoringInputError naming the
 * field path when the play breaks a rule of the system). `options`: how the play is read (a new result: none; a
 * stored play: older records accepted, decision 0063).
 */
export async function scoreSeasonPlay(
  client: Client,
  seasonId: string,
  play: Play,
  options?: CheckOptions,
): Promise<ScoredPlay> {
  const season = await client.season.findUniqueOrThrow({
    where: { id: seasonId },
    select: { systemId: true, systemSettings: true, rules: true },
  });
  return scorePlay(
    season.systemId,
    play,
    parseRules(JSON.parse(season.rules)),
    seasonSettings(season.systemId, season.systemSettings, season.rules),
    undefined,
    options,
  );
}

type Column = string | number | boolean | null;

/**
 * The columns a scored play is kept in: the game's, and each seat's by player (the seat order, colour and card are
 * the caller's). A system that deals objectives keeps its ending, sdadata and seat values in their own columns; the
 * others keep their definition's values as JSON. The one mapping for every writer: a result, a restore, an import.
 */
export function playColumns(
  systemId: string,
  play: Play,
  scored: ScoredPlay,
  roundPoints: (points: number) => number,
): { game: Record<string, Column>; seats: Map<string, Record<string, Column>> } {
  const columns = inColumns(systemId);
  const game: Record<string, Column> = columns
    ? {
        endReason: play.endedBy ?? null,
        sdadataRound: numberOrNull(play.game?.endedRound),
        sdadataThreshold: numberOrNull(play.game?.sdadataThreshold),
        outcome: scored.result.result,
      }
    : {
        endedBy: play.endedBy ?? null,
        endedAt: play.endedAt ?? null,
        values: JSON.stringify(packGameValues(play.game, play.variants)),
        outcome: scored.result.result,
      };
  const byPlayer = new Map(scored.seats.map((s) => [s.playerId, s]));
  const seats = new Map(
    play.seats.map((seat) => {
      const s = byPlayer.get(seat.playerId)!;
      const v = seat.values;
      const kept: Record<string, Column> = columns
        ? {
            objectivePoints: numberOrNull(v.objectivePoints),
            objectiveTotal: numberOrNull(v.objectiveTotal),
            objectiveCompleted: completedObjective(systemId, s.decidedBy),
            eliminatedOrder: numberOrNull(v.eliminatedOrder),
            eliminatedById: typeof v.eliminatedBy === "string" ? v.eliminatedBy : null,
            armies: numberOrNull(v.armies),
            values: JSON.stringify(Object.fromEntries(Object.entries(v).filter(([k]) => !SEAT_COLUMNS.has(k)))),
          }
        : { identity: JSON.stringify(seat.identity ?? {}), values: JSON.stringify(seat.values) };
      return [
        seat.playerId,
        { ...kept, rank: s.rank, isWinner: s.isWinner, decidedBy: s.decidedBy, points: roundPoints(s.points) },
      ];
    }),
  );
  return { game, seats };
}

/**
 * Writes a scored play onto an existing game and its seats (one per player of the play; seats are matched
 * by player). Does not touch status/version: the caller's action does (optimistic concurrency, audit).
 */
export async function writePlay(
  tx: Client,
  gameId: string,
  systemId: string,
  play: Play,
  scored: ScoredPlay,
  roundPoints: (points: number) => number,
): Promise<void> {
  const { game, seats } = playColumns(systemId, play, scored, roundPoints);
  await tx.game.update({ where: { id: gameId }, data: game });
  for (const [playerId, data] of seats)
    await tx.seat.update({ where: { gameId_playerId: { gameId, playerId } }, data });
}

/**
 * Creates a game of a non-RisiKo! season with its seats (no deal: the status is "planned" until writePlay's
 * caller finishes it). Seat.turnOrder holds the seat order 1..n; Seat.armyColor the player's colour (display only;
 * a system's own colour stays in the identity).
 */
export async function createPlayGame(
  tx: Pick<Db, "game">,
  seasonId: string,
  playedOn: Date,
  seats: readonly { playerId: string; seatOrder: number; armyColor: string; identity: Record<string, string> }[],
): Promise<{ id: string; sequence: number }> {
  const last = await tx.game.findFirst({
    where: { seasonId },
    orderBy: { sequence: "desc" },
    select: { sequence: true },
  });
  return tx.game.create({
    data: {
      seasonId,
      sequence: (last?.sequence ?? 0) + 1,
      playedOn,
      seats: {
        create: seats.map((s) => ({
          playerId: s.playerId,
          turnOrder: s.seatOrder,
          armyColor: s.armyColor,
          identity: JSON.stringify(s.identity),
        })),
      },
    },
    select: { id: true, sequence: true },
  });
}

/** Ranks and points of a stored play again with its season as it is now (restore after a void, rules changed). */
export async function rescorePlay(tx: Client, gameId: string, roundPoints: (points: number) => number): Promise<void> {
  const stored = await readPlay(tx, gameId);
  if (!stored) return;
  const play = toPlay(stored);
  // a stored play is history: one recorded before a rule gained fields is ranked as it was (decision 0063)
  await writePlay(
    tx,
    gameId,
    stored.systemId,
    play,
    await scoreSeasonPlay(tx, stored.seasonId, play, { olderRecords: true }),
    roundPoints,
  );
}
