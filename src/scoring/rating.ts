import { ordinal, rate, rating } from "openskill";
import { ScoringInputError } from "./errors";
import { rankSeats } from "./rank-game";
import { presets, type ScoringRules } from "./rules";
import { sortGames, type ScoredSeason } from "./season";
import type { GameInput } from "./types";
import { validateGame } from "./validate-game";

/** A rating based on fewer games than this is marked provisional. */
export const PROVISIONAL_GAMES = 5;

export type RatingPoint = { gameId: string; date: string; mu: number; sigma: number; ordinal: number };

export type PlayerRating = {
  playerId: string;
  mu: number;
  sigma: number;
  /** the conservative value shown to people: mu − 3·sigma (openskill's ordinal) */
  ordinal: number;
  games: number;
  provisional: boolean;
  /** the rating after each game the player played */
  series: RatingPoint[];
};

export type Ratings = {
  /** highest ordinal first; equal ordinals by player id */
  players: PlayerRating[];
  /** one fingerprint per replayed game, in season order; lets updateRatings skip the replay */
  replayed: string[];
};

type RankedGame = { id: string; date: string; fingerprint: string; seats: Array<{ playerId: string; rank: number }> };

/**
 * Seats in a canonical order (rank, then player id): openskill's arithmetic depends on the order
 * of tied teams in the last bits, and the input order of seats must never change a rating.
 */
function toRanked(id: string, playedAt: string, seats: ReadonlyArray<{ playerId: string; rank: number }>): RankedGame {
  const canonical = seats
    .map((s) => ({ playerId: s.playerId, rank: s.rank }))
    .sort((a, b) => a.rank - b.rank || (a.playerId < b.playerId ? -1 : 1));
  const key = canonical.map((s) => `${s.playerId}:${s.rank}`).join(",");
  return { id, date: playedAt.slice(0, 10), fingerprint: `${id}|${playedAt}|${key}`, seats: canonical };
}

function rankedFromGames(games: readonly GameInput[], rules: ScoringRules): RankedGame[] {
  const seen = new Set<string>();
  for (const game of games) {
    validateGame(game);
    if (seen.has(game.id))
      throw new ScoringInputError(`Game "${game.id}"`, [{ path: "id", message: "two games have this id" }], game.id);
    seen.add(game.id);
  }
  return sortGames(games).map((g) => {
    const ranks = rankSeats(g.seats, rules.gameTieBreak);
    return toRanked(
      g.id,
      g.playedAt,
      g.seats.map((s, i) => ({ playerId: s.playerId, rank: ranks[i] })),
    );
  });
}

function replay(games: readonly RankedGame[], from: Ratings | null): Ratings {
  const players = new Map<string, PlayerRating>();
  for (const p of from?.players ?? []) players.set(p.playerId, Object.assign({}, p, { series: p.series.slice() }));
  const start = from?.replayed.length ?? 0;
  for (let g = start; g < games.length; g++) {
    const game = games[g];
    const states = game.seats.map((s) => {
      let p = players.get(s.playerId);
      if (!p) {
        const r = rating();
        players.set(
          s.playerId,
          (p = {
            playerId: s.playerId,
            mu: r.mu,
            sigma: r.sigma,
            ordinal: ordinal(r),
            games: 0,
            provisional: true,
            series: [],
          }),
        );
      }
      return p;
    });
    const updated = rate(
      states.map((p) => [{ mu: p.mu, sigma: p.sigma }]),
      { rank: game.seats.map((s) => s.rank) },
    );
    states.forEach((p, i) => {
      const r = updated[i][0];
      p.mu = r.mu;
      p.sigma = r.sigma;
      p.ordinal = ordinal(r);
      p.games++;
      p.provisional = p.games < PROVISIONAL_GAMES;
      p.series.push({ gameId: game.id, date: game.date, mu: r.mu, sigma: r.sigma, ordinal: p.ordinal });
    });
  }
  const list = [...players.values()].sort((a, b) => b.ordinal - a.ordinal || (a.playerId < b.playerId ? -1 : 1));
  return { players: list, replayed: games.map((g) => g.fingerprint) };
}

/**
 * OpenSkill (Plackett–Luce, the package defaults) replayed over the games in season order; each
 * game rates its full finishing order, shared ranks as ties. Only the ranking rules matter
 * (rules.gameTieBreak; default: the placement preset).
 */
export function computeRatings(games: readonly GameInput[], rules: ScoringRules = presets.placement): Ratings {
  return replay(rankedFromGames(games, rules), null);
}

/**
 * Same result as computeRatings(games, rules), reusing `previous` when its games are an
 * unchanged prefix of `games` (new games appended); after any edit, insertion or deletion of an
 * earlier game it replays from scratch.
 */
export function updateRatings(
  previous: Ratings,
  games: readonly GameInput[],
  rules: ScoringRules = presets.placement,
): Ratings {
  const ranked = rankedFromGames(games, rules);
  const isPrefix =
    previous.replayed.length <= ranked.length && previous.replayed.every((f, i) => f === ranked[i].fingerprint);
  return replay(ranked, isPrefix ? previous : null);
}

/** Ratings of an already scored season (ranks taken from it). */
export function ratingsFromSeason(season: ScoredSeason): Ratings {
  const c = season.columns;
  const games = c.gameIds.map((id, g) => {
    const seats: Array<{ playerId: string; rank: number }> = [];
    for (let row = c.gameStart[g]; row < c.gameStart[g + 1]; row++)
      seats.push({ playerId: season.playerIds[c.player[row]], rank: c.rank[row] });
    return toRanked(id, c.playedAt[g], seats);
  });
  return replay(games, null);
}
