// A territory is held by one player (RisiKo!): the held territories of a game's seats never overlap, and an objective
// held whole is completed (domain README: "fare RisiKo!" = holding all of its territories at once).

export type HeldBySeat = { playerId: string; held: readonly string[] };

/** The territories that more than one seat holds, each with its holders in seat order; [] when none. */
export function territoriesHeldTwice(seats: readonly HeldBySeat[]): { territoryId: string; playerIds: string[] }[] {
  const holders = new Map<string, string[]>();
  for (const seat of seats)
    for (const t of new Set(seat.held)) {
      const list = holders.get(t);
      if (list) list.push(seat.playerId);
      else holders.set(t, [seat.playerId]);
    }
  return [...holders]
    .filter(([, ids]) => ids.length > 1)
    .map(([territoryId, playerIds]) => ({ territoryId, playerIds }));
}

/** Every territory of the objective is held (an objective without territories is never held whole). */
export function holdsWholeObjective(objective: readonly string[], held: readonly string[]): boolean {
  if (objective.length === 0) return false;
  const set = new Set(held);
  return objective.every((t) => set.has(t));
}

/**
 * A survivor's completion as the rules decide it: ticked, or every territory of its objective held. An eliminated seat
 * holds nothing and completes nothing.
 */
export function deriveCompletion(seat: {
  objectiveCompleted: boolean;
  eliminatedOrder: number | null;
  objectivePoints: number;
  objectiveTotal: number;
}): boolean {
  if (seat.eliminatedOrder !== null) return false;
  return seat.objectiveCompleted || (seat.objectiveTotal > 0 && seat.objectivePoints === seat.objectiveTotal);
}
