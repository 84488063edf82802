import type { Appearance, ScoredSeason } from "../season";

export function appearancesOf(season: ScoredSeason, playerId: string): Appearance[] {
  return season.appearances.get(playerId) ?? [];
}

/** ratio, or 0 for an empty group (so charts never receive NaN) */
export const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
