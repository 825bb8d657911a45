import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToFen } from '@src/contract';
import { bonusPoolAt, gamePoolPlan, poolAmountFen, sinceLastHitMs, venuePoolPlan, type PoolPlan } from './jackpotPools';

const code = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
const anyPool: fc.Arbitrary<PoolPlan> = fc.oneof(
  fc.tuple(code, code).map(([venue, game]) => gamePoolPlan(venue.toUpperCase(), game, '财神到')),
  code.map((venue) => venuePoolPlan(venue.toUpperCase(), 'PG电子')),
);
/** Server times from 2020 to 2040. */
const instant = fc.integer({ min: 1_577_836_800_000, max: 2_208_988_800_000 });

describe('jackpot pools', () => {
  it('grows by its growth per second between two polls, in exact fen', () => {
    const pool = gamePoolPlan('PGDZ', 'fortune-tiger', '财神到');
    const at = 1_800_000_000_000 - sinceLastHitMs(pool, 1_800_000_000_000) + 60_000;
    const first = bonusPoolAt(pool, at);
    const tenSecondsOn = bonusPoolAt(pool, at + 10_000);
    expect(moneyToFen(tenSecondsOn.amount) - moneyToFen(first.amount)).toBe(10n * moneyToFen(first.growthPerSecond));
    expect(first).toMatchObject({ id: 'PGDZ:fortune-tiger', enName: 'PGDZ', gameCode: 'fortune-tiger', name: '财神到奖池', at });
  });

  it('starts again from its seed when it is hit, every three to eight hours', () => {
    const pool = venuePoolPlan('MGDZ', 'MG电子');
    const hit = 1_800_000_000_000 - sinceLastHitMs(pool, 1_800_000_000_000) + pool.cycleMs;
    expect(poolAmountFen(pool, hit)).toBe(pool.seedFen);
    expect(poolAmountFen(pool, hit - 1)).toBeGreaterThan(pool.seedFen);
    expect(pool.cycleMs).toBeGreaterThanOrEqual(3 * 3_600_000);
    expect(pool.cycleMs).toBeLessThanOrEqual(8 * 3_600_000);
    expect(pool.gameCode).toBeNull();
  });

  it('never decreases between two hits, and never falls below its seed', () => {
    fc.assert(
      fc.property(anyPool, instant, fc.nat({ max: 8 * 3_600_000 }), (pool, at, later) => {
        const since = sinceLastHitMs(pool, at);
        const step = Math.min(later, pool.cycleMs - 1 - since);
        expect(poolAmountFen(pool, at + step)).toBeGreaterThanOrEqual(poolAmountFen(pool, at));
        expect(poolAmountFen(pool, at)).toBeGreaterThanOrEqual(pool.seedFen);
      }),
    );
  });

  it('answers exact two-decimal amounts that are the same for every poll at the same time', () => {
    fc.assert(
      fc.property(anyPool, instant, (pool, at) => {
        const answer = bonusPoolAt(pool, at);
        expect(answer.amount).toMatch(/^\d+\.\d{2}$/);
        expect(moneyToFen(answer.amount)).toBe(poolAmountFen(pool, at));
        expect(moneyToFen(answer.growthPerSecond)).toBe(pool.growthPerSecondFen);
        expect(bonusPoolAt(pool, at)).toEqual(answer);
        const again = pool.gameCode === null ? venuePoolPlan(pool.enName, 'PG电子') : gamePoolPlan(pool.enName, pool.gameCode, '财神到');
        expect(again).toEqual(pool);
      }),
    );
  });
});
