import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, siteDay, siteHourMinute, siteMidnight, siteMonthDay, siteTime } from './siteClock';

// 2026-11-22 18:32:05 UTC is 2026-11-23 02:32:05 on the site's clock (UTC+8).
const EVENING_UTC = Date.UTC(2026, 10, 22, 18, 32, 5);

describe("the site's clock (China Standard Time)", () => {
  it('reads UTC+8 whatever the zone of the machine', () => {
    expect(siteTime(EVENING_UTC)).toBe('2026-11-23 02:32:05');
    expect(siteDay(EVENING_UTC)).toBe('2026-11-23');
    expect(siteHourMinute(EVENING_UTC)).toBe('02:32');
    expect(siteMonthDay(EVENING_UTC)).toBe('11/23');
  });

  it("a day starts at the site's midnight, 16:00 UTC", () => {
    expect(siteMidnight(EVENING_UTC)).toBe(Date.UTC(2026, 10, 22, 16, 0, 0));
  });

  it('every instant lies in the day its midnight starts, and that midnight reads 00:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (ms) => {
        const midnight = siteMidnight(ms);
        return (
          midnight <= ms &&
          ms < midnight + DAY_MS &&
          siteDay(midnight) === siteDay(ms) &&
          siteHourMinute(midnight) === '00:00'
        );
      }),
    );
  });
});
