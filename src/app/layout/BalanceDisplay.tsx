import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { balanceRefreshRequested, selectBalance } from '@streams';
import { formatTotalBalance } from '@src/ui';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Amount = styled.output<{ stale: boolean }>`
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  opacity: ${({ stale }) => (stale ? 0.6 : 1)};
`;

const RefreshButton = styled.button<{ spinning: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: 16px;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  span {
    display: inline-block;
    animation: ${({ spinning }) => (spinning ? spin : 'none')} 0.8s linear infinite;
  }
`;

/** The total of all venues with 2 decimals (spec 3, 9), and a refresh button. */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { total, status, error } = useAppSelector(selectBalance);
  const loading = status === 'loading';
  const shown =
    total !== null
      ? `${t('member.currency')}${formatTotalBalance(total)}`
      : loading || status === 'idle'
        ? t('member.balanceLoading')
        : t('member.balanceUnknown');

  return (
    <Wrapper className="site-balance">
      <span id="balance-label">{t('member.balance')}</span>
      <Amount
        aria-labelledby="balance-label"
        aria-live="polite"
        stale={status === 'failed'}
        title={status === 'failed' ? (error ?? t('member.balanceFailed')) : undefined}
      >
        {shown}
      </Amount>
      <RefreshButton
        type="button"
        spinning={loading}
        aria-label={t('member.refreshBalance')}
        title={status === 'failed' ? t('member.balanceFailed') : t('member.refreshBalance')}
        aria-busy={loading}
        onClick={() => dispatch(balanceRefreshRequested())}
      >
        <span aria-hidden="true">⟳</span>
      </RefreshButton>
    </Wrapper>
  );
}
