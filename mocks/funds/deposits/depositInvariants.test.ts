import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, Header, fenToMoney, moneyToFen } from '@src/contract';
import { depositApi } from '@src/contract/deposit';
import { SANDBOX_FAULTS } from '../../payments/sandbox/sandboxSettings';
import { depositHoldKey } from './depositService';
import { createDepositBed } from './depositTestKit';

const CHANNELS = ['alipay-qr', 'bank-card', 'usdt-trc20', 'huione'] as const;

const action = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), channel: fc.constantFrom(...CHANNELS), fen: fc.integer({ min: 10_000, max: 500_000 }) }),
  fc.record({ kind: fc.constant('payer' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('close' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('fault' as const), fault: fc.constantFrom(...SANDBOX_FAULTS) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(0, 999, 1000, 2000, 16 * 60_000, 31 * 60_000) }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
);

describe('deposits, over random sequences of orders, payments, faults, cancels, time and reconciling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('credit each order at most once, only when the payer paid it and always when the provider told the truth, keep the books balanced and every hold in step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const bed = await createDepositBed((ms) => vi.setSystemTime(ms), { sandboxPay: { delayMs: 1000, fault: 'none' } });
        try {
          const { services } = bed.backend;
          const start = moneyToFen(await bed.centre());
          const orders: string[] = [];
          const payerPaid = new Set<string>();
          /** Paid while the provider reported truthfully (or not at all): these must end paid. */
          const paidHonestly = new Set<string>();
          let fault: (typeof SANDBOX_FAULTS)[number] = 'none';
          for (const step of actions) {
            if (step.kind === 'pay') {
              orders.push((await bed.pay(step.channel, fenToMoney(step.fen))).orderNo);
            } else if (step.kind === 'payer' && orders.length > 0) {
              const orderNo = orders[step.order % orders.length] ?? '';
              if (bed.payAsPayer(orderNo) === 'paid') {
                payerPaid.add(orderNo);
                if (fault !== 'bad_signature' && fault !== 'wrong_amount') paidHonestly.add(orderNo);
              }
            } else if (step.kind === 'close' && orders.length > 0) {
              const orderNo = orders[step.order % orders.length] ?? '';
              const answer = await bed.backend.call(depositApi.closeOrder.path, { orderNo }, { [Header.token]: bed.token });
              expect([Code.Success, Code.Warning]).toContain(answer.body.status_code);
            } else if (step.kind === 'fault') {
              services.sandboxPay.configure({ fault: step.fault });
              fault = step.fault;
            } else if (step.kind === 'advance') {
              await bed.advance(step.ms);
            } else if (step.kind === 'reconcile') {
              await services.deposits.reconcile();
            }
          }
          // Let every report and expiry fall due, then ask the provider about what is left.
          await bed.advance(2 * 60 * 60_000);
          await services.deposits.reconcile();

          let expectedFen = start;
          for (const orderNo of orders) {
            const order = services.deposits.orders.find(orderNo);
            const hold = services.pending.get(depositHoldKey(orderNo));
            if (!order || !hold) throw new Error(`order ${orderNo} or its hold is missing`);
            const finals = bed.events.filter((event) => event.orderNo === orderNo);
            expect(finals.length).toBeLessThanOrEqual(1);
            if (finals[0]) expect(finals[0].state).toBe(order.state);
            if (paidHonestly.has(orderNo)) expect(order.state).toBe('paid');
            if (order.state === 'paid') {
              expect(payerPaid.has(orderNo)).toBe(true);
              expect(hold.state).toBe('posted');
              expectedFen += order.amountFen - order.feeFen + order.bonusFen;
            } else {
              expect(order.state).not.toBe('pending');
              expect(hold.state).not.toBe('posted');
              expect(hold.state).not.toBe('pending');
            }
          }
          expect(moneyToFen(await bed.centre())).toBe(expectedFen);
          expect(services.ledger.verify().balanced).toBe(true);
        } finally {
          await bed.close();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
