import { ScoringInputError } from "./errors";
import { compileFormula } from "./formulas";
import { scoreGameExact } from "./rank-game";
import type { ScoringRules } from "./rules";
import type { GameInput, SeatOutcome } from "./types";

export type ScoredGame = {
  id: string;
  playedAt: string;
  /** calendar date of playedAt as written (YYYY-MM-DD) */
  date: string;
  /** position in the season, 0-based, after sorting by playedAt then id */
  index: number;
  endReason: string | null;
  durationMinutes: number | null;
  /** in the order of the input seats */
  seats: SeatOutcome[];
  /** exact points × season.scale, aligned with seats */
  scaled: number[];
};

/** One seat of one player: the game and the position of the seat in game.seats. */
export type Appearance = { game: ScoredGame; seat: number };

/** Every game of a season ranked and scored once; the input of every statistic. Treat as read-only. */
export type ScoredSeason = {
  rules: ScoringRules;
  /** points × scale are exact integers */
  scale: number;
  games: ScoredGame[];
  /** every player who played, sorted by id */
  playerIds: string[];
  /** each player's seats in season order */
  appearances: Map<string, Appearance[]>;
};

/** Games in season order: by the instant of playedAt, then by id. */
export function sortGames<T extends { id: string; playedAt: string }>(games: readonly T[]): T[] {
  const keyed = games.map((game) => ({ game, t: Date.parse(game.playedAt) }));
  keyed.sort((a, b) => a.t - b.t || (a.game.id < b.game.id ? -1 : a.game.id > b.game.id ? 1 : 0));
  return keyed.map((k) => k.game);
}

/**
 * Validates, orders, ranks and scores every game of a season. Throws ScoringInputError for the
 * first invalid game, or when two games share an id.
 */
export function scoreSeason(games: readonly GameInput[], rules: ScoringRules): ScoredSeason {
  const scale = compileFormula(rules.formula).scale;
  const scored: ScoredGame[] = [];
  const appearances = new Map<string, Appearance[]>();
  const seen = new Set<string>();
  for (const input of games) {
    const { outcomes, scaled } = scoreGameExact(input, rules);
    if (seen.has(input.id)) throw new ScoringInputError(`Game "${input.id}"`, [{ path: "id", message: "two games have this id" }], input.id);
    seen.add(input.id);
    scored.push({
      id: input.id,
      playedAt: input.playedAt,
      date: input.playedAt.slice(0, 10),
      index: 0,
      endReason: input.endReason ?? null,
      durationMinutes: input.durationMinutes ?? null,
      seats: outcomes,
      scaled,
    });
  }
  const ordered = sortGames(scored);
  ordered.forEach((game, index) => {
    game.index = index;
    game.seats.forEach((seat, i) => {
      let list = appearances.get(seat.playerId);
      if (!list) appearances.set(seat.playerId, (list = []));
      list.push({ game, seat: i });
    });
  });
  const playerIds = [...appearances.keys()].sort();
  return { rules, scale, games: ordered, playerIds, appearances };
}
