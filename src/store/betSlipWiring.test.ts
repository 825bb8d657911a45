import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { TicketEvent } from '@src/contract';
import { createMemoryStorage, loggedOut, sessionStarted } from '@src/session';
import { balanceRefreshRequested } from '@streams';
import { ticketStatusChanged } from '@sportsbook';
import { createBetSlipDependencies } from './betSlipDependencies';
import { toTicketEvent } from './streamsDependencies';
import { createTestStore, offlineApi } from './testStore';

describe('bet slip in the app store', () => {
  it('holds an empty slip under betSlip', () => {
    const { store } = createTestStore();
    expect(store.getState().betSlip.entries).toEqual([]);
  });

  it('a ticket push updates the slip and asks for the balance again', () => {
    const pushes = new Subject<TicketEvent>();
    const api = offlineApi();
    const { actions } = createTestStore({
      dependencies: {
        api,
        betSlip: createBetSlipDependencies({ api, storage: createMemoryStorage(), ticketEvents$: pushes }),
      },
    });
    pushes.next({ ticket_id: 'BT9', status: 'rejected', reason: 'market_closed' });
    const types = actions.map((action) => action.type);
    expect(actions).toContainEqual(ticketStatusChanged({ ticketId: 'BT9', active: 'rejected', reason: '盘口已关闭' }));
    expect(types.indexOf(balanceRefreshRequested.type)).toBeGreaterThan(types.indexOf(ticketStatusChanged.type));
  });

  it('logging in and out reconnects the feed socket so the member room is joined or left', () => {
    const reconnect = vi.fn();
    const { store } = createTestStore({ dependencies: { memberFeed: { ticketEvents$: new Subject(), reconnect } } });
    expect(reconnect).not.toHaveBeenCalled();
    store.dispatch(sessionStarted({ token: 't1', userId: 'u1' }));
    expect(reconnect).toHaveBeenCalledTimes(1);
    store.dispatch(loggedOut({ reason: 'logout' }));
    expect(reconnect).toHaveBeenCalledTimes(2);
  });
});

describe('ticket events from the socket', () => {
  it('keeps well-formed events and drops anything else', () => {
    expect(toTicketEvent({ ticket_id: 'BT1', status: 'settled', result: 'W', extra: 1 })).toEqual({
      ticket_id: 'BT1',
      status: 'settled',
      result: 'W',
    });
    expect(toTicketEvent({ ticket_id: 'BT1', status: 'lost' })).toBeNull();
    expect(toTicketEvent('BT1')).toBeNull();
    expect(toTicketEvent({ ticket_id: 1, status: 'accepted' })).toBeNull();
  });
});
