import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { oddsSelected } from '../sportActions';
import { selection } from './betSlipFixtures';
import { BET_SLIP_STORAGE_KEY, persistBetSlip, restoreBetSlip, type SlipStorage } from './betSlipStorage';
import {
  betSlipSlice,
  bettingStatusChanged,
  multipleToggled,
  selectEntries,
  selectSlipError,
  selectionToggled,
  slipRestored,
  ticketStatusChanged,
} from './betSlipSlice';

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
