import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawRequest } from '@src/contract/withdraw';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount } from '../../ledger';
import { HOUSE_PAYOUTS_ACCOUNT } from './withdrawals';
import { WithdrawalReviewJob } from './withdrawalReview';
import { ManualSchedule, TEST_PASSWORD, withdrawalBed, type WithdrawalBed } from './withdrawalTestBed';

let keys = 0;
function bankRequest(bed: WithdrawalBed, memberId: number, amount: string, extra: Partial<WithdrawRequest> = {}): WithdrawRequest {
  const card = bed.cards.listOwned(memberId).find((c) => c.method === 'bank') ?? bed.cards.add(memberId, 'bank');
  keys += 1;
  return { method: 'bank', amount, cardId: card.id, password: TEST_PASSWORD, idempotencyKey: `key-${keys}-abcdef`, ...extra };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('the withdrawal was accepted');
}

describe('a withdrawal request', () => {
  it('reserves the amount at once: it leaves the balance and shows as lockMoney, and the order is reviewing', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 100_000n);
    const order = await bed.withdrawals.request(member, bankRequest(bed, member, '300.50'));
    expect(order).toMatchObject({ amount: '300.50', fee: '0.00', received: '300.50', state: 'reviewing', cardMasked: '**** **** **** 1234' });
    expect(order.orderNo).toMatch(/^W20261127\d{8}$/);
    expect(bed.withdrawals.info(member)).toMatchObject({ balance: '699.50', lockMoney: '300.50' });
    expect(bed.pending.get('withdraw:1')).toMatchObject({ state: 'pending', kind: 'withdraw_request', memo: order.orderNo });
  });

  it('moves money once for a repeated idempotency key and answers the same order', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 100_000n);
    const request = bankRequest(bed, member, '200');
    const [first, again] = await Promise.all([bed.withdrawals.request(member, request), bed.withdrawals.request(member, request)]);
    expect(again).toEqual(first);
    expect(bed.withdrawals.orders(member, 1, 10).total).toBe(1);
    expect(bed.ledger.balance(lockedAccount(member))).toBe(20_000n);
  });

  it('is paid on approval (the money leaves the member for good) and cannot be decided twice', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 100_000n);
    const order = await bed.withdrawals.request(member, bankRequest(bed, member, '200'));
    expect(bed.withdrawals.approve(order.orderNo)).toMatchObject({ state: 'paid', reason: null });
    expect(bed.withdrawals.info(member)).toMatchObject({ balance: '800.00', lockMoney: '0.00' });
    expect(bed.ledger.balance(HOUSE_PAYOUTS_ACCOUNT)).toBe(20_000n);
    expect(() => bed.withdrawals.reject(order.orderNo, '资料不符')).toThrow(expect.objectContaining({ code: 6009, message: '该取款订单已处理' }));
    expect(bed.ledger.balance(HOUSE_PAYOUTS_ACCOUNT)).toBe(20_000n);
  });

  it('returns the money when rejected, with the reason on the order', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 100_000n);
    const order = await bed.withdrawals.request(member, bankRequest(bed, member, '200'));
    expect(bed.withdrawals.reject(order.orderNo, '收款账户信息有误')).toMatchObject({ state: 'rejected', reason: '收款账户信息有误' });
    expect(bed.withdrawals.info(member)).toMatchObject({ balance: '1000.00', lockMoney: '0.00' });
    expect(() => bed.withdrawals.reject('W0', '无')).toThrow(expect.objectContaining({ code: 6004, message: '取款订单不存在' }));
  });

  it('refuses, with its code and a Chinese message, what the limits, cards, balance and password do not allow', async () => {
    const bed = withdrawalBed({
      methods: [
        { method: 'bank', enabled: true, min: '100.00', max: '5000.00', dailyCount: 2, dailyAmount: '6000.00', fee: { rate: '0', min: '0.00' } },
        { method: 'alipay', enabled: false, min: '100.00', max: '5000.00', dailyCount: 2, dailyAmount: '6000.00', fee: { rate: '0', min: '0.00' } },
      ],
    });
    const member = bed.member('player01', 1_000_000n);
    const other = bed.member('player02');
    const othersCard = bed.cards.add(other, 'bank');
    const alipay = bed.cards.add(member, 'alipay');
    const refused = (request: WithdrawRequest) => refusal(bed.withdrawals.request(member, request));

    expect(await refused(bankRequest(bed, member, '99.99'))).toEqual({ code: 6802, message: '单笔取款金额不能低于100.00元' });
    expect(await refused(bankRequest(bed, member, '5000.01'))).toEqual({ code: 6803, message: '单笔取款金额不能高于5000.00元' });
    expect(await refused(bankRequest(bed, member, '100', { cardId: othersCard.id }))).toEqual({
      code: 6808,
      message: '收款账户不存在，请选择您已绑定的账户',
    });
    expect(await refused({ ...bankRequest(bed, member, '100'), method: 'alipay', cardId: alipay.id })).toEqual({
      code: 6801,
      message: '该取款方式暂未开放',
    });
    expect(await refused(bankRequest(bed, member, '100', { cardId: alipay.id }))).toEqual({ code: 6808, message: '收款账户与取款方式不符' });
    expect(bed.passwords.checks).toBe(0);

    expect(await refused(bankRequest(bed, member, '100', { password: '135790' }))).toEqual({ code: 6100, message: '取款密码错误' });
    expect(bed.passwords.checks).toBe(1);
    bed.passwords.unset.add(member);
    expect(await refused(bankRequest(bed, member, '100'))).toEqual({ code: 6809, message: '请先设置取款密码' });
    bed.passwords.unset.delete(member);

    await bed.withdrawals.request(member, bankRequest(bed, member, '4000'));
    expect(await refused(bankRequest(bed, member, '2000.01'))).toEqual({ code: 6805, message: '已超出今日取款额度，今日还可取款2000.00元' });
    await bed.withdrawals.request(member, bankRequest(bed, member, '2000'));
    expect(await refused(bankRequest(bed, member, '100'))).toEqual({ code: 6804, message: '今日取款次数已达上限（2次）' });

    const poor = bed.member('player03', 5_000n);
    expect(await refusal(bed.withdrawals.request(poor, bankRequest(bed, poor, '100')))).toEqual({ code: 6807, message: '可用余额不足' });
    expect(bed.withdrawals.orders(poor, 1, 10).total).toBe(0);
    expect(bed.withdrawals.info(poor)).toMatchObject({ balance: '50.00', lockMoney: '0.00' });
  });

  it('counts a rejected order out of the daily limits, and a new site day starts them again', async () => {
    const bed = withdrawalBed({
      methods: [{ method: 'bank', enabled: true, min: '100.00', max: '5000.00', dailyCount: 1, dailyAmount: '6000.00', fee: { rate: '0', min: '0.00' } }],
    });
    const member = bed.member('player01', 1_000_000n);
    const first = await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    bed.withdrawals.reject(first.orderNo, '重复申请');
    await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    expect((await refusal(bed.withdrawals.request(member, bankRequest(bed, member, '100')))).code).toBe(6804);
    bed.now.ms += 24 * 60 * 60 * 1000;
    await expect(bed.withdrawals.request(member, bankRequest(bed, member, '100'))).resolves.toMatchObject({ state: 'reviewing' });
  });

  it('takes the fee by rate rounded up to the fen and gives USDT at the rate of the moment', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 1_000_000n);
    const alipay = bed.cards.add(member, 'alipay');
    const order = await bed.withdrawals.request(member, { ...bankRequest(bed, member, '333.33'), method: 'alipay', cardId: alipay.id });
    expect(order).toMatchObject({ amount: '333.33', fee: '1.67', received: '331.66' });
    const trc = bed.cards.add(member, 'usdt_trc20');
    const usdt = await bed.withdrawals.request(member, { ...bankRequest(bed, member, '1000'), method: 'usdt_trc20', cardId: trc.id });
    expect(usdt).toMatchObject({ fee: '7.00', received: '993.00', rate: '7.20', receivedUsdt: '137.91' });
    expect(bed.withdrawals.usdtQuote('usdt_trc20', '1000')).toMatchObject({ received: '993.00', receivedUsdt: '137.91', rate: '7.20' });
  });
});

