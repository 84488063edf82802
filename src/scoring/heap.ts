/** Binary heap of numbers (seat rows) whose top is the row for which `before(top, other)` holds. */
export class Heap {
  readonly items: number[] = [];
  constructor(private readonly before: (a: number, b: number) => boolean) {}
  get size() {
    return this.items.length;
  }
  peek(): number {
    return this.items[0];
  }
  push(row: number) {
    const a = this.items;
    let i = a.push(row) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop(): number {
    const a = this.items;
    const top = a[0];
    const last = a.pop() as number;
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
