import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';

/** The three requests every load-client worker answers (clients/clientMessages.ts). */
type Request = { type: 'add' } | { type: 'window' } | { type: 'stop' };

export interface ClientWorkerHandlers<In extends Request, Out> {
  /** Connects more clients; answers with its own message when they are in. */
  add(message: Extract<In, { type: 'add' }>): Promise<void>;
  /** The figures since the last window, as the message to post. */
  window(): Out;
  /** Closes every client. */
  stop(): void;
}

/**
 * The message loop of a worker thread of load clients (feedClients.ts, chatClients.ts): `add`, `window` and
 * `stop` requests from the main thread to the handlers, answers posted back, a failure posted as `failed`.
 * Returns the post function for the handlers' own answers.
 */
export function serveClientWorker<In extends Request, Out>(
  name: string,
  handlers: ClientWorkerHandlers<In, Out>,
): (message: Out | { type: 'stopped' } | { type: 'failed'; error: string }) => void {
  const port = parentPort;
  if (!port) throw new Error(`${name} runs in a worker thread`);
  const post = (message: Out | { type: 'stopped' } | { type: 'failed'; error: string }): void => port.postMessage(message);
  port.on('message', (message: In) => {
    const run = async (): Promise<void> => {
      switch (message.type) {
        case 'add':
          return handlers.add(message as Extract<In, { type: 'add' }>);
        case 'window':
          return post(handlers.window());
        case 'stop':
          handlers.stop();
          return post({ type: 'stopped' });
      }
    };
    run().catch((error: unknown) => post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }));
  });
  return post;
}

/**
 * This thread's CPU time (ms) from Linux's /proc/thread-self/schedstat (time on a core, ns), or null elsewhere.
 * Busy time is CPU time where it can be had: the event loop's utilization is wall time, and on a loaded machine
 * it counts the time the thread waited for a core as busy.
 */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** Busy time of this thread between calls (ms): CPU time, or event loop utilization where there is none. */
export function createBusyMeter(): () => number {
  let elu = performance.eventLoopUtilization();
  let cpuAt = threadCpuMs();
  return () => {
    const utilization = performance.eventLoopUtilization(elu);
    elu = performance.eventLoopUtilization();
    const cpu = threadCpuMs();
    const busyMs = cpu !== null && cpuAt !== null ? cpu - cpuAt : utilization.active;
    cpuAt = cpu;
    return busyMs;
  };
}
