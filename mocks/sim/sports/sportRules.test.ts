import { describe, expect, it } from 'vitest';
import type { FeedMatch } from '@src/contract';
import { catalogue, type LeagueDef } from '../leagues';
import { Random } from '../random';
import { baseball } from './baseball';
import { basketball } from './basketball';
import { football, virtualFootball } from './football';
import { handball } from './handball';
import { tableTennis, volleyball } from './rallySets';
import { snooker } from './snooker';
import { tennis } from './tennis';
import { EV_END, EV_SCORE, EV_SUSPEND } from './engine';
import { playEngine, type PlayedSecond } from '../../testing/playEngine';

const even = { home: 0.5, away: 0.5 };

function league(gameType: LeagueDef['gameType'], pick: (l: LeagueDef) => boolean = () => true): LeagueDef {
  const found = catalogue(gameType, 1).find(pick);
  if (!found) throw new Error(`no ${gameType} league`);
  return found;
}

/** The runs of equal `se_now`, in order. */
function periods(seconds: PlayedSecond[]): { label: string; first: number; last: number }[] {
  const runs: { label: string; first: number; last: number }[] = [];
  seconds.forEach((s, i) => {
    const run = runs[runs.length - 1];
    if (run && run.label === s.state.se_now) run.last = i;
    else runs.push({ label: s.state.se_now, first: i, last: i });
  });
  return runs;
}

function at(seconds: PlayedSecond[], i: number): PlayedSecond {
  const s = seconds[i];
  if (!s) throw new Error(`no second ${i}`);
  return s;
}

describe('football', { timeout: 60_000 }, () => {
  it('plays two halves of 45 minutes plus the stoppage time announced at 45 and 90, with a 15-minute half-time', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { seconds, engine } = playEngine(football, league('FT'), seed);
      const runs = periods(seconds);
      expect(runs.map((r) => r.label)).toEqual(['1H', 'HT', '2H']);
      const [first, half, second] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
      const announced1 = Math.max(...seconds.slice(first.first, first.last + 1).map((s) => s.state.t_count));
      expect(announced1).toBeGreaterThanOrEqual(1);
      expect(announced1).toBeLessThanOrEqual(4);
      // The first half lasts 45 minutes plus the announced minutes (and under a minute more).
      expect(first.last + 1).toBeGreaterThanOrEqual(2700 + 60 * announced1);
      expect(first.last + 1).toBeLessThan(2700 + 60 * (announced1 + 1));
      expect(half.last - half.first + 1).toBe(900);
      expect(at(seconds, half.first).state.HalfTime).toBe(true);
      const atHalfTime = at(seconds, half.first).state;
      expect(atHalfTime.sc_FT_A).toBe(`${atHalfTime.sc_FT_H}-${atHalfTime.sc_FT_C}`);
      const announced2 = Math.max(
        ...seconds.slice(second.first, second.last + 1).map((s) => s.state.t_count),
      );
      expect(announced2).toBeGreaterThanOrEqual(2);
      const end = at(seconds, seconds.length - 1).state;
      expect(Number(end.re_time)).toBeGreaterThanOrEqual(5400 + 60 * announced2);
      expect(engine.final()).toMatchObject({
        home: end.sc_FT_H,
        away: end.sc_FT_C,
        firstHalf: atHalfTime.sc_FT_A,
      });
    }
  });

  it('suspends the markets on every goal', () => {
    let goals = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { seconds } = playEngine(football, league('FT'), seed);
      let before = 0;
      for (const s of seconds) {
        const total = s.state.sc_FT_H + s.state.sc_FT_C;
        if (total > before) {
          goals += total - before;
          expect(s.flags & EV_SUSPEND).toBe(EV_SUSPEND);
        }
        before = total;
      }
    }
    expect(goals).toBeGreaterThan(5);
  });

  it('plays virtual football twenty times faster', () => {
    const { seconds } = playEngine(virtualFootball, league('VF'), 3);
    expect(periods(seconds).map((r) => r.label)).toEqual(['1H', 'HT', '2H']);
    expect(seconds.length).toBeLessThan(7 * 60);
    expect(Number(at(seconds, seconds.length - 1).state.re_time)).toBeGreaterThanOrEqual(5400);
  });
});

