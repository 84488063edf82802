import type { ScoringRules } from "./rules";
import type { HeadToHeadCounts, PlayerState } from "./player-state";
import type { StandingsTieBreakKey, TieBreakInfo } from "./types";
import { work } from "./work";

type SimpleKey = Exclude<StandingsTieBreakKey, "headToHead">;
type Separator = TieBreakInfo["key"];
type TieGroup = { rows: PlayerState[]; key: Separator };

function value(s: PlayerState, key: SimpleKey): number {
  switch (key) {
    case "points":
      return s.points;
    case "wins":
      return s.wins;
    case "bestGame":
      return s.best;
    case "totalWithoutDiscards":
      return s.total;
  }
}

const CODES: Record<SimpleKey, number> = { points: 0, wins: 1, bestGame: 2, totalWithoutDiscards: 3 };

/** value(s, key) for the key's code in CODES */
function code(s: PlayerState, key: number): number {
  return key === 0 ? s.points : key === 1 ? s.wins : key === 2 ? s.best : s.total;
}

/** Partitions a list ordered by `score` (descending) into runs of equal score, keeping order. */
function runs(items: PlayerState[], score: (s: PlayerState) => number): PlayerState[][] {
  const out: PlayerState[][] = [];
  let start = 0;
  for (let j = 1; j <= items.length; j++) {
    if (j === items.length || score(items[j]) !== score(items[start])) {
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
 *
 * Built once per pass and reused after every game (the timeline ranks the table 20,000 times
 * for a 20,000-game season), so the common case — no full tie — allocates nothing.
 */
export class StandingsRanker {
  /** after rank(): rank of rows[i] and the key separating rows[i] from rows[i − 1] */
  readonly ranks: number[] = [];
  readonly keys: Separator[] = [];
  private readonly chain: StandingsTieBreakKey[];
  private readonly prefix: SimpleKey[];
  /** the prefix as CODES, compared once per pair of players after every game */
  private readonly codes: Int32Array;
  private readonly h2hIndex: number;
  private readonly minGames: number;

  constructor(
    rules: ScoringRules,
    private readonly h2h: HeadToHeadCounts,
  ) {
    this.chain = rules.standingsTieBreak;
    this.h2hIndex = this.chain.indexOf("headToHead");
    this.prefix = (this.h2hIndex === -1 ? this.chain : this.chain.slice(0, this.h2hIndex)) as SimpleKey[];
    this.codes = Int32Array.from(this.prefix, (key) => CODES[key]);
    this.minGames = rules.minGames;
  }

  private firstDiff(a: PlayerState, b: PlayerState): Separator {
    if (a.played >= this.minGames !== b.played >= this.minGames) return "qualified";
    const codes = this.codes;
    for (let k = 0; k < codes.length; k++) if (code(a, codes[k]) !== code(b, codes[k])) return this.prefix[k];
    return null;
  }

  private readonly compare = (a: PlayerState, b: PlayerState): number => {
    const qa = a.played >= this.minGames;
    if (qa !== b.played >= this.minGames) return qa ? -1 : 1;
    const codes = this.codes;
    for (let k = 0; k < codes.length; k++) {
      const d = code(b, codes[k]) - code(a, codes[k]);
      if (d !== 0) return d;
    }
    return a.playerId < b.playerId ? -1 : 1;
  };

  private splitHeadToHead(group: PlayerState[]): PlayerState[][] {
    const net = this.h2h.netAhead(group.map((s) => s.idx));
    const score = new Map<PlayerState, number>(group.map((s, i) => [s, net[i]]));
    const of = (s: PlayerState) => score.get(s) as number;
    return runs(
      [...group].sort((a, b) => of(b) - of(a)),
      of,
    );
  }

  private refine(group: PlayerState[], k: number): TieGroup[] {
    if (group.length === 1 || k >= this.chain.length) return [{ rows: group, key: null }];
    const key = this.chain[k];
    const parts =
      key === "headToHead"
        ? this.splitHeadToHead(group)
        : runs(
            [...group].sort((a, b) => value(b, key) - value(a, key)),
            (s) => value(s, key),
          );
    if (parts.length === 1) return this.refine(group, k + 1);
    const out: TieGroup[] = [];
    parts.forEach((part, p) => {
      const sub = this.refine(part, key === "headToHead" ? k : k + 1);
      sub[0].key = p === 0 ? null : key;
      out.push(...sub);
    });
    return out;
  }

  /**
   * Sorts by `compare`, a strict total order (ties end on the player id), so the result does not
   * depend on the algorithm. After one game only the players of that game move, so insertion sort
   * is close to linear, and it runs inline: Array.prototype.sort pays a call into the comparator
   * per comparison, which cost most of the standings-after-every-game timeline. Past a budget of
   * moves (an unsorted list, as for the final standings) it hands over to Array.prototype.sort.
   */
  private sort(rows: PlayerState[]) {
    let budget = 8 * rows.length + 16;
    for (let i = 1; i < rows.length; i++) {
      const item = rows[i];
      let j = i;
      while (j > 0 && this.compare(rows[j - 1], item) > 0) {
        rows[j] = rows[j - 1];
        j--;
        if (--budget === 0) {
          rows[j] = item;
          rows.sort(this.compare);
          return;
        }
      }
      rows[j] = item;
    }
  }

  /** Sorts `rows` in place into standings order and fills `ranks` and `keys`. */
  rank(rows: PlayerState[]): void {
    work.rowsRanked += rows.length;
    this.sort(rows);
    const { ranks, keys } = this;
    if (ranks.length !== rows.length) {
      ranks.length = rows.length;
      keys.length = rows.length;
    }
    for (let r = 1; r < rows.length; r++) keys[r] = this.firstDiff(rows[r - 1], rows[r]);
    keys[0] = null;
    let i = 0;
    while (i < rows.length) {
      let j = i + 1;
      while (j < rows.length && keys[j] === null) j++;
      const separator = keys[i];
      if (j - i === 1 || this.h2hIndex === -1) {
        for (let r = i; r < j; r++) {
          ranks[r] = i + 1;
          keys[r] = r === i ? separator : null;
        }
      } else {
        const groups = this.refine(rows.slice(i, j), this.h2hIndex);
        groups[0].key = separator;
        let r = i;
        for (const g of groups) {
          const rank = r + 1;
          g.rows.forEach((row, n) => {
            rows[r] = row;
            ranks[r] = rank;
            keys[r] = n === 0 ? g.key : null;
            r++;
          });
        }
      }
      i = j;
    }
  }
}
