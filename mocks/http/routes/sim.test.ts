import { describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { simulatorMarkets } from '../../bets/index';
import { Simulator } from '../../sim';
import { createTestBackend } from '../../testing/testBackend';
import { simDevApi } from './sim';

const NOON = Date.UTC(2026, 10, 22, 4, 0, 0);

function smallSimulator(): Simulator {
  return new Simulator({ seed: 21, live: 20, upcoming: 40, startTime: NOON });
}

describe('holding the simulator still through the dev API (sim/hold)', () => {
  it('holds it and lets it go: while held, the prices a member sees stay as they are', async () => {
    const simulator = smallSimulator();
    const backend = await createTestBackend({ devApi: true }, { markets: simulatorMarkets(simulator), simulator });
    try {
      const held = await backend.call(simDevApi.holdSimulator.path, { hold: true });
      expect(held.body).toMatchObject({ status_code: Code.Success, data: { held: true } });
      const heldAt = simulator.now;
      const prices = [...simulator.listMembers('RB', 'FT')].flatMap((m) => m.wireOdds(false));
      for (let i = 0; i < 120; i++) simulator.advance(1000);
      expect(simulator.now).toBe(heldAt);
      expect([...simulator.listMembers('RB', 'FT')].flatMap((m) => m.wireOdds(false))).toEqual(prices);

      const released = await backend.call(simDevApi.holdSimulator.path, { hold: false });
      expect(released.body.data).toEqual({ held: false });
      simulator.advance(1000);
      expect(simulator.now).toBe(heldAt + 1000);
    } finally {
      await backend.close();
    }
  });

  it('does not exist unless DEV_API is on', async () => {
    const simulator = smallSimulator();
    const backend = await createTestBackend({}, { markets: simulatorMarkets(simulator), simulator });
    try {
      const answer = await backend.call(simDevApi.holdSimulator.path, { hold: true });
      expect(answer.body.status_code).toBe(Code.NotFound);
      expect(simulator.held).toBe(false);
    } finally {
      await backend.close();
    }
  });

  it('refuses a body without a yes or no', async () => {
    const simulator = smallSimulator();
    const backend = await createTestBackend({ devApi: true }, { markets: simulatorMarkets(simulator), simulator });
    try {
      const answer = await backend.call(simDevApi.holdSimulator.path, { hold: 'yes' });
      expect(answer.body.status_code).toBe(Code.InvalidParameter);
      expect(simulator.held).toBe(false);
    } finally {
      await backend.close();
    }
  });
});

describe('moving one price of a held simulator through the dev API (sim/price)', () => {
  it('sets the price the feed shows and a bet is judged against, and tells the listeners once', async () => {
    const simulator = smallSimulator();
    const backend = await createTestBackend({ devApi: true }, { markets: simulatorMarkets(simulator), simulator });
    try {
      await backend.call(simDevApi.holdSimulator.path, { hold: true });
      const match = [...simulator.listMembers('RB', 'FT')][0]!;
      const odds = match.wireOdds(true).find((o) => o.status === 'open')!;
      const heard: string[] = [];
      simulator.addListener({
        odds: (_m, o) => heard.push(`${o.wire.oddsId}=${o.wire.price}`),
        market: () => undefined,
        live: () => undefined,
        listed: () => undefined,
        unlisted: () => undefined,
        removed: () => undefined,
        flush: () => heard.push('flush'),
      });
      const answer = await backend.call(simDevApi.setPrice.path, { gameId: match.feed.gameId, oddsId: odds.oddsId, price: '7.25' });
      expect(answer.body).toMatchObject({ status_code: Code.Success, data: { price: '7.25' } });
      expect(match.wireOdds(true).find((o) => o.oddsId === odds.oddsId)?.price).toBe('7.25');
      expect(heard).toEqual([`${odds.oddsId}=7.25`, 'flush']);
    } finally {
      await backend.close();
    }
  });

  it('refuses while the simulator plays on, an unknown odds, and a price of 1.00 or less', async () => {
    const simulator = smallSimulator();
    const backend = await createTestBackend({ devApi: true }, { markets: simulatorMarkets(simulator), simulator });
    try {
      const match = [...simulator.listMembers('RB', 'FT')][0]!;
      const odds = match.wireOdds(true)[0]!;
      const playing = await backend.call(simDevApi.setPrice.path, { gameId: match.feed.gameId, oddsId: odds.oddsId, price: '2.00' });
      expect(playing.body).toMatchObject({ status_code: Code.InvalidParameter, message: '模拟器未暂停，不能设置赔率' });
      await backend.call(simDevApi.holdSimulator.path, { hold: true });
      const unknown = await backend.call(simDevApi.setPrice.path, { gameId: match.feed.gameId, oddsId: 'nope', price: '2.00' });
      expect(unknown.body.status_code).toBe(Code.NoData);
      const even = await backend.call(simDevApi.setPrice.path, { gameId: match.feed.gameId, oddsId: odds.oddsId, price: '1.00' });
      expect(even.body.status_code).toBe(Code.InvalidParameter);
      expect(match.wireOdds(true).find((o) => o.oddsId === odds.oddsId)?.price).toBe(odds.price);
    } finally {
      await backend.close();
    }
  });
});
