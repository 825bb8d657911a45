import { seriesScore } from '../seriesModel';
import type { MarketModel, MarketPlan } from '../markets';
import type { LiveWriter } from './engine';

/**
 * Markets of a best-of series (sets or frames): match winner, set handicaps of 1.5 and more, totals around the
 * likely lengths, odd/even from five sets up. The main handicap favours the stronger side.
 */
export function seriesPlan(bestOf: number, homeFavoured: boolean): MarketPlan {
  const need = (bestOf + 1) / 2;
  const handicaps: number[] = [];
  for (let j = 1; j < need && j <= 3; j++) handicaps.push(-(j + 0.5), j + 0.5);
  handicaps.sort((a, b) => a - b);
  const totals: number[] = [];
  for (let t = need + 0.5; t <= bestOf - 0.5; t++) totals.push(t);
  const keep = totals.slice(Math.max(0, totals.length - 3));
  return {
    threeWay: false,
    handicaps,
    totals: keep,
    oddEven: bestOf >= 5,
    mainHandicap: handicaps.length > 0 ? (homeFavoured ? -1.5 : 1.5) : null,
    mainTotal: keep.length > 0 ? (keep[Math.floor((keep.length - 1) / 2)] ?? null) : null,
  };
}

export function seriesModel(
  setsH: number,
  setsC: number,
  bestOf: number,
  pCurrent: number,
  pNext: number,
): MarketModel {
  return { ...seriesScore(setsH, setsC, (bestOf + 1) / 2, pCurrent, pNext), tieShare: 0.5 };
}

/**
 * A set (a frame in snooker) has just been won: publishes the sets won, which are also the match score, and
 * clears the in-set count. True when that set won the match.
 */
export function publishSetWon(m: LiveWriter, setsH: number, setsC: number, bestOf: number): boolean {
  m.set('sc_set_H', setsH);
  m.set('sc_set_A', setsC);
  m.set('sc_FT_H', setsH);
  m.set('sc_FT_C', setsC);
  m.set('sc_game_H', 0);
  m.set('sc_game_A', 0);
  const need = (bestOf + 1) / 2;
  return setsH === need || setsC === need;
}
