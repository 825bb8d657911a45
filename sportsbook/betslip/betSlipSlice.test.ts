import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { oddsSelected } from '../sportActions';
import { selection } from './betSlipFixtures';
import { BET_SLIP_STORAGE_KEY, persistBetSlip, restoreBetSlip, type SlipStorage } from './betSlipStorage';
import {
  acceptOddsChanged,
  betSlipSlice,
  bettingStatusChanged,
  legsMoved,
  limitsLoaded,
  seriesToggled,
  multipleToggled,
  selectEntries,
  selectSlipError,
  selectionToggled,
  placementAnswered,
  receiptClosed,
  receiptKept,
  selectBetSlip,
  slipRestored,
  stakeChanged,
  ticketStatusChanged,
} from './betSlipSlice';
import type { Ticket } from '@src/contract';

function memoryStorage(): SlipStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function store() {
  return configureStore({ reducer: { [betSlipSlice.reducerPath]: betSlipSlice.reducer } });
}

describe('bet slip slice', () => {
  it('a refused add leaves its message for the UI; the next accepted action clears it', () => {
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0')));
    const key = selectEntries(s.getState())[0]!.key;
    s.dispatch(bettingStatusChanged({ keys: [key], active: 'delay', ticketId: 'T1' }));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    expect(selectSlipError(s.getState())).toBe('orderConfirming');
    s.dispatch(ticketStatusChanged({ ticketId: 'T1', active: 'accepted' }));
    expect(selectSlipError(s.getState())).toBeNull();
    s.dispatch(multipleToggled(true));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    expect(selectEntries(s.getState()).map((e) => e.oddsId)).toEqual(['1.0', '2.0']);
  });

  it('a price clicked on the sport page (oddsSelected) toggles its entry', () => {
    const s = store();
    s.dispatch(oddsSelected(selection('1', '1.0')));
    expect(selectEntries(s.getState()).map((e) => e.oddsId)).toEqual(['1.0']);
    s.dispatch(oddsSelected(selection('1', '1.0')));
    expect(selectEntries(s.getState())).toEqual([]);
  });

  it('the slip survives a reload', () => {
    const storage = memoryStorage();
    const s = store();
    s.dispatch(multipleToggled(true));
    s.dispatch(selectionToggled(selection('1', '1.0')));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    persistBetSlip(storage, s.getState().betSlip);

    const reloaded = store();
    reloaded.dispatch(slipRestored(restoreBetSlip(storage)));
    expect(selectEntries(reloaded.getState()).map((e) => e.oddsId)).toEqual(['1.0', '2.0']);
    expect(reloaded.getState().betSlip.multiple).toBe(true);
  });

  it('an order still 确认中 when the page closed does not block the restored slip', () => {
    const storage = memoryStorage();
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0')));
    const key = selectEntries(s.getState())[0]!.key;
    s.dispatch(bettingStatusChanged({ keys: [key], active: 'delay', ticketId: 'T1' }));
    persistBetSlip(storage, s.getState().betSlip);
    expect(restoreBetSlip(storage).entries[0]?.bettingData).toEqual({ active: '', ticket_id: 'T1' });
  });

  it('a damaged saved slip restores as an empty one', () => {
    const storage = memoryStorage();
    storage.data.set(BET_SLIP_STORAGE_KEY, '{"entries":[{"key":1}]');
    expect(restoreBetSlip(storage).entries).toEqual([]);
    storage.data.set(BET_SLIP_STORAGE_KEY, '{"entries":"x"}');
    expect(restoreBetSlip(storage).entries).toEqual([]);
  });
});

