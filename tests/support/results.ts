// Builders for result tests: a season catalogue of objectives, games with dealt (committed) seats, and a RisiKo!
// result as its form shows it (each seat by its id, its card, territories and elimination), sent through the one
// result action as the form sends it (the play and its cards).
import { createHash, randomBytes } from "node:crypto";
import type { RecordResultInput } from "@/schemas/play";
import { recordResult } from "@/server/actions/record-result";
import { db } from "@/server/db";

/** One seat of a RisiKo! result as the form shows it. */
export type SeatResultInput = {
  seatId: string;
  objectiveId: string | null;
  heldTerritoryIds?: string[];
  objectiveTotal: number | null;
  objectivePoints: number | null;
  objectiveCompleted: boolean;
  eliminatedOrder: number | null;
  eliminatedById: string | null;
  armies: number | null;
  fromPlayerReport?: boolean;
};

/** A RisiKo! result as the form shows it. */
export type GameResultInput = {
  gameId: string;
  version: number;
  endReason: string;
  sdadataRound: number | null;
  sdadataThreshold?: number | null;
  durationMinutes: number | null;
  notes: string | null;
  reason?: string | null;
  seats: SeatResultInput[];
  submissionId?: string;
};

/** The one result action's input for a RisiKo! result, as the result form builds it (result-draft.ts). */
export async function resultOf(input: GameResultInput): Promise<RecordResultInput> {
  const game = await db.game.findUnique({
    where: { id: input.gameId },
    select: { season: { select: { league: { select: { slug: true } } } }, seats: true },
  });
  const seats = new Map((game?.seats ?? []).map((s) => [s.id, s]));
  const sdadata = input.endReason === "sdadata";
  return {
    slug: game?.season.league.slug ?? "no-such-league",
    gameId: input.gameId,
    version: input.version,
    durationMinutes: input.durationMinutes,
    notes: input.notes,
    reason: input.reason ?? null,
    submissionId: input.submissionId,
    play: {
      ...(input.endReason ? { endedBy: input.endReason } : {}),
      game: sdadata
        ? Object.fromEntries(
            [
              ["endedRound", input.sdadataRound],
              ["sdadataThreshold", input.sdadataThreshold ?? null],
            ].filter(([, v]) => v !== null),
          )
        : {},
      seats: input.seats.map((s, i) => {
        const values: Record<string, number | boolean | string> = { objectiveCompleted: s.objectiveCompleted };
        if (s.eliminatedOrder !== null) values.eliminatedOrder = s.eliminatedOrder;
        if (s.eliminatedOrder !== null && s.eliminatedById) values.eliminatedBy = s.eliminatedById;
        if (s.armies !== null) values.armies = s.armies;
        if (!s.fromPlayerReport && !s.objectiveId) {
          if (s.objectiveTotal !== null) values.objectiveTotal = s.objectiveTotal;
          const points = s.eliminatedOrder !== null ? 0 : s.objectiveCompleted ? s.objectiveTotal : s.objectivePoints;
          if (points !== null) values.objectivePoints = points;
        }
        const seat = seats.get(s.seatId);
        return { playerId: seat?.playerId ?? s.seatId, seatOrder: seat?.turnOrder ?? i + 1, values };
      }),
    },
    deal: {
      seats: input.seats.map((s) => ({
        playerId: seats.get(s.seatId)?.playerId ?? s.seatId,
        objectiveId: s.fromPlayerReport ? null : s.objectiveId,
        heldTerritoryIds: s.fromPlayerReport ? [] : (s.heldTerritoryIds ?? []),
        fromPlayerReport: s.fromPlayerReport ?? false,
      })),
    },
  };
}

/** Records a RisiKo! result as the form does. */
export async function recordGameResult(input: GameResultInput) {
  return recordResult(await resultOf(input));
}

/** `count` objectives of 5 territories each (values 1..5 → total 15), numbered from 1. */
export async function createCatalogue(seasonId: string, count = 4) {
  const territories = await db.territory.findMany({ orderBy: { sortOrder: "asc" }, select: { id: true } });
  const objectives = [];
  for (let i = 0; i < count; i++) {
    const ids = territories.slice(i * 5, i * 5 + 5).map((t) => t.id);
    objectives.push(
      await db.objective.create({
        data: {
          seasonId,
          number: i + 1,
          name: `Obiettivo ${i + 1}`,
          territories: { create: ids.map((territoryId, v) => ({ territoryId, value: v + 1 })) },
        },
        include: { territories: { orderBy: { value: "asc" } } },
      }),
    );
  }
  return objectives.map((o) => ({ id: o.id, territoryIds: o.territories.map((t) => t.territoryId) }));
}

let sequence = 0;

/** A game with one seat per player (turn order = position); with `dealt`, seat i is committed to objectives[i]. */
export async function createGame(
  seasonId: string,
  playerIds: string[],
  opts: { dealt?: string[]; playedOn?: Date } = {},
) {
  const game = await db.game.create({
    data: {
      seasonId,
      sequence: ++sequence,
      playedOn: opts.playedOn ?? new Date(Date.UTC(2026, 0, sequence)),
      status: opts.dealt ? "dealt" : "planned",
    },
  });
  const seats = [];
  for (const [i, playerId] of playerIds.entries()) {
    const objectiveId = opts.dealt?.[i];
    const salt = objectiveId ? randomBytes(16).toString("hex") : null;
    seats.push(
      await db.seat.create({
        data: {
          gameId: game.id,
          playerId,
          turnOrder: i + 1,
          armyColor: ["blu", "rosso", "verde", "giallo", "viola", "nero"][i],
          objectiveId: objectiveId ?? null,
          salt,
          commitment: objectiveId
            ? createHash("sha256")
                .update(objectiveId + salt)
                .digest("hex")
            : null,
        },
        select: { id: true, playerId: true },
      }),
    );
  }
  return { game, seats };
}

/** A seat of a result form with nothing recorded (no card, nothing held, not eliminated), then `patch`. */
export function blankSeat(seatId: string, patch: Partial<SeatResultInput> = {}): SeatResultInput {
  return {
    seatId,
    objectiveId: null,
    heldTerritoryIds: [],
    objectiveTotal: null,
    objectivePoints: null,
    objectiveCompleted: false,
    eliminatedOrder: null,
    eliminatedById: null,
    armies: null,
    ...patch,
  };
}

/** A result ended on time, 90 minutes, no notes, with these seats. */
export function onTimeResult(game: { id: string; version: number }, seats: SeatResultInput[]): GameResultInput {
  return {
    gameId: game.id,
    version: game.version,
    endReason: "time",
    sdadataRound: null,
    durationMinutes: 90,
    notes: null,
    seats,
  };
}

/** A result where every seat holds its first `held[i]` territories; nobody eliminated, ended on time. */
export function resultInput(
  game: { id: string; version: number },
  seats: { id: string }[],
  objectives: { id: string; territoryIds: string[] }[],
  held: number[],
  patch: Partial<Omit<GameResultInput, "seats">> = {},
): GameResultInput {
  const input = onTimeResult(
    game,
    seats.map((s, i) =>
      blankSeat(s.id, {
        objectiveId: objectives[i].id,
        heldTerritoryIds: objectives[i].territoryIds.slice(0, held[i]),
      }),
    ),
  );
  return { ...input, ...patch };
}

/** A result taken from the players' own territory reports (every seat `fromPlayerReport`), ended on time. */
export function resultFromReports(game: { id: string; version: number }, seats: { id: string }[]): GameResultInput {
  return onTimeResult(
    game,
    seats.map((s) => blankSeat(s.id, { fromPlayerReport: true })),
  );
}
