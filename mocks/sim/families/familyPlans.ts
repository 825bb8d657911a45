import { balancedHandicap, balancedTotal, ladder, lineRange } from '../markets';
import type { Dist } from '../distribution';
import type { ExtraMarket, MarketModel } from '../marketModel';

/**
 * The family markets each sport offers, with lines chosen from the pre-match model as the full-time ones are
 * (the line closest to an even chance, and its neighbours).
 */
export function footballExtras(model: MarketModel): ExtraMarket[] {
  const extras: ExtraMarket[] = [];
  const half = model.half;
  if (half) {
    extras.push({ kind: 'HM', playType: 'HM', line: 0 });
    const mainR = balancedHandicap(half.diff, lineRange(-2, 2, 0.25));
    for (const line of ladder(mainR, 0.25, 1)) extras.push({ kind: 'HR', playType: 'HR', line });
    const mainOU = balancedTotal(half.total, lineRange(0.5, 3.5, 0.25));
    for (const line of ladder(mainOU, 0.25, 1, 0.5)) extras.push({ kind: 'HOU', playType: 'HOU', line });
  }
  extras.push({ kind: 'PD', playType: 'PD', line: 0 });
  if (model.corners) {
    const main = balancedTotal(model.corners, lineRange(5.5, 14.5, 1));
    for (const line of ladder(main, 1, 1, 0.5)) extras.push({ kind: 'CN', playType: 'CN', line });
  }
  if (model.cards) {
    const main = balancedTotal(model.cards, lineRange(0.5, 7.5, 1));
    for (const line of ladder(main, 1, 1, 0.5)) extras.push({ kind: 'CD', playType: 'CD', line });
  }
  return extras;
}

/** Basketball: the first half's handicap and total (three lines each, a point apart), each quarter's main lines. */
export function basketballExtras(model: MarketModel): ExtraMarket[] {
  const extras: ExtraMarket[] = [];
  const half = model.half;
  if (half) {
    for (const line of ladder(pointLine(half.diff, 'R'), 1, 1)) extras.push({ kind: 'HR', playType: 'HR', line });
    for (const line of ladder(pointLine(half.total, 'OU'), 1, 1)) extras.push({ kind: 'HOU', playType: 'HOU', line });
  }
  const quarters = model.quarters ?? [];
  for (let q = 0; q < quarters.length && q < QUARTER_PLAY_TYPES.length; q++) {
    const quarter = quarters[q];
    const types = QUARTER_PLAY_TYPES[q];
    if (!quarter || !types) continue;
    extras.push({ kind: 'QR', playType: types[0], line: pointLine(quarter.diff, 'R'), period: q });
    extras.push({ kind: 'QOU', playType: types[1], line: pointLine(quarter.total, 'OU'), period: q });
  }
  return extras;
}

const QUARTER_PLAY_TYPES = [
  ['Q1R', 'Q1OU'],
  ['Q2R', 'Q2OU'],
  ['Q3R', 'Q3OU'],
  ['Q4R', 'Q4OU'],
] as const;

/** The balanced half-point line of a points distribution: a handicap on the difference, or a total. */
function pointLine(dist: Dist, kind: 'R' | 'OU'): number {
  const centre = Math.round((dist.min + dist.max) / 2);
  return kind === 'R'
    ? balancedHandicap(dist, lineRange(-centre - 15.5, -centre + 15.5, 1))
    : balancedTotal(dist, lineRange(Math.max(0.5, centre - 20.5), centre + 20.5, 1));
}

/** Tennis: the first and second set winners, the game handicap and total games (three lines each). */
export function tennisExtras(model: MarketModel): ExtraMarket[] {
  const extras: ExtraMarket[] = [
    { kind: 'SM', playType: 'S1M', line: 0, period: 0 },
    { kind: 'SM', playType: 'S2M', line: 0, period: 1 },
  ];
  const games = model.games;
  if (games) {
    const centre = Math.round((games.diff.min + games.diff.max) / 2);
    const mainR = balancedHandicap(games.diff, lineRange(-centre - 9.5, -centre + 9.5, 1));
    for (const line of ladder(mainR, 1, 1)) extras.push({ kind: 'GR', playType: 'GR', line });
    const mainOU = balancedTotal(games.total, lineRange(12.5, 50.5, 1));
    for (const line of ladder(mainOU, 1, 1)) extras.push({ kind: 'GOU', playType: 'GOU', line });
  }
  return extras;
}
