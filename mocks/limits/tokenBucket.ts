/** A token bucket: `burst` at once, refilled at `perSecond`. Time is passed in (ms), so tests move it by hand. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  /** Takes a token and answers true, or answers false (taking nothing) when none is left. */
  take(now: number): boolean {
    if (!this.has(now)) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether a token is there now (takes nothing). */
  has(now: number): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  /** How long until a token is there: 0 when one is. */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * 1000) / this.perSecond);
  }

  /** Full again: nothing about it is worth remembering. */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = now;
  }
}
