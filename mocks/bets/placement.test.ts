import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, type PlaceBetRequest, type Ticket } from '@src/contract';
import { createBetBackend, ok, type BetBackend } from '../testing/betTestKit';

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('100.1', '1.90');
  b.markets.add('200.1', '2.10');
  b.markets.add('300.1', '1.50');
  b.markets.add('900.1', '1.80', { inPlay: true });
});
afterEach(() => b.close());

let keys = 0;
function single(oddsId: string, price: string, stake = '100.00', acceptOdds: PlaceBetRequest['acceptOdds'] = 'better'): PlaceBetRequest {
  keys += 1;
  return { idempotencyKey: `key-${keys}-${Date.now()}`, acceptOdds, bets: [{ type: 'single', stake, selections: [{ oddsId, price }] }] };
}

describe('placing bets', () => {
  it('a pre-match single is accepted at once and its stake debited', async () => {
    const before = b.balance();
    const [ticket] = ok(await b.place(single('100.1', '1.90'))).tickets;
    expect(ticket).toMatchObject({ status: 'accepted', type: 'single', stake: '100.00', potentialWin: '190.00' });
    expect(b.balance()).toBe(before - 10_000n);
  });

  it('a parlay multiplies the prices; a system 3/4 stakes four bets', async () => {
    const body: PlaceBetRequest = {
      idempotencyKey: 'combo-000001',
      acceptOdds: 'any',
      bets: [
        { type: 'parlay', stake: '10.00', selections: [{ oddsId: '100.1', price: '1.90' }, { oddsId: '200.1', price: '2.10' }] },
        {
          type: 'system',
          system: '3/4',
          stake: '10.00',
          selections: [
            { oddsId: '100.1', price: '1.90' },
            { oddsId: '200.1', price: '2.10' },
            { oddsId: '300.1', price: '1.50' },
          ],
        },
      ],
    };
    const [parlay, system] = ok(await b.place(body)).tickets;
    expect(parlay).toMatchObject({ status: 'accepted', stake: '10.00', potentialWin: '39.90' });
    // 10 x (1.9x2.1 + 1.9x1.5 + 2.1x1.5 + 1.9x2.1x1.5) = 39.9 + 28.5 + 31.5 + 59.85
    expect(system).toMatchObject({ status: 'accepted', betCount: 4, stake: '40.00', potentialWin: '159.75' });
  });

  it('refuses a stake below 10.00 or above the single maximum of 50,000.00, debiting nothing', async () => {
    const before = b.balance();
    const low = ok(await b.place(single('100.1', '1.90', '9.99'))).tickets[0];
    const high = ok(await b.place(single('100.1', '1.90', '50000.01'))).tickets[0];
    expect(low).toMatchObject({ status: 'rejected', reason: 'stake_below_minimum', reasonText: '投注金额低于最低限额' });
    expect(high).toMatchObject({ status: 'rejected', reason: 'stake_above_maximum' });
    expect(b.balance()).toBe(before);
  });

  it('answers 6007 in Chinese for a stake with 3 decimals or a negative stake', async () => {
    const threeDecimals = await b.place(single('100.1', '1.90', '10.001'));
    const negative = await b.place(single('100.1', '1.90', '-10.00'));
    expect(threeDecimals.status_code).toBe(Code.InvalidParameter);
    expect(negative.status_code).toBe(Code.InvalidParameter);
    expect(negative.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a bet beyond the balance', async () => {
    const before = b.balance();
    const [ticket] = ok(await b.place(single('100.1', '1.90', '20000.00'))).tickets;
    expect(ticket).toMatchObject({ status: 'rejected', reason: 'insufficient_funds' });
    expect(b.balance()).toBe(before);
  });

  it('refuses a closed market and an unknown odds', async () => {
    b.markets.change('100.1', { open: false });
    expect(ok(await b.place(single('100.1', '1.90'))).tickets[0]).toMatchObject({ reason: 'market_closed' });
    expect(ok(await b.place(single('nope.1', '1.90'))).tickets[0]).toMatchObject({ reason: 'unknown_odds' });
  });

  it('better: takes a higher current price, refuses a lower one with the current price', async () => {
    b.markets.change('100.1', { price: '1.95' });
    const up = ok(await b.place(single('100.1', '1.90'))).tickets[0];
    expect(up).toMatchObject({ status: 'accepted', potentialWin: '195.00' });
    b.markets.change('100.1', { price: '1.85' });
    const down = ok(await b.place(single('100.1', '1.90'))).tickets[0];
    expect(down).toMatchObject({ status: 'rejected', reason: 'odds_changed' });
    expect(down?.selections[0]).toMatchObject({ requestedPrice: '1.90', price: '1.85' });
  });

  it('none: refuses any change; any: takes the current price', async () => {
    b.markets.change('100.1', { price: '1.95' });
    expect(ok(await b.place(single('100.1', '1.90', '100.00', 'none'))).tickets[0]).toMatchObject({ reason: 'odds_changed' });
    b.markets.change('100.1', { price: '1.50' });
    expect(ok(await b.place(single('100.1', '1.90', '100.00', 'any'))).tickets[0]).toMatchObject({
      status: 'accepted',
      potentialWin: '150.00',
    });
  });

  it('a visitor gets 6001', async () => {
    const answer = await b.call('/game/api/v1/sport/bet/place', single('100.1', '1.90'));
    expect(answer.body.status_code).toBe(Code.LoginExpired);
  });
});

describe('idempotency and the ledger', () => {
  it('20 parallel placements with one idempotency key make one ticket and one debit', async () => {
    const before = b.balance();
    const body = single('100.1', '1.90');
    const answers = await Promise.all(Array.from({ length: 20 }, () => b.place(body)));
    const ids = new Set(answers.map((a) => ok(a).tickets.map((t) => t.ticket_id).join()));
    expect(ids.size).toBe(1);
    expect(b.balance()).toBe(before - 10_000n);
    const count = b.db.prepare('SELECT COUNT(*) AS n FROM bet_tickets').get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('one key reused for a different bet is refused with 6009', async () => {
    const body = single('100.1', '1.90');
    ok(await b.place(body));
    const other = await b.place({ ...body, bets: [{ ...body.bets[0]!, stake: '200.00' }] });
    expect(other.status_code).toBe(Code.DataExists);
  });

  it('100 concurrent placements never take the balance below zero', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => b.place(single('100.1', '1.90', '150.00'))));
    const accepted = answers.flatMap((a) => ok(a).tickets).filter((t) => t.status === 'accepted');
    // 10,000.00 of demo money buys 66 stakes of 150.00.
    expect(accepted).toHaveLength(66);
    expect(b.balance()).toBe(1_000_000n - 66n * 15_000n);
    expect(b.services.ledger.verify()).toMatchObject({ balanced: true });
  });
});

