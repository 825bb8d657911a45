import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { FeedSnapshot, MatchEvent } from '@src/contract';
import { feedBatchApplied, feedChannelWanted, feedConnectionChanged, feedSnapshotApplied } from '@streams';
import { MatchRow } from '../list/MatchRow';
import { MatchDetail } from '../markets/MatchDetail';
import { league, match, odds, renderSport } from '../testing/sportTestHarness';

const T0 = Date.UTC(2026, 10, 22, 12, 30, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function liveMatch(): FeedSnapshot {
  return {
    leagues: [league('L1', { name: '英超' })],
    matches: [
      match('g1', { team_h: '阿森纳', team_c: '切尔西', isLive: true, gameStatus: 'live', se_now: '2H', re_time: '3000', sc_FT_H: 1, sc_FT_A: '1-0' }),
    ],
    odds: [
      odds('g1.0', 'g1', { side: 'H', price: '1.85' }),
      odds('g1.1', 'g1', { side: 'N', price: '3.40' }),
      odds('g1.2', 'g1', { side: 'C', price: '4.50' }),
      odds('g1.40', 'g1', { playType: 'PD', side: '1-0', price: '3.10' }),
      odds('g1.41', 'g1', { playType: 'PD', side: '2-0', price: '6.50' }),
      odds('g1.42', 'g1', { playType: 'PD', side: '1-1', price: '5.25' }),
      odds('g1.50', 'g1', { playType: 'CN', side: 'O', line: '9.5', price: '1.90' }),
      odds('g1.51', 'g1', { playType: 'CN', side: 'U', line: '9.5', price: '1.90' }),
    ],
  };
}

const KICK_OFF = T0 - 50 * 60_000;
const EVENTS: MatchEvent[] = [
  { id: 1, kind: 'corner', side: 'H', clock: '300', period: '1H' },
  { id: 2, kind: 'goal', side: 'H', clock: '1320', period: '1H' },
  { id: 3, kind: 'yellow', side: 'C', clock: '2000', period: '1H' },
];

function openDetail() {
  let rowRenders = 0;
  const harness = renderSport(
    <>
      <Profiler id="row" onRender={() => (rowRenders += 1)}>
        <MatchRow gameId="g1" userId={null} onOpenMatch={() => undefined} />
      </Profiler>
      <MatchDetail gameId="g1" onClose={() => undefined} />
    </>,
  );
  const { store } = harness;
  act(() => {
    store.dispatch(feedConnectionChanged({ connected: true, recovered: false }));
    store.dispatch(feedChannelWanted({ channel: 'RB:FT' }));
    store.dispatch(feedSnapshotApplied({ channel: 'RB:FT', seq: 1, snapshot: { ...liveMatch(), odds: liveMatch().odds.slice(0, 3) }, counts: null, at: T0 }));
    store.dispatch(
      feedSnapshotApplied({
        channel: 'match:g1',
        seq: 1,
        snapshot: liveMatch(),
        counts: null,
        at: T0,
        events: EVENTS,
        history: [
          { oddsId: 'g1.0', points: [[KICK_OFF, '2.10'], [KICK_OFF + 22 * 60_000, '1.70']] },
          { oddsId: 'g1.2', points: [[KICK_OFF, '3.60']] },
        ],
      }),
    );
  });
  const events = (list: MatchEvent[]) =>
    act(() => {
      store.dispatch(
        feedBatchApplied({
          membership: [],
          markets: [],
          odds: [],
          live: [],
          counts: [],
          events: list.map((event) => ({ gameId: 'g1', event })),
          progress: [],
          ts: T0,
          at: T0,
        }),
      );
    });
  return { ...harness, events, rowRenders: () => rowRenders };
}

describe('match tracker', () => {
  it('shows the score, the half-time score, corners and cards per side and the events on the timeline', () => {
    openDetail();
    const tracker = within(screen.getByRole('region', { name: '赛况' }));
    expect(tracker.getByText('半场 1-0')).toBeTruthy();
    const counts = within(tracker.getByRole('table', { name: '角球、黄牌与红牌' }));
    expect(counts.getByRole('row', { name: /阿森纳/ }).textContent).toContain('100');
    expect(counts.getByRole('row', { name: /切尔西/ }).textContent).toContain('010');
    const timeline = within(tracker.getByRole('list', { name: '比赛事件时间轴' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      "6' 阿森纳 角球",
      "23' 阿森纳 进球",
      "34' 切尔西 黄牌",
    ]);
    const recent = within(tracker.getByRole('list', { name: '最近事件' }));
    expect(recent.getAllByRole('listitem')[0]?.textContent).toContain("34' 切尔西 黄牌");
  });

  it('adds events as the feed sends them, newest first in the recent list, and a red card counts', () => {
    const { events } = openDetail();
    events([
      { id: 4, kind: 'corner', side: 'C', clock: '3010', period: '2H' },
      { id: 5, kind: 'red', side: 'H', clock: '3050', period: '2H' },
    ]);
    const tracker = within(screen.getByRole('region', { name: '赛况' }));
    const recent = within(tracker.getByRole('list', { name: '最近事件' }));
    expect(recent.getAllByRole('listitem')[0]?.textContent).toContain("51' 阿森纳 红牌");
    const counts = within(tracker.getByRole('table', { name: '角球、黄牌与红牌' }));
    expect(counts.getByRole('row', { name: /阿森纳/ }).textContent).toContain('101');
    expect(counts.getByRole('row', { name: /切尔西/ }).textContent).toContain('110');
  });

  it('never renders the list row while the tracker takes events', () => {
    const { events, rowRenders } = openDetail();
    const before = rowRenders();
    for (let i = 0; i < 20; i++) events([{ id: 10 + i, kind: 'corner', side: i % 2 === 0 ? 'H' : 'C', clock: String(3000 + i * 10), period: '2H' }]);
    expect(within(screen.getByRole('list', { name: '比赛事件时间轴' })).getAllByRole('listitem')).toHaveLength(23);
    expect(rowRenders()).toBe(before);
  });
});

describe('price chart', () => {
  it('charts the 1X2 prices since kick-off and follows the feed', () => {
    const { prices } = openDetail();
    const chart = within(screen.getByRole('figure', { name: '独赢赔率走势（开赛以来）' }));
    const legend = () => within(chart.getByRole('list', { name: '图例' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(legend()).toEqual(['主 2.10 → 1.85', '和 3.40 → 3.40', '客 3.60 → 4.50']);
    prices([{ oddsId: 'g1.0', price: '1.62' }], T0 + 60_000);
    expect(legend()[0]).toBe('主 2.10 → 1.62');
    expect(chart.getByRole('img').getAttribute('aria-label')).toContain('最低 1.62，最高 4.50');
  });
});

describe('match detail tabs', () => {
  it('offers the tabs the match has, and 波胆 shows the correct scores in columns', () => {
    openDetail();
    const tabs = within(screen.getByRole('tablist', { name: '玩法分类' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '让球&大小', '波胆', '角球']);
    act(() => {
      tabs.getByRole('tab', { name: '波胆' }).click();
    });
    const panel = within(screen.getByRole('tabpanel', { name: '波胆' }));
    expect(panel.queryByRole('region', { name: '全场独赢' })).toBeNull();
    const scores = within(panel.getByRole('region', { name: '波胆' }));
    expect(scores.getByText('主胜')).toBeTruthy();
    expect(scores.getByRole('button', { name: /· 波胆 · 2-0 · 6\.50$/ })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', () => {
    openDetail();
    const all = screen.getByRole('tab', { name: '全部' });
    act(() => {
      all.focus();
      all.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(screen.getByRole('tab', { name: '让球&大小' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('让球&大小');
  });
});
