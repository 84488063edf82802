import { CountedGames } from "./discards";
import { StandingsRanker } from "./rank-rows";
import type { ScoringRules } from "./rules";
import type { ScoredSeason, SeasonColumns } from "./season";
import type { StandingRow } from "./types";
import { work } from "./work";

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
      draws: 0,
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
    const drawn = c.drawn[g] === 1;
    work.gamesAdded++;
    for (let row = from; row < to; row++) {
      const s = this.states[c.player[row]];
      const points = c.scaled[row];
      const rank = c.rank[row];
      if (s.played === 0) {
        this.active.push(s);
        s.best = points;
      } else if (points > s.best) s.best = points;
      s.played++;
      if (rank === 1) {
        if (drawn) s.draws++;
        else s.wins++;
      }
      if (rank <= 3) s.podiums++;
      s.rankSum += rank;
      s.objectivePoints += c.objectivePoints[row];
      if (c.completed[row]) s.completions++;
      if (c.eliminatedOrder[row] > 0) s.eliminations++;
      s.counted.add(row);
    }
    this.headToHead.addGame(from, to, c);
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

/** Index of the first game of the season's last date, or −1 when all games share one date. */
export function lastDateStart(dates: readonly string[]): number {
  let i = dates.length - 1;
  if (i <= 0) return -1;
  while (i > 0 && dates[i - 1] === dates[dates.length - 1]) i--;
  return i === 0 ? -1 : i;
}

/**
 * The rows of the standings held by `acc` after its last game. `previousRank(p)` is season player
 * p's rank before the last date (0 when they had not played yet, or when every game is on one date).
 */
export function standingRows(season: ScoredSeason, acc: StandingsAccumulator, previousRank: (p: number) => number): StandingRow[] {
  const { rules, scale, columns: c } = season;
  const { ranks, keys } = acc.rank();
  return acc.active.map((s, r): StandingRow => {
    const was = previousRank(s.idx);
    return {
      rank: ranks[r],
      playerId: s.playerId,
      points: s.points / scale,
      gamesPlayed: s.played,
      gamesCounted: s.counted.counted,
      wins: s.wins,
      draws: s.draws,
      bestGame: s.best / scale,
      objectivePoints: s.objectivePoints,
      completions: s.completions,
      qualified: s.played >= rules.minGames,
      podiums: s.podiums,
      averageRank: s.rankSum / s.played,
      averageObjectivePoints: s.objectivePoints / s.played,
      eliminations: s.eliminations,
      movement: was === 0 ? null : was - ranks[r],
      discardedGameIds: s.counted.discardedRows().map((row) => c.gameIds[c.seatGame[row]]),
      totalWithoutDiscards: s.total / scale,
      tieBreak: { key: keys[r], shared: ranks[r - 1] === ranks[r] || ranks[r + 1] === ranks[r] },
    };
  });
}
