import { describe, expect, it } from 'vitest';
import { NEVER, type Observable } from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import type { DepositEvent, DepositOrderState } from '@src/contract/deposit';
import { ORDER_POLL_AFTER_PAID_MS, ORDER_POLL_MS, orderStatus$ } from './orderStatusStream';

const ORDER = 'D2026112700000001';
const push = (state: DepositOrderState, orderNo = ORDER): DepositEvent => ({ orderNo, state });

function run(body: (helpers: RunHelpers & { scheduler: TestScheduler }) => void): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run((helpers) => body({ ...helpers, scheduler }));
}

interface Polls {
  poll: (orderNo: string) => Observable<DepositOrderState>;
  asked: number[];
}

/** A getDepositOrderStatus that answers after 10 ms what `answer` says for that moment. */
function polls(
  { cold }: RunHelpers,
  scheduler: TestScheduler,
  answer: (now: number) => DepositOrderState,
): Polls {
  const asked: number[] = [];
  return {
    asked,
    poll: () => {
      const now = scheduler.now();
      asked.push(now);
      return cold<DepositOrderState>('10ms (s|)', { s: answer(now) });
    },
  };
}

describe('one deposit order state from the push and the poll', () => {
  it('a push ends the watch at once: no poll needed', () => {
    run((helpers) => {
      const { hot, expectObservable, scheduler } = helpers;
      const { poll, asked } = polls(helpers, scheduler, () => 'pending');
      const pushes$ = hot<DepositEvent>('1s p', { p: push('paid') });
      expectObservable(
        orderStatus$({ orderNo: ORDER, known: 'pending', pushes$, poll, paymentClaimed$: NEVER, scheduler }),
      ).toBe('1s (p|)', { p: 'paid' });
      scheduler.flush();
      expect(asked).toEqual([]);
    });
  });

  it('a lost push: the poll every 5 s finds the payment', () => {
    run((helpers) => {
      const { expectObservable, scheduler } = helpers;
      const { poll, asked } = polls(helpers, scheduler, (now) => (now >= 12_000 ? 'paid' : 'pending'));
      expectObservable(
        orderStatus$({
          orderNo: ORDER,
          known: 'pending',
          pushes$: NEVER,
          poll,
          paymentClaimed$: NEVER,
          scheduler,
        }),
      ).toBe(`${3 * ORDER_POLL_MS + 10}ms (p|)`, { p: 'paid' });
      scheduler.flush();
      expect(asked).toEqual([5_000, 10_000, 15_000]);
    });
  });

  it('我已付款 asks at once and then every 2 s', () => {
    run((helpers) => {
      const { hot, expectObservable, scheduler } = helpers;
      const { poll, asked } = polls(helpers, scheduler, (now) => (now >= 7_000 ? 'paid' : 'pending'));
      const claimed$ = hot('3s c');
      expectObservable(
        orderStatus$({
          orderNo: ORDER,
          known: 'pending',
          pushes$: NEVER,
          poll,
          paymentClaimed$: claimed$,
          scheduler,
        }),
      ).toBe(`${7_000 + 10}ms (p|)`, { p: 'paid' });
      scheduler.flush();
      expect(asked).toEqual([3_000, 3_000 + ORDER_POLL_AFTER_PAID_MS, 3_000 + 2 * ORDER_POLL_AFTER_PAID_MS]);
    });
  });

  it('duplicate pushes, pushes of other orders and a poll repeating the push are said once', () => {
    run((helpers) => {
      const { hot, expectObservable, scheduler } = helpers;
      const { poll } = polls(helpers, scheduler, (now) => (now >= 5_000 ? 'expired' : 'pending'));
      const pushes$ = hot<DepositEvent>('1s a 1s b 1s c 500ms d', {
        a: push('pending'),
        b: push('paid', 'D2026112700000099'),
        c: push('expired'),
        d: push('expired'),
      });
      expectObservable(
        orderStatus$({ orderNo: ORDER, known: 'pending', pushes$, poll, paymentClaimed$: NEVER, scheduler }),
      ).toBe('3002ms (e|)', { e: 'expired' });
    });
  });

  it('stops on the first final state: a late push after it changes nothing', () => {
    run((helpers) => {
      const { hot, expectObservable, scheduler } = helpers;
      const { poll, asked } = polls(helpers, scheduler, () => 'pending');
      const pushes$ = hot<DepositEvent>('1s c 1s p', { c: push('cancelled'), p: push('paid') });
      const sub = '^ 60s !';
      expectObservable(
        orderStatus$({ orderNo: ORDER, known: 'pending', pushes$, poll, paymentClaimed$: NEVER, scheduler }),
        sub,
      ).toBe('1s (c|)', { c: 'cancelled' });
      scheduler.flush();
      expect(asked).toEqual([]);
    });
  });

  it('a failed poll is skipped and the next one tries again', () => {
    run((helpers) => {
      const { cold, expectObservable, scheduler } = helpers;
      let calls = 0;
      const poll = () =>
        ++calls === 1
          ? cold<DepositOrderState>('10ms #', undefined, new Error('offline'))
          : cold<DepositOrderState>('10ms (s|)', { s: 'paid' });
      expectObservable(
        orderStatus$({
          orderNo: ORDER,
          known: 'pending',
          pushes$: NEVER,
          poll,
          paymentClaimed$: NEVER,
          scheduler,
        }),
      ).toBe(`${2 * ORDER_POLL_MS + 10}ms (p|)`, { p: 'paid' });
    });
  });
});
