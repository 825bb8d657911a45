import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDER_MIN_DRAG_MS, SLIDER_MIN_TRACK_POINTS, sliderOutputSchema } from '@src/contract';
import { DragTrack, clampPieceX, keyboardPieceX, maxPieceX, thinTrack, type TrackPoint } from './sliderTrack';

const puzzle = { width: 300, pieceWidth: 52 };

describe('the drag track', () => {
  it('starts at [0, 0, 0] and times every sample from the start of the drag', () => {
    const track = new DragTrack(1000);
    track.add(12, 1, 1040);
    track.add(80, -2, 1210);
    expect(track.output(80)).toEqual({
      x: 80,
      track: [
        [0, 0, 0],
        [12, 1, 40],
        [80, -2, 210],
      ],
    });
  });

  it('never goes back in time, even if the clock does', () => {
    const track = new DragTrack(1000);
    track.add(10, 0, 1100);
    track.add(20, 0, 1050);
    expect(track.output(20).track.map((point) => point[2])).toEqual([0, 100, 100]);
  });

  it('a drag of a hand (samples over 300 ms or more) is a track the server accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxPieceX(puzzle) }),
        fc.array(fc.integer({ min: 8, max: 40 }), { minLength: SLIDER_MIN_TRACK_POINTS, maxLength: 700 }),
        (target, gaps) => {
          const track = new DragTrack(0);
          let at = 0;
          gaps.forEach((gap, index) => {
            at += gap;
            track.add(Math.round((target * (index + 1)) / gaps.length), 0, at);
          });
          const output = track.output(target);
          expect(sliderOutputSchema.safeParse(output).success).toBe(true);
          const times = output.track.map((point) => point[2]);
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(output.track.length).toBeGreaterThanOrEqual(SLIDER_MIN_TRACK_POINTS);
          expect(output.track.at(-1)?.[0]).toBe(target);
          if (at >= SLIDER_MIN_DRAG_MS) expect(times.at(-1)).toBeGreaterThanOrEqual(SLIDER_MIN_DRAG_MS);
        },
      ),
    );
  });

  it('a long drag is thinned to at most 600 samples, keeping the first and the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3000 }), fc.integer({ min: 2, max: 600 }), (length, max) => {
        const points: TrackPoint[] = Array.from({ length }, (_, i) => [i, 0, i * 10]);
        const thinned = thinTrack(points, max);
        expect(thinned.length).toBe(Math.min(length, max));
        expect(thinned[0]).toEqual(points[0]);
        expect(thinned.at(-1)).toEqual(points.at(-1));
      }),
    );
  });
});

describe('moving the piece', () => {
  it('stays between the left edge and the right edge of the picture', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const clamped = clampPieceX(x, puzzle);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(248);
        expect(Number.isInteger(clamped)).toBe(true);
      }),
    );
  });

  it('arrows move 1 px, 10 with Shift; Page keys 10; Home and End to either end', () => {
    expect(keyboardPieceX('ArrowRight', false, 5, puzzle)).toBe(6);
    expect(keyboardPieceX('ArrowRight', true, 5, puzzle)).toBe(15);
    expect(keyboardPieceX('ArrowLeft', false, 0, puzzle)).toBe(0);
    expect(keyboardPieceX('ArrowUp', false, 247, puzzle)).toBe(248);
    expect(keyboardPieceX('ArrowUp', false, 248, puzzle)).toBe(248);
    expect(keyboardPieceX('PageUp', false, 5, puzzle)).toBe(15);
    expect(keyboardPieceX('PageDown', false, 5, puzzle)).toBe(0);
    expect(keyboardPieceX('Home', false, 100, puzzle)).toBe(0);
    expect(keyboardPieceX('End', false, 100, puzzle)).toBe(248);
    expect(keyboardPieceX('a', false, 100, puzzle)).toBeNull();
  });
});
