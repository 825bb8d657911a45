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
      digest: 'b01edfba9bbf4f383a7e58aa98f7b8582635656ce79060895668f3f9a8d38c65',
      lines: 40811,
      results: 4,
    });
  });

  it('seed 9 with many void matches: two hours in ten-second ticks: postponed, cancelled, abandoned, and an outright decided', () => {
    const sim = new Simulator({ seed: 9, live: 40, upcoming: 120, voidRate: 15, startTime: Date.UTC(2026, 10, 22, 4, 0, 0) });
    expect(digestOf(sim, 2 * 360, 10_000)).toEqual({
      digest: 'a5f63c826b0123e8df0fefaf3782a28278d57a6a88749461b658ae86a0337bac',
      lines: 758370,
      results: 145,
    });
  });

  it('seed 4 across midnight in China: the day rolls over while matches play', () => {
    const sim = new Simulator({ seed: 4, live: 40, upcoming: 120, startTime: Date.UTC(2026, 10, 22, 15, 55, 0) });
    expect(digestOf(sim, 120, 5000)).toEqual({
      digest: 'a4589f03d89aaab853cb3176daa4141e7c047eb4f82a92ba90cc0c0711cd6562',
      lines: 56542,
      results: 8,
    });
  });
});