describe('basketball', { timeout: 60_000 }, () => {
  it('plays four quarters on a countdown clock and overtime only while level after the fourth', () => {
    let overtimes = 0;
    for (let seed = 1; seed <= 160; seed++) {
      const nba = league('BK', (l) => l.name === 'NBA');
      const { seconds } = playEngine(basketball, nba, seed, even);
      const runs = periods(seconds);
      expect(runs.slice(0, 4).map((r) => r.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      for (const [k, run] of runs.entries()) {
        expect(run.label).toBe(k < 4 ? `Q${k + 1}` : `OT${k - 3}`);
        // The first recorded second of the game has already ticked once.
        expect(Number(at(seconds, run.first).state.re_time)).toBe(k === 0 ? 719 : k < 4 ? 720 : 300);
        // The clock only counts down within a period, to 0.
        let risingClock = 0;
        for (let i = run.first + 1; i <= run.last; i++) {
          if (Number(at(seconds, i).state.re_time) > Number(at(seconds, i - 1).state.re_time))
            risingClock += 1;
        }
        expect(risingClock).toBe(0);
        expect(at(seconds, run.last).state.re_time).toBe('0');
        if (k >= 4) {
          overtimes += 1;
          const endOfPrevious = at(seconds, run.first - 1).state;
          expect(endOfPrevious.sc_FT_H).toBe(endOfPrevious.sc_FT_C);
        }
      }
      const end = at(seconds, seconds.length - 1).state;
      expect(end.sc_FT_H).not.toBe(end.sc_FT_C);
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it('marks the breaks between quarters with HalfTime, 15 minutes at half-time', () => {
    const { seconds } = playEngine(basketball, league('BK'), 4, even);
    const breakSeconds = seconds.filter((s) => s.state.se_now === 'Q2' && s.state.HalfTime).length;
    expect(breakSeconds).toBe(15 * 60);
  });
});

describe('tennis', { timeout: 60_000 }, () => {
  const POINTS = ['0', '15', '30', '40', 'AD'];

  it('scores points 0-15-30-40 with deuce and advantage, games to six by two, a tiebreak at 6-6, best of three', () => {
    let tiebreaks = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { seconds, engine } = playEngine(
        tennis,
        league('TN', (l) => l.format?.bestOf === 3),
        seed,
        even,
      );
      const badScores: string[] = [];
      for (const { state } of seconds) {
        const { sc_point_H: h, sc_point_A: a } = state;
        const inTiebreak = state.sc_game_H === 6 && state.sc_game_A === 6;
        const valid = inTiebreak
          ? /^\d+$/.test(h) && /^\d+$/.test(a)
          : POINTS.includes(h) &&
            POINTS.includes(a) &&
            (h !== 'AD' || a === '40') &&
            (a !== 'AD' || h === '40');
        if (!valid) badScores.push(`${state.sc_game_H}-${state.sc_game_A} ${h}:${a}`);
      }
      expect(badScores).toEqual([]);
      const sets = engine.final().periods ?? [];
      for (const set of sets) {
        const [a, b] = set.split('-').map(Number) as [number, number];
        const [win, lose] = [Math.max(a, b), Math.min(a, b)];
        expect(win === 6 ? lose <= 4 : win === 7 && (lose === 5 || lose === 6)).toBe(true);
        if (lose === 6) tiebreaks += 1;
      }
      const final = engine.final();
      expect(Math.max(final.home, final.away)).toBe(2);
      expect(Math.min(final.home, final.away)).toBeLessThanOrEqual(1);
      expect(sets).toHaveLength(final.home + final.away);
      const end = at(seconds, seconds.length - 1).state;
      expect([end.sc_set_H, end.sc_set_A]).toEqual([final.home, final.away]);
    }
    expect(tiebreaks).toBeGreaterThan(0);
  });

  it('labels the set in play S1, S2, S3 and resets the games at each new set', () => {
    const { seconds } = playEngine(
      tennis,
      league('TN', (l) => l.format?.bestOf === 3),
      7,
      even,
    );
    const labels = periods(seconds).map((r) => r.label);
    expect(labels[0]).toBe('S1');
    for (const run of periods(seconds).slice(1)) {
      const s = at(seconds, run.first).state;
      expect([s.sc_game_H, s.sc_game_A]).toEqual([0, 0]);
    }
  });
});

describe('baseball', { timeout: 60_000 }, () => {
  it('plays top and bottom halves of nine innings, and extra innings only while level after nine', () => {
    let extras = 0;
    let skippedBottomNinth = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { seconds } = playEngine(baseball, league('BS'), seed, even);
      const runs = periods(seconds);
      runs.forEach((run, k) => {
        const inning = Math.floor(k / 2) + 1;
        expect(run.label).toBe(`${k % 2 === 0 ? 'T' : 'B'}${inning}`);
        expect(at(seconds, run.first).state.inningNum).toBe(inning);
        if (inning >= 10 && k % 2 === 0) {
          const endOfPrevious = at(seconds, run.first - 1).state;
          expect(endOfPrevious.sc_FT_H).toBe(endOfPrevious.sc_FT_C);
          if (inning === 10) extras += 1;
        }
      });
      const end = at(seconds, seconds.length - 1).state;
      expect(end.sc_FT_H).not.toBe(end.sc_FT_C);
      const last = runs[runs.length - 1];
      if (last?.label === 'T9') {
        skippedBottomNinth += 1;
        expect(end.sc_FT_H).toBeGreaterThan(end.sc_FT_C);
      }
    }
    expect(extras).toBeGreaterThan(0);
    expect(skippedBottomNinth).toBeGreaterThan(0);
  });

  it('ends at once on the run that puts the home side ahead in the bottom of the ninth (a walk-off)', () => {
    const { seconds } = playEngine(baseball, league('BS'), (feed) => new WalkOffScript(feed, 100), even);
    const runs = periods(seconds);
    const last = runs[runs.length - 1];
    expect(last?.label).toBe('B9');
    const end = at(seconds, seconds.length - 1);
    expect([end.state.sc_FT_H, end.state.sc_FT_C]).toEqual([2, 1]);
    expect(end.flags & (EV_END | EV_SCORE)).toBe(EV_END | EV_SCORE);
    // The second before, the home side was behind; the half (the second it began, then 100 played) still had
    // most of its 360 seconds to go.
    const before = at(seconds, seconds.length - 2).state;
    expect([before.sc_FT_H, before.sc_FT_C]).toEqual([0, 1]);
    expect(last ? last.last - last.first + 1 : 0).toBe(1 + 100);
  });
});

/**
 * A generator scripted to one baseball game: no runs but one for the away side at the start of the top of the
 * 9th and two for the home side `walkOffAt` seconds into the bottom of the 9th; every half as short as halves
 * come (360 seconds), no strength jitter. It reads the live fields to know the half being played.
 */
class WalkOffScript extends Random {
  private awayScored = false;
  private secondsOfBottomNinth = 0;

  constructor(
    private readonly feed: Readonly<FeedMatch>,
    private readonly walkOffAt: number,
  ) {
    super(1);
  }

  override range(min: number, max: number): number {
    return (min + max) / 2;
  }

  override intBetween(min: number): number {
    return min;
  }

  /** Whether a run scores this second. */
  override chance(): boolean {
    if (this.feed.se_now === 'T9' && !this.awayScored) {
      this.awayScored = true;
      return true;
    }
    if (this.feed.se_now !== 'B9') return false;
    this.secondsOfBottomNinth += 1;
    return this.secondsOfBottomNinth === this.walkOffAt;
  }

  /** How many runs it is, less one: two for the home side, one for the away side. */
  override weighted(): number {
    return this.feed.se_now === 'B9' ? 1 : 0;
  }
}

describe('set and frame sports', { timeout: 60_000 }, () => {
  it('plays volleyball sets to 25 (the fifth to 15) won by two, best of five, with breaks between sets', () => {
    let fifthSets = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { seconds, engine } = playEngine(volleyball, league('VB'), seed, even);
      const sets = engine.final().periods ?? [];
      sets.forEach((set, i) => {
        const [a, b] = set.split('-').map(Number) as [number, number];
        const target = i === 4 ? 15 : 25;
        if (i === 4) fifthSets += 1;
        expect(Math.max(a, b)).toBeGreaterThanOrEqual(target);
        expect(Math.abs(a - b)).toBeGreaterThanOrEqual(2);
        if (Math.max(a, b) > target) expect(Math.abs(a - b)).toBe(2);
      });
      expect(Math.max(engine.final().home, engine.final().away)).toBe(3);
      expect(seconds.some((s) => s.state.HalfTime)).toBe(true);
    }
    expect(fifthSets).toBeGreaterThan(0);
  });

  it('plays table-tennis games to 11 won by two', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { engine } = playEngine(
        tableTennis,
        league('TT', (l) => l.format?.bestOf === 5),
        seed,
        even,
      );
      for (const set of engine.final().periods ?? []) {
        const [a, b] = set.split('-').map(Number) as [number, number];
        expect(Math.max(a, b)).toBeGreaterThanOrEqual(11);
        if (Math.max(a, b) > 11) expect(Math.abs(a - b)).toBe(2);
        else expect(Math.abs(a - b)).toBeGreaterThanOrEqual(2);
      }
      expect(Math.max(engine.final().home, engine.final().away)).toBe(3);
    }
  });

  it('plays snooker frames, each won on points, until one player has won the majority of the best-of', () => {
    const bestOf9 = league('SK', (l) => l.format?.bestOf === 7);
    for (let seed = 1; seed <= 10; seed++) {
      const { seconds, engine } = playEngine(snooker, bestOf9, seed, even);
      const frames = engine.final().periods ?? [];
      for (const frame of frames) {
        const [a, b] = frame.split('-').map(Number) as [number, number];
        expect(a).not.toBe(b);
      }
      expect(Math.max(engine.final().home, engine.final().away)).toBe(4);
      expect(periods(seconds)[0]?.label).toBe('F1');
    }
  });

  it('plays handball (other sports) in two halves of 30 minutes', () => {
    const { seconds } = playEngine(handball, league('OP'), 2);
    expect(periods(seconds).map((r) => r.label)).toEqual(['1H', 'HT', '2H']);
    expect(at(seconds, seconds.length - 1).state.re_time).toBe('3600');
  });
});
