// A RisiKo! game's result as the result form sends it to the one result action (recordResult), for the scripts and
// benchmarks that post it over HTTP: a game ended on time, each seat a card of the catalogue with the territories of it
// held (none when eliminated), its armies and elimination.

/**
 * @param {{ slug: string, gameId: string, version: number, durationMinutes: number | null,
 *   seats: { playerId: string, seatOrder: number, objectiveId: string, held: string[], armies?: number | null,
 *     eliminatedOrder?: number | null, eliminatedBy?: string | null }[] }} game
 */
export function risikoResult(game) {
  return {
    slug: game.slug,
    gameId: game.gameId,
    version: game.version,
    durationMinutes: game.durationMinutes,
    notes: null,
    reason: null,
    play: {
      endedBy: "time",
      game: {},
      seats: game.seats.map((s) => ({
        playerId: s.playerId,
        seatOrder: s.seatOrder,
        values: {
          objectiveCompleted: false,
          ...(typeof s.eliminatedOrder === "number"
            ? { eliminatedOrder: s.eliminatedOrder, ...(s.eliminatedBy ? { eliminatedBy: s.eliminatedBy } : {}) }
            : typeof s.armies === "number"
              ? { armies: s.armies }
              : {}),
        },
      })),
    },
    deal: {
      seats: game.seats.map((s) => ({
        playerId: s.playerId,
        objectiveId: s.objectiveId,
        heldTerritoryIds: typeof s.eliminatedOrder === "number" ? [] : s.held,
      })),
    },
  };
}
