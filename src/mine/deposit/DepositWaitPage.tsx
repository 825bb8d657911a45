import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useServices } from '@src/app/ServicesContext';
import { SITE_CONTENT_TTL_MS, useCachedData } from '@src/app/useCachedData';
import { depositOrderNoSchema, type DepositOrder } from '@src/contract/deposit';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, ButtonLink, formatAmount, toasts } from '@src/ui';
import { Card } from '../ProfileRows';
import { DepositEnding } from './DepositEnding';
import { depositWatchStarted, depositWatchStopped, selectWatchedDepositOrder } from './depositOrderSlice';
import { useDepositText } from './useDepositText';
import { ORDER_PARAM, waitScreenPath } from './waitScreenPath';
import { WaitingOrder } from './WaitingOrder';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; order: DepositOrder };

function orderFromNavigation(state: unknown, orderNo: string): DepositOrder | null {
  if (typeof state !== 'object' || state === null || !('order' in state)) return null;
  const { order } = state as { order: DepositOrder };
  return order.orderNo === orderNo ? order : null;
}

/**
 * rechargeWait, transferWait, huiwangWait, xnbskWait and virtualWait (spec 2.2): the order named in the query
 * string, from the pay answer or getDepositOrderStatus (a reload), watched while the screen is open (the deposit
 * epic: push and polling), then its ending. An order opened on another kind's route moves to its own.
 */
export function DepositWaitPage() {
  const t = useDepositText();
  const { api } = useServices();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const parsed = depositOrderNoSchema.safeParse(params.get(ORDER_PARAM) ?? '');
  const orderNo = parsed.success ? parsed.data : null;
  // The pay answer comes with the navigation; a reload (or a link) asks getDepositOrderStatus.
  const fromPay = useRef(orderNo ? orderFromNavigation(location.state, orderNo) : null);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    fromPay.current ? { status: 'ready', order: fromPay.current } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const watched = useAppSelector(selectWatchedDepositOrder);
  const types = useCachedData('paymentTypes', {}, SITE_CONTENT_TTL_MS);

  useEffect(() => {
    if (!orderNo || (attempt === 0 && fromPay.current?.orderNo === orderNo)) return undefined;
    let current = true;
    setLoaded({ status: 'loading' });
    api.data('getDepositOrderStatus', { orderNo }).then(
      (order) => current && setLoaded({ status: 'ready', order }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, orderNo, attempt]);

  const order = loaded.status === 'ready' ? loaded.order : null;
  useEffect(() => {
    if (!order) return undefined;
    dispatch(depositWatchStarted({ orderNo: order.orderNo, state: order.state }));
    return () => {
      dispatch(depositWatchStopped({ orderNo: order.orderNo }));
    };
  }, [dispatch, order]);

  const live = watched && order && watched.orderNo === order.orderNo ? watched : null;
  const state = live?.state ?? order?.state ?? null;

  // The credit is said once, when this screen saw the order go from waiting to paid.
  const sawPending = useRef(false);
  useEffect(() => {
    if (!order) return;
    if (state === 'pending') sawPending.current = true;
    if (state === 'paid' && sawPending.current) {
      sawPending.current = false;
      toasts.success(t('end.paidToast', { amount: formatAmount(order.creditAmount) }));
    }
  }, [order, state, t]);

  if (!orderNo) return <Missing />;
  if (!order) {
    return (
      <Card>
        {loaded.status === 'failed' ? (
          <div role="alert">
            <Muted>{t('wait.loadFailed')}</Muted>
            <Button type="button" variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Muted role="status">{t('wait.loading')}</Muted>
        )}
      </Card>
    );
  }
  const ownPath = waitScreenPath(order);
  if (!ownPath.startsWith(`${location.pathname}?`))
    return <Navigate to={ownPath} replace state={{ order }} />;
  const channel =
    types.status === 'ready' ? (types.data.channels.find((c) => c.id === order.channelId) ?? null) : null;
  return (
    <Card aria-labelledby="deposit-wait-title">
      <h2 id="deposit-wait-title">{t('wait.title', { channel: order.channelName })}</h2>
      {state === 'pending' || state === null ? (
        <WaitingOrder order={order} channel={channel} paymentClaimed={live?.paymentClaimed ?? false} />
      ) : (
        <DepositEnding order={order} state={state} />
      )}
    </Card>
  );
}

function Missing() {
  const t = useDepositText();
  return (
    <Card>
      <Muted role="alert">{t('wait.missingOrder')}</Muted>
      <ButtonLink to="/mine/savemoney">{t('wait.backToDeposit')}</ButtonLink>
    </Card>
  );
}
