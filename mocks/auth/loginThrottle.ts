import type { AttemptLog, AttemptWindow } from './attemptLog';
import { addressKey } from './clientAddress';

export interface LoginThrottleOptions {
  /** Failed logins per name (spec 8.1 6011: 5). */
  maxFailures: number;
  /** Failed logins per client address, over all names (LOGIN_FAILURES_PER_ADDRESS). */
  maxAddressFailures: number;
  windowMs: number;
}

/** Failed logins from one address within the window, over all names, before further logins from it are refused. */
export const DEFAULT_LOGIN_FAILURES_PER_ADDRESS = 20;

/** spec 8.1 6011: after 5 failed logins for a name within 15 minutes, further attempts are refused. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailures: 5,
  maxAddressFailures: DEFAULT_LOGIN_FAILURES_PER_ADDRESS,
  windowMs: 15 * 60_000,
};

/** A login attempt taken for a name and an address, to give back or clear once the password proves right. */
export interface LoginAttempt {
  name: string;
  nameAttempt: number;
  addressAttempt: number;
}

/**
 * Failed logins per username (case-insensitive) and per client address (addressKey), in sliding windows kept in
 * the database. Every login takes an attempt of both before its password is checked and keeps them unless the
 * password is right, so parallel guesses cannot get past the limit, and spraying one password over many names
 * from one address is stopped too.
 */
export class LoginThrottle {
  private readonly names: AttemptWindow;
  private readonly addresses: AttemptWindow;

  constructor(
    private readonly log: AttemptLog,
    options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.names = log.window('login:name', options.maxFailures, options.windowMs);
    this.addresses = log.window('login:address', options.maxAddressFailures, options.windowMs);
  }

  /** Takes the attempt of a login about to check a password; null (6011) when the name or address is used up. */
  take(name: string, ip: string): LoginAttempt | null {
    const key = name.toLowerCase();
    return this.log.atomically(() => {
      const addressAttempt = this.addresses.take(addressKey(ip));
      if (addressAttempt === null) return null;
      const nameAttempt = this.names.take(key);
      if (nameAttempt === null) {
        // Refused without a check: nothing was tried from this address.
        this.addresses.release(addressAttempt);
        return null;
      }
      return { name: key, nameAttempt, addressAttempt };
    });
  }

  /**
   * The password was right: the name's failures are forgotten, and this attempt does not count against the
   * address (its earlier failures stay, so logging in to one's own account does not reset a spray).
   */
  succeeded(attempt: LoginAttempt): void {
    this.log.atomically(() => {
      this.names.clear(attempt.name);
      this.addresses.release(attempt.addressAttempt);
    });
  }

  /** Forgets the failed logins of a name (its password was just changed or reset). */
  reset(name: string): void {
    this.names.clear(name.toLowerCase());
  }

  /** Whether a login for the name would be refused now (tests, diagnostics). */
  isBlocked(name: string, ip?: string): boolean {
    if (ip !== undefined && this.addresses.count(addressKey(ip)) >= this.addresses.limit) return true;
    return this.names.count(name.toLowerCase()) >= this.names.limit;
  }
}
