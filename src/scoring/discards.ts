import { Heap } from "./heap";
import type { Discards } from "./rules";

/** Exact points and season position of seat rows (columns of the scored season). */
type Rows = { scaled: Float64Array; seatGame: Int32Array };

/**
 * A player's counted games under the season's discards:
 * - dropWorst N keeps the best max(1, played − N) games;
 * - bestOf K keeps the best min(played, K) games.
 * Among equal points the earlier game is discarded first.
 *
 * Two ways to keep it: `incremental` maintains two heaps so the standings after every game cost
 * O(log games) per seat (the timeline); otherwise the rows are sorted once when the sum is read
 * (final standings), which is cheaper when it is read only once or twice.
 */
export class CountedGames {
  private played = 0;
  private total = 0;
  private keptSum = 0;
  private readonly rows: number[] = [];
  private droppedRows: number[] = [];
  private dirty = false;
  private readonly kept: Heap | null;
  private readonly dropped: Heap | null;
  private readonly worse: (a: number, b: number) => boolean;

  constructor(
    private readonly discards: Discards,
    private readonly columns: Rows,
    incremental: boolean,
  ) {
    const { scaled, seatGame } = columns;
    this.worse = (a, b) => scaled[a] < scaled[b] || (scaled[a] === scaled[b] && seatGame[a] < seatGame[b]);
    const on = incremental && discards.mode !== "none";
    this.kept = on ? new Heap(this.worse) : null; // top = worst kept game
    this.dropped = on ? new Heap((a, b) => this.worse(b, a)) : null; // top = best discarded game
  }

  private target(): number {
    const d = this.discards;
    if (d.mode === "dropWorst") return Math.max(1, this.played - d.count);
    if (d.mode === "bestOf") return Math.min(this.played, d.count);
    return this.played;
  }

  add(row: number) {
    this.played++;
    this.total += this.columns.scaled[row];
    if (this.discards.mode === "none") return;
    if (!this.kept || !this.dropped) {
      this.rows.push(row);
      this.dirty = true;
      return;
    }
    const { kept, dropped } = this;
    const scaled = this.columns.scaled;
    kept.push(row);
    this.keptSum += scaled[row];
    if (dropped.size > 0 && this.worse(kept.peek(), dropped.peek())) {
      const low = kept.pop();
      const high = dropped.pop();
      this.keptSum += scaled[high] - scaled[low];
      kept.push(high);
      dropped.push(low);
    }
    const target = this.target();
    while (kept.size > target) {
      const r = kept.pop();
      this.keptSum -= scaled[r];
      dropped.push(r);
    }
    while (kept.size < target && dropped.size > 0) {
      const r = dropped.pop();
      this.keptSum += scaled[r];
      kept.push(r);
    }
  }

  /**
   * Batch mode: selects the discarded rows with a heap bounded by the smaller side (the few
   * dropped games, or the few kept ones), O(games × log side) instead of a full sort.
   */
  private settle() {
    if (!this.dirty) return;
    const { rows, worse } = this;
    const scaled = this.columns.scaled;
    const keep = this.target();
    const drop = rows.length - keep;
    if (drop <= keep) {
      const worst = new Heap((a, b) => worse(b, a)); // top = the best of the worst so far
      for (const r of rows) {
        if (worst.size < drop) worst.push(r);
        else if (drop > 0 && worse(r, worst.peek())) {
          worst.pop();
          worst.push(r);
        }
      }
      this.droppedRows = worst.items;
      this.keptSum = this.total;
      for (const r of worst.items) this.keptSum -= scaled[r];
    } else {
      const best = new Heap(worse); // top = the worst of the best so far
      for (const r of rows) {
        if (best.size < keep) best.push(r);
        else if (worse(best.peek(), r)) {
          best.pop();
          best.push(r);
        }
      }
      const kept = new Set(best.items);
      this.droppedRows = rows.filter((r) => !kept.has(r));
      this.keptSum = 0;
      for (const r of best.items) this.keptSum += scaled[r];
    }
    this.dirty = false;
  }

  /** points × scale of the counted games */
  get sum(): number {
    if (this.discards.mode === "none") return this.total;
    this.settle();
    return this.keptSum;
  }

  /** points × scale of every game */
  get all(): number {
    return this.total;
  }

  get counted(): number {
    return this.discards.mode === "none" ? this.played : this.target();
  }

  /** the discarded seat rows, in season order */
  discardedRows(): number[] {
    if (this.discards.mode === "none") return [];
    if (this.dropped) return [...this.dropped.items].sort((a, b) => a - b);
    this.settle();
    return [...this.droppedRows].sort((a, b) => a - b);
  }
}