describe('the turnover requirement', () => {
  function placeBet(bed: WithdrawalBed, memberId: number, stakeFen: number, status: string, at: number): void {
    const { lastInsertRowid } = bed.db
      .prepare("INSERT INTO bet_requests (member_id, idempotency_key, request_hash, accept_odds, created_at) VALUES (?, ?, 'h', 'any', ?)")
      .run(memberId, `bet-${at}-${stakeFen}-${status}`, at);
    bed.db
      .prepare(
        `INSERT INTO bet_tickets (ticket_id, request_id, seq, member_id, type, bet_count, unit_stake_fen, stake_fen,
           potential_win_fen, status, accept_odds, in_play, created_at)
         VALUES (?, ?, 0, ?, 'single', 1, ?, ?, 0, ?, 'any', 1, ?)`,
      )
      .run(`T${String(lastInsertRowid)}`, lastInsertRowid, memberId, stakeFen, stakeFen, status, at);
  }

  it('asks the latest deposit or bonus in valid stake placed since it, and refuses a withdrawal until then', async () => {
    const bed = withdrawalBed({ turnoverMultiple: '1.5' });
    const member = bed.member('player01', 100_000n);
    expect(bed.withdrawals.info(member).turnover).toEqual({ required: '0.00', done: '0.00', remaining: '0.00', met: true, since: null });
    placeBet(bed, member, 50_000, 'settled', bed.now.ms - 1);
    bed.ledger.move('bonus:1', 'bonus', ISSUANCE_ACCOUNT, centerAccount(member), 20_000n);
    placeBet(bed, member, 10_000, 'accepted', bed.now.ms);
    placeBet(bed, member, 5_000, 'rejected', bed.now.ms);
    placeBet(bed, member, 5_000, 'pending', bed.now.ms);
    expect(bed.withdrawals.info(member).turnover).toEqual({
      required: '300.00',
      done: '100.00',
      remaining: '200.00',
      met: false,
      since: bed.now.ms,
    });
    expect(await refusal(bed.withdrawals.request(member, bankRequest(bed, member, '100')))).toEqual({
      code: 6806,
      message: '还需流水¥200.00才能取款',
    });
    expect(bed.passwords.checks).toBe(0);
    placeBet(bed, member, 20_000, 'settled', bed.now.ms);
    expect(bed.withdrawals.info(member).turnover).toMatchObject({ remaining: '0.00', met: true });
    await expect(bed.withdrawals.request(member, bankRequest(bed, member, '100'))).resolves.toMatchObject({ state: 'reviewing' });
  });
});

