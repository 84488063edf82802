import "server-only";

const DAY = 86_400_000;

/**
 * A night is every game of a league played on one calendar date. A game's `playedOn` holds the date the organiser
 * chose (20:00 UTC for a night entered in the app, midnight for an imported one), so the night of a game is the UTC
 * day of its `playedOn`; `where` is that day as a range of `playedOn`.
 */
export function nightDay(playedOn: string | Date): { day: string; where: { gte: Date; lt: Date } } {
  const day = (typeof playedOn === "string" ? new Date(playedOn) : playedOn).toISOString().slice(0, 10);
  const gte = new Date(`${day}T00:00:00Z`);
  return { day, where: { gte, lt: new Date(gte.getTime() + DAY) } };
}
