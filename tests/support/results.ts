// Builders for result tests: a season catalogue of objectives, and games with dealt (committed) seats.
import { createHash, randomBytes } from "node:crypto";
import type { GameResultInput, SeatResultInput } from "@/schemas/result";
import { db } from "@/server/db";

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