describe('the review job', () => {
  it('approves automatically after the review time, or only expires (money back) when the review is manual', async () => {
    const bed = withdrawalBed();
    const schedule = new ManualSchedule(() => bed.now.ms);
    const job = new WithdrawalReviewJob({ withdrawals: bed.withdrawals, reviewMs: 60_000, expireMs: 600_000, clock: () => bed.now.ms, schedule: schedule.schedule });
    const member = bed.member('player01', 100_000n);
    const auto = await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    const decided = await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    bed.withdrawals.reject(decided.orderNo, '人工拒绝');
    bed.now.ms += 59_999;
    schedule.runDue();
    expect(bed.withdrawals.find(auto.orderNo)?.state).toBe('reviewing');
    bed.now.ms += 1;
    schedule.runDue();
    expect(bed.withdrawals.find(auto.orderNo)?.state).toBe('paid');
    expect(bed.withdrawals.find(decided.orderNo)).toMatchObject({ state: 'rejected', reason: '人工拒绝' });
    job.close();

    const manual = new WithdrawalReviewJob({ withdrawals: bed.withdrawals, reviewMs: 0, expireMs: 600_000, clock: () => bed.now.ms, schedule: schedule.schedule });
    const waiting = await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    bed.now.ms += 599_999;
    schedule.runDue();
    expect(bed.withdrawals.find(waiting.orderNo)?.state).toBe('reviewing');
    bed.now.ms += 1;
    schedule.runDue();
    expect(bed.withdrawals.find(waiting.orderNo)?.state).toBe('expired');
    expect(bed.withdrawals.info(member)).toMatchObject({ balance: '900.00', lockMoney: '0.00' });
    manual.close();
  });

  it('picks up after a restart the orders a stop left reviewing, resolving those already due', async () => {
    const bed = withdrawalBed();
    const member = bed.member('player01', 100_000n);
    const order = await bed.withdrawals.request(member, bankRequest(bed, member, '100'));
    bed.now.ms += 120_000;
    const schedule = new ManualSchedule(() => bed.now.ms);
    const job = new WithdrawalReviewJob({ withdrawals: bed.withdrawals, reviewMs: 60_000, expireMs: 600_000, clock: () => bed.now.ms, schedule: schedule.schedule });
    job.recover();
    schedule.runDue();
    expect(bed.withdrawals.find(order.orderNo)?.state).toBe('paid');
    job.close();
  });
});

