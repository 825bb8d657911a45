import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, fenToMoney } from '@src/contract';
import { dealRecordApi, type DealRecord, type DealRecordTotals } from '@src/contract/dealRecord';
import { DAY_MS } from '@src/contract/siteClock';
import { createBetBackend, ok, type BetBackend } from '../../testing/betTestKit';

const { queryDealRecord, queryDealRecordTotal } = dealRecordApi;

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('100.1', '1.90');
});
afterEach(() => b.close());

async function records(body: object, token = b.token) {
  return (await b.call<{ list: DealRecord[]; total: number }>(queryDealRecord.path, body, { token })).body;
}

describe('transactions/queryDealRecord', () => {
  it('shows a member who placed a bet the stake and the signup credit, with the balance after each', async () => {
    const [ticket] = ok(
      await b.place({
        idempotencyKey: `records-${Date.now()}`,
        acceptOdds: 'any',
        bets: [{ type: 'single', stake: '100.00', selections: [{ oddsId: '100.1', price: '1.90' }] }],
      }),
    ).tickets;
    const page = ok(await records({}));
    const balance = b.balance();
    expect(page.total).toBe(2);
    const [stake, signup] = page.list;
    expect(stake).toMatchObject({ kind: 'bet_stake', amount: '-100.00', reference: ticket?.ticket_id });
    expect(signup).toMatchObject({ kind: 'signup_credit', lockedChange: '0.00' });
    expect(stake?.balanceAfter).toBe(fenToMoney(balance));

    const totals = queryDealRecordTotal.response.parse(
      ok((await b.call<DealRecordTotals>(queryDealRecordTotal.path, {}, { token: b.token })).body),
    );
    expect(totals.kinds.map((line) => [line.kind, line.count, line.amount])).toEqual([
      ['signup_credit', 1, signup?.amount],
      ['bet_stake', 1, '-100.00'],
    ]);
    expect(totals.amount).toBe(stake?.balanceAfter);
  });

  it('filters by kind and pages newest first', async () => {
    for (let n = 0; n < 3; n += 1) {
      ok(
        await b.place({
          idempotencyKey: `records-page-${n}-${Date.now()}`,
          acceptOdds: 'any',
          bets: [{ type: 'single', stake: `${10 + n}.00`, selections: [{ oddsId: '100.1', price: '1.90' }] }],
        }),
      );
    }
    const first = ok(await records({ kinds: ['bet_stake'], pageNum: 1, pageSize: 2 }));
    const second = ok(await records({ kinds: ['bet_stake'], pageNum: 2, pageSize: 2 }));
    expect(first.total).toBe(3);
    expect([...first.list, ...second.list].map((record) => record.amount)).toEqual([
      '-12.00',
      '-11.00',
      '-10.00',
    ]);
    expect(ok(await records({ kinds: ['deposit'] })).list).toEqual([]);
  });

  it('shows another member none of this member’s records', async () => {
    const other = await b.loginDemo('verified');
    ok(
      await b.place({
        idempotencyKey: `records-own-${Date.now()}`,
        acceptOdds: 'any',
        bets: [{ type: 'single', stake: '20.00', selections: [{ oddsId: '100.1', price: '1.90' }] }],
      }),
    );
    const theirs = ok(await records({ kinds: ['bet_stake'] }, other));
    expect(theirs).toMatchObject({ list: [], total: 0 });
    const totals = ok(
      (await b.call<DealRecordTotals>(queryDealRecordTotal.path, { kinds: ['bet_stake'] }, { token: other }))
        .body,
    );
    expect(totals).toEqual({ count: 0, amount: '0.00', kinds: [] });
  });

  it('asks a visitor to log in (6001)', async () => {
    expect((await b.call(queryDealRecord.path, {})).body.status_code).toBe(Code.LoginExpired);
    expect((await b.call(queryDealRecordTotal.path, {})).body.status_code).toBe(Code.LoginExpired);
  });

  it('refuses a bad filter with 6007 and a Chinese message naming the field', async () => {
    const now = Date.now();
    const refused = async (body: object) => {
      const answer = await records(body);
      expect(answer.status_code).toBe(Code.InvalidParameter);
      return answer.message;
    };
    expect(await refused({ kinds: ['lottery'] })).toBe('交易类型：取值不正确');
    expect(await refused({ beginTime: now, endTime: now - 1 })).toBe('结束时间：须晚于开始时间');
    expect(await refused({ beginTime: now - 91 * DAY_MS, endTime: now })).toBe(
      '结束时间：查询范围不能超过90天',
    );
    expect(await refused({ beginTime: '2026-11-01' })).toBe('开始时间：类型不正确');
    expect(await refused({ pageSize: 500 })).toBe('每页条数：不能大于100');
    const totals = await b.call(queryDealRecordTotal.path, { endTime: -1 }, { token: b.token });
    expect(totals.body).toMatchObject({ status_code: Code.InvalidParameter, message: '结束时间：不能小于0' });
  });
});
