import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDepositBed, type DepositBed } from '../../funds/deposits/depositTestKit';
import { depositHoldKey } from '../../funds/deposits';
import type { SandboxSettings } from './sandboxSettings';

const DELAY_MS = 2000;

describe('the sandbox provider, whatever it is set to do, gets an order credited exactly once or not at all', () => {
  let bed: DepositBed;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    await bed.close();
    vi.useRealTimers();
  });

  async function start(settings: Partial<SandboxSettings>, depositReconcileMs = 0): Promise<void> {
    bed = await createDepositBed((ms) => vi.setSystemTime(ms), {
      sandboxPay: { delayMs: DELAY_MS, ...settings },
      depositReconcileMs,
    });
  }

  function holdOf(orderNo: string) {
    return bed.backend.services.pending.get(depositHoldKey(orderNo));
  }

  it('none: credits the amount once the report arrives after the delay, not before, and pushes paid', async () => {
    await start({ fault: 'none' });
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '200.00');
    expect(bed.payAsPayer(order.orderNo)).toBe('paid');

    await bed.advance(DELAY_MS - 1);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    expect(await bed.centre()).toBe(before);

    await bed.advance(1);
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    expect(await bed.centre()).toBe((Number(before) + 200).toFixed(2));
    expect(holdOf(order.orderNo)?.state).toBe('posted');
    expect(bed.events).toEqual([{ orderNo: order.orderNo, state: 'paid' }]);
  });

  it('late: an hour-late report still credits, as long as the order was paid before it expired', async () => {
    await start({ fault: 'none', delayMs: 60 * 60_000 });
    const before = await bed.centre();
    const order = await bed.pay('bank-card', '500.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(30 * 60_000 - 1);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    // The order's expiry comes first: the provider says it was paid, so it is credited, not expired.
    await bed.advance(60 * 60_000);
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    expect(await bed.centre()).toBe((Number(before) + 500).toFixed(2));
  });

  it('duplicate: the second identical report changes nothing', async () => {
    await start({ fault: 'duplicate' });
    const before = await bed.centre();
    const order = await bed.pay('wechat-qr', '100.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(DELAY_MS);
    expect(await bed.centre()).toBe((Number(before) + 100).toFixed(2));
    await bed.advance(DELAY_MS);
    expect(await bed.centre()).toBe((Number(before) + 100).toFixed(2));
    expect(bed.events.filter((event) => event.state === 'paid')).toHaveLength(1);
    expect(bed.backend.services.ledger.verify().balanced).toBe(true);
  });

  it('out of order: a later paid before an earlier pending report leaves the order paid, credited once', async () => {
    await start({ fault: 'out_of_order' });
    const before = await bed.centre();
    const order = await bed.pay('online-banking', '300.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(DELAY_MS);
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    await bed.advance(DELAY_MS);
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    expect(await bed.centre()).toBe((Number(before) + 300).toFixed(2));
  });

  it('bad signature: the report is logged for review, changes nothing, and the truth still credits the order once', async () => {
    await start({ fault: 'bad_signature' });
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '200.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(DELAY_MS);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    expect(await bed.centre()).toBe(before);
    expect(holdOf(order.orderNo)).toMatchObject({ state: 'pending' });
    expect(bed.backend.services.deposits.reviews.list().map((review) => [review.orderNo, review.reason])).toEqual([
      [order.orderNo, 'bad_signature'],
    ]);
    expect(bed.events).toEqual([]);
    // The reconciler asks the provider itself, which says paid: credited once, from the provider's own answer.
    await bed.backend.services.deposits.reconcile();
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    expect(await bed.centre()).toBe((Number(before) + 200).toFixed(2));
    await bed.backend.services.deposits.reconcile();
    expect(await bed.centre()).toBe((Number(before) + 200).toFixed(2));
  });

  it('wrong amount: a correctly signed report of another amount is logged for review and never credited', async () => {
    await start({ fault: 'wrong_amount' });
    const before = await bed.centre();
    const order = await bed.pay('huione', '1000.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(DELAY_MS);
    expect((await bed.status(order.orderNo)).state).toBe('review');
    expect(await bed.centre()).toBe(before);
    const [review] = bed.backend.services.deposits.reviews.list();
    expect(review?.reason).toBe('wrong_amount');
    expect(JSON.parse(review?.report ?? '{}')).toMatchObject({ amount: '1001.00', state: 'paid' });
  });

  it('never: no report comes, and the reconciler learns the payment from the provider and credits it', async () => {
    await start({ fault: 'never' });
    const before = await bed.centre();
    const order = await bed.pay('usdt-trc20', '718.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(10 * DELAY_MS);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    await bed.backend.services.deposits.reconcile();
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    // 718.00 plus the USDT reward of 1.5 % (10.77).
    expect(await bed.centre()).toBe((Number(before) + 728.77).toFixed(2));
  });

  it('never, with the reconciler on its schedule: credited within DEPOSIT_RECONCILE_MS, and no timer once nothing is pending', async () => {
    await start({ fault: 'never' }, 60_000);
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '150.00');
    bed.payAsPayer(order.orderNo);
    await bed.advance(60_000 - 1);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    await bed.advance(1);
    expect((await bed.status(order.orderNo)).state).toBe('paid');
    expect(await bed.centre()).toBe((Number(before) + 150).toFixed(2));
    expect(bed.timers.pending).toBe(0);
  });

  it('an order nobody pays expires at its time: nothing credited, the hold expired, the payer page refuses', async () => {
    await start({ fault: 'none' });
    const before = await bed.centre();
    const order = await bed.pay('alipay-qr', '200.00');
    await bed.advance(15 * 60_000 - 1);
    expect((await bed.status(order.orderNo)).state).toBe('pending');
    await bed.advance(1);
    expect((await bed.status(order.orderNo)).state).toBe('expired');
    expect(holdOf(order.orderNo)).toMatchObject({ state: 'voided', resolvedKind: 'deposit_expired' });
    expect(bed.payAsPayer(order.orderNo)).toBe('closed');
    expect(await bed.centre()).toBe(before);
    expect(bed.events).toEqual([{ orderNo: order.orderNo, state: 'expired' }]);
  });
});

describe('a backend stopped while a deposit is in flight', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('credits, on restart, an order the payer paid while its report was lost, and expires one that fell due meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dataDir = mkdtempSync(join(tmpdir(), 'deposits-'));
    dirs.push(dataDir);
    const options = { dataDir, sandboxPay: { delayMs: DELAY_MS, fault: 'none' as const } };
    const first = await createDepositBed((ms) => vi.setSystemTime(ms), options);
    const before = await first.centre();
    const paid = await first.pay('alipay-qr', '200.00');
    const unpaid = await first.pay('wechat-qr', '100.00');
    first.payAsPayer(paid.orderNo);
    // Stopped before the report left: it is lost with the process.
    await first.close();
    vi.setSystemTime(Date.now() + 16 * 60_000);

    const second = await createDepositBed((ms) => vi.setSystemTime(ms), options);
    try {
      expect((await second.status(paid.orderNo)).state).toBe('paid');
      expect((await second.status(unpaid.orderNo)).state).toBe('expired');
      expect(await second.centre()).toBe((Number(before) + 200).toFixed(2));
      expect(second.backend.services.ledger.verify().balanced).toBe(true);
    } finally {
      await second.close();
    }
  });
});
