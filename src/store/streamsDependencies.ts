import { animationFrameScheduler, asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Api } from '@src/contract';
import type { StreamsDependencies } from '@streams';
import { createBalanceApi, type ApiClient } from '@src/api';

/**
 * The dependencies of streams/ epics in the browser. The one place that wires transports to the app:
 * feed and chat add theirs here as their folders grow.
 */
export function createStreamsDependencies(
  api: ApiClient<Api>,
): StreamsDependencies & { frameScheduler: SchedulerLike } {
  return {
    balanceApi: createBalanceApi(api),
    scheduler: asyncScheduler,
    frameScheduler: typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asyncScheduler,
  };
}
