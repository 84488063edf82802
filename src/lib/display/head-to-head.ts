/** One opponent's line in a head-to-head table: the season's (games) or a game's over its seasons (plays). */
type Line = { opponentId: string; ahead: number; behind: number; even: number };

/**
 * Whether the player's head-to-head in one game over every season (`system`) says exactly what the season's
 * head-to-head says (`season`): the same opponents with the same counts, in whatever order. On the player page the
 * second table is then left out for a line pointing to the first: a 40-player league sent both 40-row tables, the same
 * figures twice in the HTML and twice again in the RSC payload (issue 25, decision 0060).
 */
export function sameHeadToHead(
  season: readonly (Line & { games: number })[],
  system: readonly (Line & { plays: number })[],
): boolean {
  if (season.length === 0 || season.length !== system.length) return false;
  const byOpponent = new Map(season.map((h) => [h.opponentId, h]));
  if (byOpponent.size !== season.length) return false;
  return system.every((h) => {
    const s = byOpponent.get(h.opponentId);
    return s !== undefined && s.games === h.plays && s.ahead === h.ahead && s.behind === h.behind && s.even === h.even;
  });
}
