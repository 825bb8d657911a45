import { describe, expect, it } from 'vitest';
import type { OddsEntity } from '@streams';
import { marketLayout } from './marketLayout';

const odds = (oddsId: string, playType: OddsEntity['playType'], side: string, line = '', status: OddsEntity['status'] = 'open'): OddsEntity => ({
  oddsId,
  gameId: 'g1',
  playType,
  side,
  line,
  price: '1.90',
  status,
  prevPrice: null,
  changedAt: null,
  direction: null,
});

describe('markets of a match', () => {
  const layout = marketLayout([
    odds('r2h', 'R', 'H', '-0.75'),
    odds('mc', 'M', 'C'),
    odds('r1c', 'R', 'C', '-0.25'),
    odds('mh', 'M', 'H'),
    odds('r1h', 'R', 'H', '-0.25'),
    odds('mn', 'M', 'N'),
    odds('r2c', 'R', 'C', '-0.75'),
    odds('o1', 'OU', 'O', '2.5'),
    odds('u1', 'OU', 'U', '2.5'),
    odds('gone', 'OU', 'O', '3.5', 'closed'),
    odds('even', 'EO', 'EVEN'),
    odds('odd', 'EO', 'ODD'),
  ]);

  it('1X2 reads home, draw, away', () => {
    expect(layout.M.map((x) => x.side)).toEqual(['H', 'N', 'C']);
  });
  it('every handicap line, in order, home and away side by side (quarter lines included)', () => {
    expect(layout.R).toEqual([
      { line: '-0.75', first: 'r2h', second: 'r2c' },
      { line: '-0.25', first: 'r1h', second: 'r1c' },
    ]);
  });
  it('totals pair over and under; closed lines are gone', () => {
    expect(layout.OU).toEqual([{ line: '2.5', first: 'o1', second: 'u1' }]);
  });
  it('odd before even', () => {
    expect(layout.EO.map((x) => x.side)).toEqual(['ODD', 'EVEN']);
  });
});
