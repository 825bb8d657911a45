import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { currentBrand } from '@src/brand';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, ButtonLink } from '@src/ui';
import { SportPage, selectLiveMatchCount } from '@sportsbook';
import { CategoryTabs } from './CategoryTabs';
import { LOCAL_SPORT_PATH, useLaunchGame } from './launch/useLaunchGame';
import { SportVenueCards } from './lobby/SportVenueCards';

const Venues = styled.section`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  li {
    display: flex;
    flex: 0 0 auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: 56px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-sizing: border-box;
  }
  li > img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .venue-name {
    display: flex;
    flex-direction: column;
    white-space: nowrap;
  }
  .venue-name small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  .venue-live {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  /* A phone: the card spans the width, its button a full touch target. */
  @media (max-width: 767px) {
    li {
      /* The first card spans the width, the next one peeks in: the strip scrolls sideways. */
      flex: 1 0 85%;
      justify-content: space-between;
    }
    li > a,
    li > button {
      min-height: 44px;
    }
  }
`;

/** The local sportsbook's venue card: its live matches and the way into its full page. */
function LocalSportVenue() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const liveMatches = useAppSelector(selectLiveMatchCount);
  const name = t(`brands.${currentBrand.id}.name`);
  return (
    <li>
      <span className="venue-name">
        <strong>{name}</strong>
        <small>{t('sportVenues.local')}</small>
      </span>
      <span className="venue-live">
        {liveMatches === null ? '\u00a0' : t('sportVenues.liveMatches', { count: liveMatches })}
      </span>
      {loggedIn ? (
        <ButtonLink to={LOCAL_SPORT_PATH} size="sm">
          {t('sportVenues.enter')}
        </ButtonLink>
      ) : (
        // /game/sport/crty needs a member (spec 2.4): a visitor is asked to log in here rather than sent home.
        <Button type="button" size="sm" onClick={() => dispatch(authDialogOpened('login'))}>
          {t('sportVenues.enter')}
        </Button>
      )}
    </li>
  );
}

/**
 * The sport category page (/game/sport, TY): the local sportsbook first, with its live board (visitors see it;
 * a price they click opens the login dialog), beside the other sport venues (XMTY: their cards open through the
 * launch rules).
 * The navigation's 体育 and the home page's tile lead here: live odds in one click.
 */
export function SportCategoryPage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const launch = useLaunchGame();
  return (
    <>
      <CategoryTabs label={t('page.categoryNav')} />
      <Venues aria-label={t('sportVenues.label')}>
        <ul>
          <LocalSportVenue />
          {/* The venues' answer holds the member's balances: asked again on login and logout. */}
          <SportVenueCards key={loggedIn ? 'member' : 'visitor'} launch={launch} />
        </ul>
      </Venues>
      <SportPage />
    </>
  );
}
