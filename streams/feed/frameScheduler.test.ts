import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeOn, Subject, timer } from 'rxjs';
import { createManualFrameScheduler, createTickScheduler, perFrame } from './frameScheduler';

describe('frame schedulers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs work only when a frame runs, and work scheduled during a frame waits for the next', () => {
    const frames = createManualFrameScheduler(() => 0);
    const seen: string[] = [];
    frames.schedule(() => {
      seen.push('first');
      frames.schedule(() => seen.push('next frame'));
    });
    expect(seen).toEqual([]);
    expect(frames.runFrame()).toBe(1);
    expect(seen).toEqual(['first']);
    frames.runFrame();
    expect(seen).toEqual(['first', 'next frame']);
  });

  it('conflates a burst of notifications into one frame when used with observeOn', () => {
    const frames = createManualFrameScheduler(() => 0);
    const input = new Subject<number>();
    const seen: number[] = [];
    input.pipe(observeOn(frames)).subscribe((value) => seen.push(value));
    input.next(1);
    input.next(2);
    expect(seen).toEqual([]);
    frames.runFrame();
    expect(seen).toEqual([1, 2]);
  });

  it('drops work whose subscription was closed before its frame', () => {
    const frames = createManualFrameScheduler(() => 0);
    const seen: string[] = [];
    const subscription = frames.schedule(() => seen.push('cancelled'));
    subscription.unsubscribe();
    frames.runFrame();
    expect(seen).toEqual([]);
    expect(frames.waiting).toBe(0);
  });

  it('keeps delayed work until a frame after its due time', () => {
    let now = 0;
    const frames = createManualFrameScheduler(() => now);
    const seen: number[] = [];
    timer(100, frames).subscribe(() => seen.push(now));
    frames.runFrame();
    now = 120;
    frames.runFrame();
    expect(seen).toEqual([120]);
  });

  it('runs frames on a timer in Node while work is waiting (tick scheduler)', () => {
    vi.useFakeTimers();
    const frames = createTickScheduler(16);
    const seen: number[] = [];
    frames.schedule(() => seen.push(Date.now()));
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(seen).toHaveLength(1);
  });

  it('takes once per frame however many requests came before it, and emits only what is there', () => {
    const frames = createManualFrameScheduler(() => 0);
    const requests = new Subject<void>();
    let buffered: string[] = [];
    const seen: string[][] = [];
    perFrame(requests, frames, () => {
      const taken = buffered.length > 0 ? buffered : null;
      buffered = [];
      return taken;
    }).subscribe((batch) => seen.push(batch));
    buffered.push('a');
    requests.next();
    buffered.push('b');
    requests.next();
    expect(seen).toEqual([]);
    expect(frames.waiting).toBe(1);
    frames.runFrame();
    expect(seen).toEqual([['a', 'b']]);
    requests.next();
    frames.runFrame();
    expect(seen).toEqual([['a', 'b']]);
  });

  it('drops the pending frame when the subscriber leaves', () => {
    const frames = createManualFrameScheduler(() => 0);
    const requests = new Subject<void>();
    let taken = 0;
    const subscription = perFrame(requests, frames, () => ++taken).subscribe();
    requests.next();
    subscription.unsubscribe();
    frames.runFrame();
    expect(taken).toBe(0);
    expect(requests.observed).toBe(false);
  });
});
