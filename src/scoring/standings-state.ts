import { CountedGames } from "./discards";
import { StandingsRanker } from "./rank-rows";
import type { ScoringRules } from "./rules";
import type { SeasonColumns } from "./season";

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
  best: number;
  /** counted.sum = points after discards, counted.all = total without discards */
  counted: CountedGames;
  /** counted.sum and counted.all as of the last rank() (read by the ranker without a getter) */
  points: number;
  total: number;
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

  /** one game: seat rows from … to − 1 */
  addGame(from: number, to: number, player: Int32Array, rank: Int32Array) {
    for (let i = from; i < to; i++) {
      for (let j = from; j < to; j++) {
        if (rank[i] >= rank[j]) continue;
        const key = player[i] * this.size + player[j];
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
  private readonly ranker: StandingsRanker;

  /** `incremental`: the standings will be read after every game (see CountedGames) */
  constructor(
    private readonly c: SeasonColumns,
    playerIds: readonly string[],
    rules: ScoringRules,
    incremental: boolean,
  ) {
    this.states = playerIds.map((playerId, idx) => ({
      playerId,
      idx,
      played: 0,
      wins: 0,
      podiums: 0,
      rankSum: 0,
      objectivePoints: 0,
      completions: 0,
      eliminations: 0,
      best: 0,
      counted: new CountedGames(rules.discards, c, incremental),
      points: 0,
      total: 0,
    }));
    this.headToHead = new HeadToHeadCounts(playerIds.length);
    this.ranker = new StandingsRanker(rules, this.headToHead);
  }

  /** Adds game g (season order). */
  add(g: number) {
    const c = this.c;
    const from = c.gameStart[g];
    const to = c.gameStart[g + 1];
    for (let row = from; row < to; row++) {
      const s = this.states[c.player[row]];
      const points = c.scaled[row];
      const rank = c.rank[row];
      if (s.played === 0) {
        this.active.push(s);
        s.best = points;
      } else if (points > s.best) s.best = points;
      s.played++;
      if (rank === 1) s.wins++;
      if (rank <= 3) s.podiums++;
      s.rankSum += rank;
      s.objectivePoints += c.objectivePoints[row];
      if (c.completed[row]) s.completions++;
      if (c.eliminatedOrder[row] > 0) s.eliminations++;
      s.counted.add(row);
    }
    this.headToHead.addGame(from, to, c.player, c.rank);
  }

  /**
   * Sorts `active` into standings order; returns the ranker, whose `ranks` and `keys` are
   * aligned with `active` until the next call.
   */
  rank(): StandingsRanker {
    const active = this.active;
    for (let i = 0; i < active.length; i++) {
      const s = active[i];
      s.points = s.counted.sum;
      s.total = s.counted.all;
    }
    this.ranker.rank(active);
    return this.ranker;
  }
}
