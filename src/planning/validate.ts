import { PlanningInputError } from "./errors";
import { MAX_PLAYERS, checkSizes } from "./sizes";
import type { PlanningInput } from "./types";

/** Checks the shape and consistency of the input; throws PlanningInputError naming the field. */
export function validateInput(input: PlanningInput): void {
  const { players, history, seed, locked } = input ?? ({} as PlanningInput);
  if (!Array.isArray(players) || players.length === 0)
    throw new PlanningInputError("players", "noPlayers", "no player is checked in");
  if (players.length > MAX_PLAYERS) {
    throw new PlanningInputError("players", "tooManyPlayers", `at most ${MAX_PLAYERS} players`, { max: MAX_PLAYERS });
  }
  const ids = new Set<string>();
  for (const p of players) {
    if (!p || typeof p.id !== "string" || p.id === "")
      throw new PlanningInputError("players", "invalidPlayer", "each player needs an id");
    if (ids.has(p.id))
      throw new PlanningInputError("players", "duplicatePlayer", `player ${p.id} is listed twice`, { playerId: p.id });
    if (p.rating !== undefined && (typeof p.rating !== "number" || !Number.isFinite(p.rating))) {
      throw new PlanningInputError("players", "invalidRating", `player ${p.id} has a rating that is not a number`, {
        playerId: p.id,
      });
    }
    ids.add(p.id);
  }
  checkSizes(input.sizes);
  if (typeof seed !== "string") throw new PlanningInputError("seed", "invalidSeed", "the seed must be a string");
  if (
    !Array.isArray(history) ||
    history.some(
      (n) =>
        !n ||
        !Array.isArray(n.tables) ||
        n.tables.some((t) => !Array.isArray(t) || t.some((id) => typeof id !== "string")),
    )
  ) {
    throw new PlanningInputError("history", "invalidHistory", "each night needs tables of player ids");
  }
  if (locked !== undefined) {
    if (!Array.isArray(locked)) throw new PlanningInputError("locked", "lockedUnknown", "locked must be a list");
    const seen = new Set<string>();
    for (const l of locked) {
      if (!l || !ids.has(l.playerId)) {
        throw new PlanningInputError("locked", "lockedUnknown", `locked player ${l?.playerId} is not checked in`, {
          playerId: String(l?.playerId),
        });
      }
      if (seen.has(l.playerId))
        throw new PlanningInputError("locked", "lockedDuplicate", `player ${l.playerId} is locked twice`, {
          playerId: l.playerId,
        });
      if (!Number.isInteger(l.table) || l.table < 0) {
        throw new PlanningInputError("locked", "lockedTable", `table ${l.table} does not exist`, {
          playerId: l.playerId,
          table: String(l.table),
        });
      }
      seen.add(l.playerId);
    }
  }
}

/** Locks fit the chosen sizes: each table index exists and no table receives more locked players than seats. */
export function checkLocks(locked: PlanningInput["locked"], sizes: number[]): void {
  const taken = new Array<number>(sizes.length).fill(0);
  for (const l of locked ?? []) {
    if (l.table >= sizes.length) {
      throw new PlanningInputError(
        "locked",
        "lockedTable",
        `table ${l.table} does not exist: tonight has ${sizes.length} tables`,
        {
          playerId: l.playerId,
          table: l.table,
          tables: sizes.length,
        },
      );
    }
    if (++taken[l.table] > sizes[l.table]) {
      throw new PlanningInputError("locked", "lockedFull", `table ${l.table} has ${sizes[l.table]} seats`, {
        table: l.table,
        seats: sizes[l.table],
      });
    }
  }
}
