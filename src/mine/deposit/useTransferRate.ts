import { useCallback, useEffect, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import type { TransferRate, VirtualNetwork } from '@src/contract/deposit';
import { useCountdown } from '@src/ui';

export type TransferRateState =
  { status: 'idle' | 'loading' | 'failed'; quote: null } | { status: 'ready'; quote: TransferRate };

/**
 * getTransferRate for a USDT network: the quote, the seconds it stays valid (counted down) and a refresh.
 * Nothing is asked without a network (a channel that is not USDT).
 */
export function useTransferRate(network: VirtualNetwork | null, now: () => number = Date.now) {
  const { api } = useServices();
  const [state, setState] = useState<TransferRateState>({ status: 'idle', quote: null });
  const [asked, setAsked] = useState(0);
  const { seconds, start } = useCountdown();

  useEffect(() => {
    if (!network) {
      setState({ status: 'idle', quote: null });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading', quote: null });
    api.data('getTransferRate', { network }).then(
      (quote) => {
        if (!current) return;
        setState({ status: 'ready', quote });
        start(Math.ceil((quote.expiresAt - now()) / 1000));
      },
      () => current && setState({ status: 'failed', quote: null }),
    );
    return () => {
      current = false;
    };
  }, [api, network, asked, now, start]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  const expired = state.status === 'ready' && seconds === 0;
  return { ...state, secondsLeft: seconds, expired, refresh };
}
