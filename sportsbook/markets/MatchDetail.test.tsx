import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { league, match, odds, renderSport } from '../testing/sportTestHarness';
import { MatchDetail } from './MatchDetail';

describe('match detail', () => {
  it('wants the match channel and shows every market, every line, quarter lines split', () => {
    const { snapshot, store } = renderSport(<MatchDetail gameId="g1" onClose={() => undefined} />);
    expect(store.getState().feed.channels['match:g1']?.status).toBe('subscribing');
    snapshot('match:g1', {
      leagues: [league('L1')],
      matches: [match('g1', { team_h: '拜仁慕尼黑', team_c: '多特蒙德' })],
      odds: [
        odds('m1', 'g1', { side: 'H', price: '1.80' }),
        odds('m2', 'g1', { side: 'N', price: '3.60' }),
        odds('m3', 'g1', { side: 'C', price: '4.20' }),
        odds('r1', 'g1', { playType: 'R', side: 'H', line: '-0.25', price: '1.85' }),
        odds('r2', 'g1', { playType: 'R', side: 'C', line: '-0.25', price: '2.00' }),
        odds('r3', 'g1', { playType: 'R', side: 'H', line: '-0.75', price: '2.20' }),
        odds('r4', 'g1', { playType: 'R', side: 'C', line: '-0.75', price: '1.68' }),
        odds('ou1', 'g1', { playType: 'OU', side: 'O', line: '2.75', price: '1.95' }),
        odds('ou2', 'g1', { playType: 'OU', side: 'U', line: '2.75', price: '1.87' }),
        odds('e1', 'g1', { playType: 'EO', side: 'ODD', price: '1.93' }),
        odds('e2', 'g1', { playType: 'EO', side: 'EVEN', price: '1.93' }),
      ],
    });
    const dialog = screen.getByRole('dialog', { name: '拜仁慕尼黑 对 多特蒙德' });
    const handicap = within(within(dialog).getByRole('region', { name: '让球' }));
    expect(handicap.getAllByRole('button').map((cell) => cell.getAttribute('aria-label'))).toEqual([
      '拜仁慕尼黑 对 多特蒙德 · 让球 · 主 -0.5/1 · 2.20',
      '拜仁慕尼黑 对 多特蒙德 · 让球 · 客 +0.5/1 · 1.68',
      '拜仁慕尼黑 对 多特蒙德 · 让球 · 主 -0/0.5 · 1.85',
      '拜仁慕尼黑 对 多特蒙德 · 让球 · 客 +0/0.5 · 2.00',
    ]);
    expect(within(dialog).getByRole('region', { name: '全场独赢' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '拜仁慕尼黑 对 多特蒙德 · 大小 · 大 2.5/3 · 1.95' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '拜仁慕尼黑 对 多特蒙德 · 单双 · 单 · 1.93' })).toBeTruthy();
  });
});
