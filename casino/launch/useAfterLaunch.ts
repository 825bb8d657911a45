import { useCallback } from 'react';
import { balanceRefreshRequested } from '@streams';
import { useAppDispatch } from '@src/store/hooks';
import { formatMoney, toasts } from '@src/ui';
import { useLaunchText } from './useLaunchText';

/**
 * After a launch: when auto-transfer (免转) moved the centre wallet into the venue, says how much ("已自动转入
 * ¥x") and refreshes the balances, so no stale total stays on screen.
 */
export function useAfterLaunch(): (transferred: string | null) => void {
  const dispatch = useAppDispatch();
  const t = useLaunchText();
  return useCallback(
    (transferred) => {
      if (transferred === null) return;
      toasts.success(t('autoTransferred', { amount: formatMoney(transferred) }));
      dispatch(balanceRefreshRequested());
    },
    [dispatch, t],
  );
}
