import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORRECT_SCORE_OTHER, type PlayType } from '@src/contract';
import { buildMarkets, fairProbabilities, type ExtraMarket, type SimOdds } from '../markets';
import type { FinalScore, MarketModel } from '../marketModel';
import { settleOdds } from '../matchResult';
import { poissonPmf, poissonScore, pointMass } from '../distribution';
import { catalogue } from '../leagues';
import { basketball } from '../sports/basketball';
import { football } from '../sports/football';
import { playEngine } from '../../testing/playEngine';

/** A match offering only the given family markets (after its 1X2). */
function offered(...extras: ExtraMarket[]): SimOdds[] {
  return buildMarkets('g', {
    threeWay: true,
    handicaps: [],
    totals: [],
    oddEven: false,
    mainHandicap: null,
    mainTotal: null,
    extras,
  }).odds;
}

function settle(odds: readonly SimOdds[], playType: PlayType, side: string, score: FinalScore): string {
  const o = odds.find((entry) => entry.wire.playType === playType && entry.wire.side === side);
  if (!o) throw new Error(`no ${playType} ${side}`);
  return settleOdds(o, score);
}

const FOOTBALL: FinalScore = {
  home: 3,
  away: 1,
  firstHalf: '1-1',
  corners: { home: 6, away: 4 },
  cards: { home: 2, away: 2 },
};

describe('half-time markets settle on the half-time score', () => {
  it('half-time 1X2: a level first half wins the draw whatever the full-time result', () => {
    const odds = offered({ kind: 'HM', playType: 'HM', line: 0 });
    expect(settle(odds, 'HM', 'N', FOOTBALL)).toBe('W');
    expect(settle(odds, 'HM', 'H', FOOTBALL)).toBe('L');
    expect(settle(odds, 'HM', 'C', FOOTBALL)).toBe('L');
  });

  it('half handicap: a quarter line wins or loses half, a whole line pushes', () => {
    const odds = offered({ kind: 'HR', playType: 'HR', line: -0.25 }, { kind: 'HR', playType: 'HR', line: 0 });
    const quarter = odds.filter((o) => o.wire.line === '-0.25');
    const level = odds.filter((o) => o.wire.line === '0');
    expect(settleOdds(quarter[0]!, FOOTBALL)).toBe('LL');
    expect(settleOdds(quarter[1]!, FOOTBALL)).toBe('LW');
    expect(settleOdds(level[0]!, FOOTBALL)).toBe('P');
  });

  it('half over/under: 2.5 goes under on 1-1, 1.75 wins half for the over', () => {
    const odds = offered({ kind: 'HOU', playType: 'HOU', line: 2.5 }, { kind: 'HOU', playType: 'HOU', line: 1.75 });
    const [over25, under25, over175] = [odds[3]!, odds[4]!, odds[5]!];
    expect(settleOdds(over25, FOOTBALL)).toBe('L');
    expect(settleOdds(under25, FOOTBALL)).toBe('W');
    expect(settleOdds(over175, FOOTBALL)).toBe('LW');
  });

  it('a half never played (no half-time score) is void', () => {
    const odds = offered({ kind: 'HM', playType: 'HM', line: 0 });
    expect(settle(odds, 'HM', 'H', { home: 1, away: 0 })).toBe('D');
  });
});

describe('correct score', () => {
  it('wins only on the exact final score; any score beyond four a side wins AOS', () => {
    const odds = offered({ kind: 'PD', playType: 'PD', line: 0 });
    expect(odds.filter((o) => o.wire.playType === 'PD')).toHaveLength(26);
    expect(settle(odds, 'PD', '3-1', FOOTBALL)).toBe('W');
    expect(settle(odds, 'PD', '1-3', FOOTBALL)).toBe('L');
    expect(settle(odds, 'PD', CORRECT_SCORE_OTHER, FOOTBALL)).toBe('L');
    expect(settle(odds, 'PD', CORRECT_SCORE_OTHER, { home: 5, away: 0 })).toBe('W');
  });

  it('exactly one side wins for any final score (property)', () => {
    const odds = offered({ kind: 'PD', playType: 'PD', line: 0 }).filter((o) => o.wire.playType === 'PD');
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), (home, away) => {
        const winners = odds.filter((o) => settleOdds(o, { home, away }) === 'W');
        expect(winners).toHaveLength(1);
      }),
    );
  });

  it('prices a score already passed at zero and the rest as a whole book', () => {
    const odds = offered({ kind: 'PD', playType: 'PD', line: 0 });
    const market = odds.find((o) => o.wire.playType === 'PD')!.market;
    const model: MarketModel = {
      ...poissonScore(1, 0, 0.6, 0.5),
      tieShare: 0.5,
      score: { home: 1, away: 0, moreHome: poissonPmf(0.6), moreAway: poissonPmf(0.5) },
    };
    const out: number[] = [];
    fairProbabilities(market, model, out);
    const p = (side: string) => out[market.odds.findIndex((o) => o.wire.side === side)] ?? -1;
    expect(p('0-0')).toBe(0);
    expect(p('0-3')).toBe(0);
    expect(p('1-0')).toBeGreaterThan(p('2-0'));
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});

