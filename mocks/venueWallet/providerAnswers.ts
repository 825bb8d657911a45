import { ProviderError, type ProviderTransfer } from '../venues/providerApi';
import type { Schedule } from '../schedule';

/**
 * What a provider's answer to a transfer (or to the query about one) means for the site's pending money:
 * it moved (post), nothing moved (void), or nobody knows yet (keep it pending and ask again).
 */
export type TransferAnswer =
  | { kind: 'succeeded' }
  | { kind: 'failed'; reason: string | null; maintenance: boolean }
  | { kind: 'unknown'; reason: string };

/** A transfer call's answer: its state, or the ProviderError it threw. Anything else thrown leaves it unknown. */
export function answerOfCall(outcome: PromiseSettledResult<ProviderTransfer>): TransferAnswer {
  if (outcome.status === 'fulfilled') return answerOfTransfer(outcome.value);
  const error: unknown = outcome.reason;
  if (error instanceof ProviderError) {
    // refused and maintenance: the provider said no, so nothing moved; timeout and unavailable: unknown.
    if (error.kind === 'refused') return { kind: 'failed', reason: error.message, maintenance: false };
    if (error.kind === 'maintenance') return { kind: 'failed', reason: error.message, maintenance: true };
    return { kind: 'unknown', reason: error.message };
  }
  return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
}

export function answerOfTransfer(transfer: ProviderTransfer): TransferAnswer {
  return transfer.state === 'succeeded'
    ? { kind: 'succeeded' }
    : { kind: 'failed', reason: transfer.reason, maintenance: false };
}

/** Waits for `work` at most `limitMs`; `undefined` when it did not settle in time (it keeps running). */
export function settledWithin<T>(
  work: Promise<T>,
  limitMs: number,
  schedule: Schedule,
): Promise<PromiseSettledResult<T> | undefined> {
  return new Promise((resolve) => {
    const cancel = schedule(limitMs, () => resolve(undefined));
    void settle(work).then((outcome) => {
      cancel();
      resolve(outcome);
    });
  });
}

export function settle<T>(work: Promise<T>): Promise<PromiseSettledResult<T>> {
  return work.then(
    (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
    (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
  );
}
