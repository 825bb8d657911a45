import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { FeedChannel, FeedCounts, FeedMatch, FeedSnapshot, OddsStatus } from '@src/contract';
import { createI18n } from '@src/i18n';
import { createTestStore } from '@src/store/testStore';
import { classicTheme } from '@src/theme';
import {
  feedBatchApplied,
  feedChannelStale,
  feedChannelWanted,
  feedConnectionChanged,
  feedSnapshotApplied,
} from '@streams';
import { league, match as feedMatch, odds } from '@streams/feed/testing/feedFixtures';
import { registerSportResources } from '../sportText';

export { league, odds } from '@streams/feed/testing/feedFixtures';

/** A live football match kicking off on the sport page's test day (22 Nov 2026, 12:00 UTC). */
export function match(gameId: string, overrides: Partial<FeedMatch> = {}): FeedMatch {
  return feedMatch(gameId, { startTime: Date.UTC(2026, 10, 22, 12), ...overrides });
}

/** One football match g1 in league L1 with 1X2 (o1 2.00, o2 3.20, o3 3.50) and a handicap line. */
export function footballSnapshot(overrides: Partial<FeedMatch> = {}): FeedSnapshot {
  return {
    leagues: [league('L1', { name: '英超' })],
    matches: [match('g1', { team_h: '阿森纳', team_c: '切尔西', ...overrides })],
    odds: [
      odds('o1', 'g1', { side: 'H', price: '2.00' }),
      odds('o2', 'g1', { side: 'N', price: '3.20' }),
      odds('o3', 'g1', { side: 'C', price: '3.50' }),
      odds('r1', 'g1', { playType: 'R', side: 'H', line: '-0.25', price: '1.90' }),
      odds('r2', 'g1', { playType: 'R', side: 'C', line: '-0.25', price: '1.95' }),
    ],
  };
}

/** Shows the router's current search in the page, so tests can read what the filters wrote. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The real store over an offline feed, with i18n, the classic theme and a router around `ui`. */
export function renderSport(ui: ReactElement, { route = '/game/sport/crty' }: { route?: string } = {}) {
  const { store, actions } = createTestStore();
  const i18n = createI18n();
  registerSportResources(i18n);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={classicTheme}>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );

  /** The feed (connected) answers a channel with a snapshot (the channel is wanted first if no view wants it). */
  const snapshot = (
    channel: FeedChannel,
    snap: FeedSnapshot,
    at = Date.now(),
    counts: FeedCounts | null = null,
  ): void => {
    act(() => {
      if (!store.getState().feed.connection.connected)
        store.dispatch(feedConnectionChanged({ connected: true, recovered: false }));
      if (store.getState().feed.channels[channel] === undefined)
        store.dispatch(feedChannelWanted({ channel }));
      store.dispatch(feedSnapshotApplied({ channel, seq: 1, snapshot: snap, counts, at }));
    });
  };
  /** One frame of price changes, at server time `ts`. */
  const prices = (
    changes: { oddsId: string; price: string; status?: OddsStatus }[],
    ts = Date.now(),
  ): void => {
    act(() => {
      store.dispatch(
        feedBatchApplied({
          membership: [],
          markets: [],
          odds: changes.map((change) => ['o', change.oddsId, change.price, change.status ?? 'open'] as const),
          live: [],
          counts: [],
          progress: [],
          ts,
          at: ts,
        }),
      );
    });
  };
  const live = (gameId: string, patch: Partial<FeedMatch>, at = Date.now()): void => {
    act(() => {
      store.dispatch(
        feedBatchApplied({
          membership: [],
          markets: [],
          odds: [],
          live: [{ gameId, patch }],
          counts: [],
          progress: [],
          ts: at,
          at,
        }),
      );
    });
  };
  const stale = (channel: FeedChannel): void => {
    act(() => {
      store.dispatch(feedChannelStale({ channel, reason: 'gap' }));
    });
  };
  return { ...view, store, actions, snapshot, prices, live, stale };
}
