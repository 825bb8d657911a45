/** A min-heap of items by time, ties in insertion order (so runs are deterministic). */
export class Agenda<T> {
  private readonly at: number[] = [];
  private readonly order: number[] = [];
  private readonly items: T[] = [];
  private counter = 0;

  get size(): number {
    return this.items.length;
  }

  push(at: number, item: T): void {
    this.at.push(at);
    this.order.push(this.counter++);
    this.items.push(item);
    this.up(this.items.length - 1);
  }

  /** Time of the earliest item, Infinity when empty. */
  peekAt(): number {
    return this.at[0] ?? Infinity;
  }

  pop(): T | undefined {
    const n = this.items.length;
    if (n === 0) return undefined;
    const top = this.items[0];
    this.swap(0, n - 1);
    this.at.pop();
    this.order.pop();
    this.items.pop();
    if (n > 1) this.down(0);
    return top;
  }

  private less(i: number, j: number): boolean {
    const ai = this.at[i] ?? 0;
    const aj = this.at[j] ?? 0;
    return ai < aj || (ai === aj && (this.order[i] ?? 0) < (this.order[j] ?? 0));
  }

  private swap(i: number, j: number): void {
    const at = this.at[i] ?? 0;
    this.at[i] = this.at[j] ?? 0;
    this.at[j] = at;
    const order = this.order[i] ?? 0;
    this.order[i] = this.order[j] ?? 0;
    this.order[j] = order;
    const item = this.items[i] as T;
    this.items[i] = this.items[j] as T;
    this.items[j] = item;
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.items.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let smallest = i;
      if (l < n && this.less(l, smallest)) smallest = l;
      if (r < n && this.less(r, smallest)) smallest = r;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }
}