describe('corners and cards', () => {
  it('corners over/under settle on both sides corners together, with pushes on whole lines', () => {
    const odds = offered({ kind: 'CN', playType: 'CN', line: 9.5 }, { kind: 'CN', playType: 'CN', line: 10 });
    expect(settleOdds(odds[3]!, FOOTBALL)).toBe('W');
    expect(settleOdds(odds[4]!, FOOTBALL)).toBe('L');
    expect(settleOdds(odds[5]!, FOOTBALL)).toBe('P');
  });

  it('cards over/under: four cards go over 3.5; a match without a card count is void', () => {
    const odds = offered({ kind: 'CD', playType: 'CD', line: 3.5 });
    expect(settle(odds, 'CD', 'O', FOOTBALL)).toBe('W');
    expect(settle(odds, 'CD', 'U', FOOTBALL)).toBe('L');
    expect(settle(odds, 'CD', 'O', { home: 0, away: 0 })).toBe('D');
  });

  it('a corner line already beaten is decided: the over can no longer lose', () => {
    const odds = offered({ kind: 'CN', playType: 'CN', line: 8.5 });
    const market = odds[3]!.market;
    const model: MarketModel = { ...poissonScore(0, 0, 1, 1), tieShare: 0.5, corners: pointMass(9) };
    expect(fairProbabilities(market, model, [])).toBe(true);
  });
});

describe('basketball quarters and halves', () => {
  const game: FinalScore = { home: 101, away: 98, firstHalf: '50-52', periods: ['25-30', '25-22', '26-20', '25-26'] };

  it('a quarter handicap and total settle on that quarter only', () => {
    const odds = offered(
      { kind: 'QR', playType: 'Q3R', line: -4.5, period: 2 },
      { kind: 'QOU', playType: 'Q1OU', line: 54.5, period: 0 },
    );
    expect(settle(odds, 'Q3R', 'H', game)).toBe('W');
    expect(settle(odds, 'Q3R', 'C', game)).toBe('L');
    expect(settle(odds, 'Q1OU', 'O', game)).toBe('W');
  });

  it('the first-half handicap reads the first two quarters', () => {
    const odds = offered({ kind: 'HR', playType: 'HR', line: 1.5 }, { kind: 'HR', playType: 'HR', line: 2.5 });
    expect(settleOdds(odds[3]!, game)).toBe('L');
    expect(settleOdds(odds[5]!, game)).toBe('W');
  });

  it('a quarter the match never reached is void', () => {
    const odds = offered({ kind: 'QOU', playType: 'Q4OU', line: 50.5, period: 3 });
    expect(settle(odds, 'Q4OU', 'O', { home: 40, away: 30, periods: ['20-15', '20-15'] })).toBe('D');
  });

  it('a finished quarter is decided (its lines close)', () => {
    const odds = offered({ kind: 'QR', playType: 'Q1R', line: -0.5, period: 0 });
    const model: MarketModel = { ...poissonScore(0, 0, 1, 1), tieShare: 0.5, quarters: [null, null, null, null] };
    expect(fairProbabilities(odds[3]!.market, model, [])).toBe(true);
  });
});

describe('tennis sets and games', () => {
  const match: FinalScore = { home: 2, away: 1, periods: ['4-6', '7-6', '6-2'] };

  it('set winners settle on their own set', () => {
    const odds = offered({ kind: 'SM', playType: 'S1M', line: 0, period: 0 }, { kind: 'SM', playType: 'S2M', line: 0, period: 1 });
    expect(settle(odds, 'S1M', 'C', match)).toBe('W');
    expect(settle(odds, 'S2M', 'H', match)).toBe('W');
  });

  it('games: 17-14 over three sets covers -2.5 and goes over 30.5 (a tiebreak counts one game)', () => {
    const odds = offered({ kind: 'GR', playType: 'GR', line: -2.5 }, { kind: 'GOU', playType: 'GOU', line: 30.5 });
    expect(settle(odds, 'GR', 'H', match)).toBe('W');
    expect(settle(odds, 'GOU', 'O', match)).toBe('W');
  });

  it('a set winner market is two-way and priced on the set chance', () => {
    const odds = offered({ kind: 'SM', playType: 'S1M', line: 0, period: 0 });
    const model: MarketModel = { ...poissonScore(0, 0, 1, 1), tieShare: 0.5, sets: [0.7, 0.6] };
    const out: number[] = [];
    expect(fairProbabilities(odds[3]!.market, model, out)).toBe(false);
    expect(out[0]).toBeCloseTo(0.7, 9);
    expect(out[1]).toBeCloseTo(0.3, 9);
  });
});

describe('the engines play the events the families settle on', { timeout: 60_000 }, () => {
  it('football: every corner and card is a tracker event, and the final counts are theirs', () => {
    const { engine, events } = playEngine(football, catalogue('FT', 1)[0]!, 7);
    const final = engine.final();
    const count = (kinds: string[], side: 'H' | 'C') => events.filter((e) => kinds.includes(e.kind) && e.side === side).length;
    expect(count(['corner'], 'H') + count(['corner'], 'C')).toBeGreaterThan(3);
    expect(final.corners).toEqual({ home: count(['corner'], 'H'), away: count(['corner'], 'C') });
    expect(final.cards).toEqual({ home: count(['yellow', 'red'], 'H'), away: count(['yellow', 'red'], 'C') });
    expect(count(['goal'], 'H')).toBe(final.home);
    expect(count(['goal'], 'C')).toBe(final.away);
    expect(events.every((e) => ['1H', '2H'].includes(e.period))).toBe(true);
  });

  it('basketball: the half-time score is the sum of the first two quarters', () => {
    const { engine } = playEngine(basketball, catalogue('BK', 1)[0]!, 5);
    const final = engine.final();
    const [q1, q2] = (final.periods ?? []).map((p) => p.split('-').map(Number));
    expect(final.firstHalf).toBe(`${q1![0]! + q2![0]!}-${q1![1]! + q2![1]!}`);
  });
});
