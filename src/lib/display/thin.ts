/**
 * At most `max` rows of a series, evenly spaced, the first and the last always kept: a chart of a 2,000-game
 * season (and its data table, the chart's text alternative) stays the size of a 120-game one (decision 0029).
 * The games list, paginated, still has every game.
 */
export function thin<T>(rows: readonly T[], max = 120): T[] {
  if (rows.length <= max) return [...rows];
  if (max < 2) return rows.slice(-1);
  const step = (rows.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => rows[Math.round(i * step)]);
}
