import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut, sessionStarted } from '@src/session';
import { toDepositEvent } from '@src/contract/depositEvent';
import { toTicketEvent } from './browserTransports';
import { createTestStore } from './testStore';

describe('the feed socket and the member', () => {
  it('logging in and out reconnects the feed socket so the member room is joined or left', () => {
    const reconnect = vi.fn();
    const { store } = createTestStore({
      dependencies: { memberFeed: { ticketEvents$: new Subject(), depositEvents$: new Subject(), reconnect } },
    });
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

describe('deposit events from the socket', () => {
  it('keeps an order number with a known state and drops anything else', () => {
    expect(toDepositEvent({ orderNo: 'D2026112700000001', state: 'paid' })).toEqual({
      orderNo: 'D2026112700000001',
      state: 'paid',
    });
    expect(toDepositEvent({ orderNo: 'D2026112700000001', state: 'refunded' })).toBeNull();
    expect(toDepositEvent({ orderNo: 1, state: 'paid' })).toBeNull();
    expect(toDepositEvent(null)).toBeNull();
  });
});
