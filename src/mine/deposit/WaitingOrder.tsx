import { useEffect } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import type { DepositChannel, DepositOrder } from '@src/contract/deposit';
import { describeError } from '@src/i18n';
import { useAppDispatch } from '@src/store/hooks';
import { Button, formatAmount, toasts, useCountdown, useDialogs } from '@src/ui';
import { CustomerHelp } from './CustomerHelp';
import { depositPaymentClaimed, depositStateChanged } from './depositOrderSlice';
import { Fact, Facts } from './OrderFacts';
import { formatCountdown } from './orderCountdown';
import { PayerQrCode } from './PayerQrCode';
import { SignalCode } from './SignalCode';
import { TxHashForm } from './TxHashForm';
import { useDepositText } from './useDepositText';

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    figure {
      order: -1;
    }
  }
`;

const Deadline = styled.p<{ late: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme, late }) => (late ? theme.colors.danger : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  button {
    min-width: 9em;
    min-height: 44px;
  }
`;

const Watching = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.info};
  &::before {
    content: '';
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    margin-right: ${({ theme }) => theme.space.sm};
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: deposit-spin 0.9s linear infinite;
    vertical-align: -0.1em;
  }
  @keyframes deposit-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

export interface WaitingOrderProps {
  order: DepositOrder;
  /** The order's channel (payment/types), when known: whether it needs a signal code. */
  channel: DepositChannel | null;
  paymentClaimed: boolean;
  now?: () => number;
}

/**
 * The wait screens' body, one for the five kinds (spec 2.2): what to pay and where, each with a copy button,
 * the payer page's QR code, the signal code where the channel asks for one, the countdown to the order's expiry,
 * 我已付款 (then the screen waits visibly and asks more often) and 取消订单 (closeOrder, after a confirmation).
 */
export function WaitingOrder({ order, channel, paymentClaimed, now = Date.now }: WaitingOrderProps) {
  const t = useDepositText();
  const { t: appT } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const { seconds, start } = useCountdown();
  useEffect(() => {
    start(Math.ceil((order.expiresAt - now()) / 1000));
  }, [order.expiresAt, now, start]);

  const cancel = async () => {
    const confirmed = await dialogs.tips({
      title: t('wait.cancelTitle'),
      message: t('wait.cancelMessage', { orderNo: order.orderNo }),
      showCancel: true,
      sureText: t('wait.cancelSure'),
      cancelText: t('wait.cancelKeep'),
    });
    if (!confirmed) return;
    try {
      const closed = await api.data('closeOrder', { orderNo: order.orderNo });
      dispatch(depositStateChanged({ orderNo: closed.orderNo, state: closed.state }));
    } catch (error) {
      toasts.error(describeError(error, appT));
    }
  };

  const { receiver, usdt } = order;
  const isCoin = order.kind === 'virtual' || order.kind === 'xnbsk';
  const needsSignalCode = channel?.needsSignalCode === true || order.signalCode !== null;
  return (
    <>
      <Deadline late={seconds === 0} role="timer" aria-live="off">
        {seconds > 0 ? t('wait.expiresIn', { time: formatCountdown(seconds) }) : t('wait.expiring')}
      </Deadline>
      <Body>
        <Facts>
          <Fact label={t('wait.orderNo')} value={order.orderNo} copy />
          <Fact
            label={t('wait.amount')}
            value={`¥${formatAmount(order.amount)}`}
            emphasis={!usdt}
            copy={!usdt}
          />
          {order.creditAmount !== order.amount ? (
            <Fact label={t('wait.credit')} value={`¥${formatAmount(order.creditAmount)}`} />
          ) : null}
          {usdt ? (
            <>
              <Fact label={t('wait.usdtAmount')} value={usdt.usdtAmount} emphasis copy />
              <Hint>{t('wait.usdtHint', { network: usdt.network, rate: usdt.rate })}</Hint>
            </>
          ) : null}
          {receiver && isCoin ? (
            <>
              <Fact label={t('wait.network')} value={receiver.bankName} />
              <Fact label={t('wait.address')} value={receiver.account} copy />
            </>
          ) : null}
          {receiver && !isCoin ? (
            <>
              <Fact label={t('wait.bankName')} value={receiver.bankName} copy />
              <Fact label={t('wait.accountName')} value={receiver.accountName} copy />
              <Fact label={t('wait.account')} value={receiver.account} copy />
              {receiver.branch ? <Fact label={t('wait.branch')} value={receiver.branch} /> : null}
            </>
          ) : null}
          {needsSignalCode ? (
            <>
              <SignalCode orderNo={order.orderNo} known={order.signalCode} />
              <Hint>{t('wait.signalCodeHint')}</Hint>
            </>
          ) : null}
        </Facts>
        {order.payUrl ? <PayerQrCode payUrl={order.payUrl} /> : null}
      </Body>
      {paymentClaimed ? <Watching role="status">{t('wait.watching')}</Watching> : null}
      {paymentClaimed && isCoin ? <TxHashForm orderNo={order.orderNo} reported={order.txHash} /> : null}
      <Actions>
        <Button
          type="button"
          disabled={paymentClaimed}
          onClick={() => dispatch(depositPaymentClaimed({ orderNo: order.orderNo }))}
        >
          {t('wait.paid')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void cancel()}>
          {t('wait.cancel')}
        </Button>
      </Actions>
      <CustomerHelp />
    </>
  );
}
