import { SlidingWindow } from './slidingWindow';

/** How long a risky login's verification may take, from the 602x answer to the login with the code. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** spec 4: register success, then auto-login with kaptchcate 99, within this time, from the same device. */
export const AUTO_LOGIN_WINDOW_MS = 60_000;
/** Wrong phone completions a member may make in an hour before 6034. */
export const COMPLETION_FAILURES_PER_HOUR = 5;
const MAX_KEYS = 10_000;

interface Challenge {
  expiresAt: number;
  completed: boolean;
}

/**
 * The short-lived state of new-device verification and of auto-login after registering, per member and device
 * (process memory: a restart asks members to start over, which is safe).
 */
export class LoginChallenges {
  private readonly challenges = new Map<string, Challenge>();
  private readonly autoLogins = new Map<string, number>();
  private readonly completionFailures: SlidingWindow;

  constructor(private readonly clock: () => number = () => Date.now()) {
    this.completionFailures = new SlidingWindow(COMPLETION_FAILURES_PER_HOUR, 60 * 60_000, clock);
  }

  /** A login answered 602x: the member may now complete the phone and ask for a code from this device. */
  open(memberId: number, deviceId: string): void {
    remember(this.challenges, key(memberId, deviceId), {
      expiresAt: this.clock() + CHALLENGE_TTL_MS,
      completed: false,
    });
  }

  /** The open challenge of a member on a device, or null when none or expired. */
  find(memberId: number, deviceId: string): Challenge | null {
    const challenge = this.challenges.get(key(memberId, deviceId));
    if (!challenge || challenge.expiresAt < this.clock()) return null;
    return challenge;
  }

  complete(memberId: number, deviceId: string): void {
    const challenge = this.find(memberId, deviceId);
    if (challenge) challenge.completed = true;
  }

  close(memberId: number, deviceId: string): void {
    this.challenges.delete(key(memberId, deviceId));
  }

  completionBlocked(memberId: number): boolean {
    return this.completionFailures.count(String(memberId)) >= COMPLETION_FAILURES_PER_HOUR;
  }

  recordCompletionFailure(memberId: number): void {
    this.completionFailures.tryTake(String(memberId));
  }

  grantAutoLogin(memberId: number, deviceId: string): void {
    remember(this.autoLogins, key(memberId, deviceId), this.clock() + AUTO_LOGIN_WINDOW_MS);
  }

  /** Spends the auto-login grant of a member on a device; false when there is none or it ran out. */
  takeAutoLogin(memberId: number, deviceId: string): boolean {
    const k = key(memberId, deviceId);
    const until = this.autoLogins.get(k);
    this.autoLogins.delete(k);
    return until !== undefined && this.clock() <= until;
  }
}

const key = (memberId: number, deviceId: string) => `${memberId}\n${deviceId}`;

function remember<V>(map: Map<string, V>, k: string, value: V): void {
  map.delete(k);
  map.set(k, value);
  if (map.size > MAX_KEYS) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
