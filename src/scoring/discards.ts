import type { Discards } from "./rules";

/** One game of one player, as the discards see it: exact points and position in the season. */
export type GameEntry = { scaled: number; index: number; gameId: string };

/** a is worse than b: fewer points, or equal points and an earlier game (dropped first). */
const worse = (a: GameEntry, b: GameEntry) => a.scaled < b.scaled || (a.scaled === b.scaled && a.index < b.index);

/** Binary heap whose top is the entry for which `before(top, other)` holds. */
class Heap {
  readonly items: GameEntry[] = [];
  constructor(private readonly before: (a: GameEntry, b: GameEntry) => boolean) {}
  get size() {
    return this.items.length;
  }
  peek(): GameEntry {
    return this.items[0];
  }
  push(entry: GameEntry) {
    const a = this.items;
    let i = a.push(entry) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop(): GameEntry {
    const a = this.items;
    const top = a[0];
    const last = a.pop() as GameEntry;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < a.length && this.before(a[l], a[best])) best = l;
        if (r < a.length && this.before(a[r], a[best])) best = r;
        if (best === i) break;
        [a[i], a[best]] = [a[best], a[i]];
        i = best;
      }
    }
    return top;
  }
}

/**
 * A player's counted games under the season's discards, kept up to date game by game so that
 * the standings after every game cost O(log games) per seat.
 * - dropWorst N: keeps the best max(1, played − N) games;
 * - bestOf K: keeps the best min(played, K) games.
 * Among equal points the earlier game is discarded first.
 */
export class CountedGames {
  /** sum of points × scale of the counted games */
  sum = 0;
  private played = 0;
  private readonly kept = new Heap(worse); // top = worst kept game
  private readonly dropped = new Heap((a, b) => worse(b, a)); // top = best discarded game

  constructor(private readonly discards: Discards) {}

  get counted(): number {
    return this.discards.mode === "none" ? this.played : this.kept.size;
  }

  private target(): number {
    const d = this.discards;
    if (d.mode === "dropWorst") return Math.max(1, this.played - d.count);
    if (d.mode === "bestOf") return Math.min(this.played, d.count);
    return this.played;
  }

  add(scaled: number, index: number, gameId: string) {
    this.played++;
    this.sum += scaled;
    if (this.discards.mode === "none") return;
    const entry: GameEntry = { scaled, index, gameId };
    this.kept.push(entry);
    if (this.dropped.size > 0 && worse(this.kept.peek(), this.dropped.peek())) {
      const low = this.kept.pop();
      const high = this.dropped.pop();
      this.sum += high.scaled - low.scaled;
      this.kept.push(high);
      this.dropped.push(low);
    }
    const target = this.target();
    while (this.kept.size > target) {
      const e = this.kept.pop();
      this.sum -= e.scaled;
      this.dropped.push(e);
    }
    while (this.kept.size < target && this.dropped.size > 0) {
      const e = this.dropped.pop();
      this.sum += e.scaled;
      this.kept.push(e);
    }
  }

  /** discarded games, in season order */
  discarded(): GameEntry[] {
    return [...this.dropped.items].sort((a, b) => a.index - b.index);
  }
}
