import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, type Envelope, type Ticket } from '@src/contract';
import {
  CASH_OUT_CODES,
  type CashOutOffer,
  type CashOutQuote,
  type CashOutResult,
} from '@src/contract/cashOut';
import { createBetBackend, ok, type BetBackend } from '../testing/betTestKit';

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('100.1', '2.50');
  b.markets.add('200.1', '2.00');
  b.markets.add('300.1', '1.80');
});
afterEach(async () => {
  vi.useRealTimers();
  await b.close();
});

let n = 0;
const key = (): string => `cashout-${(n += 1)}-${Date.now()}`;
async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  return (await b.call<T>(`/game/api/v1/sport/cashout/${path}`, body, { token: b.token })).body;
}
async function single(oddsId = '100.1', price = '2.50', stake = '100.00'): Promise<Ticket> {
  const placed = ok(
    await b.place({
      idempotencyKey: key(),
      acceptOdds: 'any',
      bets: [{ type: 'single', stake, selections: [{ oddsId, price }] }],
    }),
  );
  const [ticket] = placed.tickets;
  if (!ticket) throw new Error('no ticket');
  return ticket;
}
const quote = async (ticketId: string) => post<CashOutQuote>('quote', { ticket_id: ticketId });
const accept = async (quoteId: string, idempotencyKey = key(), amount?: string) =>
  post<CashOutResult>('accept', { quoteId, idempotencyKey, ...(amount ? { amount } : {}) });
const offer = async (ticketId: string): Promise<CashOutOffer> => {
  const [first] = ok(await post<{ offers: CashOutOffer[] }>('offers', { ticket_ids: [ticketId] })).offers;
  if (!first) throw new Error('no offer');
  return first;
};
const cashOutPayments = (): number =>
  (
    b.db.prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'bet_cash_out'").get() as {
      n: number;
    }
  ).n;

