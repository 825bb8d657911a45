import { useCallback } from 'react';
import { balanceRefreshRequested } from '@streams';
import type { CashOutOffer } from '@src/contract/cashOut';
import { useAppDispatch } from '@src/store/hooks';
import { formatAmount, toasts } from '@src/ui';
import { useCashOutText } from './useCashOutText';

/** When a member's automatic rule fired: a toast, the balance asked again, and the caller's list reloaded. */
export function useAutoCashOutNotice(reload: () => void): (offer: CashOutOffer) => void {
  const t = useCashOutText();
  const dispatch = useAppDispatch();
  return useCallback(
    (offer: CashOutOffer) => {
      toasts.success(t('autoDone', { amount: formatAmount(offer.cashedOut) }));
      dispatch(balanceRefreshRequested());
      reload();
    },
    [t, dispatch, reload],
  );
}
