import { describe, expect, it } from 'vitest';
import { alternate } from './runPlan';

describe('the order of the runs', () => {
  it('alternates the targets: each round runs every target once, in the same order', () => {
    expect(
      alternate(['paint', 'heap', 'ingest'], 3).map(({ round, target }) => `${round}:${target}`),
    ).toEqual([
      '1:paint',
      '1:heap',
      '1:ingest',
      '2:paint',
      '2:heap',
      '2:ingest',
      '3:paint',
      '3:heap',
      '3:ingest',
    ]);
  });

  it('one target alone runs its rounds back to back', () => {
    expect(alternate(['heap'], 2)).toEqual([
      { round: 1, target: 'heap' },
      { round: 2, target: 'heap' },
    ]);
  });
});
