import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SLIDER_MIN_DRAG_MS,
  SLIDER_MIN_TRACK_POINTS,
  sliderOutputSchema,
  type SliderChallenge,
  type SliderOutput,
} from '@src/contract';
import { createI18n } from '@src/i18n';
import { classicTheme } from '@src/theme';
import { SliderCaptcha } from './SliderCaptcha';

// jsdom has no PointerEvent; a MouseEvent with a pointerId is what React reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
});

const challenge: SliderChallenge = {
  lot_number: 'lot-1',
  gen_time: '1700000000000',
  bg: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,AAAA',
  width: 300,
  height: 160,
  pieceWidth: 52,
  pieceHeight: 52,
  y: 40,
  expiresAt: 1700000120000,
};

/** A clock that moves 60 ms every time it is read. */
function steppingClock(step = 60): () => number {
  let now = 5000;
  return () => (now += step);
}

function wrap(children: ReactNode) {
  return (
    <I18nextProvider i18n={createI18n()}>
      <ThemeProvider theme={classicTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

function expectAcceptableTrack(output: SliderOutput, x: number): void {
  expect(sliderOutputSchema.safeParse(output).success).toBe(true);
  expect(output.x).toBe(x);
  expect(output.track.length).toBeGreaterThanOrEqual(SLIDER_MIN_TRACK_POINTS);
  const times = output.track.map((point) => point[2]);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(SLIDER_MIN_DRAG_MS);
  expect(output.track.at(-1)?.[0]).toBe(x);
}

describe('the slider captcha', () => {
  it('a pointer drag moves the piece and hands over the track the server checks', () => {
    const onRelease = vi.fn<(output: SliderOutput) => void>();
    render(wrap(<SliderCaptcha challenge={challenge} onRelease={onRelease} now={steppingClock()} />));
    const handle = screen.getByRole('slider', { name: '拼图滑块' });
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, pointerId: 7 });
    for (const clientX of [112, 130, 165, 190, 214, 236]) {
      fireEvent.pointerMove(handle, { clientX, clientY: 301, pointerId: 7 });
    }
    expect(handle.getAttribute('aria-valuenow')).toBe('136');
    expect(onRelease).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { clientX: 237, clientY: 301, pointerId: 7 });
    expect(onRelease).toHaveBeenCalledTimes(1);
    expectAcceptableTrack(onRelease.mock.calls[0]![0], 137);
  });

  it('the piece cannot leave the picture', () => {
    const onRelease = vi.fn<(output: SliderOutput) => void>();
    render(wrap(<SliderCaptcha challenge={challenge} onRelease={onRelease} now={steppingClock()} />));
    const handle = screen.getByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('248');
    fireEvent.pointerMove(handle, { clientX: -500, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('a click without a drag spends nothing (one check per puzzle)', () => {
    const onRelease = vi.fn();
    render(wrap(<SliderCaptcha challenge={challenge} onRelease={onRelease} now={steppingClock()} />));
    const handle = screen.getByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 100, pointerId: 1 });
    expect(onRelease).not.toHaveBeenCalled();
  });

  it('the keyboard moves the piece with timestamps and Enter submits it', () => {
    const onRelease = vi.fn<(output: SliderOutput) => void>();
    render(wrap(<SliderCaptcha challenge={challenge} onRelease={onRelease} now={steppingClock(40)} />));
    const handle = screen.getByRole('slider', { name: '拼图滑块' });
    expect(document.activeElement).toBe(handle);
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onRelease).not.toHaveBeenCalled();
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('91');
    expect(handle.getAttribute('aria-valuetext')).toBe('拼图块已向右移动91像素');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onRelease).toHaveBeenCalledTimes(1);
    expectAcceptableTrack(onRelease.mock.calls[0]![0], 91);
  });

  it('does nothing while a check is on its way', () => {
    const onRelease = vi.fn();
    render(
      wrap(<SliderCaptcha challenge={challenge} onRelease={onRelease} disabled now={steppingClock()} />),
    );
    const handle = screen.getByRole('slider');
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(onRelease).not.toHaveBeenCalled();
  });
});
