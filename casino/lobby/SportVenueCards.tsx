import { LOCAL_SPORT_VENUE, type GameItem, type VenueInfo } from '@src/contract/venue';
import { useCachedData } from '@src/app/useCachedData';
import { selectIsLoggedIn } from '@src/session';
import { useAppSelector } from '@src/store/hooks';
import { selectVenueBalance } from '@streams';
import { Button, formatMoney } from '@src/ui';
import type { LaunchGame } from './CasinoLobby';
import { useLobbyText } from './useLobbyText';
import { maintenanceEnd } from './venueMaintenance';

/** The sport venues' list changes rarely. */
const SPORT_VENUES_TTL_MS = 60_000;
/** A sport venue has one game or a few (its sportsbook); the first is the way in. */
const SPORT_GAMES = { category: 'TY', tab: 'all', sort: 'popular', pageNum: 1, pageSize: 60 } as const;

function SportVenueCard({
  venue,
  game,
  launch,
}: {
  venue: VenueInfo;
  game: GameItem | undefined;
  launch: LaunchGame;
}) {
  const t = useLobbyText();
  const liveBalance = useAppSelector((root) => selectVenueBalance(root, venue.enName))?.balance;
  const balance = venue.balance === null ? null : (liveBalance ?? venue.balance);
  const maintenance = venue.status === 'maintenance';
  return (
    <li>
      <img src={venue.logo} alt="" width={40} height={40} />
      <span className="venue-name">
        <strong>{venue.name}</strong>
        <small>
          {maintenance
            ? venue.maintenanceUntil === null
              ? t('venues.maintenance')
              : t('venues.maintenanceUntil', { time: maintenanceEnd(venue.maintenanceUntil, Date.now()) })
            : venue.newTab
              ? `${t('sport.venue')} · ${t('venues.newTab')}`
              : t('sport.venue')}
        </small>
      </span>
      {balance !== null ? (
        <span className="venue-live">{t('venues.balance', { amount: formatMoney(balance) })}</span>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant={maintenance ? 'secondary' : 'primary'}
        disabled={!game}
        aria-label={`${t('sport.enter')} ${venue.name}`}
        onClick={() => {
          // Synchronously inside the click: a new-tab venue (XMTY) opens its window here.
          if (game)
            launch({ enName: game.enName, gameCode: game.gameCode, name: game.name, engine: game.engine });
        }}
      >
        {maintenance ? t('venues.maintenance') : t('sport.enter')}
      </Button>
    </li>
  );
}

/**
 * The sport venues other than the local sportsbook (XMTY...), as cards beside its own on the sport page: logo,
 * name, maintenance, new tab, the member's balance, and the way in (their first game, through the launch rules).
 * Items of the page's venue list (`<li>`); mount again (a key) when the member logs in or out.
 */
export function SportVenueCards({ launch }: { launch: LaunchGame }) {
  const venues = useCachedData('venueInfoByCategory', { category: 'TY' }, SPORT_VENUES_TTL_MS, {
    fresh: true,
  });
  const member = useAppSelector(selectIsLoggedIn);
  const games = useCachedData('gameList', SPORT_GAMES, SPORT_VENUES_TTL_MS);
  if (venues.status !== 'ready') return null;
  const list = games.status === 'ready' ? games.data.list : [];
  return (
    <>
      {venues.data.venues
        .filter((venue) => venue.enName !== LOCAL_SPORT_VENUE)
        .map((venue) => (
          <SportVenueCard
            key={`${venue.enName}-${member ? 'member' : 'visitor'}`}
            venue={venue}
            game={list.find((game) => game.enName === venue.enName)}
            launch={launch}
          />
        ))}
    </>
  );
}
