import { isWin, type ScoredSeason } from "../season";
import type { HeadToHeadCounts } from "../standings-state";
import type { Timeline } from "../timeline";
import type { GameResult, PlayerSeries, Streak, Streaks } from "./player-form";
import type { GroupResult, PlacementCount } from "./player-results";
import type { EliminationRecord, HeadToHeadRecord, PlayerCount } from "./player-rivals";
import { byText, ratio } from "./shared";

/** The per-player statistics of one player, as the single-statistic functions return them. */
export type PlayerStatistics = {
  placementDistribution: PlacementCount[];
  resultsByTurnOrder: Array<{ turnOrder: number } & GroupResult>;
  resultsByObjective: Array<{ objectiveId: string } & GroupResult>;
  headToHead: HeadToHeadRecord[];
  eliminationRecord: EliminationRecord;
  streaks: Streaks;
  bestAndWorstGame: { best: GameResult | null; worst: GameResult | null };
};

/** group totals: games, wins, rank sum, points × scale, objective points, completions */
const FIELDS = 6;
const EMPTY_STREAK = (): Streak => ({ length: 0, firstGameId: null, lastGameId: null });

/**
 * Every per-player statistic (placements, results by turn order and by objective, head-to-head,
 * eliminations, streaks, best and worst game) accumulated in ONE pass over seat rows, into flat
 * typed arrays indexed by a player slot, instead of one pass per player per statistic. Pairwise
 * counts (games together, finishes ahead, who eliminated whom) come from the standings
 * timeline's HeadToHeadCounts, which counted them game by game.
 *
 * `players` lists the season player indexes that get a slot. With every player, the pass walks
 * the season's rows game by game; with a few players, only their own rows. Either way each
 * player's rows are seen in season order, which the streaks and the sums rely on: the results
 * equal those of the single-statistic functions (tests/unit/scoring compare them).
 */
export class PlayerPass {
  private readonly slot: Int32Array;
  private readonly size: number; // players in the season
  private readonly groups: number; // objectives in the season
  private readonly played: Int32Array;
  private readonly placement: Int32Array; // slot × 8 + rank
  private readonly maxTable: Int32Array;
  private readonly byTurn: Float64Array; // (slot × 7 + turn order) × FIELDS
  private readonly byObjective: Float64Array; // (slot × objectives + objective) × FIELDS
  private readonly timesEliminated: Int32Array;
  private readonly unknownEliminator: Int32Array;
  /** per slot × 3 (win, podium, without win): current run, longest run, position of its last game */
  private readonly run: Int32Array;
  private readonly longest: Int32Array;
  private readonly longestEnd: Int32Array;
  private readonly best: Int32Array;
  private readonly worst: Int32Array;

  constructor(
    private readonly season: ScoredSeason,
    private readonly players: readonly number[],
    private readonly pairs: HeadToHeadCounts,
  ) {
    const n = players.length;
    const c = season.columns;
    this.size = season.playerIds.length;
    this.groups = c.objectiveIds.length;
    this.slot = new Int32Array(this.size).fill(-1);
    players.forEach((p, s) => (this.slot[p] = s));
    this.played = new Int32Array(n);
    this.placement = new Int32Array(n * 8);
    this.maxTable = new Int32Array(n);
    this.byTurn = new Float64Array(n * 7 * FIELDS);
    this.byObjective = new Float64Array(n * this.groups * FIELDS);
    this.timesEliminated = new Int32Array(n);
    this.unknownEliminator = new Int32Array(n);
    this.run = new Int32Array(n * 3);
    this.longest = new Int32Array(n * 3);
    this.longestEnd = new Int32Array(n * 3);
    this.best = new Int32Array(n).fill(-1);
    this.worst = new Int32Array(n).fill(-1);

    if (n === this.size) {
      for (let row = 0; row < c.player.length; row++) this.add(row);
    } else {
      for (const p of players) {
        const rows = c.playerRows[p];
        for (let i = 0; i < rows.length; i++) this.add(rows[i]);
      }
    }
  }