describe('the books across withdrawals', () => {
  it('keep available + locked + paid out equal to what was credited, whatever is requested, approved or rejected', async () => {
    const action = fc.record({
      kind: fc.constantFrom('request', 'approve', 'reject'),
      member: fc.integer({ min: 0, max: 2 }),
      amountFen: fc.integer({ min: 5_000, max: 600_000 }),
      pick: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 25 }), async (actions) => {
        const bed = withdrawalBed({
          methods: [{ method: 'bank', enabled: true, min: '100.00', max: '5000.00', dailyCount: 100, dailyAmount: '1000000.00', fee: { rate: '0', min: '0.00' } }],
        });
        const members = ['a', 'b', 'c'].map((name) => bed.member(`player_${name}`, 1_000_000n));
        for (const step of actions) {
          const memberId = members[step.member] ?? 0;
          const reviewing = bed.withdrawals.reviewing();
          const target = reviewing[step.pick % Math.max(1, reviewing.length)];
          try {
            if (step.kind === 'request') {
              const amount = `${Math.floor(step.amountFen / 100)}.${String(step.amountFen % 100).padStart(2, '0')}`;
              await bed.withdrawals.request(memberId, bankRequest(bed, memberId, amount));
            } else if (target && step.kind === 'approve') bed.withdrawals.approve(target.order_no);
            else if (target) bed.withdrawals.reject(target.order_no, '拒绝');
          } catch (error) {
            if (!(error as { code?: number }).code) throw error;
          }
        }
        let paidTotal = 0n;
        for (const memberId of members) {
          const orders = bed.withdrawals.orders(memberId, 1, 50).list;
          const paid = orders.filter((o) => o.state === 'paid').reduce((sum, o) => sum + BigInt(o.amount.replace('.', '')), 0n);
          const reviewingFen = orders.filter((o) => o.state === 'reviewing').reduce((sum, o) => sum + BigInt(o.amount.replace('.', '')), 0n);
          const available = bed.ledger.balance(centerAccount(memberId));
          const locked = bed.ledger.balance(lockedAccount(memberId));
          expect(available + locked + paid).toBe(1_000_000n);
          expect(locked).toBe(reviewingFen);
          expect(available).toBeGreaterThanOrEqual(0n);
          paidTotal += paid;
        }
        expect(bed.ledger.balance(HOUSE_PAYOUTS_ACCOUNT)).toBe(paidTotal);
        expect(bed.ledger.verify().balanced).toBe(true);
        bed.db.close();
      }),
      { numRuns: 40 },
    );
  });
});
