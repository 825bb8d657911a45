import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, siteDay, siteMidnight } from '@src/contract/siteClock';
import { customDaysProblem, dealRecordQuery, defaultCustomDays, siteDayStart } from './transRecordFilter';

// Any instant from 2020 to 2035.
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('transaction record filters', () => {
  it('today holds now and is one site day; yesterday ends where today starts; 7 and 30 days end with today', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const custom = defaultCustomDays(now);
        const today = dealRecordQuery('today', 'all', custom, now);
        const yesterday = dealRecordQuery('yesterday', 'all', custom, now);
        const week = dealRecordQuery('week', 'all', custom, now);
        const month = dealRecordQuery('month', 'all', custom, now);
        expect(today).toEqual({ beginTime: siteMidnight(now), endTime: siteMidnight(now) + DAY_MS });
        expect(today && today.beginTime <= now && now < today.endTime).toBe(true);
        expect(yesterday).toEqual({ beginTime: siteMidnight(now) - DAY_MS, endTime: siteMidnight(now) });
        expect(week && week.endTime - week.beginTime).toBe(7 * DAY_MS);
        expect(month && month.endTime - month.beginTime).toBe(30 * DAY_MS);
        // The default custom range is the same 7 days.
        expect(dealRecordQuery('custom', 'all', custom, now)).toEqual(week);
      }),
    );
  });

  it('reads a site day back to the midnight that starts it, and refuses days that do not exist', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(siteDayStart(siteDay(now))).toBe(siteMidnight(now));
      }),
    );
    expect(siteDayStart('2026-02-30')).toBeNull();
    expect(siteDayStart('2026-2-3')).toBeNull();
    expect(siteDayStart('')).toBeNull();
  });

  it('asks a kind chip for its ledger kinds, and 全部 for none', () => {
    const custom = defaultCustomDays(0);
    expect(dealRecordQuery('today', 'all', custom, 0)).not.toHaveProperty('kinds');
    expect(dealRecordQuery('today', 'deposit', custom, 0)?.kinds).toEqual(['deposit']);
    expect(dealRecordQuery('today', 'bonus', custom, 0)?.kinds).toEqual(['signup_credit', 'bonus', 'rebate']);
  });

  it('asks for no custom range that is incomplete, reversed or longer than 90 days', () => {
    expect(customDaysProblem({ from: '', to: '2026-11-01' })).toBe('incomplete');
    expect(customDaysProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('reversed');
    expect(customDaysProblem({ from: '2026-08-04', to: '2026-11-01' })).toBe(null);
    expect(customDaysProblem({ from: '2026-08-03', to: '2026-11-01' })).toBe('tooLong');
    expect(dealRecordQuery('custom', 'all', { from: '2026-11-02', to: '2026-11-01' }, 0)).toBeNull();
  });
});
