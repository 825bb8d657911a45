import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { BetSlipDock } from './BetSlipDock';
import { selection } from './betSlipFixtures';
import { betSlipSlice, bettingStatusChanged, multipleToggled, selectionToggled, ticketStatusChanged } from './betSlipSlice';

const toasted = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('@src/ui/toasts', () => ({
  toasts: {
    error: (message: string) => toasted.errors.push(message),
    success: () => undefined,
    warning: () => undefined,
    info: () => undefined,
  },
}));

function setup(loggedIn: boolean, myBets?: ReactNode) {
  const store = configureStore({ reducer: { betSlip: betSlipSlice.reducer } });
  const onLoginRequest = vi.fn();
  const dispatch = (action: UnknownAction) => store.dispatch(action);
  const i18n = createI18n();
  const view = () => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={classicTheme}>
        <BetSlipDock
          slip={store.getState().betSlip}
          balance={loggedIn ? '500.00' : null}
          loggedIn={loggedIn}
          dispatch={dispatch}
          onLoginRequest={onLoginRequest}
          myBets={myBets}
        />
      </ThemeProvider>
    </I18nextProvider>
  );
  const utils = render(view());
  store.subscribe(() => utils.rerender(view()));
  const run = (action: UnknownAction) =>
    act(() => {
      store.dispatch(action);
    });
  return { onLoginRequest, run };
}

describe('bet slip dock', () => {
  it('a visitor can fill the slip but not place it: 投注 is disabled and 登录后投注 opens the login', () => {
    const { onLoginRequest, run } = setup(false);
    run(selectionToggled(selection('g1', 'o1')));
    expect(screen.getByRole('button', { name: '投注' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '登录后投注' }));
    expect(onLoginRequest).toHaveBeenCalledTimes(1);
  });

  it('a member places without a login prompt', () => {
    const { run } = setup(true);
    run(selectionToggled(selection('g1', 'o1')));
    expect(screen.getByRole('button', { name: '投注' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: '登录后投注' })).toBeNull();
  });

  it('members switch between 投注单 and 我的注单; visitors have no such tab', () => {
    setup(true, <p>my bets here</p>);
    fireEvent.click(screen.getByRole('tab', { name: '我的注单' }));
    expect(screen.getByText('my bets here')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '投注单' }));
    expect(screen.getByText('点击赔率添加投注项')).toBeTruthy();
  });

  it('a visitor gets no 我的注单 tab', () => {
    setup(false, <p>my bets here</p>);
    expect(screen.queryByRole('tab', { name: '我的注单' })).toBeNull();
  });

  it('shows each ticket live: 确认中, then 已接受, or 已拒绝 with the reason', () => {
    const { run } = setup(true);
    run(multipleToggled(true));
    run(selectionToggled(selection('g1', 'o1')));
    run(selectionToggled(selection('g2', 'o2')));
    const [first, second] = betSlipEntryKeys();
    run(bettingStatusChanged({ keys: [first, second], active: 'delay', ticketId: '' }));
    run(bettingStatusChanged({ keys: [first], active: 'delay', ticketId: 't1' }));
    run(bettingStatusChanged({ keys: [second], active: 'delay', ticketId: 't2' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['确认中', '确认中']);
    run(ticketStatusChanged({ ticketId: 't1', active: 'accepted' }));
    run(ticketStatusChanged({ ticketId: 't2', active: 'rejected', reason: '赔率已变更' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['已接受', '已拒绝：赔率已变更']);
  });

  it('a ticket refused after its hold is also told in a toast, once', () => {
    toasted.errors.length = 0;
    const { run } = setup(true);
    run(selectionToggled(selection('g1', 'o1')));
    const key = selectionKey('g1', 'o1');
    run(bettingStatusChanged({ keys: [key], active: 'delay', ticketId: 't1' }));
    expect(toasted.errors).toEqual([]);
    run(ticketStatusChanged({ ticketId: 't1', active: 'rejected', reason: '盘口已关闭' }));
    run(ticketStatusChanged({ ticketId: 't1', active: 'rejected', reason: '盘口已关闭' }));
    expect(toasted.errors).toEqual(['注单已拒绝：盘口已关闭']);
  });
});

function betSlipEntryKeys(): [string, string] {
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  return [selectionKey('g1', 'o1'), selectionKey('g2', 'o2')];
}

function selectionKey(gameId: string, oddsId: string): string {
  const store = configureStore({ reducer: { betSlip: betSlipSlice.reducer } });
  store.dispatch(selectionToggled(selection(gameId, oddsId)));
  const entry = store.getState().betSlip.entries[0];
  if (!entry) throw new Error('no entry');
  return entry.key;
}