describe('after a placement (issue 12 item 4)', () => {
  function placed(status: Ticket['status']) {
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0', { price: '1.90' })));
    const key = selectEntries(s.getState())[0]!.key;
    s.dispatch(stakeChanged({ key, stake: '100' }));
    const ticket = { ticket_id: 'BT1', status, stake: '100.00', potentialWin: '190.00', selections: [] } as unknown as Ticket;
    s.dispatch(placementAnswered({ entryKeys: [[key]], tickets: [ticket], signature: 'single||100.00|1.0', at: 5_000 }));
    return { s, key };
  }

  it('shows a receipt of the placed ticket and clears its stake, so the same click cannot place it again', () => {
    const { s } = placed('accepted');
    const slip = selectBetSlip(s.getState());
    expect(slip.receipt?.map((t) => t.ticket_id)).toEqual(['BT1']);
    expect(slip.entries[0]!.orderData.stake).toBe('');
    expect(slip.lastPlaced).toEqual({ signature: 'single||100.00|1.0', at: 5_000 });
  });

  it('a refused ticket makes no receipt and keeps its stake for another try', () => {
    const { s } = placed('rejected');
    const slip = selectBetSlip(s.getState());
    expect(slip.receipt).toBeNull();
    expect(slip.entries[0]!.orderData.stake).toBe('100');
    expect(slip.lastPlaced).toBeNull();
  });

  it('the receipt follows its ticket from 确认中 to accepted', () => {
    const { s } = placed('pending');
    s.dispatch(ticketStatusChanged({ ticketId: 'BT1', active: 'accepted' }));
    expect(selectBetSlip(s.getState()).receipt?.[0]?.status).toBe('accepted');
  });

  it('保留选项 keeps the selections, fresh; 完成 takes the placed ones off the slip', () => {
    const kept = placed('accepted').s;
    kept.dispatch(receiptKept());
    expect(selectBetSlip(kept.getState()).receipt).toBeNull();
    expect(selectEntries(kept.getState()).map((e) => e.bettingData.active)).toEqual(['']);
    const closed = placed('accepted').s;
    closed.dispatch(receiptClosed());
    expect(selectBetSlip(closed.getState()).receipt).toBeNull();
    expect(selectEntries(closed.getState())).toEqual([]);
  });
});

/** A slip whose one single was placed, its ticket answered with this status (a receipt shows). */
function singlePlaced(status: Ticket['status']) {
  const s = store();
  s.dispatch(selectionToggled(selection('1', '1.0')));
  const key = selectEntries(s.getState())[0]!.key;
  const ticket = { ticket_id: 'BT1', status, type: 'single', stake: '10.00', potentialWin: '19.00', selections: [] } as unknown as Ticket;
  s.dispatch(placementAnswered({ entryKeys: [[key]], tickets: [ticket] }));
  return s;
}

describe('fresh state per bet (issue 12 item 6)', () => {
  function twoSinglesDecided() {
    const s = store();
    s.dispatch(multipleToggled(true));
    s.dispatch(selectionToggled(selection('1', '1.0')));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    const [first, second] = selectEntries(s.getState()).map((e) => e.key);
    s.dispatch(bettingStatusChanged({ keys: [first!], active: 'delay', ticketId: 'BT1' }));
    s.dispatch(bettingStatusChanged({ keys: [second!], active: 'delay', ticketId: 'BT2' }));
    s.dispatch(ticketStatusChanged({ ticketId: 'BT1', active: 'accepted' }));
    s.dispatch(ticketStatusChanged({ ticketId: 'BT2', active: 'rejected', reason: '盘口已关闭' }));
    return { s, first: first!, second: second! };
  }

  it('the statuses of earlier singles do not carry into the parlay view', () => {
    const { s } = twoSinglesDecided();
    s.dispatch(seriesToggled(true));
    expect(selectEntries(s.getState()).map((e) => e.bettingData)).toEqual([
      { active: '', ticket_id: '' },
      { active: '', ticket_id: '' },
    ]);
  });

  it('a new selection starts a new bet: no entry keeps an earlier status', () => {
    const { s } = twoSinglesDecided();
    s.dispatch(selectionToggled(selection('3', '3.0')));
    expect(selectEntries(s.getState()).map((e) => e.bettingData.active)).toEqual(['', '', '']);
  });

  it('changing the stake of a refused entry clears 已拒绝 and its reason', () => {
    const { s, second } = twoSinglesDecided();
    s.dispatch(stakeChanged({ key: second, stake: '20' }));
    expect(selectEntries(s.getState())[1]!.bettingData).toEqual({ active: '', ticket_id: '' });
  });

  it('a bet refused at once shows no status, only its reason, until the stake changes', () => {
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0')));
    const key = selectEntries(s.getState())[0]!.key;
    s.dispatch(stakeChanged({ key, stake: '100' }));
    const refused = { ticket_id: 'BT1', status: 'rejected', type: 'single', reason: 'market_closed', reasonText: '盘口已关闭', selections: [] } as unknown as Ticket;
    s.dispatch(placementAnswered({ entryKeys: [[key]], tickets: [refused] }));
    expect(selectEntries(s.getState())[0]!.bettingData).toEqual({ active: '', ticket_id: '', reason: '盘口已关闭' });
    s.dispatch(stakeChanged({ key, stake: '101' }));
    expect(selectEntries(s.getState())[0]!.bettingData).toEqual({ active: '', ticket_id: '' });
  });

  it('a parlay refused at once says why for the whole slip, not on its legs', () => {
    const s = store();
    s.dispatch(multipleToggled(true));
    s.dispatch(selectionToggled(selection('1', '1.0')));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    s.dispatch(seriesToggled(true));
    const keys = selectEntries(s.getState()).map((e) => e.key);
    const refused = { ticket_id: 'BT1', status: 'rejected', type: 'parlay', reasonText: '投注金额高于最高限额', selections: [] } as unknown as Ticket;
    s.dispatch(placementAnswered({ entryKeys: [keys], tickets: [refused] }));
    expect(selectBetSlip(s.getState()).failure).toBe('投注金额高于最高限额');
    expect(selectEntries(s.getState()).map((e) => e.bettingData)).toEqual([
      { active: '', ticket_id: '' },
      { active: '', ticket_id: '' },
    ]);
  });

  it('a selection added while a receipt shows closes it: the placed selection leaves, the new one is fresh', () => {
    const s = singlePlaced('accepted');
    s.dispatch(multipleToggled(true));
    s.dispatch(selectionToggled(selection('2', '2.0')));
    const slip = selectBetSlip(s.getState());
    expect(slip.receipt).toBeNull();
    expect(slip.entries.map((e) => [e.oddsId, e.bettingData.active])).toEqual([['2.0', '']]);
  });
});

