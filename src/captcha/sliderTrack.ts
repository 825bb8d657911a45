import type { SliderChallenge, SliderOutput } from '@src/contract';

/** One sample of the drag: [x, y, ms since the drag started], x and y relative to where it started. */
export type TrackPoint = [x: number, y: number, ms: number];

/** The contract accepts at most 600 samples; a long, slow drag is thinned to this many. */
export const MAX_TRACK_POINTS = 600;

/** How far the piece's left edge may go: it starts at 0 and stops at the right edge of the picture. */
export function maxPieceX(challenge: Pick<SliderChallenge, 'width' | 'pieceWidth'>): number {
  return Math.max(0, challenge.width - challenge.pieceWidth);
}

export function clampPieceX(x: number, challenge: Pick<SliderChallenge, 'width' | 'pieceWidth'>): number {
  return Math.min(Math.max(0, Math.round(x)), maxPieceX(challenge));
}

/**
 * Records a drag as the server wants it (contract captcha.ts): times relative to the first sample, never
 * going backwards even if the clock does.
 */
export class DragTrack {
  private readonly samples: TrackPoint[] = [];

  constructor(private readonly startedAt: number) {
    this.samples.push([0, 0, 0]);
  }

  add(x: number, y: number, at: number): void {
    const last = this.samples[this.samples.length - 1];
    const ms = Math.max(last?.[2] ?? 0, Math.round(at - this.startedAt));
    this.samples.push([Math.round(x), Math.round(y), ms]);
  }

  get length(): number {
    return this.samples.length;
  }

  /** The captcha_output of this drag, the piece ending at `x`. */
  output(x: number): SliderOutput {
    return { x: Math.round(x), track: thinTrack(this.samples, MAX_TRACK_POINTS) };
  }
}

/** Keeps the first and the last sample and evenly spaced ones between, at most `max` in all. */
export function thinTrack(points: readonly TrackPoint[], max: number): TrackPoint[] {
  if (points.length <= max) return points.map((point) => [...point]);
  const kept: TrackPoint[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) {
    const point = points[Math.round(i * step)];
    if (point) kept.push([...point]);
  }
  return kept;
}

/**
 * Keyboard control of the piece (WAI-ARIA slider): arrows move 1 px (10 with Shift), Page Up/Down 10 px,
 * Home and End to either end. Returns the new x, or null for a key that does not move it.
 */
export function keyboardPieceX(
  key: string,
  shiftKey: boolean,
  x: number,
  challenge: Pick<SliderChallenge, 'width' | 'pieceWidth'>,
): number | null {
  const step = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPieceX(x + step, challenge);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPieceX(x - step, challenge);
    case 'PageUp':
      return clampPieceX(x + 10, challenge);
    case 'PageDown':
      return clampPieceX(x - 10, challenge);
    case 'Home':
      return 0;
    case 'End':
      return maxPieceX(challenge);
    default:
      return null;
  }
}
