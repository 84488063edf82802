// The bounds of every number the league stores, as plain data (src/schemas/numbers.ts reads them for forms,
// imports and documents; the game-system definitions build their fields from them). Decisions 0015 and 0038.

/**
 * The range of every number the league stores, in one place: forms, the season CSV, the objective-set
 * import and the league JSON import all read these (docs/decisions/0015-imports-all-or-nothing.md).
 * Anything outside is refused on the way in, so nothing stored can later break an export
 * (a 20-digit game number used to be accepted and then failed the JSON export).
 */
export const NUMBER_BOUNDS = {
  edition: { min: 1, max: 999 },
  year: { min: 1900, max: 2200 },
  plannedGames: { min: 1, max: 500 },
  /** a game's number in its season */
  gameNumber: { min: 1, max: 9999 },
  turnOrder: { min: 1, max: 6 },
  eliminatedOrder: { min: 1, max: 5 },
  rank: { min: 1, max: 6 },
  objectiveNumber: { min: 1, max: 999 },
  territoryValue: { min: 1, max: 999 },
  objectiveTotal: { min: 0, max: 1000 },
  objectivePoints: { min: 0, max: 1000 },
  armies: { min: 0, max: 1000 },
  sdadataRound: { min: 1, max: 20 },
  /** RisiKo! sdadata: ≤ 4 ends the game, the threshold rising by 1 each full round up to 7 (domain README) */
  sdadataThreshold: { min: 4, max: 7 },
  durationMinutes: { min: 0, max: 24 * 60 },
  /** Game.version, bumped by every edit (optimistic concurrency) */
  gameVersion: { min: 0, max: 1_000_000 },
} as const;

/**
 * The largest magnitude any bound may have: far below 2^53, so every number inside a bound is exact and
 * `9007199254740993` can never be read as its neighbour (decision 0038). Every game-system field is checked
 * against it by a unit test over the registry.
 */
export const LARGEST_BOUND = 1_000_000;

/**
 * Generous bounds where a rulebook gives none (docs/game-systems.md lists them per field): a score read off a
 * track at the end of a play, and a count of pieces or events. Far above any real play.
 */
export const SCORE_MAX = 9999;
export const COUNT_MAX = 999;
