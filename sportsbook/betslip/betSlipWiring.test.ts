import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '@src/contract';
import { createMemoryStorage } from '@src/session';
import { createTestStore, offlineApi } from '@src/store/testStore';
import { balanceRefreshRequested } from '@streams';
import { ticketStatusChanged } from '@sportsbook';
import { createBetSlipDependencies } from './betSlipDependencies';

describe('bet slip in the app store', () => {
  it('holds an empty slip under betSlip', () => {
    const { store } = createTestStore();
    expect(store.getState().betSlip?.entries).toEqual([]);
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
    expect(actions).toContainEqual(
      ticketStatusChanged({ ticketId: 'BT9', active: 'rejected', reason: 'market_closed' }),
    );
    expect(types.indexOf(balanceRefreshRequested.type)).toBeGreaterThan(
      types.indexOf(ticketStatusChanged.type),
    );
  });
});
