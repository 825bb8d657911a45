import type { UnknownAction } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { NEVER, Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { PlaceBetRequest, Ticket, TicketEvent } from '@src/contract';
import { selection } from './betSlipFixtures';
import { LIMITS_SETTLE_MS, betSlipEpic, placementRequested, type BetSlipDependencies } from './betSlipEpic';
import { EMPTY_BET_SLIP, addSelection, setMultiple, setStake } from './betSlipRules';
import {
  errorRaised,
  initialBetSlipState,
  limitsLoaded,
  placementAnswered,
  placementFailed,
  placementSent,
  duplicateAsked,
  seriesToggled,
  stakeChanged,
  ticketStatusChanged,
  type BetSlipSliceState,
} from './betSlipSlice';
import { BET_SLIP_STORAGE_KEY } from './betSlipStorage';

const withEntry = addSelection(EMPTY_BET_SLIP, selection('1', '1.0', { price: '1.90' })).state;
const key = withEntry.entries[0]!.key;
const staked: BetSlipSliceState = { ...initialBetSlipState, ...setStake(withEntry, key, '100').state };
const ticket = { ticket_id: 'BT1', status: 'pending' } as Ticket;
const NOW = 1_800_000_000_000;
/** What the staked slip places: one single of 100 on 1.0. */
const SIGNATURE = 'single||100.00|1.0';

function deps(place: (r: PlaceBetRequest) => Observable<Ticket[]>, events: Observable<TicketEvent> = NEVER, saved = new Map<string, string>()) {
  const d: BetSlipDependencies = {
    betSlip: {
      placeBets: place,
      ticketEvents$: events,
      storage: { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v) },
      newIdempotencyKey: () => 'attempt-0001',
      now: () => NOW,
    },
  };
  return d;
}
function stateOf(s: BetSlipSliceState) {
  return new StateObservable<{ betSlip: BetSlipSliceState }>(new Subject(), { betSlip: s });
}

