import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle';

describe('login throttling', () => {
  it('blocks a name after 5 failures within 15 minutes, regardless of case', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('demo01');
    expect(throttle.isBlocked('demo01')).toBe(false);
    throttle.recordFailure('DEMO01');
    expect(throttle.isBlocked('demo01')).toBe(true);
    expect(throttle.isBlocked('demo02')).toBe(false);
    now += 15 * 60_000;
    expect(throttle.isBlocked('demo01')).toBe(false);
  });

  it('forgets failures spread over more than 15 minutes, and all of them after a success', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 5; i += 1) {
      throttle.recordFailure('demo01');
      now += 4 * 60_000;
    }
    expect(throttle.isBlocked('demo01')).toBe(false);
    throttle.recordFailure('demo01');
    throttle.reset('demo01');
    expect(throttle.isBlocked('demo01')).toBe(false);
  });
});
