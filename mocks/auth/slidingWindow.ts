/** Counts events per key in a sliding window, in process memory, forgetting the oldest keys past a cap. */
export class SlidingWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records an event unless the key already has `limit` in the window; false when refused. */
  tryTake(key: string): boolean {
    const recent = this.recent(key);
    if (recent.length >= this.limit) return false;
    recent.push(this.clock());
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) {
      const oldest = this.events.keys().next();
      if (!oldest.done) this.events.delete(oldest.value);
    }
    return true;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  /** Drops every event of the key (a success that ends a run of failures). */
  forget(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }
}
