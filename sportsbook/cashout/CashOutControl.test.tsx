import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import type { CashOutOffer, CashOutQuote } from '@src/contract/cashOut';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { createTestStore } from '@src/store/testStore';
import { classicTheme } from '@src/theme';
import { balanceRefreshRequested } from '@streams';
import { CashOutControl } from './CashOutControl';

const offer: CashOutOffer = {
  ticket_id: 'BT9',
  openStake: '100.00',
  cashedOut: '0.00',
  cashedOutStake: '0.00',
  value: '194.00',
  unavailable: null,
  autoTarget: null,
};

let quotes = 0;
const quote = (): CashOutQuote => {
  quotes += 1;
  return {
    quoteId: `q${quotes}`,
    ticket_id: 'BT9',
    value: quotes === 1 ? '194.00' : '180.00',
    openStake: '100.00',
    expiresAt: 0,
  };
};

type Accept = (body: Record<string, unknown>) => Promise<unknown>;

function setup(accept: Accept) {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  const data = vi.fn((name: string, body: Record<string, unknown>) => {
    calls.push({ name, body });
    if (name === 'cashOutQuote') return Promise.resolve(quote());
    if (name === 'cashOutAccept') return accept(body);
    if (name === 'cashOutRule') return Promise.resolve({ ...offer, autoTarget: body.target });
    return Promise.reject(new Error(name));
  });
  const api = { data } as unknown as ApiClient;
  const { store, actions } = createTestStore();
  const onChanged = vi.fn();
  render(
    <Provider store={store}>
      <ServicesContext.Provider
        value={{ api, storage: createAppStorage(createMemoryStorage()), pageUrl: () => new URL('http://x/') }}
      >
        <I18nextProvider i18n={createI18n()}>
          <ThemeProvider theme={classicTheme}>
            <CashOutControl ticketId="BT9" offer={offer} onChanged={onChanged} />
          </ThemeProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>,
  );
  return { calls, actions, onChanged };
}

/** Lets the fake server's answers (resolved promises) land. */
const settle = () => act(() => Promise.resolve());

beforeEach(() => {
  quotes = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cash-out (提前结算) of a ticket', () => {
  it('confirms the quoted value within its countdown, then pays, refreshes the balance and the list', async () => {
    const { calls, actions, onChanged } = setup((body) =>
      Promise.resolve({
        ticket_id: 'BT9',
        amount: '194.00',
        stake: '100.00',
        openStake: '0.00',
        full: true,
        key: body.idempotencyKey,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '提前结算 ¥194' }));
    await settle();
    expect(screen.getByTestId('cash-out-quote').textContent).toBe('¥194');
    expect(screen.getByText('报价 5 秒后过期')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('报价 3 秒后过期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认提前结算 ¥194' }));
    await settle();
    const accepted = calls.find((call) => call.name === 'cashOutAccept');
    expect(accepted?.body).toMatchObject({ quoteId: 'q1' });
    expect(accepted?.body.amount).toBeUndefined();
    expect(String(accepted?.body.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(actions.some((action) => balanceRefreshRequested.match(action))).toBe(true);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an expired quote cannot be confirmed: 报价已过期 and 刷新报价 asks for a new one', async () => {
    setup(() => Promise.reject(new Error('not called')));
    fireEvent.click(screen.getByRole('button', { name: '提前结算 ¥194' }));
    await settle();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('报价已过期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认提前结算/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '刷新报价' }));
    await settle();
    expect(screen.getByTestId('cash-out-quote').textContent).toBe('¥180');
    expect(screen.getByText('报价 5 秒后过期')).toBeTruthy();
  });

  it('a partial amount keeps the rest of the stake open and is sent as the amount', async () => {
    const { calls } = setup(() =>
      Promise.resolve({ ticket_id: 'BT9', amount: '97.00', stake: '50.00', openStake: '50.00', full: false }),
    );
    fireEvent.click(screen.getByRole('button', { name: '提前结算 ¥194' }));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: '部分提前结算' }));
    fireEvent.change(screen.getByRole('textbox', { name: '结算金额' }), { target: { value: '97' } });
    expect(screen.getByText('保留本金 ¥50 继续投注')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: '提前结算金额滑块' }), { target: { value: '4850' } });
    expect(screen.getByRole('textbox', { name: '结算金额' })).toHaveProperty('value', '48.50');
    expect(screen.getByText('保留本金 ¥75 继续投注')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '结算金额' }), { target: { value: '200' } });
    expect(screen.getByText('请输入大于 0 且不超过报价的金额')).toBeTruthy();
    expect(screen.getByRole('button', { name: /确认提前结算/ })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: '结算金额' }), { target: { value: '97.00' } });
    fireEvent.click(screen.getByRole('button', { name: '确认提前结算 ¥97' }));
    await settle();
    expect(calls.find((call) => call.name === 'cashOutAccept')?.body).toMatchObject({
      quoteId: 'q1',
      amount: '97.00',
    });
  });

  it('a price that moved is said in the server’s words, and a new quote is shown to confirm again', async () => {
    setup(() =>
      Promise.reject(
        new ApiCallError('cashOutAccept', 6702, '赔率已变化，请按新报价重新确认', {
          reason: 'price_changed',
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '提前结算 ¥194' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认提前结算 ¥194' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('赔率已变化，请按新报价重新确认');
    expect(screen.getByTestId('cash-out-quote').textContent).toBe('¥180');
    expect(screen.getByRole('button', { name: '确认提前结算 ¥180' })).toBeTruthy();
  });

  it('sets an automatic rule with a target amount', async () => {
    const { calls, onChanged } = setup(() => Promise.reject(new Error('not called')));
    fireEvent.click(screen.getByRole('button', { name: '提前结算 ¥194' }));
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: '目标金额' }), { target: { value: '220' } });
    fireEvent.click(screen.getByRole('button', { name: '设置自动提前结算' }));
    await settle();
    expect(calls.find((call) => call.name === 'cashOutRule')?.body).toEqual({
      ticket_id: 'BT9',
      target: '220.00',
    });
    expect(screen.getByText('已设置：金额达到 ¥220 时自动提前结算')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });
});
