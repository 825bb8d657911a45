import { describe, expect, it } from 'vitest';
import { chartGeometry } from './priceChartGeometry';
import { recentEvents, timelineMarks } from './trackerTimeline';

describe('tracker timeline', () => {
  it('places events on 90 minutes; stoppage time stays at the end of its half', () => {
    const marks = timelineMarks([
      { id: 1, kind: 'corner', side: 'H', clock: '0', period: '1H' },
      { id: 2, kind: 'goal', side: 'C', clock: '2820', period: '1H' },
      { id: 3, kind: 'yellow', side: 'H', clock: '2700', period: '2H' },
      { id: 4, kind: 'red', side: 'C', clock: '5580', period: '2H' },
    ]);
    expect(marks.map((m) => [m.at, m.minute])).toEqual([
      [0, "1'"],
      [0.5, "45+3'"],
      [0.5, "46'"],
      [1, "90+4'"],
    ]);
    expect(recentEvents(marks, 2).map((m) => m.event.id)).toEqual([4, 3]);
  });
});

describe('price chart geometry', () => {
  it('draws step lines from the first point to now, the highest price at the top', () => {
    const geometry = chartGeometry(
      [
        { side: 'H', points: [[0, '2.00'], [50, '1.50']] },
        { side: 'C', points: [[0, '3.00']] },
      ],
      100,
      50,
      100,
    );
    expect(geometry?.low).toBe('1.50');
    expect(geometry?.high).toBe('3.00');
    const home = geometry?.lines[0]?.path.split(' ') ?? [];
    expect(home[0]?.startsWith('0,')).toBe(true);
    expect(home[home.length - 1]?.startsWith('100,')).toBe(true);
    const away = geometry?.lines[1]?.path.split(' ') ?? [];
    const yAway = Number(away[0]?.split(',')[1]);
    const yHomeLast = Number(home[home.length - 1]?.split(',')[1]);
    expect(yAway).toBeLessThan(yHomeLast);
    expect(geometry?.lines.map((line) => `${line.first}→${line.last}`)).toEqual(['2.00→1.50', '3.00→3.00']);
  });

  it('has nothing to draw before the first price', () => {
    expect(chartGeometry([{ side: 'H', points: [] }], 100, 50, 0)).toBeNull();
  });
});