describe('cash-out of an open single (提前结算)', () => {
  it('pays the quoted value once, settles the ticket and takes it off the offers', async () => {
    const ticket = await single();
    b.markets.change('100.1', { price: '1.25' });
    const q = ok(await quote(ticket.ticket_id));
    expect(q).toMatchObject({ value: '194.00', openStake: '100.00' });
    const before = b.balance();
    const idempotencyKey = key();
    expect(ok(await accept(q.quoteId, idempotencyKey))).toEqual({
      ticket_id: ticket.ticket_id,
      amount: '194.00',
      stake: '100.00',
      openStake: '0.00',
      full: true,
    });
    expect(b.balance()).toBe(before + 19_400n);
    // The same key again answers the same and pays nothing more.
    expect(ok(await accept(q.quoteId, idempotencyKey)).amount).toBe('194.00');
    expect(b.balance()).toBe(before + 19_400n);
    expect(cashOutPayments()).toBe(1);
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({
      status: 'settled',
      payout: '194.00',
      result: null,
    });
    expect(await offer(ticket.ticket_id)).toMatchObject({
      value: null,
      unavailable: 'bet_settled',
      cashedOut: '194.00',
      openStake: '0.00',
    });
    expect(b.pushes.at(-1)?.event).toEqual({ ticket_id: ticket.ticket_id, status: 'settled' });
    expect(b.services.ledger.verify().balanced).toBe(true);
  });

  it('the match result after a full cash-out pays nothing more', async () => {
    const ticket = await single();
    ok(await accept(ok(await quote(ticket.ticket_id)).quoteId));
    const before = b.balance();
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    expect(b.balance()).toBe(before);
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ payout: '97.00' });
  });

  it('refuses an expired quote with 6701 and 报价已过期', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    vi.setSystemTime(q.expiresAt + 1);
    const answer = await accept(q.quoteId);
    expect(answer).toMatchObject({
      status_code: CASH_OUT_CODES.quote_expired,
      data: { reason: 'quote_expired' },
    });
    expect(answer.message).toContain('报价已过期');
    expect(cashOutPayments()).toBe(0);
    // Ten minutes on, a new quote drops the old one: it is no longer known.
    vi.setSystemTime(q.expiresAt + 10 * 60 * 1000 + 1);
    ok(await quote(ticket.ticket_id));
    expect((await accept(q.quoteId)).status_code).toBe(Code.NotFound);
  });

  it('refuses when a price moved (6702) or the market suspended (6703) after the quote', async () => {
    const ticket = await single();
    const moved = ok(await quote(ticket.ticket_id));
    b.markets.change('100.1', { price: '2.40' });
    expect(await accept(moved.quoteId)).toMatchObject({
      status_code: CASH_OUT_CODES.price_changed,
      message: '赔率已变化，请按新报价重新确认',
    });
    const suspended = ok(await quote(ticket.ticket_id));
    b.markets.change('100.1', { open: false });
    expect(await accept(suspended.quoteId)).toMatchObject({ status_code: CASH_OUT_CODES.market_suspended });
    expect(await quote(ticket.ticket_id)).toMatchObject({
      status_code: CASH_OUT_CODES.market_suspended,
      message: '盘口暂停，暂不提供提前结算',
    });
    expect(cashOutPayments()).toBe(0);
  });

  it('refuses a settled ticket (6704), another member’s quote (6004) and a key reused for another quote (6009)', async () => {
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'L' } });
    expect(await accept(q.quoteId)).toMatchObject({
      status_code: CASH_OUT_CODES.bet_settled,
      message: '注单已结算，无法提前结算',
    });

    const other = await single('200.1', '2.00');
    const first = ok(await quote(other.ticket_id));
    const second = ok(await quote(other.ticket_id));
    const used = key();
    ok(await accept(first.quoteId, used, '50.00'));
    expect(await accept(second.quoteId, used, '50.00')).toMatchObject({ status_code: Code.DataExists });
    const stranger = await b.loginDemo('verified');
    const answer = await b.call(
      '/game/api/v1/sport/cashout/accept',
      { quoteId: second.quoteId, idempotencyKey: key() },
      { token: stranger },
    );
    expect(answer.body.status_code).toBe(Code.NotFound);
  });

  it('checks the body: no quote id or a 3-decimal amount is 6007 with a Chinese message', async () => {
    const answer = await accept('q', key(), '1.001');
    expect(answer.status_code).toBe(Code.InvalidParameter);
    expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('parallel accepts of one quote pay once: the first wins, the others are told the ticket is settled', async () => {
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    const before = b.balance();
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(q.quoteId)));
    expect(answers.filter((a) => a.status_code === Code.Success)).toHaveLength(1);
    expect(answers.filter((a) => a.status_code === CASH_OUT_CODES.bet_settled)).toHaveLength(5);
    expect(b.balance()).toBe(before + 9_700n);
    expect(cashOutPayments()).toBe(1);
  });

  it('parallel accepts with one idempotency key pay once and all answer the same', async () => {
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    const before = b.balance();
    const same = key();
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(q.quoteId, same)));
    expect(answers.map((a) => a.status_code)).toEqual(Array(6).fill(Code.Success));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(b.balance()).toBe(before + 9_700n);
  });
});