  /** One seat row of a player with a slot. */
  private add(row: number) {
    const c = this.season.columns;
    const me = c.player[row];
    const s = this.slot[me];
    if (s < 0) return;
    const g = c.seatGame[row];
    const from = c.gameStart[g];
    const to = c.gameStart[g + 1];
    const rank = c.rank[row];
    const scaled = c.scaled[row];
    const position = this.played[s]++;

    this.placement[s * 8 + rank]++;
    if (to - from > this.maxTable[s]) this.maxTable[s] = to - from;
    this.group(this.byTurn, (s * 7 + c.turnOrder[row]) * FIELDS, row, rank, scaled);
    const o = c.objective[row];
    if (o >= 0) this.group(this.byObjective, (s * this.groups + o) * FIELDS, row, rank, scaled);

    if (c.eliminatedOrder[row] > 0) {
      this.timesEliminated[s]++;
      if (c.eliminatedBy[row] < 0) this.unknownEliminator[s]++;
    }

    const won = isWin(c, row);
    this.streak(s * 3, won, position);
    this.streak(s * 3 + 1, rank <= 3, position);
    this.streak(s * 3 + 2, !won, position);

    const best = this.best[s];
    if (best === -1 || scaled > c.scaled[best] || (scaled === c.scaled[best] && rank < c.rank[best]))
      this.best[s] = row;
    const worst = this.worst[s];
    if (worst === -1 || scaled < c.scaled[worst] || (scaled === c.scaled[worst] && rank > c.rank[worst]))
      this.worst[s] = row;
  }

  private group(t: Float64Array, at: number, row: number, rank: number, scaled: number) {
    const c = this.season.columns;
    t[at]++;
    if (isWin(c, row)) t[at + 1]++;
    t[at + 2] += rank;
    t[at + 3] += scaled;
    t[at + 4] += c.objectivePoints[row];
    t[at + 5] += c.completed[row];
  }

  private streak(k: number, hit: boolean, position: number) {
    const run = hit ? this.run[k] + 1 : 0;
    this.run[k] = run;
    if (run > this.longest[k]) {
      this.longest[k] = run;
      this.longestEnd[k] = position;
    }
  }

  private groupResult(t: Float64Array, at: number): GroupResult {
    const games = t[at];
    return {
      games,
      wins: t[at + 1],
      winRate: t[at + 1] / games,
      averageRank: t[at + 2] / games,
      averagePoints: t[at + 3] / games / this.season.scale,
      averageObjectivePoints: t[at + 4] / games,
      completions: t[at + 5],
    };
  }

  /** players with count(p) > 0, most first */
  private counts(count: (p: number) => number): PlayerCount[] {
    const out: PlayerCount[] = [];
    const ids = this.season.playerIds;
    for (let p = 0; p < this.size; p++) {
      const n = count(p);
      if (n > 0) out.push({ playerId: ids[p], count: n });
    }
    return out.sort((a, b) => b.count - a.count); // stable: equal counts stay in id order
  }

