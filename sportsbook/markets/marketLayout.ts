import type { OddsEntity } from '@streams';
import { compareLines } from './lineFormat';

/** One line of a two-way market (handicap: home/away; total: over/under). */
export interface LinePair {
  line: string;
  first: string | undefined;
  second: string | undefined;
}

/** Every market of a match, by odds id, in display order (spec: 全场独赢 M, 让球 R, 大小 OU, 单双 EO). */
export interface MarketLayout {
  M: { side: string; oddsId: string }[];
  R: LinePair[];
  OU: LinePair[];
  EO: { side: string; oddsId: string }[];
  /** Equal keys mean equal layouts (prices aside): the view re-renders only when markets or lines change. */
  key: string;
}

const SIDE_ORDER: Record<string, number> = { H: 0, N: 1, C: 2, ODD: 0, EVEN: 1 };
const cache = new WeakMap<readonly OddsEntity[], MarketLayout>();

function pairs(odds: readonly OddsEntity[], first: string, second: string): LinePair[] {
  const byLine = new Map<string, LinePair>();
  for (const entry of odds) {
    const pair = byLine.get(entry.line) ?? { line: entry.line, first: undefined, second: undefined };
    if (entry.side === first) pair.first = entry.oddsId;
    else if (entry.side === second) pair.second = entry.oddsId;
    byLine.set(entry.line, pair);
  }
  return [...byLine.values()].sort((a, b) => compareLines(a.line, b.line));
}

export function marketLayout(odds: readonly OddsEntity[]): MarketLayout {
  const cached = cache.get(odds);
  if (cached !== undefined) return cached;
  const of = (playType: string) => odds.filter((entry) => entry.playType === playType && entry.status !== 'closed');
  const sided = (list: OddsEntity[]) =>
    list
      .map((entry) => ({ side: entry.side, oddsId: entry.oddsId }))
      .sort((a, b) => (SIDE_ORDER[a.side] ?? 9) - (SIDE_ORDER[b.side] ?? 9));
  const M = sided(of('M'));
  const R = pairs(of('R'), 'H', 'C');
  const OU = pairs(of('OU'), 'O', 'U');
  const EO = sided(of('EO'));
  const key = [
    M.map((x) => x.oddsId).join(','),
    R.map((p) => `${p.line}:${p.first}:${p.second}`).join(','),
    OU.map((p) => `${p.line}:${p.first}:${p.second}`).join(','),
    EO.map((x) => x.oddsId).join(','),
  ].join('|');
  const layout = { M, R, OU, EO, key };
  cache.set(odds, layout);
  return layout;
}
