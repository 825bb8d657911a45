import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, SHOW_TYPES } from '@src/contract';
import { Simulator } from './simulator';
import { logSimulation } from '../testing/simulationLog';
import type { MatchResult } from './matchResult';

/**
 * Pins what the simulator plays for a seed: a digest of every listener call, every match result and the final
 * lists with their odds after N ticks. Written on the simulator before it was split into its loop, match
 * lifecycle, pricing, outrights and scheduling; the same seed must keep playing exactly the same matches.
 * A deliberate change to the simulation changes these digests: update them in the same commit and say why.
 */
function digestOf(sim: Simulator, ticks: number, tickMs: number): { digest: string; lines: number; results: number } {
  const log = logSimulation(sim);
  const results: MatchResult[] = [];
  sim.onMatchEnded((_gameId, result) => results.push(result));
  for (let i = 0; i < ticks; i++) sim.advance(tickMs);
  const hash = createHash('sha256');
  for (const line of log) hash.update(`${line}\n`);
  for (const result of results) hash.update(`${JSON.stringify(result)}\n`);
  for (const showType of SHOW_TYPES) {
    for (const gameType of GAME_TYPES) {
      for (const m of sim.listMembers(showType, gameType)) {
        hash.update(`${showType}:${gameType} ${JSON.stringify(m.wireMatch())} ${JSON.stringify(m.wireOdds(false))}\n`);
      }
    }
  }
  hash.update(JSON.stringify(sim.stats()));
  return { digest: hash.digest('hex'), lines: log.length, results: results.length };
}

describe('the simulator plays exactly the same for the same seed (pinned digests)', { timeout: 120_000 }, () => {
  it('seed 20261122 at noon in China: five minutes of in-play football, baskets and sets, second by second', () => {
    const sim = new Simulator({ seed: 20261122, live: 60, upcoming: 200, startTime: Date.UTC(2026, 10, 22, 4, 0, 0) });
    expect(digestOf(sim, 300, 1000)).toEqual({
      digest: '012db87d715b0de8b60b7753dc66be87b404d5819d090d8f2f8b835b8b2b54ff',
      lines: 41034,
      results: 4,
    });
  });

  it('seed 9 with many void matches: two hours in ten-second ticks: postponed, cancelled, abandoned, and an outright decided', () => {
    const sim = new Simulator({ seed: 9, live: 40, upcoming: 120, voidRate: 15, startTime: Date.UTC(2026, 10, 22, 4, 0, 0) });
    expect(digestOf(sim, 2 * 360, 10_000)).toEqual({
      digest: 'ad4e4a4c28824e81ef2756d4157df6566d03a2770520aa6121aff343105add68',
      lines: 758533,
      results: 145,
    });
  });

  it('seed 4 across midnight in China: the day rolls over while matches play', () => {
    const sim = new Simulator({ seed: 4, live: 40, upcoming: 120, startTime: Date.UTC(2026, 10, 22, 15, 55, 0) });
    expect(digestOf(sim, 120, 5000)).toEqual({
      digest: '97ea5dbb5c32b9ba03c073a44f292f8ceb62ebd0fa0db88cd3d6c353f20eb5f5',
      lines: 56711,
      results: 8,
    });
  });
});
