import { CountedGames } from "./discards";
import { HeadToHeadCounts, type PlayerState } from "./player-state";
import { StandingsRanker } from "./rank-rows";
import type { ScoringRules } from "./rules";
import type { ScoredSeason, SeasonColumns } from "./season";
import type { StandingRow } from "./types";
import { work } from "./work";

export { HeadToHeadCounts, type PlayerState } from "./player-state";

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
export function standingRows(
  season: ScoredSeason,
  acc: StandingsAccumulator,
  previousRank: (p: number) => number,
): StandingRow[] {
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
