import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clockSeconds, footballMinute, minutesSeconds, sportClock, type ClockInput } from './sportClock';

const live = (overrides: Partial<ClockInput>): ClockInput => ({
  gameType: 'FT',
  isLive: true,
  gameStatus: 'live',
  re_time: '0',
  t_count: 0,
  se_now: '1H',
  HalfTime: false,
  inningNum: 0,
  ...overrides,
});

describe('football clock', () => {
  it.each([
    [0, '1H', "1'"],
    [59, '1H', "1'"],
    [60, '1H', "2'"],
    [2_699, '1H', "45'"],
    [2_700, '1H', "45+1'"],
    [2_820, '1H', "45+3'"],
    [2_700, '2H', "46'"],
    [5_399, '2H', "90'"],
    [5_460, '2H', "90+2'"],
  ])('%i s in %s shows %s', (seconds, period, shown) => {
    expect(footballMinute(seconds, period)).toBe(shown);
  });

  it('runs on from re_time by the seconds since it arrived', () => {
    expect(sportClock(live({ re_time: '600' }), 125)).toEqual({ period: { key: 'firstHalf' }, clock: "13'" });
  });

  it('shows the half-time label without a clock, and the clock stands still', () => {
    const ht = live({ re_time: '2700', se_now: 'HT', HalfTime: true });
    expect(sportClock(ht, 300)).toEqual({ period: { key: 'halfTime' }, clock: null });
    expect(clockSeconds(ht, 300)).toBe(2700);
  });

  it('not started: nothing', () => {
    expect(sportClock(live({ isLive: false }), 10)).toEqual({ period: null, clock: null });
  });
});

describe('basketball clock (spec 9: mm:ss from seconds)', () => {
  it('counts down from re_time', () => {
    expect(sportClock(live({ gameType: 'BK', se_now: 'Q3', re_time: '600' }), 15)).toEqual({ period: { key: 'quarter', n: 3 }, clock: '09:45' });
  });
  it('never goes below zero', () => {
    expect(sportClock(live({ gameType: 'BK', se_now: 'Q4', re_time: '5' }), 30).clock).toBe('00:00');
  });
  it('is overtime when the quarter label contains OT', () => {
    expect(sportClock(live({ gameType: 'BK', se_now: 'OT1', re_time: '300' }), 0)).toEqual({ period: { key: 'overtime' }, clock: '05:00' });
  });
  it('mm:ss pads both parts (property: parses back to the seconds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_999 }), (seconds) => {
        const [mm, ss] = minutesSeconds(seconds).split(':').map(Number);
        expect(mm! * 60 + ss!).toBe(seconds);
      }),
    );
  });
});

describe('baseball (spec 9: overtime from inning 9 on)', () => {
  it.each([
    [3, 'T3', { key: 'inningTop', n: 3 }],
    [3, 'B3', { key: 'inningBottom', n: 3 }],
    [8, 'B8', { key: 'inningBottom', n: 8 }],
    [9, 'T9', { key: 'extraInnings', n: 9 }],
    [11, 'B11', { key: 'extraInnings', n: 11 }],
  ])('inning %i (%s)', (inningNum, se_now, period) => {
    expect(sportClock(live({ gameType: 'BS', inningNum, se_now }), 0)).toEqual({ period, clock: null });
  });
});

describe('sets and frames', () => {
  it('tennis, volleyball and table tennis show the set', () => {
    expect(sportClock(live({ gameType: 'TN', se_now: 'S2' }), 0).period).toEqual({ key: 'set', n: 2 });
    expect(sportClock(live({ gameType: 'VB', se_now: 'S4' }), 0).period).toEqual({ key: 'set', n: 4 });
    expect(sportClock(live({ gameType: 'TT', se_now: 'S1' }), 0).period).toEqual({ key: 'set', n: 1 });
  });
  it('snooker shows the frame', () => {
    expect(sportClock(live({ gameType: 'SK', se_now: 'F7' }), 0)).toEqual({ period: { key: 'frame', n: 7 }, clock: null });
  });
});
