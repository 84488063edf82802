/**
 * Counts of the scoring core's unit steps, read by tests/unit/scoring/linear-time.test.ts to check that no page's
 * computation grows faster than its season (issue 20: the season recap once computed the standings again after every
 * game, quadratic). Plain increments, a few per game: nothing a page would notice.
 */
export const work = {
  /** games ranked and scored by scoreSeason */
  gamesScored: 0,
  /** games added to running standings (StandingsAccumulator) */
  gamesAdded: 0,
  /** standings rows put in order (StandingsRanker.rank) */
  rowsRanked: 0,
};

/** The counts so far, to subtract from a later reading. */
export function workSnapshot(): typeof work {
  return { ...work };
}
