// One player's running totals and the head-to-head counts between players: read by the ranker (rank-rows.ts) and
// kept by the standings state (standings-state.ts), which re-exports them.
import type { CountedGames } from "./discards";
import type { SeasonColumns } from "./season";

/** Running totals of one player; points are exact integers (points × scale). */
export type PlayerState = {
  playerId: string;
  idx: number;
  played: number;
  wins: number;
  draws: number;
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

/** A players × players matrix of counts: dense up to 1,024 players, a map beyond. */
class PairMatrix {
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();

  constructor(private readonly size: number) {
    this.dense = size <= 1024 ? new Int32Array(size * size) : null;
  }

  get(a: number, b: number): number {
    const key = a * this.size + b;
    return this.dense ? this.dense[key] : (this.sparse.get(key) ?? 0);
  }

  increment(a: number, b: number) {
    const key = a * this.size + b;
    if (this.dense) this.dense[key]++;
    else this.sparse.set(key, (this.sparse.get(key) ?? 0) + 1);
  }
}

/**
 * Per pair of players, updated per game (pairs within one table only), never by scanning all
 * games again: games played together, finishes ahead, and eliminations. The standings' head-to-head
 * tie-break and the players' head-to-head and elimination records read the same counts.
 */
export class HeadToHeadCounts {
  private readonly aheadCounts: PairMatrix;
  private readonly togetherCounts: PairMatrix;
  private readonly eliminationCounts: PairMatrix;
  /** per player: the players met at a table, each once (at most 5 new ones per game) */
  private readonly met: number[][];
  /** group membership for netAhead: members hold the current stamp */
  private marks: Int32Array | null = null;
  private stamp = 0;

  constructor(private readonly size: number) {
    this.aheadCounts = new PairMatrix(size);
    this.togetherCounts = new PairMatrix(size);
    this.eliminationCounts = new PairMatrix(size);
    this.met = Array.from({ length: size }, () => []);
  }

  /**
   * Per member of `group` (player indexes), in order: finishes ahead minus finishes behind against the other members.
   * Pairs that never met add nothing, so a large group is read through each member's opponents (at most 15 new pairs
   * a game) rather than through every pair of members: a tie of thousands of one-game players, as an imported season
   * of strangers gives, would otherwise cost millions of reads after every game (issue 20).
   */
  netAhead(group: readonly number[]): number[] {
    const out = new Array<number>(group.length).fill(0);
    let degrees = 0;
    for (const a of group) degrees += this.met[a].length;
    if (group.length * group.length <= degrees) {
      group.forEach((a, i) => {
        for (const b of group) if (a !== b) out[i] += this.ahead(a, b) - this.ahead(b, a);
      });
      return out;
    }
    const marks = (this.marks ??= new Int32Array(this.size));
    const stamp = ++this.stamp;
    for (const a of group) marks[a] = stamp;
    group.forEach((a, i) => {
      for (const b of this.met[a]) if (marks[b] === stamp) out[i] += this.ahead(a, b) - this.ahead(b, a);
    });
    return out;
  }

  /** games in which a finished ahead of b */
  ahead(a: number, b: number): number {
    return this.aheadCounts.get(a, b);
  }

  /** games a and b played at the same table */
  together(a: number, b: number): number {
    return this.togetherCounts.get(a, b);
  }

  /** times a eliminated b (where the eliminator was recorded) */
  eliminated(a: number, b: number): number {
    return this.eliminationCounts.get(a, b);
  }

  /** one game: seat rows from … to − 1 */
  addGame(from: number, to: number, c: Pick<SeasonColumns, "player" | "rank" | "eliminatedBy">) {
    const { player, rank, eliminatedBy } = c;
    for (let i = from; i < to; i++) {
      if (eliminatedBy[i] >= 0) this.eliminationCounts.increment(eliminatedBy[i], player[i]);
      for (let j = from; j < to; j++) {
        if (i === j) continue;
        if (this.togetherCounts.get(player[i], player[j]) === 0) this.met[player[i]].push(player[j]);
        this.togetherCounts.increment(player[i], player[j]);
        if (rank[i] < rank[j]) this.aheadCounts.increment(player[i], player[j]);
      }
    }
  }
}
