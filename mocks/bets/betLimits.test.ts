import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, type BetLimits, type PlaceBetRequest, type Ticket } from '@src/contract';
import { createBetBackend, ok, type BetBackend } from '../testing/betTestKit';

let b: BetBackend;
beforeEach(async () => {
  b = await createBetBackend();
  b.markets.add('100.1', '1.90');
  b.markets.add('200.1', '2.10');
});
afterEach(() => b.close());

async function limits(oddsIds: unknown) {
  return (await b.call<BetLimits>('/game/api/v1/sport/bet/limits', { oddsIds })).body;
}

async function placeOne(bet: PlaceBetRequest['bets'][number], key: string): Promise<Ticket | undefined> {
  return ok(await b.place({ idempotencyKey: key, acceptOdds: 'any', bets: [bet] })).tickets[0];
}

describe('stake limits (sport/bet/limits)', () => {
  it('answers a visitor the limits of a single per selection, of a parlay and of each system bet', async () => {
    expect(ok(await limits(['100.1', '200.1', 'gone.9']))).toEqual({
      singles: { '100.1': { min: '10.00', max: '50000.00' }, '200.1': { min: '10.00', max: '50000.00' } },
      parlay: { min: '10.00', max: '10000.00' },
      system: { min: '10.00', max: '10000.00' },
    });
  });

  it('refuses a malformed body with 6007', async () => {
    expect((await limits('100.1')).status_code).toBe(Code.InvalidParameter);
  });

  it('placement takes a stake at a limit and refuses one outside it', async () => {
    const { singles, parlay } = ok(await limits(['100.1']));
    const legs = [
      { oddsId: '100.1', price: '1.90' },
      { oddsId: '200.1', price: '2.10' },
    ];
    const single = singles['100.1']!;
    expect(await placeOne({ type: 'single', stake: single.min, selections: [legs[0]!] }, 'limit-key-01')).toMatchObject({ status: 'accepted' });
    expect(await placeOne({ type: 'single', stake: '9.99', selections: [legs[0]!] }, 'limit-key-02')).toMatchObject({
      reason: 'stake_below_minimum',
    });
    expect(await placeOne({ type: 'parlay', stake: parlay.min, selections: legs }, 'limit-key-03')).toMatchObject({ status: 'accepted' });
    expect(parlay.max).toBe('10000.00');
    expect(await placeOne({ type: 'parlay', stake: '10000.01', selections: legs }, 'limit-key-04')).toMatchObject({
      reason: 'stake_above_maximum',
    });
  });
});
