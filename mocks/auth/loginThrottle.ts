export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/** spec 8.1 6011: after 5 failed logins for a name within 15 minutes, further attempts are refused. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000 };

/** Keeps at most this many names; older failures are forgotten first. */
const MAX_TRACKED_NAMES = 10_000;

/** Counts failed logins per username (case-insensitive) in a sliding window. Process memory only. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => number = () => Date.now(),
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {}

  isBlocked(name: string): boolean {
    return this.recent(name.toLowerCase()).length >= this.options.maxFailures;
  }

  recordFailure(name: string): void {
    const key = name.toLowerCase();
    const recent = this.recent(key);
    recent.push(this.clock());
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > MAX_TRACKED_NAMES) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) this.failures.delete(oldest.value);
    }
  }

  reset(name: string): void {
    this.failures.delete(name.toLowerCase());
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.options.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