describe('in-play bets (确认中)', () => {
  it('are pending, then accepted at the price of that moment', async () => {
    const [ticket] = ok(await b.place(single('900.1', '1.80'))).tickets;
    expect(ticket).toMatchObject({ status: 'pending', inPlay: true });
    expect(b.timer.waiting).toEqual([3000]);
    b.markets.change('900.1', { price: '1.85' });
    b.timer.fireAll();
    const [after] = ok((await b.call<{ tickets: Ticket[] }>('/game/api/v1/sport/bet/status', { ticket_ids: [ticket!.ticket_id] }, { token: b.token })).body).tickets;
    expect(after).toMatchObject({ status: 'accepted', potentialWin: '185.00' });
    expect(b.pushes).toEqual([{ memberId: b.memberId, event: { ticket_id: ticket!.ticket_id, status: 'accepted' } }]);
  });

  it('are rejected and refunded when the price fell below the acceptance', async () => {
    const before = b.balance();
    const [ticket] = ok(await b.place(single('900.1', '1.80'))).tickets;
    expect(b.balance()).toBe(before - 10_000n);
    b.markets.change('900.1', { price: '1.70' });
    b.timer.fireAll();
    expect(b.bets.ticket(ticket!.ticket_id)).toMatchObject({ status: 'rejected', reason: 'odds_changed' });
    expect(b.balance()).toBe(before);
    expect(b.pushes[0]?.event).toEqual({ ticket_id: ticket!.ticket_id, status: 'rejected', reason: 'odds_changed' });
  });

  it('are rejected when the market closed meanwhile (a goal)', async () => {
    const [ticket] = ok(await b.place(single('900.1', '1.80'))).tickets;
    b.markets.change('900.1', { open: false });
    b.timer.fireAll();
    expect(b.bets.ticket(ticket!.ticket_id)).toMatchObject({ status: 'rejected', reason: 'market_closed' });
  });

  it('another member cannot read a ticket by its id', async () => {
    const [ticket] = ok(await b.place(single('100.1', '1.90'))).tickets;
    const other = await b.loginDemo('verified');
    const answer = await b.call<{ tickets: unknown[] }>('/game/api/v1/sport/bet/status', { ticket_ids: [ticket!.ticket_id] }, { token: other });
    expect(ok(answer.body).tickets).toEqual([]);
  });
});

describe('whatever a member sends to sport/bet/place', () => {
  it('answers an envelope with a known code and a Chinese message, and the books stay balanced (property)', async () => {
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.constantFrom('10.00', '-1', '1e9', '0.001', '100.1', '1.90'));
    const bet = fc.record(
      {
        type: fc.oneof(fc.constantFrom('single', 'parlay', 'system'), value),
        system: fc.oneof(fc.constantFrom('3/4', '2/1', '9/9', '3/3'), value),
        stake: value,
        selections: fc.oneof(fc.array(fc.record({ oddsId: fc.oneof(fc.constantFrom('100.1', '200.1', '300.1', '900.1'), value), price: value }), { maxLength: 4 }), value),
      },
      { requiredKeys: [] },
    );
    const body = fc.record(
      {
        idempotencyKey: fc.oneof(fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002'), value),
        acceptOdds: fc.oneof(fc.constantFrom('any', 'better', 'none'), value),
        bets: fc.oneof(fc.array(bet, { maxLength: 3 }), value),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const answer = await b.call('/game/api/v1/sport/bet/place', payload, { token: b.token });
        expect(answer.httpStatus).toBe(200);
        expect([Code.Success, Code.InvalidParameter, Code.DataExists]).toContain(answer.body.status_code);
        expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
      }),
      { numRuns: 60 },
    );
    expect(b.services.ledger.verify()).toMatchObject({ balanced: true, negativeMemberAccounts: [] });
  });
});
