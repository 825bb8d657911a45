import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { AttemptLog } from './attemptLog';
import { LoginThrottle, type LoginAttempt } from './loginThrottle';

describe('login throttling', () => {
  let db: Database;
  let now: number;
  let throttle: LoginThrottle;

  beforeEach(() => {
    db = openDatabase(':memory:');
    now = 0;
    throttle = new LoginThrottle(new AttemptLog(db, () => now));
  });
  afterEach(() => db.close());

  /** A login whose password turns out wrong: its attempt stays taken. */
  const fail = (name: string, ip = '198.51.100.1'): LoginAttempt | null => throttle.take(name, ip);

  it('blocks a name after 5 failures within 15 minutes, regardless of case', () => {
    for (let i = 0; i < 4; i += 1) fail('demo01');
    expect(throttle.isBlocked('demo01')).toBe(false);
    fail('DEMO01');
    expect(throttle.isBlocked('demo01')).toBe(true);
    expect(throttle.take('demo01', '198.51.100.2')).toBeNull();
    expect(throttle.isBlocked('demo02')).toBe(false);
    now += 15 * 60_000;
    expect(throttle.isBlocked('demo01')).toBe(false);
  });

  it('forgets failures spread over more than 15 minutes, and all of them after a success', () => {
    for (let i = 0; i < 5; i += 1) {
      fail('demo01');
      now += 4 * 60_000;
    }
    expect(throttle.isBlocked('demo01')).toBe(false);
    fail('demo01');
    const right = throttle.take('demo01', '198.51.100.1');
    if (!right) throw new Error('refused');
    throttle.succeeded(right);
    expect(throttle.isBlocked('demo01')).toBe(false);
    for (let i = 0; i < 5; i += 1) expect(fail('demo01')).not.toBeNull();
    expect(fail('demo01')).toBeNull();
  });

  it('counts an attempt when it is taken, before the password is checked, so a sixth at once is refused', () => {
    const inFlight = Array.from({ length: 5 }, () => throttle.take('demo01', '198.51.100.1'));
    expect(inFlight.every((attempt) => attempt !== null)).toBe(true);
    expect(throttle.take('demo01', '198.51.100.1')).toBeNull();
  });

  it('blocks an address after 20 failures over any names, and a success from it does not lift that', () => {
    for (let i = 0; i < 19; i += 1) fail(`sprayed${i}`);
    const own = throttle.take('myself01', '198.51.100.1');
    if (!own) throw new Error('refused');
    throttle.succeeded(own);
    fail('sprayed19');
    expect(fail('another1')).toBeNull();
    expect(throttle.isBlocked('another1', '198.51.100.1')).toBe(true);
    expect(fail('another1', '198.51.100.2')).not.toBeNull();
    now += 15 * 60_000;
    expect(fail('another1')).not.toBeNull();
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', () => {
    for (let i = 0; i < 20; i += 1) fail(`sprayed${i}`, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect(fail('another1', '2001:db8:1:2:ffff::1')).toBeNull();
    expect(fail('another1', '2001:db8:1:3::1')).not.toBeNull();

    for (let i = 0; i < 20; i += 1) fail(`mapped${i}`, '203.0.113.5');
    expect(fail('another2', '::ffff:203.0.113.5')).toBeNull();
  });

  it('does not count a name refusal against the address: nothing was checked', () => {
    for (let i = 0; i < 5; i += 1) fail('demo01');
    for (let i = 0; i < 30; i += 1) expect(fail('demo01')).toBeNull();
    expect(throttle.isBlocked('other001', '198.51.100.1')).toBe(false);
  });

  it('keeps its counts in the database, pruned once their window has passed', () => {
    for (let i = 0; i < 5; i += 1) fail('demo01');
    const again = new LoginThrottle(new AttemptLog(db, () => now));
    expect(again.isBlocked('demo01')).toBe(true);

    now += 15 * 60_000 + 1;
    new AttemptLog(db, () => now).prune();
    expect(db.prepare('SELECT COUNT(*) AS count FROM auth_attempts').get()).toEqual({ count: 0 });
  });
});
