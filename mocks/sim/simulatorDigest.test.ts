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
      digest: 'bcb7e4e2f52ec026d65932a3bbbdb6f4efeb96908cad5082f1cd82e66e480ada',
      lines: 25375,
      results: 1,
    });
  });

  it('seed 9 with many void matches: two hours in ten-second ticks: postponed, cancelled, abandoned, and an outright decided', () => {
    const sim = new Simulator({ seed: 9, live: 40, upcoming: 120, voidRate: 15, startTime: Date.UTC(2026, 10, 22, 4, 0, 0) });
    expect(digestOf(sim, 2 * 360, 10_000)).toEqual({
      digest: 'bdacb8b3311a8f735688beba62afae97ae95dde129f7b9395994638e878a9183',
      lines: 499795,
      results: 147,
    });
  });

  it('seed 4 across midnight in China: the day rolls over while matches play', () => {
    const sim = new Simulator({ seed: 4, live: 40, upcoming: 120, startTime: Date.UTC(2026, 10, 22, 15, 55, 0) });
    expect(digestOf(sim, 120, 5000)).toEqual({
      digest: '87b5c25e0595a77a7c802d7514aa1fc8fc9304f74fa8aa0fab639a07a334e72a',
      lines: 41408,
      results: 7,
    });
  });
});
