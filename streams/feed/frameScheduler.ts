import { Observable, Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';

/**
 * Frame schedulers for where there is no requestAnimationFrame. The feed flushes its merged deltas
 * once per frame of its frameScheduler (perFrame below): in the browser that is RxJS's
 * animationFrameScheduler; in Node it is one of these.
 *
 * - createManualFrameScheduler(): work waits until runFrame() is called (benchmarks, tests that step
 *   frames by hand).
 * - createTickScheduler(intervalMs): runFrame() on a timer every intervalMs (default 16, about 60 Hz)
 *   while work is waiting, so a headless client conflates like a browser tab. RxJS's asapScheduler
 *   also works (one flush per macrotask: lower latency, less conflation).
 */
export interface FrameScheduler extends SchedulerLike {
  /** Runs the work due now; returns how many actions ran. Work scheduled meanwhile waits for the next frame. */
  runFrame(): number;
  /** Actions waiting for a frame. */
  readonly waiting: number;
}

interface QueuedAction {
  readonly closed: boolean;
  readonly due: number;
  execute(): void;
}

class FrameAction<T> extends Subscription implements SchedulerAction<T>, QueuedAction {
  private state: T | undefined;
  due = 0;

  constructor(
    private readonly scheduler: ManualFrameScheduler,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super();
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.state = state;
    this.due = this.scheduler.now() + delay;
    this.scheduler.enqueue(this);
    return this;
  }

  execute(): void {
    if (!this.closed) this.work.call(this, this.state);
  }
}

class ManualFrameScheduler implements FrameScheduler {
  private queue: QueuedAction[] = [];

  constructor(readonly now: () => number = Date.now) {}

  get waiting(): number {
    return this.queue.length;
  }

  schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
    return new FrameAction<T>(this, work).schedule(state, delay);
  }

  enqueue(action: QueuedAction): void {
    this.queue.push(action);
    this.onEnqueue();
  }

  protected onEnqueue(): void {
    // Manual: nothing happens until runFrame().
  }

  runFrame(): number {
    const now = this.now();
    const queue = this.queue;
    this.queue = [];
    let ran = 0;
    for (const action of queue) {
      if (action.closed) continue;
      if (action.due > now) {
        this.queue.push(action);
        continue;
      }
      ran++;
      action.execute();
    }
    return ran;
  }
}

class TickScheduler extends ManualFrameScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly intervalMs: number) {
    super();
  }

  protected override onEnqueue(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runFrame();
      if (this.waiting > 0) this.onEnqueue();
    }, this.intervalMs);
    // A waiting frame never keeps a Node process alive on its own.
    this.timer.unref?.();
  }
}

export function createManualFrameScheduler(now?: () => number): FrameScheduler {
  return new ManualFrameScheduler(now);
}

export function createTickScheduler(intervalMs = 16): FrameScheduler {
  return new TickScheduler(intervalMs);
}

/**
 * Once per frame of `scheduler` after `requests$` asked for one, emits what `take()` returns (nothing
 * when it returns null); requests while a frame is pending wait for that frame. The same as
 * `requests$.pipe(observeOn(scheduler), map(take), filter(notNull))`, minus three operator layers and a
 * scheduled action per request: a headless load test runs this path for thousands of stores in one process.
 */
export function perFrame<T>(
  requests$: Observable<unknown>,
  scheduler: SchedulerLike,
  take: () => T | null,
): Observable<T> {
  return new Observable<T>((subscriber) => {
    let frame: Subscription | null = null;
    const run = (): void => {
      frame = null;
      const value = take();
      if (value !== null) subscriber.next(value);
    };
    const requests = requests$.subscribe(() => {
      frame ??= scheduler.schedule(run);
    });
    return () => {
      requests.unsubscribe();
      frame?.unsubscribe();
    };
  });
}
