import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Code, api, fenToMoney, moneyToFen } from '@src/contract';
import { depositApi, type DepositOrder } from '@src/contract/deposit';
import { depositDevApi } from '../../http/routes/depositDev';
import { RefusedCall, answered, crashRestart, type BackendProcess, type MoneyCall } from '../../testing/crashRestart';
import { depositHoldKey } from './depositService';

const PAYS = 12;
const PASSWORD = createHash('md5').update('demo1234').digest('hex');
const amountOf = (i: number) => fenToMoney(10_000 + i * 137);
const keyOf = (run: string, i: number) => `crash-deposit-${run}-${i}`;

interface Setup {
  token: string;
  run: string;
  startFen: bigint;
}

const payCall = (setup: Setup, i: number): MoneyCall => ({
  key: keyOf(setup.run, i),
  send: (backend: BackendProcess) =>
    answered(
      backend.call<DepositOrder>(
        depositApi.pay.path,
        { channelId: 'alipay-qr', amount: amountOf(i), idempotencyKey: keyOf(setup.run, i) },
        setup.token,
      ),
    ),
});

describe('deposits when the backend is killed in the middle of pay calls', () => {
  it('keep each order and its pending hold together (both or neither), one order per key, and after retries each order is paid once', async () => {
    const outcome = await crashRestart<Setup>({
      // No reports: the restarted backend learns the payments by asking (the reconciler), as after a lost report.
      env: { SANDBOX_PAY_FAULT: 'never', DEPOSIT_RECONCILE_MS: '0' },
      async prepare(backend) {
        const login = await answered(
          backend.call<{ token: string }>(api.login.path, { name: 'demo02', password: PASSWORD, kaptchcate: 0 }),
        );
        const balance = await answered(backend.call<{ centerWalletBalance: string }>(api.getBalance.path, {}, login.token));
        return { token: login.token, run: String(Date.now()), startFen: moneyToFen(balance.centerWalletBalance) };
      },
      calls: (setup) => Array.from({ length: PAYS }, (_, i) => payCall(setup, i)),
      killAfterAnswers: 4,
      checkKeys(db, _setup, stream) {
        const orders = db.prepare<[], { order_no: string }>('SELECT order_no FROM deposit_orders').all();
        const holds = db
          .prepare<[], { idempotency_key: string }>("SELECT idempotency_key FROM pending_transfers WHERE kind = 'deposit_pending'")
          .all();
        expect(new Set(holds.map((hold) => hold.idempotency_key))).toEqual(
          new Set(orders.map((order) => depositHoldKey(order.order_no))),
        );
        expect(orders.length).toBeGreaterThanOrEqual(stream.answered.length);
        expect(orders.length).toBeLessThanOrEqual(PAYS);
      },
      async afterRestart(backend, setup, stream) {
        // The client retries every call with its key: answered ones replay their order, the others make theirs. A
        // key whose call was running at the kill answers 6011 until its claim counts as abandoned (60 s).
        const retried = await Promise.all(
          Array.from({ length: PAYS }, async (_, i) => {
            try {
              return { i, order: (await payCall(setup, i).send(backend)) as DepositOrder };
            } catch (error) {
              expect(error).toBeInstanceOf(RefusedCall);
              expect((error as RefusedCall).code).toBe(Code.FrequentSubmission);
              expect(stream.unanswered).toContain(keyOf(setup.run, i));
              return null;
            }
          }),
        );
        const made = retried.filter((entry) => entry !== null);
        expect(made.length).toBeGreaterThanOrEqual(stream.answered.length);
        expect(new Set(made.map(({ order }) => order.orderNo)).size).toBe(made.length);
        for (const { order } of made) {
          const paid = await answered(backend.call<{ outcome: string }>(depositDevApi.payDepositOrder.path, { orderNo: order.orderNo }));
          expect(paid.outcome).toBe('paid');
        }
        await answered(backend.call(depositDevApi.reconcileDeposits.path, {}));
        await answered(backend.call(depositDevApi.reconcileDeposits.path, {}));
        let expectedFen = setup.startFen;
        for (const { i, order } of made) {
          const status = await backend.call<DepositOrder>(depositApi.getDepositOrderStatus.path, { orderNo: order.orderNo }, setup.token);
          expect(status.status_code).toBe(Code.Success);
          expect(status.data.state).toBe('paid');
          expectedFen += moneyToFen(amountOf(i));
        }
        const balance = await answered(backend.call<{ centerWalletBalance: string }>(api.getBalance.path, {}, setup.token));
        expect(moneyToFen(balance.centerWalletBalance)).toBe(expectedFen);
      },
    });
    expect(outcome.afterCrash.balanced).toBe(true);
    expect(outcome.afterRetries.balanced).toBe(true);
  }, 150_000);
});
