import { memo, useId } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@src/store/hooks';
import type { PricePoint } from '@streams/tracker';
import { useSportText } from '../sportText';
import { selectTrackedHistory } from './matchTrackerSlice';
import { chartGeometry } from './priceChartGeometry';

const WIDTH = 300;
const HEIGHT = 72;
/** Each side its own dash as well as its colour (WCAG 1.4.1: colour is never the only sign). */
const STROKES: Record<string, { color: string; dash: string }> = {
  H: { color: 'var(--sp-selected)', dash: '' },
  N: { color: 'var(--sp-muted)', dash: '5 3' },
  C: { color: 'var(--sp-live)', dash: '1.5 2.5' },
};

export interface PriceChartProps {
  /** The main 1X2 odds of the match, by side (H, N, C). */
  cells: readonly { side: string; oddsId: string }[];
}

/**
 * A small chart of the main 1X2 prices since kick-off (inline SVG: a step line per side, from the history the
 * feed keeps for an open match). It renders only when one of those histories changes.
 */
export const PriceChart = memo(function PriceChart({ cells }: PriceChartProps) {
  const t = useSportText();
  const captionId = useId();
  const histories = useAppSelector(
    (state) => cells.map((cell) => selectTrackedHistory(state, cell.oddsId)),
    shallowEqual,
  ) as readonly (readonly PricePoint[])[];
  let until = 0;
  for (const points of histories) for (const [time] of points) if (time > until) until = time;
  const geometry = chartGeometry(
    cells.map((cell, i) => ({ side: cell.side, points: histories[i] ?? [] })),
    WIDTH,
    HEIGHT,
    until,
  );
  const sideText = (side: string) => t(`side.${side}` as 'side.H');
  return (
    <figure className="sp-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('chart.title')}</figcaption>
      {geometry === null ? (
        <p className="sp-chart-empty">{t('chart.empty')}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={[
              ...geometry.lines.map((line) => t('chart.summary', { side: sideText(line.side), from: line.first, to: line.last })),
              t('chart.range', { low: geometry.low, high: geometry.high }),
            ].join('；')}
          >
            <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--sp-border)" />
            {geometry.lines.map((line) => (
              <polyline
                key={line.side}
                points={line.path}
                fill="none"
                stroke={STROKES[line.side]?.color ?? 'currentColor'}
                strokeDasharray={STROKES[line.side]?.dash ?? ''}
                strokeWidth="1.6"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          <ul className="sp-chart-legend" aria-label={t('chart.legend')}>
            {geometry.lines.map((line) => (
              <li key={line.side}>
                <svg width="18" height="6" aria-hidden="true" focusable="false">
                  <line
                    x1="0"
                    y1="3"
                    x2="18"
                    y2="3"
                    stroke={STROKES[line.side]?.color ?? 'currentColor'}
                    strokeDasharray={STROKES[line.side]?.dash ?? ''}
                    strokeWidth="2"
                  />
                </svg>
                <span className="sp-num">{t('chart.summary', { side: sideText(line.side), from: line.first, to: line.last })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
});