describe('a receipt still 确认中', () => {
  it('stays when a selection is clicked: the slip refuses the add until the ticket is decided', () => {
    const s = singlePlaced('pending');
    s.dispatch(selectionToggled(selection('2', '2.0')));
    const slip = selectBetSlip(s.getState());
    expect(slip.receipt?.map((t) => t.ticket_id)).toEqual(['BT1']);
    expect(slip.error).toBe('orderConfirming');
  });
});

describe('the acceptance setting and the live prices, in the slip', () => {
  it('is kept with the slip across a reload; an older saved slip takes 只接受更好的赔率', () => {
    const storage = memoryStorage();
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0')));
    s.dispatch(acceptOddsChanged('any'));
    persistBetSlip(storage, s.getState().betSlip);
    expect(restoreBetSlip(storage).acceptOdds).toBe('any');
    const saved = JSON.parse(storage.data.get(BET_SLIP_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    delete saved.acceptOdds;
    storage.data.set(BET_SLIP_STORAGE_KEY, JSON.stringify(saved));
    expect(restoreBetSlip(storage)).toMatchObject({ acceptOdds: 'better', entries: [{ oddsId: '1.0' }] });
  });

  it('a move the setting takes becomes the price; one it does not take waits', () => {
    const s = store();
    s.dispatch(selectionToggled(selection('1', '1.0', { price: '2.00' })));
    const key = selectEntries(s.getState())[0]!.key;
    s.dispatch(legsMoved({ [key]: { price: '2.10', status: 'open' } }));
    expect(selectEntries(s.getState())[0]!.price).toBe('2.10');
    s.dispatch(legsMoved({ [key]: { price: '1.95', status: 'open' } }));
    expect(selectEntries(s.getState())[0]!.price).toBe('2.10');
    s.dispatch(acceptOddsChanged('any'));
    s.dispatch(legsMoved({ [key]: { price: '1.95', status: 'open' } }));
    expect(selectEntries(s.getState())[0]!.price).toBe('1.95');
  });

  it("keeps the server's limits while the slip changes", () => {
    const s = store();
    const limits = { singles: { '1.0': { min: '10.00', max: '50000.00' } }, parlay: { min: '10.00', max: '10000.00' }, system: { min: '10.00', max: '10000.00' } };
    s.dispatch(limitsLoaded(limits));
    s.dispatch(selectionToggled(selection('1', '1.0')));
    expect(selectBetSlip(s.getState()).limits).toEqual(limits);
  });
});