  /** The statistics of season player `p`, which must be one of `players`. */
  statistics(p: number): PlayerStatistics {
    const { season } = this;
    const c = season.columns;
    const s = this.slot[p];
    const played = this.played[s];
    const rows = c.playerRows[p];

    const placementDistribution: PlacementCount[] = [];
    for (let rank = 1; rank <= this.maxTable[s]; rank++) {
      const count = this.placement[s * 8 + rank];
      placementDistribution.push({ rank, count, share: ratio(count, played) });
    }

    const resultsByTurnOrder: Array<{ turnOrder: number } & GroupResult> = [];
    for (let turnOrder = 0; turnOrder < 7; turnOrder++) {
      const at = (s * 7 + turnOrder) * FIELDS;
      if (this.byTurn[at] > 0) resultsByTurnOrder.push({ turnOrder, ...this.groupResult(this.byTurn, at) });
    }

    const resultsByObjective: Array<{ objectiveId: string } & GroupResult> = [];
    for (let o = 0; o < this.groups; o++) {
      const at = (s * this.groups + o) * FIELDS;
      if (this.byObjective[at] > 0)
        resultsByObjective.push({ objectiveId: c.objectiveIds[o], ...this.groupResult(this.byObjective, at) });
    }
    resultsByObjective.sort((a, b) => byText(a.objectiveId, b.objectiveId));

    const headToHead: HeadToHeadRecord[] = [];
    const pairs = this.pairs;
    for (let o = 0; o < this.size; o++) {
      const games = pairs.together(p, o);
      if (games > 0) {
        const ahead = pairs.ahead(p, o);
        const behind = pairs.ahead(o, p);
        headToHead.push({ opponentId: season.playerIds[o], games, ahead, behind, even: games - ahead - behind });
      }
    }

    const eliminationRecord: EliminationRecord = {
      timesEliminated: this.timesEliminated[s],
      eliminatedBy: this.counts((o) => pairs.eliminated(o, p)),
      eliminatedByUnknown: this.unknownEliminator[s],
      eliminated: this.counts((o) => pairs.eliminated(p, o)),
    };

    const streak = (k: number): Streak => {
      const length = this.longest[s * 3 + k];
      if (length === 0) return EMPTY_STREAK();
      const end = this.longestEnd[s * 3 + k];
      return {
        length,
        firstGameId: c.gameIds[c.seatGame[rows[end - length + 1]]],
        lastGameId: c.gameIds[c.seatGame[rows[end]]],
      };
    };
    const streaks: Streaks = {
      longestWin: streak(0),
      currentWin: this.run[s * 3],
      longestPodium: streak(1),
      longestWithoutWin: streak(2),
    };

    const result = (row: number): GameResult | null => {
      if (row === -1) return null;
      const g = c.seatGame[row];
      return {
        gameId: c.gameIds[g],
        date: c.dates[g],
        points: c.scaled[row] / season.scale,
        rank: c.rank[row],
        objectivePoints: c.objectivePoints[row],
      };
    };

    return {
      placementDistribution,
      resultsByTurnOrder,
      resultsByObjective,
      headToHead,
      eliminationRecord,
      streaks,
      bestAndWorstGame: { best: result(this.best[s]), worst: result(this.worst[s]) },
    };
  }
}

/** The statistics of a player without games. */
export function emptyStatistics(): PlayerStatistics {
  return {
    placementDistribution: [],
    resultsByTurnOrder: [],
    resultsByObjective: [],
    headToHead: [],
    eliminationRecord: { timesEliminated: 0, eliminatedBy: [], eliminatedByUnknown: 0, eliminated: [] },
    streaks: {
      longestWin: EMPTY_STREAK(),
      currentWin: 0,
      longestPodium: EMPTY_STREAK(),
      longestWithoutWin: EMPTY_STREAK(),
    },
    bestAndWorstGame: { best: null, worst: null },
  };
}

/**
 * The series of season player `p` (−1 = no games) in columns: one entry per season game, no object per
 * game (a 20,000-game season would otherwise allocate a series point per player per game). The columns
 * are the cached timeline's rows, shared and read-only.
 */
export function seriesOf(t: Timeline, p: number): PlayerSeries {
  if (p === -1) {
    const n = t.games.length;
    return {
      games: t.games,
      played: new Uint8Array(n),
      gameRank: new Int32Array(n),
      gamePoints: new Float64Array(n).fill(NaN),
      points: new Float64Array(n).fill(NaN),
      total: new Float64Array(n).fill(NaN),
      standingsRank: new Int32Array(n),
    };
  }
  return {
    games: t.games,
    played: t.played[p],
    gameRank: t.gameRanks[p],
    gamePoints: t.gamePoints[p],
    points: t.points[p],
    total: t.totals[p],
    standingsRank: t.ranks[p],
  };
}
