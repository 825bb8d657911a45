/** At most `limit` events per key in any window of `windowMs` (a sliding log; keys are few and limits small). */
export class SendRateLimiter {
  private readonly log = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an event at `now` and answers true, or answers false (and records nothing) when over the limit. */
  tryAcquire(key: string, now: number): boolean {
    if (!this.allows(key, now)) return false;
    this.record(key, now);
    return true;
  }

  /** Whether one more event at `now` stays within the limit (records nothing). */
  allows(key: string, now: number): boolean {
    return this.recent(key, now).length < this.limit;
  }

  record(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    this.log.set(key, times);
  }

  forget(key: string): void {
    this.log.delete(key);
  }

  /** Forgets keys with no event inside the window (called by the sweep). */
  prune(now: number): void {
    const since = now - this.windowMs;
    for (const [key, times] of this.log) {
      if (!times.some((t) => t > since)) this.log.delete(key);
    }
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const times = (this.log.get(key) ?? []).filter((t) => t > since);
    this.log.set(key, times);
    return times;
  }
}
