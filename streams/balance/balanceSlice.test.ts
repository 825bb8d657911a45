import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { balanceReducers } from './index';
import {
  balanceCleared,
  balanceRefreshFailed,
  balanceRefreshStarted,
  balanceRefreshSucceeded,
  initialBalanceState,
  selectTotalBalance,
  selectVenueBalance,
  selectVenueBalances,
  type BalanceState,
} from './balanceSlice';

const reduce = (actions: UnknownAction[], state: BalanceState = initialBalanceState): BalanceState =>
  actions.reduce(balanceReducers.balance, state);

const loaded = balanceRefreshSucceeded({
  all: {
    balance: '10500.00',
    venues: [
      { enName: 'AGZR', name: 'AG真人', balance: '500.00' },
      { enName: 'KYQP', name: '开元棋牌', balance: '0.00' },
    ],
  },
  wallet: { centerWalletBalance: '10000.00', lockMoney: '20.00' },
  receivedAt: 1_700_000_000_000,
});

describe('balance slice', () => {
  it('holds the amounts as the decimal strings the server sent', () => {
    const state = reduce([balanceRefreshStarted(), loaded]);
    expect(state).toMatchObject({
      total: '10500.00',
      centerWallet: '10000.00',
      lockMoney: '20.00',
      status: 'succeeded',
      lastUpdated: 1_700_000_000_000,
      error: null,
    });
    const root = { balance: state };
    expect(selectTotalBalance(root)).toBe('10500.00');
    expect(selectVenueBalances(root).map((v) => v.enName)).toEqual(['AGZR', 'KYQP']);
    expect(selectVenueBalance(root, 'AGZR')?.balance).toBe('500.00');
  });

  it('a failed refresh keeps the last known amounts and records the message', () => {
    const state = reduce([loaded, balanceRefreshStarted(), balanceRefreshFailed({ message: '系统维护中' })]);
    expect(state.status).toBe('failed');
    expect(state.error).toBe('系统维护中');
    expect(state.total).toBe('10500.00');
  });

  it('a successful refresh after a failure clears the error', () => {
    const state = reduce([balanceRefreshFailed({ message: '系统维护中' }), loaded]);
    expect(state.error).toBeNull();
    expect(state.status).toBe('succeeded');
  });

  it('a venue missing from the next answer is dropped', () => {
    const next = balanceRefreshSucceeded({
      all: { balance: '10000.00', venues: [{ enName: 'KYQP', name: '开元棋牌', balance: '0.00' }] },
      wallet: { centerWalletBalance: '10000.00', lockMoney: '0.00' },
      receivedAt: 1,
    });
    expect(selectVenueBalances({ balance: reduce([loaded, next]) }).map((v) => v.enName)).toEqual(['KYQP']);
  });

  it('logout clears every amount', () => {
    expect(reduce([loaded, balanceCleared()])).toEqual(initialBalanceState);
  });
});
