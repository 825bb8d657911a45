import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import { CASH_OUT_POLL_MS, type CashOutOffer } from '@src/contract/cashOut';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { useCashOutOffers } from './useCashOutOffers';

const open: CashOutOffer = {
  ticket_id: 'BT1',
  openStake: '100.00',
  cashedOut: '0.00',
  cashedOutStake: '0.00',
  value: '95.00',
  unavailable: null,
  autoTarget: '120.00',
};

function wrapperWith(answers: CashOutOffer[][]) {
  const asked: unknown[] = [];
  const data = vi.fn((_name: string, body: unknown) => {
    asked.push(body);
    return Promise.resolve({ offers: answers[Math.min(asked.length, answers.length) - 1] ?? [] });
  });
  const api = { data } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider
      value={{ api, storage: createAppStorage(createMemoryStorage()), pageUrl: () => new URL('http://x/') }}
    >
      {children}
    </ServicesContext.Provider>
  );
  return { wrapper, asked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live cash-out value of the tickets shown', () => {
  it('is asked at once and again every 2 s while the tickets are open; settled ones are asked once', async () => {
    const { wrapper, asked } = wrapperWith([[open], [{ ...open, value: '101.00' }]]);
    const { result, rerender } = renderHook(({ live }) => useCashOutOffers(['BT1'], { live }), {
      wrapper,
      initialProps: { live: true },
    });
    await act(() => Promise.resolve());
    expect(result.current.offers.get('BT1')?.value).toBe('95.00');
    await act(async () => {
      vi.advanceTimersByTime(CASH_OUT_POLL_MS);
      await Promise.resolve();
    });
    expect(result.current.offers.get('BT1')?.value).toBe('101.00');
    expect(asked).toEqual([{ ticket_ids: ['BT1'] }, { ticket_ids: ['BT1'] }]);

    rerender({ live: false });
    await act(async () => {
      vi.advanceTimersByTime(CASH_OUT_POLL_MS * 5);
      await Promise.resolve();
    });
    expect(asked).toHaveLength(3);
  });

  it('tells when the member’s automatic rule fired on the server', async () => {
    const fired = {
      ...open,
      openStake: '0.00',
      cashedOut: '121.00',
      cashedOutStake: '100.00',
      value: null,
      unavailable: 'bet_settled' as const,
      autoTarget: null,
    };
    const { wrapper } = wrapperWith([[open], [open], [fired]]);
    const onAutoCashOut = vi.fn();
    renderHook(() => useCashOutOffers(['BT1'], { live: true, onAutoCashOut }), { wrapper });
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(CASH_OUT_POLL_MS);
        await Promise.resolve();
      });
    }
    expect(onAutoCashOut).toHaveBeenCalledTimes(1);
    expect(onAutoCashOut).toHaveBeenCalledWith(fired);
  });
});
