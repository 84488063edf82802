import type { ScoredSeason } from "../season";

const EMPTY = new Int32Array(0);

/** Index of the player in season.playerIds (sorted), or −1. */
export function playerIndex(season: ScoredSeason, playerId: string): number {
  const ids = season.playerIds;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === playerId) return mid;
    if (ids[mid] < playerId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The player's seat rows in season order (empty for a player without games). */
export function rowsOf(season: ScoredSeason, playerId: string): Int32Array {
  const p = playerIndex(season, playerId);
  return p === -1 ? EMPTY : season.columns.playerRows[p];
}

/** ratio, or 0 for an empty group (so charts never receive NaN) */
export const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