describe('bet slip epic', () => {
  it('投注 sends the slip with one idempotency key, holds the entries 确认中, then puts the tickets on them', () => {
    const sent: PlaceBetRequest[] = [];
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const action$ = hot<UnknownAction>('a-a', { a: placementRequested({}) });
      const output = betSlipEpic(action$, stateOf(staked), deps((r) => (sent.push(r), cold('--t|', { t: [ticket] }))));
      // The second press (frame 2) comes while the first is on its way: ignored.
      expectObservable(output).toBe('s-a', {
        s: placementSent([key]),
        a: placementAnswered({ entryKeys: [[key]], tickets: [ticket], signature: SIGNATURE, at: NOW }),
      });
    });
    expect(sent).toEqual([
      { idempotencyKey: 'attempt-0001', acceptOdds: 'better', bets: [{ type: 'single', stake: '100.00', selections: [{ oddsId: '1.0', price: '1.90' }] }] },
    ]);
  });

  it('the same bets again within a minute are asked about first, not placed', () => {
    const sent: PlaceBetRequest[] = [];
    const justPlaced = { ...staked, lastPlaced: { signature: SIGNATURE, at: NOW - 59_000 } };
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, expectObservable }) => {
      const action$ = hot<UnknownAction>('a', { a: placementRequested({}) });
      const output = betSlipEpic(action$, stateOf(justPlaced), deps((r) => (sent.push(r), NEVER)));
      expectObservable(output).toBe('q', { q: duplicateAsked({}) });
    });
    expect(sent).toEqual([]);
  });

  it('the same bets are placed when the player confirms, or once the minute is over', () => {
    const cases = [
      { lastPlaced: { signature: SIGNATURE, at: NOW - 59_000 }, confirmDuplicate: true },
      { lastPlaced: { signature: SIGNATURE, at: NOW - 61_000 }, confirmDuplicate: false },
      { lastPlaced: { signature: 'single||50.00|1.0', at: NOW - 1_000 }, confirmDuplicate: false },
    ];
    for (const { lastPlaced, confirmDuplicate } of cases) {
      new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, expectObservable }) => {
        const action$ = hot<UnknownAction>('a', { a: placementRequested({ confirmDuplicate }) });
        const output = betSlipEpic(action$, stateOf({ ...staked, lastPlaced }), deps(() => NEVER));
        expectObservable(output).toBe('s', { s: placementSent([key]) });
      });
    }
  });

  it('a failed call frees the entries and keeps the server message', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const action$ = hot<UnknownAction>('a', { a: placementRequested({}) });
      const output = betSlipEpic(action$, stateOf(staked), deps(() => cold('-#', undefined, new Error('余额不足'))));
      expectObservable(output).toBe('sf', { s: placementSent([key]), f: placementFailed({ keys: [key], message: '余额不足' }) });
    });
  });

  it('without a stake, nothing is sent and the slip asks for one', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, expectObservable }) => {
      const action$ = hot<UnknownAction>('a', { a: placementRequested({}) });
      const output = betSlipEpic(action$, stateOf({ ...initialBetSlipState, ...withEntry }), deps(() => NEVER));
      expectObservable(output).toBe('e', { e: errorRaised('noStake') });
    });
  });

  it('a ticket event from the feed socket updates the entries of that ticket', () => {
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const events = cold<TicketEvent>('-r', { r: { ticket_id: 'BT1', status: 'rejected', reason: 'odds_changed' } });
      const output = betSlipEpic(hot<UnknownAction>('-'), stateOf(staked), deps(() => NEVER, events));
      expectObservable(output).toBe('-x', {
        x: ticketStatusChanged({ ticketId: 'BT1', active: 'rejected', reason: 'odds_changed' }),
      });
    });
  });

  it('while a ticket is 确认中, asks sport/bet/status every 3 s until it is decided', () => {
    const pending: BetSlipSliceState = {
      ...staked,
      entries: staked.entries.map((e) => ({ ...e, bettingData: { active: 'delay' as const, ticket_id: 'BT1' } })),
    };
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const asked: string[][] = [];
      const answers = [
        { ...ticket, status: 'pending' },
        { ...ticket, status: 'accepted' },
      ] as Ticket[];
      const d = deps(() => NEVER);
      d.betSlip.ticketStatus = (ids) => {
        asked.push(ids);
        return cold('-a|', { a: [answers[Math.min(asked.length - 1, 1)]!] });
      };
      const output = betSlipEpic(hot<UnknownAction>('-'), stateOf(pending), d);
      expectObservable(output, '^ 7000ms !').toBe('3001ms - 2999ms x', {
        x: ticketStatusChanged({ ticketId: 'BT1', active: 'accepted' }),
      });
    });
  });

  it('saves the slip after every change', () => {
    const saved = new Map<string, string>();
    const action$ = new Subject<UnknownAction>();
    const running = betSlipEpic(action$, stateOf(staked), deps(() => NEVER, NEVER, saved)).subscribe();
    action$.next(stakeChanged({ key, stake: '100' }));
    running.unsubscribe();
    expect(JSON.parse(saved.get(BET_SLIP_STORAGE_KEY) ?? '{}')).toMatchObject({ entries: [{ key, orderData: { stake: '100' } }] });
  });

  it('turning series on moves the page odds format to Hong Kong, and turning it off brings the choice back', () => {
    const moves: string[] = [];
    const d = deps(() => NEVER);
    d.betSlip.seriesOddsType = { enter: () => moves.push('enter'), leave: () => moves.push('leave') };
    const action$ = new Subject<UnknownAction>();
    const running = betSlipEpic(action$, stateOf(staked), d).subscribe();
    action$.next(seriesToggled(true));
    action$.next(seriesToggled(false));
    running.unsubscribe();
    expect(moves).toEqual(['enter', 'leave']);
  });

  const limits = {
    singles: { '1.0': { min: '10.00', max: '50000.00' } },
    parlay: { min: '10.00', max: '10000.00' },
    system: { min: '10.00', max: '10000.00' },
  };

  it("asks the server's stake limits for the slip's selections, once while they stay the same", () => {
    const asked: string[][] = [];
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const d = deps(() => NEVER);
      d.betSlip.betLimits = (ids) => (asked.push(ids), cold('-l|', { l: limits }));
      const state$ = new StateObservable<{ betSlip: BetSlipSliceState }>(
        hot('--s', { s: { betSlip: { ...staked, entries: staked.entries.map((e) => ({ ...e, orderData: { stake: '5' } })) } } }),
        { betSlip: staked },
      );
      // Asked once the selections have stayed the same for LIMITS_SETTLE_MS; a stake typed meanwhile changes nothing.
      expectObservable(betSlipEpic(hot<UnknownAction>('-'), state$, d), `^ ${LIMITS_SETTLE_MS + 5}ms !`).toBe(
        `${LIMITS_SETTLE_MS + 1}ms l`,
        { l: limitsLoaded(limits) },
      );
    });
    expect(asked).toEqual([['1.0']]);
  });

  it('asks the limits once for quick picks, and nothing for a price picked and taken off again within the wait', () => {
    // 多选 (multiple): each pick joins the slip.
    const first = addSelection(setMultiple(EMPTY_BET_SLIP, true).state, selection('1', '1.0')).state;
    const second = addSelection(first, selection('2', '2.0', { price: '2.10' })).state;
    const third = addSelection(second, selection('3', '3.0')).state;
    const slip = (s: typeof first): { betSlip: BetSlipSliceState } => ({ betSlip: { ...initialBetSlipState, ...s } });
    const asked: string[][] = [];
    new TestScheduler((a, e) => expect(a).toEqual(e)).run(({ hot, cold, expectObservable }) => {
      const d = deps(() => NEVER);
      d.betSlip.betLimits = (ids) => (asked.push(ids), cold('-l|', { l: limits }));
      // Empty, two picks 20 ms apart, then (well after the answer) a third pick taken off again 20 ms later.
      const state$ = new StateObservable<{ betSlip: BetSlipSliceState }>(
        hot('20ms a 19ms b 499ms c 19ms b', { a: slip(first), b: slip(second), c: slip(third) }),
        slip(EMPTY_BET_SLIP),
      );
      expectObservable(betSlipEpic(hot<UnknownAction>('-'), state$, d), '^ 1000ms !').toBe(
        `${40 + LIMITS_SETTLE_MS + 1}ms l`,
        { l: limitsLoaded(limits) },
      );
    });
    expect(asked).toEqual([['1.0', '2.0']]);
  });
});

