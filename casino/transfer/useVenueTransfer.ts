import { useCallback } from 'react';
import { isApiCallError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { Code } from '@src/contract';
import type { TransferDirection, VenueTransfer } from '@src/contract/venue';
import { useIdempotencyKey } from '@src/mine/deposit/useIdempotencyKey';
import { useAppDispatch } from '@src/store/hooks';
import { balanceRefreshRequested } from '@streams';

export interface TransferRequest {
  channelCode: string;
  direction: TransferDirection;
  /** The amount as typed and checked (spec 5), a decimal string. */
  amount: string;
  /** spec 4: 1 joins the venue's running activity (the 6413 prompt), 0 declines it. */
  isActivity?: 0 | 1;
}

/** What became of a transfer, as the member is told. */
export type TransferOutcome =
  | { kind: 'posted'; transfer: VenueTransfer }
  /** The provider has not answered yet: the money shows as locked until it does. */
  | { kind: 'pending'; transfer: VenueTransfer; amount: string }
  /** 6413: the venue runs an activity; its message is shown in a dialog (spec 8.2). */
  | { kind: 'activity'; message: string }
  | { kind: 'failed'; error: unknown };

/**
 * One venue transfer (spec 7.4 venue/transfer, ty "1"). The idempotency key is made once per intended transfer
 * and kept while no answer came (a lost answer, a double tap), so a retry never moves the money twice. Whatever
 * the answer, the balances are asked again (balance slice), so no stale total stays on screen.
 */
export function useVenueTransfer(): (request: TransferRequest) => Promise<TransferOutcome> {
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const { keyFor, settled } = useIdempotencyKey();
  return useCallback(
    async (request: TransferRequest) => {
      const key = keyFor(request);
      try {
        const transfer = await api.data('venueTransfer', { ...request, ty: '1', key });
        settled();
        return transfer.state === 'posted'
          ? { kind: 'posted', transfer }
          : { kind: 'pending', transfer, amount: request.amount };
      } catch (error) {
        settled(error);
        if (isApiCallError(error, Code.VenueActivity)) return { kind: 'activity', message: error.message };
        return { kind: 'failed', error };
      } finally {
        dispatch(balanceRefreshRequested());
      }
    },
    [api, dispatch, keyFor, settled],
  );
}
