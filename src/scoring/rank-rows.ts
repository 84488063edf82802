import type { ScoringRules } from "./rules";
import type { HeadToHeadCounts, PlayerState } from "./standings-state";
import type { StandingsTieBreakKey, TieBreakInfo } from "./types";

type SimpleKey = Exclude<StandingsTieBreakKey, "headToHead">;
type Separator = TieBreakInfo["key"];
type TieGroup = { rows: PlayerState[]; key: Separator };

const VALUE: Record<SimpleKey, (s: PlayerState) => number> = {
  points: (s) => s.counted.sum,
  wins: (s) => s.wins,
  bestGame: (s) => s.best,
  totalWithoutDiscards: (s) => s.total,
};

export type Ordering = {
  order: PlayerState[];
  ranks: number[];
  /** key separating order[i] from order[i − 1]; null when they share a rank or i = 0 */
  keys: Separator[];
};

/** Partitions an ordered list into runs of equal `value`, keeping order. */
function runs<T>(items: T[], value: (t: T) => number): T[][] {
  const out: T[][] = [];
  let start = 0;
  for (let j = 1; j <= items.length; j++) {
    if (j === items.length || value(items[j]) !== value(items[start])) {
      out.push(items.slice(start, j));
      start = j;
    }
  }
  return out;
}

/**
 * Orders the standings: qualified players first, then rules.standingsTieBreak key by key; still
 * tied = shared rank, listed by player id. headToHead among k tied players ranks them by
 * (finishes ahead − finishes behind) against the others of the group in the games they shared,
 * and is applied again inside any smaller group that remains tied before passing to the next key.
 */
export function orderStandings(rows: PlayerState[], rules: ScoringRules, h2h: HeadToHeadCounts): Ordering {
  const chain = rules.standingsTieBreak;
  const h = chain.indexOf("headToHead");
  const prefix = (h === -1 ? chain : chain.slice(0, h)) as SimpleKey[];
  const getters = prefix.map((k) => VALUE[k]);
  const minGames = rules.minGames;

  const firstDiff = (a: PlayerState, b: PlayerState): Separator => {
    if (a.played >= minGames !== b.played >= minGames) return "qualified";
    for (let k = 0; k < getters.length; k++) if (getters[k](a) !== getters[k](b)) return prefix[k];
    return null;
  };
  rows.sort((a, b) => {
    const qa = a.played >= minGames ? 1 : 0;
    const qb = b.played >= minGames ? 1 : 0;
    if (qa !== qb) return qb - qa;
    for (const g of getters) {
      const d = g(b) - g(a);
      if (d !== 0) return d;
    }
    return a.playerId < b.playerId ? -1 : 1;
  });

  const headToHead = (group: PlayerState[]): PlayerState[][] => {
    const score = new Map<PlayerState, number>();
    for (const a of group) {
      let s = 0;
      for (const b of group) if (a !== b) s += h2h.ahead(a.idx, b.idx) - h2h.ahead(b.idx, a.idx);
      score.set(a, s);
    }
    const value = (s: PlayerState) => score.get(s) as number;
    return runs([...group].sort((a, b) => value(b) - value(a)), value);
  };

  const refine = (group: PlayerState[], k: number): TieGroup[] => {
    if (group.length === 1 || k >= chain.length) return [{ rows: group, key: null }];
    const key = chain[k];
    const parts = key === "headToHead" ? headToHead(group) : runs([...group].sort((a, b) => VALUE[key](b) - VALUE[key](a)), VALUE[key]);
    if (parts.length === 1) return refine(group, k + 1);
    const out: TieGroup[] = [];
    parts.forEach((part, p) => {
      const sub = refine(part, key === "headToHead" ? k : k + 1);
      sub[0].key = p === 0 ? null : key;
      out.push(...sub);
    });
    return out;
  };

  const order: PlayerState[] = [];
  const ranks: number[] = [];
  const keys: Separator[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i + 1;
    while (j < rows.length && firstDiff(rows[j - 1], rows[j]) === null) j++;
    const groups = j - i > 1 && h !== -1 ? refine(rows.slice(i, j), h) : [{ rows: rows.slice(i, j), key: null }];
    groups[0].key = i === 0 ? null : firstDiff(rows[i - 1], rows[i]);
    for (const g of groups) {
      const rank = order.length + 1;
      g.rows.forEach((row, r) => {
        order.push(row);
        ranks.push(rank);
        keys.push(r === 0 ? g.key : null);
      });
    }
    i = j;
  }
  return { order, ranks, keys };
}
