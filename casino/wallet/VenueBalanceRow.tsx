import { useRef } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { formatAmount } from '@src/ui';
import { CENTER_WALLET } from '../transfer/transferRules';
import type { VenueBalance } from '@streams';
import { useProviderBalance } from './useProviderBalance';
import { useSeenOnce } from './useSeenOnce';
import { useWalletText } from './useWalletText';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.div`
  min-width: 0;
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Amount = styled.span`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  &[aria-busy='true'] {
    opacity: 0.5;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  a,
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.accentText};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-decoration: none;
    cursor: pointer;
    touch-action: manipulation;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  button:disabled {
    cursor: progress;
  }
`;

const RefreshIcon = styled.span<{ spinning: boolean }>`
  display: inline-block;
  font-size: 18px;
  @keyframes venue-refresh-spin {
    to {
      transform: rotate(360deg);
    }
  }
  animation: ${({ spinning }) => (spinning ? 'venue-refresh-spin 0.8s linear infinite' : 'none')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface VenueBalanceRowProps {
  venue: VenueBalance;
  /** The balance slice's last refresh: a provider answer from before it gives way to the slice's figure. */
  sliceVersion: number | null;
}

/**
 * One venue's wallet: the balance the site keeps for it (allBalance), replaced by the provider's own answer
 * (venue/balance) once the row has been in view, refreshable on its own, with links to transfer in and out.
 */
export function VenueBalanceRow({ venue, sliceVersion }: VenueBalanceRowProps) {
  const t = useWalletText();
  const ref = useRef<HTMLLIElement>(null);
  const seen = useSeenOnce(ref);
  const { state, current, refresh } = useProviderBalance(venue.enName, seen, sliceVersion);
  const loading = state.status === 'loading';
  const balance = current ?? venue.balance;
  return (
    <Row ref={ref} aria-label={venue.name} data-venue={venue.enName}>
      <Name>
        <strong>{venue.name}</strong>
        {state.status === 'failed' ? (
          <small role="alert">
            {t('venues.refreshFailed', { name: venue.name, message: state.message })}
          </small>
        ) : null}
      </Name>
      <Amount aria-busy={loading} data-testid={`venue-balance-${venue.enName}`}>
        ¥{formatAmount(balance)}
      </Amount>
      <Actions>
        <button
          type="button"
          onClick={refresh}
          disabled={loading}
          aria-label={t(loading ? 'venues.refreshing' : 'venues.refresh', { name: venue.name })}
        >
          <RefreshIcon aria-hidden="true" spinning={loading}>
            ⟳
          </RefreshIcon>
        </button>
        <Link
          to={`/mine/transfermoney?from=${CENTER_WALLET}&to=${venue.enName}`}
          aria-label={t('venues.transferInLabel', { name: venue.name })}
        >
          {t('venues.transferIn')}
        </Link>
        <Link
          to={`/mine/transfermoney?from=${venue.enName}&to=${CENTER_WALLET}`}
          aria-label={t('venues.transferOutLabel', { name: venue.name })}
        >
          {t('venues.transferOut')}
        </Link>
      </Actions>
    </Row>
  );
}
