import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { FeedMatch } from '@src/contract';
import { footballSnapshot, league, match, odds, renderSport } from '../testing/sportTestHarness';
import { MatchRow } from './MatchRow';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function showMatch(overrides: Partial<FeedMatch>) {
  const harness = renderSport(<MatchRow gameId="g1" userId={null} onOpenMatch={() => undefined} />);
  harness.snapshot(
    `RB:${overrides.gameType ?? 'FT'}`,
    { leagues: [league('L1')], matches: [match('g1', overrides)], odds: [odds('o1', 'g1'), odds('o2', 'g1', { side: 'C' })] },
    T0,
  );
  const row = screen.getByTestId('match-row');
  return { ...harness, row };
}

describe('match row: clock and score per sport', () => {
  it('football: the minute runs on from re_time, with the half and the score', () => {
    const { row } = showMatch({ re_time: '600', se_now: '1H', sc_FT_H: 2, sc_FT_C: 1 });
    expect(within(row).getByText("11'")).toBeTruthy();
    expect(within(row).getByText('上半场')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(125_000);
    });
    expect(within(row).getByText("13'")).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
  });

  it('football stoppage time reads 45+2\'', () => {
    const { row } = showMatch({ re_time: '2760', se_now: '1H' });
    expect(within(row).getByText("45+2'")).toBeTruthy();
  });

  it('football half-time shows 半场 and the clock stands still', () => {
    const { row } = showMatch({ re_time: '2700', se_now: 'HT', HalfTime: true });
    expect(within(row).getByText('半场')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(row).queryByText(/'/)).toBeNull();
  });

  it('basketball counts down mm:ss in the quarter', () => {
    const { row } = showMatch({ gameType: 'BK', re_time: '600', se_now: 'Q3', sc_FT_H: 88, sc_FT_C: 90 });
    expect(within(row).getByText('第3节')).toBeTruthy();
    expect(within(row).getByText('10:00')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(within(row).getByText('09:45')).toBeTruthy();
    expect(within(row).getByText('88')).toBeTruthy();
  });

  it('basketball overtime when the quarter label contains OT: 加时', () => {
    const { row } = showMatch({ gameType: 'BK', re_time: '300', se_now: 'OT1' });
    expect(within(row).getByText('加时')).toBeTruthy();
    expect(within(row).getByText('05:00')).toBeTruthy();
  });

  it('tennis shows sets, games and points', () => {
    const { row } = showMatch({ gameType: 'TN', se_now: 'S2', sc_set_H: 1, sc_set_A: 0, sc_game_H: 4, sc_game_A: 3, sc_point_H: '30', sc_point_A: 'AD' });
    expect(within(row).getByText('第2盘')).toBeTruthy();
    const scores = [...row.querySelectorAll('.sp-score')].map((cell) => cell.textContent);
    expect(scores).toEqual(['1', '4', '30', '0', '3', 'AD']);
  });

  it('baseball from inning 9 on is overtime: 加时; before it the inning half', () => {
    const { row, live } = showMatch({ gameType: 'BS', se_now: 'B8', inningNum: 8 });
    expect(within(row).getByText('8局下')).toBeTruthy();
    live('g1', { se_now: 'T9', inningNum: 9 }, T0 + 1_000);
    expect(within(row).getByText('加时')).toBeTruthy();
  });

  it('snooker shows the frame and frames won', () => {
    const { row } = showMatch({ gameType: 'SK', se_now: 'F5', sc_set_H: 3, sc_set_A: 1, sc_game_H: 45, sc_game_A: 12 });
    expect(within(row).getByText('第5局')).toBeTruthy();
    const scores = [...row.querySelectorAll('.sp-score')].map((cell) => cell.textContent);
    expect(scores).toEqual(['3', '45', '1', '12']);
  });

  it('a match not started shows its kick-off in China time', () => {
    const { row } = showMatch({ isLive: false, gameStatus: 'scheduled', startTime: Date.UTC(2026, 10, 23, 11, 30) });
    expect(within(row).getByText('11/23')).toBeTruthy();
    expect(within(row).getByText('19:30')).toBeTruthy();
  });
});

describe('match row: main lines', () => {
  it('shows 1X2 and the handicap line with the away side reading it negated', () => {
    const harness = renderSport(<MatchRow gameId="g1" userId={null} onOpenMatch={() => undefined} />);
    harness.snapshot('RB:FT', footballSnapshot(), T0);
    expect(screen.getByRole('button', { name: '阿森纳 对 切尔西 · 全场独赢 · 主 · 2.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '阿森纳 对 切尔西 · 全场独赢 · 和 · 3.20' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '阿森纳 对 切尔西 · 让球 · 主 -0/0.5 · 1.90' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '阿森纳 对 切尔西 · 让球 · 客 +0/0.5 · 1.95' })).toBeTruthy();
  });
});
