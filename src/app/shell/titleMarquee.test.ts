import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marqueeFrame, MARQUEE_STEP_MS, scrollsAsMarquee, showTitle } from './titleMarquee';

const LONG = '体育赛事提前结算（提前兑现） - 极光体育'; // 22 characters

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the title marquee (spec 2.6, 9)', () => {
  it('a title of 15 characters or fewer stands still', () => {
    const target = { title: '' };
    showTitle(target, '个人资料 - 极光体育');
    vi.advanceTimersByTime(10_000);
    expect(target.title).toBe('个人资料 - 极光体育');
    expect(scrollsAsMarquee('一二三四五六七八九十一二三四五')).toBe(false);
    expect(scrollsAsMarquee('一二三四五六七八九十一二三四五六')).toBe(true);
  });

  it('a longer title moves one character to the left every 300 ms', () => {
    const target = { title: '' };
    showTitle(target, LONG);
    expect(target.title).toBe(LONG);
    vi.advanceTimersByTime(MARQUEE_STEP_MS - 1);
    expect(target.title).toBe(LONG);
    vi.advanceTimersByTime(1);
    expect(target.title).toBe(marqueeFrame(LONG, 1));
    expect(target.title.startsWith('育赛事提前结算')).toBe(true);
    vi.advanceTimersByTime(MARQUEE_STEP_MS * 2);
    expect(target.title.startsWith('事提前结算')).toBe(true);
  });

  it('comes round to the start after a full turn (the title and one space)', () => {
    const turn = Array.from(LONG).length + 1;
    expect(marqueeFrame(LONG, turn)).toBe(marqueeFrame(LONG, 0));
    expect(marqueeFrame(LONG, 0).startsWith(LONG)).toBe(true);
  });

  it('stopping it stops the scrolling (the next page shows its own title)', () => {
    const target = { title: '' };
    const stop = showTitle(target, LONG);
    vi.advanceTimersByTime(MARQUEE_STEP_MS);
    stop();
    const shown = target.title;
    vi.advanceTimersByTime(MARQUEE_STEP_MS * 10);
    expect(target.title).toBe(shown);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(scrollsAsMarquee('𠀀'.repeat(8))).toBe(false);
  });
});
