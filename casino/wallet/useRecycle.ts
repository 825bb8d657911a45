import { useCallback, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import type { RecycleResult } from '@src/contract/venue';
import { useIdempotencyKey } from '@src/mine/deposit/useIdempotencyKey';
import { useAppDispatch } from '@src/store/hooks';
import { balanceRefreshRequested } from '@streams';

export type RecycleState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: RecycleResult }
  | { status: 'failed'; error: unknown };

/** The recycle key is for "bring everything back now": one per press, kept until the server answers it. */
const RECYCLE_REQUEST = 'recycle';

/**
 * 一键回收 (spec 7.4 venue/recycle): every venue's money back to the centre wallet, each venue's result kept for the
 * page to say. The idempotency key stays until an answer came, so pressing again after a lost answer repeats the
 * same recycle rather than running a second one. The balances are asked again whatever the answer.
 */
export function useRecycle() {
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const { keyFor, settled } = useIdempotencyKey();
  const [state, setState] = useState<RecycleState>({ status: 'idle' });

  const recycle = useCallback(async (): Promise<RecycleState> => {
    setState({ status: 'running' });
    const key = keyFor(RECYCLE_REQUEST);
    let next: RecycleState;
    try {
      const result = await api.data('recycle', { key });
      settled();
      next = { status: 'done', result };
    } catch (error) {
      settled(error);
      next = { status: 'failed', error };
    }
    setState(next);
    dispatch(balanceRefreshRequested());
    return next;
  }, [api, dispatch, keyFor, settled]);

  return { state, recycle };
}
