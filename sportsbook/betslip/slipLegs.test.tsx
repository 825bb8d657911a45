import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCEPT_ODDS, matchChannel } from '@src/contract';
import { footballSnapshot, renderSport } from '../testing/sportTestHarness';
import { toEntry } from './betSlipEntry';
import { selection } from './betSlipFixtures';
import { legView, slipLegsSelector } from './slipLegs';

const price = fc
  .integer({ min: 101, max: 5_000 })
  .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
const open = { active: '' as const, ticket_id: '' };

describe('one slip entry against its live price', () => {
  it('a move is either taken by itself or asked, never both, and a still price is neither', () => {
    fc.assert(
      fc.property(price, price, fc.constantFrom(...ACCEPT_ODDS), (held, now, accept) => {
        const view = legView({ price: held, bettingData: open }, { price: now, status: 'open' }, accept);
        if (held === now) return view.move === 'same' && !view.autoAccept && !view.needsAcceptance;
        return view.autoAccept !== view.needsAcceptance && view.price === now;
      }),
    );
  });

  it('takes by itself: any move with any, a better price with better, nothing with none', () => {
    const up = { price: '2.10', status: 'open' as const };
    const down = { price: '1.90', status: 'open' as const };
    const entry = { price: '2.00', bettingData: open };
    expect(legView(entry, down, 'any').autoAccept).toBe(true);
    expect(legView(entry, up, 'better').autoAccept).toBe(true);
    expect(legView(entry, down, 'better').needsAcceptance).toBe(true);
    expect(legView(entry, up, 'none').needsAcceptance).toBe(true);
    expect(legView(entry, down, 'better').move).toBe('down');
  });

  it('a suspended or closed price locks the entry', () => {
    const entry = { price: '2.00', bettingData: open };
    expect(legView(entry, { price: '2.00', status: 'suspended' }, 'any').locked).toBe(true);
    expect(legView(entry, { price: '2.00', status: 'closed' }, 'any').locked).toBe(true);
    expect(legView(entry, { price: '2.00', status: 'open' }, 'any').locked).toBe(false);
  });
});

describe("the slip's legs from the feed store", () => {
  const handicap = toEntry({ ...selection('g1', 'r1', { w: 'R', price: '1.90' }) });

  it('reads the price and status of each entry from its match channel, the same object while nothing moved', () => {
    const { store, snapshot, prices } = renderSport(<></>);
    snapshot(matchChannel('g1'), footballSnapshot());
    const select = slipLegsSelector();
    const first = select(store.getState(), [handicap]);
    expect(first).toEqual({ [handicap.key]: { price: '1.90', status: 'open' } });
    prices([{ oddsId: 'o1', price: '2.40' }]);
    expect(select(store.getState(), [handicap])).toBe(first);
    prices([{ oddsId: 'r1', price: '1.84' }]);
    expect(select(store.getState(), [handicap])).toEqual({ [handicap.key]: { price: '1.84', status: 'open' } });
  });

  it('a stale feed locks the entry (suspended) until the resync', () => {
    const { store, snapshot, stale } = renderSport(<></>);
    snapshot(matchChannel('g1'), footballSnapshot());
    stale(matchChannel('g1'));
    expect(slipLegsSelector()(store.getState(), [handicap])[handicap.key]?.status).toBe('suspended');
    snapshot(matchChannel('g1'), footballSnapshot());
    expect(slipLegsSelector()(store.getState(), [handicap])[handicap.key]?.status).toBe('open');
  });

  it('odds the feed does not carry are suspended while the channel loads, and closed once it is live', () => {
    const gone = toEntry(selection('g1', 'gone', { w: 'R' }));
    const { store, snapshot } = renderSport(<></>);
    expect(slipLegsSelector()(store.getState(), [gone])[gone.key]?.status).toBe('suspended');
    snapshot(matchChannel('g1'), footballSnapshot());
    expect(slipLegsSelector()(store.getState(), [gone])[gone.key]?.status).toBe('closed');
  });
});
