import { afterEach, describe, expect, it } from 'vitest';
import { centerAccount } from '../ledger';
import { Simulator } from '../sim';
import { ManualTimer } from '../testing/betTestKit';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { autoCashOutOnPrices } from './autoCashOutDriver';
import { simulatorMarkets } from './marketSource';

const NOON = Date.UTC(2026, 10, 22, 4, 0, 0);
let backend: TestBackend | undefined;
afterEach(() => backend?.close());

describe('automatic cash-out driven by the simulator’s prices', () => {
  it('a rule fires once when a live price move takes the value to the target', async () => {
    const simulator = new Simulator({ seed: 21, live: 20, upcoming: 10, startTime: NOON });
    const timer = new ManualTimer();
    backend = await createTestBackend({ schedule: timer.schedule }, { markets: simulatorMarkets(simulator), simulator });
    const bets = backend.bets;
    if (!bets) throw new Error('a backend with a price source has bets');
    simulator.hold(true);
    const stop = simulator.addListener(autoCashOutOnPrices(bets, backend.app.log));
    const member = await backend.app.authenticate(await backend.loginDemo('plain'));
    const memberId = Number(member?.userId);

    const odds = [...simulator.listMembers('RB', 'FT')]
      .flatMap((match) => match.wireOdds(false))
      .find((o) => o.status === 'open' && o.price !== '' && Number(o.price.replace('.', '')) >= 150);
    if (!odds) throw new Error('no open live price');
    const [ticket] = bets.place(memberId, {
      idempotencyKey: 'auto-driver-1',
      acceptOdds: 'any',
      bets: [{ type: 'single', stake: '100.00', selections: [{ oddsId: odds.oddsId, price: odds.price }] }],
    });
    timer.fireAll();
    expect(bets.ticket(ticket?.ticket_id ?? '')?.status).toBe('accepted');
    bets.cashOut.auto.setRule(memberId, ticket?.ticket_id ?? '', '110.00');
    const before = backend.services.ledger.balance(centerAccount(memberId));

    // The price shortens by a fifth: 100 x P / 0.8P, less 3 %, is 121.25 >= 110.
    const [whole = '0', part = '00'] = odds.price.split('.');
    const cents = Number(whole) * 100 + Number(part.padEnd(2, '0'));
    expect(simulator.setPrice(odds.gameId, odds.oddsId, Math.floor((cents * 4) / 5))).toBe(true);
    const paid = backend.services.ledger.balance(centerAccount(memberId)) - before;
    expect(paid).toBeGreaterThanOrEqual(11_000n);
    expect(bets.ticket(ticket?.ticket_id ?? '')).toMatchObject({ status: 'settled' });

    simulator.setPrice(odds.gameId, odds.oddsId, Math.floor((cents * 3) / 5));
    expect(backend.services.ledger.balance(centerAccount(memberId)) - before).toBe(paid);
    stop();
  });
});
