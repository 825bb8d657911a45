import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, type PlaceBetRequest, type Ticket } from '@src/contract';
import { BetService } from './betService';
import { createBetBackend, ok, type BetBackend } from '../testing/betTestKit';

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('100.1', '1.90');
  b.markets.add('200.1', '2.00');
  b.markets.add('900.1', '1.80', { inPlay: true });
});
afterEach(() => b.close());

let n = 0;
function body(bets: PlaceBetRequest['bets']): PlaceBetRequest {
  n += 1;
  return { idempotencyKey: `settle-${n}-${Date.now()}`, acceptOdds: 'any', bets };
}
async function single(oddsId: string, price: string, stake = '100.00'): Promise<Ticket> {
  const [ticket] = ok(await b.place(body([{ type: 'single', stake, selections: [{ oddsId, price }] }]))).tickets;
  if (!ticket) throw new Error('no ticket');
  return ticket;
}
function payouts(): number {
  return (b.db.prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'bet_payout'").get() as { n: number }).n;
}

describe('settlement when matches end', () => {
  it('a half win on a quarter line pays 145 for 100 at 1.90, once', () => {
    return single('100.1', '1.90').then((ticket) => {
      const before = b.balance();
      b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'LW' } });
      b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'LW' } });
      expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', result: 'LW', payout: '145.00' });
      expect(b.balance()).toBe(before + 14_500n);
      expect(payouts()).toBe(1);
      expect(b.pushes.at(-1)?.event).toEqual({ ticket_id: ticket.ticket_id, status: 'settled', result: 'LW' });
    });
  });

  it('keeps the results of matches someone bet on, and only those', async () => {
    await single('100.1', '1.90');
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    b.bets.recordResult({ gameId: '555', status: 'ended', outcomes: { '555.1': 'W' } });
    const kept = b.db.prepare('SELECT game_id FROM match_results').all();
    expect(kept).toEqual([{ game_id: '100' }]);
  });

  it('a postponed match voids the bet with reason D6 (赛事延期) and returns the stake', async () => {
    const ticket = await single('100.1', '1.90');
    const before = b.balance();
    b.bets.recordResult({ gameId: '100', status: 'postponed', outcomes: { '100.1': 'D' } });
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ result: 'D', voidReason: 'D6', payout: '100.00' });
    expect(b.balance()).toBe(before + 10_000n);
  });

  it('a parlay stays open until its last match ends', async () => {
    const [parlay] = ok(
      await b.place(
        body([{ type: 'parlay', stake: '100.00', selections: [{ oddsId: '100.1', price: '1.90' }, { oddsId: '200.1', price: '2.00' }] }]),
      ),
    ).tickets;
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    expect(b.bets.ticket(parlay!.ticket_id)).toMatchObject({ status: 'accepted', result: null });
    b.bets.recordResult({ gameId: '200', status: 'ended', outcomes: { '200.1': 'LL' } });
    // 100 x 1.90 x 0.5
    expect(b.bets.ticket(parlay!.ticket_id)).toMatchObject({ status: 'settled', payout: '95.00', result: 'LL' });
  });

  it('an in-play bet whose match ended while it was being confirmed settles once accepted', async () => {
    const ticket = await single('900.1', '1.80');
    b.bets.recordResult({ gameId: '900', status: 'ended', outcomes: { '900.1': 'W' } });
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'pending' });
    b.timer.fireAll();
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', payout: '180.00' });
  });

  it('a restart in the middle of a settlement pays every ticket exactly once', async () => {
    const tickets = [await single('100.1', '1.90'), await single('100.1', '1.90'), await single('100.1', '1.90'), await single('100.1', '1.90')];
    const before = b.balance();
    // The result was persisted, then the process died after settling two tickets.
    b.db
      .prepare('INSERT INTO match_results (game_id, status, void_reason, outcomes, received_at) VALUES (?, ?, NULL, ?, ?)')
      .run('100', 'ended', JSON.stringify({ '100.1': 'W' }), Date.now());
    b.bets.settle(tickets[0]!.ticket_id);
    b.bets.settle(tickets[1]!.ticket_id);
    expect(payouts()).toBe(2);

    const restarted = new BetService({ db: b.db, ledger: b.services.ledger, markets: b.markets, schedule: b.timer.schedule });
    restarted.recover();
    restarted.recover();
    expect(payouts()).toBe(4);
    expect(b.balance()).toBe(before + 4n * 19_000n);
    expect(tickets.map((t) => restarted.ticket(t.ticket_id)?.status)).toEqual(['settled', 'settled', 'settled', 'settled']);
    expect(b.services.ledger.verify()).toMatchObject({ balanced: true });
  });

  it('a pending in-play bet is decided after a restart', async () => {
    const ticket = await single('900.1', '1.80');
    b.bets.close();
    const restarted = new BetService({ db: b.db, ledger: b.services.ledger, markets: b.markets, schedule: b.timer.schedule });
    restarted.recover();
    b.timer.fireAll();
    expect(restarted.ticket(ticket.ticket_id)).toMatchObject({ status: 'accepted' });
  });

  it('unsettling (A, 恢复) takes the payout back; the next settlement pays again under a new key', async () => {
    const ticket = await single('100.1', '1.90');
    const before = b.balance();
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });
    const answer = await b.call<Ticket>('/dev/api/bet/unsettle', { ticket_id: ticket.ticket_id });
    expect(ok(answer.body)).toMatchObject({ status: 'accepted', result: 'A', payout: null });
    expect(b.balance()).toBe(before);
    b.bets.recover();
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', result: 'W' });
    expect(b.balance()).toBe(before + 19_000n);
    expect(b.services.ledger.findTransaction(`settle:${ticket.ticket_id}:1`)).toBeDefined();
  });

  it('an open ticket cannot be unsettled', async () => {
    const ticket = await single('100.1', '1.90');
    const answer = await b.call('/dev/api/bet/unsettle', { ticket_id: ticket.ticket_id });
    expect(answer.body.status_code).toBe(Code.InvalidParameter);
  });
});

describe('bet records', () => {
  it('lists and totals the member tickets by status', async () => {
    const won = await single('100.1', '1.90');
    await single('200.1', '2.00', '50.00');
    await single('100.1', '1.90', '5.00'); // rejected: below the minimum
    b.bets.recordResult({ gameId: '100', status: 'ended', outcomes: { '100.1': 'W' } });

    const all = ok((await b.call<{ list: Ticket[]; total: number }>('/game/api/v1/record/betRecordList', { status: 'all' }, { token: b.token })).body);
    expect(all.total).toBe(3);
    const settled = ok(
      (await b.call<{ list: Ticket[]; total: number }>('/game/api/v1/record/betRecordList', { status: 'settled' }, { token: b.token })).body,
    );
    expect(settled.list.map((t) => t.ticket_id)).toEqual([won.ticket_id]);
    const page = ok(
      (await b.call<{ list: Ticket[] }>('/game/api/v1/record/betRecordList', { status: 'all', pageNum: 2, pageSize: 2 }, { token: b.token })).body,
    );
    expect(page.list).toHaveLength(1);
    const totals = ok((await b.call('/game/api/v1/record/betRecordTotal', { status: 'all' }, { token: b.token })).body);
    expect(totals).toEqual({ count: 2, stake: '150.00', payout: '190.00', winLoss: '90.00' });
  });
});
