import styled from '@emotion/styled';
import type { VenueCategory, VenueInfo } from '@src/contract/venue';
import { useCachedData } from '@src/app/useCachedData';
import { useAppSelector } from '@src/store/hooks';
import { selectVenueBalance } from '@streams';
import { formatMoney } from '@src/ui';
import { useLobbyText } from './useLobbyText';
import { maintenanceEnd } from './venueMaintenance';

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  > button {
    display: flex;
    flex: 0 0 auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 96px;
    min-height: 56px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
    scroll-snap-align: start;
  }
  > button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  > button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .venue-text {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    white-space: nowrap;
  }
  .venue-text small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-variant-numeric: tabular-nums;
  }
  .badge {
    display: inline-block;
    margin-left: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
  .badge-maintenance {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }
  .badge-new-tab {
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    align-self: center;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Skeleton = styled.span`
  flex: 0 0 140px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Venue info changes rarely; a minute keeps revisits quick and maintenance news fresh enough. */
const VENUE_INFO_TTL_MS = 60_000;

function VenueCard({
  venue,
  selected,
  onSelect,
}: {
  venue: VenueInfo;
  selected: boolean;
  onSelect: (enName: string) => void;
}) {
  const t = useLobbyText();
  // The balance slice follows transfers (balanceRefreshRequested); the lobby's answer is the fallback.
  const liveBalance = useAppSelector((root) => selectVenueBalance(root, venue.enName))?.balance;
  const balance = venue.balance === null ? null : (liveBalance ?? venue.balance);
  const maintenance = venue.status === 'maintenance';
  return (
    <button type="button" aria-pressed={selected} onClick={() => onSelect(venue.enName)}>
      <img src={venue.logo} alt="" width={40} height={40} loading="lazy" />
      <span className="venue-text">
        <strong>
          {venue.name}
          {maintenance ? <span className="badge badge-maintenance">{t('venues.maintenance')}</span> : null}
          {venue.newTab ? <span className="badge badge-new-tab">{t('venues.newTab')}</span> : null}
        </strong>
        {maintenance && venue.maintenanceUntil !== null ? (
          <small>
            {t('venues.maintenanceUntil', { time: maintenanceEnd(venue.maintenanceUntil, Date.now()) })}
          </small>
        ) : (
          <small>{t('venues.games', { count: venue.gameCount })}</small>
        )}
        {balance !== null ? <small>{t('venues.balance', { amount: formatMoney(balance) })}</small> : null}
      </span>
    </button>
  );
}

export interface VenueStripProps {
  category: VenueCategory;
  /** The chosen venue, or null for every venue of the category (全部). */
  selected: string | null;
  onSelect: (enName: string | null) => void;
}

/**
 * The category's venues as a strip of cards (logo, name, maintenance and its end, the member's balance there,
 * new-tab venues marked), scrolled sideways on a phone. Choosing one filters the games; 全部 shows them all.
 * Mount it again (a key) when the member logs in or out: the answer holds the member's balances.
 */
export function VenueStrip({ category, selected, onSelect }: VenueStripProps) {
  const t = useLobbyText();
  const venues = useCachedData('venueInfoByCategory', { category }, VENUE_INFO_TTL_MS, { fresh: true });
  return (
    <Strip role="group" aria-label={t('venues.label')} aria-busy={venues.status === 'loading'}>
      <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        <span className="venue-text">
          <strong>{t('venues.all')}</strong>
          <small>{t('venues.allGames')}</small>
        </span>
      </button>
      {venues.status === 'loading' ? (
        <>
          <Skeleton aria-hidden="true" />
          <Skeleton aria-hidden="true" />
          <Skeleton aria-hidden="true" />
        </>
      ) : null}
      {venues.status === 'failed' ? (
        <span className="error" role="alert">
          {t('venues.loadFailed')}{' '}
          <button type="button" onClick={venues.retry}>
            {t('games.retry')}
          </button>
        </span>
      ) : null}
      {venues.status === 'ready'
        ? venues.data.venues.map((venue) => (
            <VenueCard
              key={venue.enName}
              venue={venue}
              selected={selected === venue.enName}
              onSelect={onSelect}
            />
          ))
        : null}
    </Strip>
  );
}
