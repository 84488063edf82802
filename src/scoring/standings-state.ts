import { CountedGames } from "./discards";
import type { ScoringRules } from "./rules";
import type { ScoredGame } from "./season";
import type { SeatInput } from "./types";

/** Running totals of one player; points are exact integers (points × scale). */
export type PlayerState = {
  playerId: string;
  idx: number;
  played: number;
  wins: number;
  podiums: number;
  rankSum: number;
  objectivePoints: number;
  completions: number;
  eliminations: number;
  total: number;
  best: number;
  counted: CountedGames;
};

/**
 * How often each player finished ahead of each other player in the games both played, updated
 * per game (pairs within one table only), never by scanning all games again.
 */
export class HeadToHeadCounts {
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();

  constructor(private readonly size: number) {
    this.dense = size <= 1024 ? new Int32Array(size * size) : null;
  }

  /** games in which a finished ahead of b */
  ahead(a: number, b: number): number {
    const key = a * this.size + b;
    return this.dense ? this.dense[key] : (this.sparse.get(key) ?? 0);
  }

  addGame(players: readonly number[], ranks: readonly number[]) {
    for (let i = 0; i < players.length; i++) {
      for (let j = 0; j < players.length; j++) {
        if (ranks[i] >= ranks[j]) continue;
        const key = players[i] * this.size + players[j];
        if (this.dense) this.dense[key]++;
        else this.sparse.set(key, (this.sparse.get(key) ?? 0) + 1);
      }
    }
  }
}

/** Standings totals built game by game in season order; `active` lists players seen so far. */
export class StandingsAccumulator {
  readonly states: PlayerState[];
  readonly active: PlayerState[] = [];
  readonly headToHead: HeadToHeadCounts;
  private readonly index = new Map<string, number>();

  constructor(playerIds: readonly string[], rules: ScoringRules) {
    this.states = playerIds.map((playerId, idx) => {
      this.index.set(playerId, idx);
      return {
        playerId,
        idx,
        played: 0,
        wins: 0,
        podiums: 0,
        rankSum: 0,
        objectivePoints: 0,
        completions: 0,
        eliminations: 0,
        total: 0,
        best: 0,
        counted: new CountedGames(rules.discards),
      };
    });
    this.headToHead = new HeadToHeadCounts(playerIds.length);
  }

  private readonly seatIdx: number[] = [];

  /** One game, in season order: its seats, their ranks and points × scale (aligned arrays). */
  addSeats(gameId: string, gameIndex: number, seats: readonly SeatInput[], ranks: readonly number[], scaled: readonly number[]) {
    const idxs = this.seatIdx;
    if (idxs.length !== seats.length) idxs.length = seats.length;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i];
      const s = this.states[this.index.get(seat.playerId) as number];
      const points = scaled[i];
      const rank = ranks[i];
      if (s.played === 0) {
        this.active.push(s);
        s.best = points;
      } else if (points > s.best) s.best = points;
      s.played++;
      if (rank === 1) s.wins++;
      if (rank <= 3) s.podiums++;
      s.rankSum += rank;
      s.objectivePoints += seat.objectivePoints;
      if (seat.objectiveCompleted) s.completions++;
      if (seat.eliminatedOrder !== null) s.eliminations++;
      s.total += points;
      s.counted.add(points, gameIndex, gameId);
      idxs[i] = s.idx;
    }
    this.headToHead.addGame(idxs, ranks);
  }

  private readonly gameRanks: number[] = [];

  add(game: ScoredGame) {
    const ranks = this.gameRanks;
    if (ranks.length !== game.seats.length) ranks.length = game.seats.length;
    for (let i = 0; i < game.seats.length; i++) ranks[i] = game.seats[i].rank;
    this.addSeats(game.id, game.index, game.seats, ranks, game.scaled);
  }
}
