import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { league, match, odds, renderSport } from '../testing/sportTestHarness';
import { LiveMatchesWidget, WIDGET_MATCHES } from './LiveMatchesWidget';

describe('live matches widget (home page)', () => {
  it('wants in-play football and shows the first live matches with clock, score and 1X2', () => {
    const { snapshot, store } = renderSport(<LiveMatchesWidget />, { route: '/' });
    expect(store.getState().feed.channels['RB:FT']).toBeDefined();
    const ids = Array.from({ length: 10 }, (_, i) => `g${i}`);
    snapshot('RB:FT', {
      leagues: [league('L1', { name: '英超' })],
      matches: ids.map((id, i) => match(id, { startTime: 1_000 + i, re_time: '1200', se_now: '1H', sc_FT_H: 1 })),
      odds: ids.flatMap((id) => [odds(`${id}h`, id, { side: 'H', price: '1.50' }), odds(`${id}n`, id, { side: 'N' }), odds(`${id}c`, id, { side: 'C' })]),
    });
    const widget = screen.getByRole('region', { name: '滚球赛事' });
    const cards = within(widget).getAllByRole('article');
    expect(cards).toHaveLength(WIDGET_MATCHES);
    expect(within(cards[0]!).getByText('主队g0')).toBeTruthy();
    expect(within(cards[0]!).getByText("21'")).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: /^主队g0 对 \S+ · 全场独赢 · 主 · 1\.50$/ })).toBeTruthy();
    expect(within(widget).getByRole('link', { name: '全部滚球' }).getAttribute('href')).toBe('/game/sport?show=RB');
  });

  it('says so when nothing is live', () => {
    const { snapshot } = renderSport(<LiveMatchesWidget />, { route: '/' });
    snapshot('RB:FT', { leagues: [], matches: [], odds: [] });
    expect(screen.getByText('暂无进行中的赛事')).toBeTruthy();
  });

  it('holds the place of its cards, empty, until the first live matches arrive (it does not say nothing is live)', () => {
    const { snapshot, container } = renderSport(<LiveMatchesWidget />, { route: '/' });
    const widget = screen.getByRole('region', { name: '滚球赛事' });
    expect(within(widget).queryByText('暂无进行中的赛事')).toBeNull();
    expect(within(widget).queryAllByRole('article')).toHaveLength(0);
    const placeholders = container.querySelectorAll('[aria-busy="true"] > [aria-hidden="true"]');
    expect(placeholders).toHaveLength(WIDGET_MATCHES);

    snapshot('RB:FT', { leagues: [league('L1')], matches: [match('g1')], odds: [] });
    expect(within(widget).getAllByRole('article')).toHaveLength(1);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
