import { roundPoints } from "../exact";
import type { ScoringRules } from "../rules";
import { sortGames } from "../season";
import { scoreGameExact } from "../rank-game";
import { computeStandings } from "../standings";
import type { GameInput, StandingRow } from "../types";

export type MovementRow = {
  playerId: string;
  /** standings rank before the game (null: not ranked yet) and after it */
  rankBefore: number | null;
  rankAfter: number;
  /** rankBefore − rankAfter: positive = moved up; null when not ranked before */
  change: number | null;
  pointsAfter: number;
  /** standings points the game added (after discards), rounded to 2 decimals */
  gained: number;
  playedThisGame: boolean;
};
export type GameMovement = {
  rows: MovementRow[];
  /** the leader after the game and the lead over the next row (null with a single player) */
  leader: { playerId: string; lead: number | null; secondId: string | null } | null;
  /**
   * The game ended in a draw: its rank-1 seats did not win. The same flag the standings count (seatOutcome's
   * isWinner): a Julius Caesar draw, a RisiKo! tie at the top under the "draw" tie-break (decision 0041).
   */
  drawn: boolean;
};

/**
 * How one game moved the season standings: the standings of the games up to and including it (in season order)
 * against the standings without it. Later games are ignored, so an old night's recap stays what it was that night.
 * Returns null when `gameId` is not among `games`.
 */
export function gameMovement(games: readonly GameInput[], rules: ScoringRules, gameId: string): GameMovement | null {
  const ordered = sortGames(games);
  const at = ordered.findIndex((g) => g.id === gameId);
  if (at < 0) return null;
  const after = computeStandings(ordered.slice(0, at + 1), rules);
  const before = at === 0 ? [] : computeStandings(ordered.slice(0, at), rules);
  const prior = new Map(before.map((r) => [r.playerId, r]));
  const played = new Set(ordered[at].seats.map((s) => s.playerId));
  const rows = after.map((r): MovementRow => {
    const b = prior.get(r.playerId);
    return {
      playerId: r.playerId,
      rankBefore: b?.rank ?? null,
      rankAfter: r.rank,
      change: b ? b.rank - r.rank : null,
      pointsAfter: roundPoints(r.points),
      gained: roundPoints(r.points - (b?.points ?? 0)),
      playedThisGame: played.has(r.playerId),
    };
  });
  const drawn = !scoreGameExact(ordered[at], rules).outcomes.some((o) => o.isWinner);
  return { rows, leader: leaderOf(after), drawn };
}

/** The first row and its lead in points over the second (0 when they share the rank on a tie-break). */
export function leaderOf(rows: readonly StandingRow[]): GameMovement["leader"] {
  const [first, second] = rows;
  if (!first) return null;
  return {
    playerId: first.playerId,
    lead: second ? roundPoints(first.points - second.points) : null,
    secondId: second?.playerId ?? null,
  };
}
