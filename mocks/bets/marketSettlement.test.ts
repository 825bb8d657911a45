import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceBetRequest, Ticket } from '@src/contract';
import { createBetBackend, ok, type BetBackend } from '../testing/betTestKit';

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('300.40', '8.50', { playType: 'PD', side: '2-1', line: '' });
  b.markets.add('300.50', '1.90', { playType: 'CN', side: 'O', line: '9.5' });
  b.markets.add('400.30', '2.10', { playType: 'S2M', side: 'H', line: '' });
  b.markets.add('500.9', '1.95', { playType: 'HR', side: 'H', line: '-0.25' });
});
afterEach(() => b.close());

let n = 0;
async function place(bets: PlaceBetRequest['bets']): Promise<Ticket> {
  n += 1;
  const [ticket] = ok(await b.place({ idempotencyKey: `family-${n}-${Date.now()}`, acceptOdds: 'any', bets })).tickets;
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

describe('settling the market families', () => {
  it('a correct score single that lands pays stake x price', async () => {
    const ticket = await place([{ type: 'single', stake: '100.00', selections: [{ oddsId: '300.40', price: '8.50' }] }]);
    const before = b.balance();
    b.bets.recordResult({ gameId: '300', status: 'ended', outcomes: { '300.40': 'W', '300.50': 'L' } });
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', result: 'W', payout: '850.00' });
    expect(b.balance()).toBe(before + 85_000n);
  });

  it('a correct score may go in a parlay with another match; a half-handicap half loss halves it', async () => {
    const ticket = await place([
      { type: 'parlay', stake: '100.00', selections: [{ oddsId: '300.40', price: '8.50' }, { oddsId: '500.9', price: '1.95' }] },
    ]);
    expect(ticket.status).toBe('accepted');
    b.bets.recordResult({ gameId: '300', status: 'ended', outcomes: { '300.40': 'W' } });
    b.bets.recordResult({ gameId: '500', status: 'ended', outcomes: { '500.9': 'LL' } });
    // 100 x 8.50 x 0.5
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ status: 'settled', payout: '425.00' });
  });

  it('corners never counted void the leg with D9 (无角球/罚牌/点球); a set never played with DB (无盘数)', async () => {
    const corners = await place([{ type: 'single', stake: '50.00', selections: [{ oddsId: '300.50', price: '1.90' }] }]);
    const set = await place([{ type: 'single', stake: '50.00', selections: [{ oddsId: '400.30', price: '2.10' }] }]);
    b.bets.recordResult({ gameId: '300', status: 'ended', outcomes: { '300.50': 'D' } });
    b.bets.recordResult({ gameId: '400', status: 'ended', outcomes: { '400.30': 'D' } });
    expect(b.bets.ticket(corners.ticket_id)).toMatchObject({ result: 'D', voidReason: 'D9', payout: '50.00' });
    expect(b.bets.ticket(set.ticket_id)).toMatchObject({ result: 'D', voidReason: 'DB', payout: '50.00' });
  });

  it('a match abandoned keeps its own reason (D7) for a family leg', async () => {
    const ticket = await place([{ type: 'single', stake: '50.00', selections: [{ oddsId: '300.50', price: '1.90' }] }]);
    b.bets.recordResult({ gameId: '300', status: 'abandoned', outcomes: { '300.50': 'D' } });
    expect(b.bets.ticket(ticket.ticket_id)).toMatchObject({ result: 'D', voidReason: 'D7' });
  });
});
