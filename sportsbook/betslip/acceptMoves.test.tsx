import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchChannel } from '@src/contract';
// The sportsbook's epics join the store: the slip follows the feed through them.
import '../sportsbookFeature';
import { footballSnapshot, renderSport } from '../testing/sportTestHarness';
import { selection } from './betSlipFixtures';
import { acceptOddsChanged, selectionToggled } from './betSlipSlice';

describe('the slip follows the feed in the app store (issue 12 item 1)', () => {
  it('a better price is taken by itself, a worse one waits, and 接受任何赔率 takes the waiting one', () => {
    const { store, snapshot, prices } = renderSport(<></>);
    snapshot(matchChannel('g1'), footballSnapshot());
    act(() => {
      store.dispatch(selectionToggled(selection('g1', 'r1', { w: 'R', price: '1.90' })));
    });
    const slipPrice = () => store.getState().betSlip?.entries[0]?.price;
    prices([{ oddsId: 'r1', price: '1.98' }]);
    expect(slipPrice()).toBe('1.98');
    prices([{ oddsId: 'r1', price: '1.80' }]);
    expect(slipPrice()).toBe('1.98');
    act(() => {
      store.dispatch(acceptOddsChanged('any'));
    });
    expect(slipPrice()).toBe('1.80');
  });
});
