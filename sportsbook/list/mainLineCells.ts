import type { MainLines, OddsEntity } from '@streams';

/**
 * The cells of a match row's main lines, by odds id and line only: a row selects this and re-renders only
 * when its lines or odds ids change, not on every price (each cell selects its own odds).
 */
export interface MainLineCells {
  /** 1X2: home, draw, away (two-way sports: no draw). */
  M: readonly (string | undefined)[];
  R: { line: string; home: string | undefined; away: string | undefined } | null;
  OU: { line: string; over: string | undefined; under: string | undefined } | null;
  EO: { odd: string | undefined; even: string | undefined } | null;
  /** Every odds id of the row, joined: equal strings mean equal cells. */
  key: string;
}

const cache = new WeakMap<MainLines, MainLineCells>();

function idOf(odds: readonly OddsEntity[], side: string): string | undefined {
  for (const entry of odds) if (entry.side === side) return entry.oddsId;
  return undefined;
}

export function mainLineCells(lines: MainLines): MainLineCells {
  const cached = cache.get(lines);
  if (cached !== undefined) return cached;
  const hasDraw = lines.M.some((odds) => odds.side === 'N');
  const M = hasDraw ? [idOf(lines.M, 'H'), idOf(lines.M, 'N'), idOf(lines.M, 'C')] : [idOf(lines.M, 'H'), idOf(lines.M, 'C')];
  const R = lines.R.length === 0 ? null : { line: lines.R[0]!.line, home: idOf(lines.R, 'H'), away: idOf(lines.R, 'C') };
  const OU = lines.OU.length === 0 ? null : { line: lines.OU[0]!.line, over: idOf(lines.OU, 'O'), under: idOf(lines.OU, 'U') };
  const EO = lines.EO.length === 0 ? null : { odd: idOf(lines.EO, 'ODD'), even: idOf(lines.EO, 'EVEN') };
  const key = [M.join(','), R ? `${R.line}:${R.home}:${R.away}` : '', OU ? `${OU.line}:${OU.over}:${OU.under}` : '', EO ? `${EO.odd}:${EO.even}` : ''].join('|');
  const cells = { M, R, OU, EO, key };
  cache.set(lines, cells);
  return cells;
}
