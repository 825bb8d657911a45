import Big from 'big.js';
import type { PricePoint } from '@streams/tracker';

export interface ChartSeries {
  side: string;
  points: readonly PricePoint[];
}

export interface ChartLine {
  side: string;
  /** SVG polyline points ("x,y x,y ..."), a step line: a price holds until the next change. */
  path: string;
  first: string;
  last: string;
}

export interface ChartGeometry {
  lines: ChartLine[];
  low: string;
  high: string;
}

/** An SVG coordinate: pixels with one decimal (drawing only; the prices themselves stay decimal strings). */
function px(value: Big): number {
  return Number(value.round(1).toFixed(1));
}

/**
 * Polylines of price series on a `width` x `height` box: time left to right from the first point of any series to
 * `until` (now), prices bottom (lowest) to top (highest) with a little room; null when no series has a point.
 * Prices are compared and scaled with big.js, never parsed into floats.
 */
export function chartGeometry(series: readonly ChartSeries[], width: number, height: number, until: number): ChartGeometry | null {
  let start = Infinity;
  let low: Big | null = null;
  let high: Big | null = null;
  for (const { points } of series) {
    for (const [t, price] of points) {
      if (t < start) start = t;
      const value = new Big(price);
      if (low === null || value.lt(low)) low = value;
      if (high === null || value.gt(high)) high = value;
    }
  }
  if (low === null || high === null || !Number.isFinite(start)) return null;
  const end = Math.max(until, start + 1);
  const span = high.minus(low);
  const pad = span.eq(0) ? new Big('0.05') : span.times('0.08');
  const top = high.plus(pad);
  const range = top.minus(low.minus(pad));
  const x = (t: number) => px(new Big(Math.min(t, end) - start).div(end - start).times(width));
  const y = (price: string) => px(top.minus(price).div(range).times(height));
  const lines: ChartLine[] = [];
  for (const { side, points } of series) {
    const first = points[0];
    const last = points[points.length - 1];
    if (first === undefined || last === undefined) continue;
    const coords: string[] = [];
    let previousY: number | null = null;
    for (const [t, price] of points) {
      const at = x(t);
      const level = y(price);
      if (previousY !== null) coords.push(`${at},${previousY}`);
      coords.push(`${at},${level}`);
      previousY = level;
    }
    coords.push(`${px(new Big(width))},${previousY ?? 0}`);
    lines.push({ side, path: coords.join(' '), first: first[1], last: last[1] });
  }
  return { lines, low: low.toFixed(2), high: high.toFixed(2) };
}
