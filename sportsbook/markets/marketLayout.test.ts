import { describe, expect, it } from 'vitest';
import type { OddsEntity } from '@streams';
import { marketLayout, sectionOnTab, type MarketLayout, type MarketSection } from './marketLayout';

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

type Shaped<S extends MarketSection['shape']> = Extract<MarketSection, { shape: S }> extends never
  ? Extract<MarketSection, { shape: 'handicap' | 'total' }>
  : Extract<MarketSection, { shape: S }>;

function section<S extends MarketSection['shape']>(layout: MarketLayout, playType: string, shape: S): Shaped<S> {
  const found = layout.sections.find((entry) => entry.playType === playType);
  if (found?.shape !== shape) throw new Error(`no ${shape} ${playType}`);
  return found as Shaped<S>;
}

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
    expect(section(layout, 'M', 'sided').cells.map((x) => x.side)).toEqual(['H', 'N', 'C']);
  });
  it('every handicap line, in order, home and away side by side (quarter lines included)', () => {
    expect(section(layout, 'R', 'handicap').pairs).toEqual([
      { line: '-0.75', first: 'r2h', second: 'r2c' },
      { line: '-0.25', first: 'r1h', second: 'r1c' },
    ]);
  });
  it('totals pair over and under; closed lines are gone', () => {
    expect(section(layout, 'OU', 'total').pairs).toEqual([{ line: '2.5', first: 'o1', second: 'u1' }]);
  });
  it('odd before even', () => {
    expect(section(layout, 'EO', 'sided').cells.map((x) => x.side)).toEqual(['ODD', 'EVEN']);
  });
});

describe('the market families in the detail', () => {
  const layout = marketLayout([
    odds('mh', 'M', 'H'),
    odds('pd21', 'PD', '2-1'),
    odds('pd10', 'PD', '1-0'),
    odds('pd00', 'PD', '0-0'),
    odds('pd01', 'PD', '0-1'),
    odds('pd20', 'PD', '2-0'),
    odds('pd11', 'PD', '1-1'),
    odds('pdOther', 'PD', 'AOS'),
    odds('pdGone', 'PD', '0-2', '', 'closed'),
    odds('cnO', 'CN', 'O', '9.5'),
    odds('cnU', 'CN', 'U', '9.5'),
    odds('hmH', 'HM', 'H'),
    odds('hrH', 'HR', 'H', '-0.25'),
    odds('hrC', 'HR', 'C', '-0.25'),
  ]);

  it('orders the families after the full-time markets: half, correct score, corners', () => {
    expect(layout.sections.map((entry) => entry.playType)).toEqual(['M', 'HM', 'HR', 'PD', 'CN']);
  });

  it('lays a correct score out in three columns (home wins, draws, away wins) by goals, with any other score apart; closed scores are gone', () => {
    const scores = section(layout, 'PD', 'scores');
    expect(scores.home.map((x) => x.side)).toEqual(['1-0', '2-0', '2-1']);
    expect(scores.draw.map((x) => x.side)).toEqual(['0-0', '1-1']);
    expect(scores.away.map((x) => x.side)).toEqual(['0-1']);
    expect(scores.other?.oddsId).toBe('pdOther');
  });

  it('offers only the tabs the match has markets for, 全部 first', () => {
    expect(layout.tabs).toEqual(['all', 'lines', 'half', 'score', 'corners']);
    const onHalf = layout.sections.filter((entry) => sectionOnTab(entry, 'half')).map((entry) => entry.playType);
    expect(onHalf).toEqual(['HM', 'HR']);
  });
});
