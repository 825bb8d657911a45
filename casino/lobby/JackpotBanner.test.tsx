import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { BonusPool } from '@src/contract/venue';
import { createI18n } from '@src/i18n';
import { createTestStore } from '@src/store/testStore';
import { classicTheme } from '@src/theme';
import { JackpotBanner } from './JackpotBanner';
import {
  jackpotPoolsReceived,
  jackpotWatchStarted,
  jackpotWatchStopped,
  pageVisibilityChanged,
} from './jackpotSlice';

const POOL: BonusPool = {
  id: 'PGDZ:venue',
  enName: 'PGDZ',
  gameCode: null,
  name: 'PG电子超级奖池',
  amount: '1000.00',
  growthPerSecond: '2.50',
  at: 0,
};

function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderBanner() {
  const { store, actions } = createTestStore();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <ThemeProvider theme={classicTheme}>
          <JackpotBanner category="DZ" />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  const poll = (pool: BonusPool) =>
    act(() => {
      store.dispatch(jackpotPoolsReceived({ category: 'DZ', pools: [pool], receivedAt: Date.now() }));
    });
  const amount = () => within(screen.getByRole('region', { name: '奖池' })).getByText(/^¥/).textContent;
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { view, actions, poll, amount, wait };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 8) });
  stubReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the jackpot banner', () => {
  it('shows nothing until the pools arrive, then ticks up every second from the last poll', () => {
    const { poll, amount, wait, view } = renderBanner();
    expect(view.container.textContent).toBe('');
    poll(POOL);
    expect(amount()).toBe('¥1,000.00');
    wait(1000);
    expect(amount()).toBe('¥1,002.50');
    wait(2000);
    expect(amount()).toBe('¥1,007.50');
    // The next poll starts from its own amount.
    poll({ ...POOL, amount: '2000.00' });
    expect(amount()).toBe('¥2,000.00');
    wait(1000);
    expect(amount()).toBe('¥2,002.50');
  });

  it('can be paused and resumed (WCAG 2.2.2); paused, a poll does not move it either', () => {
    const { poll, amount, wait } = renderBanner();
    poll(POOL);
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: '暂停奖池滚动' }));
    wait(5000);
    poll({ ...POOL, amount: '5000.00' });
    expect(amount()).toBe('¥1,002.50');
    fireEvent.click(screen.getByRole('button', { name: '继续奖池滚动' }));
    expect(amount()).toBe('¥5,000.00');
    wait(1000);
    expect(amount()).toBe('¥5,002.50');
  });

  it('does not tick for a reader who prefers reduced motion: the amounts change with each poll', () => {
    stubReducedMotion(true);
    const { poll, amount, wait } = renderBanner();
    poll(POOL);
    wait(5000);
    expect(amount()).toBe('¥1,000.00');
    poll({ ...POOL, amount: '1012.50' });
    expect(amount()).toBe('¥1,012.50');
  });

  it('watches the pools while shown: tells the polling when the tab is hidden and stops when it leaves', () => {
    const { actions, view } = renderBanner();
    expect(actions).toContainEqual(jackpotWatchStarted({ category: 'DZ', visible: true }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(actions).toContainEqual(pageVisibilityChanged({ visible: false }));
    view.unmount();
    expect(actions.at(-1)).toEqual(jackpotWatchStopped());
  });
});
