import { useCallback, useEffect, useRef, useState } from 'react';
import Big from 'big.js';
import styled from '@emotion/styled';
import { FigureTiles } from '@src/ui/FigureTiles';
import { useServices } from '@src/app/ServicesContext';
import type { WithdrawInfo, WithdrawMethodConfig } from '@src/contract/withdraw';
import { useAppDispatch } from '@src/store/hooks';
import { Button, formatMoney } from '@src/ui';
import { balanceRefreshRequested } from '@streams';
import { Card } from '../ProfileRows';
import { TurnoverProgress } from './TurnoverProgress';
import { useWithdrawText } from './useWithdrawText';
import { WithdrawalOrders } from './WithdrawalOrders';
import { WithdrawForm } from './WithdrawForm';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** While money is held in review, the page asks again this often, to show the review's decision. */
export const REVIEW_POLL_MS = 10_000;

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ok'; info: WithdrawInfo; methods: readonly WithdrawMethodConfig[] };

/**
 * /mine/takemoney (spec 7.3 withdraw/*): the available balance and what is held in review (lockMoney), the
 * turnover requirement, the withdrawal form, and the member's recent withdrawals with their state.
 */
export function WithdrawPage() {
  const t = useWithdrawText();
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [ordersVersion, setOrdersVersion] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([api.data('withdrawInfo', {}), api.data('withdrawConfig', {})]).then(
      ([info, config]) => {
        if (current) setLoaded({ status: 'ok', info, methods: config.methods });
      },
      () => {
        if (current) setLoaded((shown) => (shown.status === 'ok' ? shown : { status: 'failed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  // A review decided while the page is open: the held amount goes down; the orders and the balance are asked again.
  const lockMoney = loaded.status === 'ok' ? loaded.info.lockMoney : null;
  const lastLockMoney = useRef<string | null>(null);
  useEffect(() => {
    if (lockMoney === null) return undefined;
    const before = lastLockMoney.current;
    lastLockMoney.current = lockMoney;
    if (before !== null && new Big(lockMoney).lt(before)) {
      setOrdersVersion((n) => n + 1);
      dispatch(balanceRefreshRequested());
    }
    if (new Big(lockMoney).eq(0)) return undefined;
    const timer = setTimeout(() => setAttempt((n) => n + 1), REVIEW_POLL_MS);
    return () => clearTimeout(timer);
  }, [dispatch, lockMoney, attempt]);

  const onChanged = useCallback(
    (order: unknown) => {
      setAttempt((n) => n + 1);
      if (order) {
        setOrdersVersion((n) => n + 1);
        dispatch(balanceRefreshRequested());
      }
    },
    [dispatch],
  );

  return (
    <Stack>
      <Card aria-labelledby="withdraw-title">
        <h2 id="withdraw-title">{t('title')}</h2>
        {loaded.status === 'loading' ? <p>{t('loading')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert">
            {t('loadFailed')}{' '}
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </p>
        ) : null}
        {loaded.status === 'ok' ? (
          <Stack>
            <FigureTiles>
              <div>
                <dt>{t('balance')}</dt>
                <dd data-testid="withdraw-balance">¥{formatMoney(loaded.info.balance)}</dd>
              </div>
              <div>
                <dt>{t('lockMoney')}</dt>
                <dd data-testid="withdraw-lock-money">¥{formatMoney(loaded.info.lockMoney)}</dd>
                <small>{t('lockMoneyHint')}</small>
              </div>
            </FigureTiles>
            <TurnoverProgress turnover={loaded.info.turnover} />
            <WithdrawForm info={loaded.info} methods={loaded.methods} onChanged={onChanged} />
          </Stack>
        ) : null}
      </Card>
      <Card>
        <WithdrawalOrders reload={ordersVersion} />
      </Card>
    </Stack>
  );
}
