import { fenToMoney } from '@src/contract';
import type { BonusPool } from '@src/contract/venue';

/**
 * Jackpot pools (getBonusPools): one per game tagged jackpot and one venue-wide pool per slot (DZ) venue. A pool
 * is a pure function of server time, so every member, every poll and every restart sees the same figure: from a
 * seed it grows by a fixed number of fen a second, and someone "hits" it on a fixed schedule (every few hours,
 * each pool with its own period and phase), when it starts again from its seed. All in integer fen.
 */

export interface PoolPlan {
  id: string;
  enName: string;
  gameCode: string | null;
  name: string;
  seedFen: bigint;
  growthPerSecondFen: bigint;
  /** How long between two hits. */
  cycleMs: number;
  /** Where in its cycle the pool is at epoch 0 (so pools do not all reset together). */
  phaseMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** FNV-1a (32 bits) of a text: a stable seed for a pool's figures. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

interface PoolScale {
  seedMinFen: number;
  seedSpreadFen: number;
  growthMinFen: number;
  growthSpreadFen: number;
}

/** A game's pool: ¥50,000 to ¥550,000 at a hit, growing ¥0.10 to ¥5.10 a second. */
const GAME_POOL: PoolScale = { seedMinFen: 5_000_000, seedSpreadFen: 50_000_000, growthMinFen: 10, growthSpreadFen: 500 };
/** A venue's pool: ¥1,000,000 to ¥3,000,000 at a hit, growing ¥2 to ¥12 a second. */
const VENUE_POOL: PoolScale = {
  seedMinFen: 100_000_000,
  seedSpreadFen: 200_000_000,
  growthMinFen: 200,
  growthSpreadFen: 1_000,
};

function plan(id: string, enName: string, gameCode: string | null, name: string, scale: PoolScale): PoolPlan {
  const seed = stableHash(id);
  const second = stableHash(`${id}#cycle`);
  const cycleMs = (3 + (second % 6)) * HOUR_MS;
  return {
    id,
    enName,
    gameCode,
    name,
    seedFen: BigInt(scale.seedMinFen + (seed % scale.seedSpreadFen)),
    growthPerSecondFen: BigInt(scale.growthMinFen + (stableHash(`${id}#growth`) % scale.growthSpreadFen)),
    cycleMs,
    phaseMs: stableHash(`${id}#phase`) % cycleMs,
  };
}

export function gamePoolPlan(enName: string, gameCode: string, gameName: string): PoolPlan {
  return plan(`${enName}:${gameCode}`, enName, gameCode, `${gameName}奖池`, GAME_POOL);
}

export function venuePoolPlan(enName: string, venueName: string): PoolPlan {
  return plan(`${enName}:venue`, enName, null, `${venueName}超级奖池`, VENUE_POOL);
}

/** How long since the pool's last hit, at server time `at`. */
export function sinceLastHitMs(pool: PoolPlan, at: number): number {
  const shifted = at + pool.phaseMs;
  return ((shifted % pool.cycleMs) + pool.cycleMs) % pool.cycleMs;
}

/** The pool in fen at server time `at`: its seed plus its growth over whole milliseconds since the last hit. */
export function poolAmountFen(pool: PoolPlan, at: number): bigint {
  return pool.seedFen + (pool.growthPerSecondFen * BigInt(sinceLastHitMs(pool, at))) / 1000n;
}

/** The pool as the contract answers it at server time `at`. */
export function bonusPoolAt(pool: PoolPlan, at: number): BonusPool {
  return {
    id: pool.id,
    enName: pool.enName,
    gameCode: pool.gameCode,
    name: pool.name,
    amount: fenToMoney(poolAmountFen(pool, at)),
    growthPerSecond: fenToMoney(pool.growthPerSecondFen),
    at,
  };
}