describe('partial cash-out', () => {
  it('pays the amount asked, reduces the open stake, and the result pays only the rest', async () => {
    const ticket = await single();
    b.markets.change('100.1', { price: '1.25' });
    const q = ok(await quote(ticket.ticket_id));
    const before = b.balance();
    // 97.00 of 194.00 takes half the stake: 50.00 stays open at 2.50.
    expect(ok(await accept(q.quoteId, key(), '97.00'))).toMatchObject({
      amount: '97.00',
      stake: '50.00',
      openStake: '50.00',
      full: false,
    });
    expect(b.balance()).toBe(before + 9_700n);
    expect(await offer(ticket.ticket_id)).toMatchObject({
      openStake: '50.00',
      cashedOut: '97.00',
      cashedOutStake: '50.00',
      value: '97.00',
    });
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'accepted', potentialWin: '125.00' });

    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    // 50.00 x 2.50 = 125.00 from settlement; the ticket returned 97.00 + 125.00 in all.
    expect(b.balance()).toBe(before + 9_700n + 12_500n);
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({
      status: 'settled',
      result: 'W',
      payout: '222.00',
    });
    expect(b.services.ledger.verify().balanced).toBe(true);
  });

  it('an unsettle (恢复) takes back only the settlement of the rest, and a full cash-out is never restored', async () => {
    const ticket = await single();
    ok(await accept(ok(await quote(ticket.ticket_id)).quoteId, key(), '48.50'));
    const afterCashOut = b.balance();
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    expect(b.balance()).toBe(afterCashOut + 12_500n);
    b.bets.unsettle(ticket.ticket_id);
    expect(b.balance()).toBe(afterCashOut);

    const cashed = await single('200.1', '2.00');
    ok(await accept(ok(await quote(cashed.ticket_id)).quoteId));
    expect(() => b.bets.unsettle(cashed.ticket_id)).toThrow('注单已提前结算');
  });

  it('parallel partial accepts of one quote pay once; the others are told the quote was used', async () => {
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    const answers = await Promise.all(Array.from({ length: 4 }, () => accept(q.quoteId, key(), '10.00')));
    expect(answers.filter((a) => a.status_code === Code.Success)).toHaveLength(1);
    expect(answers.filter((a) => a.status_code === CASH_OUT_CODES.quote_used)).toHaveLength(3);
    expect(cashOutPayments()).toBe(1);
  });

  it('refuses an amount above the quote (6708)', async () => {
    const ticket = await single();
    const q = ok(await quote(ticket.ticket_id));
    expect(await accept(q.quoteId, key(), '97.01')).toMatchObject({
      status_code: CASH_OUT_CODES.amount_too_large,
    });
  });
});

describe('parlays', () => {
  it('a parlay with a won leg is valued at its odds; a lost leg ends the offer', async () => {
    const placed = ok(
      await b.place({
        idempotencyKey: key(),
        acceptOdds: 'any',
        bets: [
          {
            type: 'parlay',
            stake: '100.00',
            selections: [
              { oddsId: '200.1', price: '2.00' },
              { oddsId: '300.1', price: '1.80' },
            ],
          },
        ],
      }),
    );
    const parlay = placed.tickets[0];
    if (!parlay) throw new Error('no parlay');
    b.bets.recordResult({ gameId: '200', status: 'ended', outcomes: { '200.1': 'W' } });
    b.markets.change('300.1', { price: '1.20' });
    expect(await offer(parlay.ticket_id)).toMatchObject({ value: '291.00' });
    b.bets.recordResult({ gameId: '300', status: 'ended', outcomes: { '300.1': 'L' } });
    expect(await offer(parlay.ticket_id)).toMatchObject({ value: null, unavailable: 'bet_settled' });
  });
});

describe('automatic cash-out rules', () => {
  it('cashes the ticket out once when the value reaches the target, driven by price updates', async () => {
    const ticket = await single();
    expect(
      ok(await post<CashOutOffer>('rule', { ticket_id: ticket.ticket_id, target: '150.00' })),
    ).toMatchObject({ autoTarget: '150.00' });
    const before = b.balance();
    b.markets.change('100.1', { price: '2.00' });
    b.bets.cashOut.auto.check(['100']);
    expect(b.balance()).toBe(before);
    b.markets.change('100.1', { price: '1.60' });
    b.bets.cashOut.auto.check(['100']);
    b.bets.cashOut.auto.check(['100']);
    // 100 x 2.50 / 1.60 = 156.25, less 3 % = 151.56
    expect(b.balance()).toBe(before + 15_156n);
    expect(cashOutPayments()).toBe(1);
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', payout: '151.56' });
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    expect(b.balance()).toBe(before + 15_156n);
  });

  it('refuses a target at or below the value of now, or above what the stake can win; null removes the rule', async () => {
    const ticket = await single();
    expect(await post('rule', { ticket_id: ticket.ticket_id, target: '97.00' })).toMatchObject({
      status_code: Code.InvalidParameter,
    });
    expect(await post('rule', { ticket_id: ticket.ticket_id, target: '250.01' })).toMatchObject({
      status_code: Code.InvalidParameter,
    });
    ok(await post('rule', { ticket_id: ticket.ticket_id, target: '200.00' }));
    expect(
      ok(await post<CashOutOffer>('rule', { ticket_id: ticket.ticket_id, target: null })).autoTarget,
    ).toBeNull();
  });
});
