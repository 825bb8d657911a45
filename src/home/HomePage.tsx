import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV, MEMBER_NAV } from '@src/app/navigation';
import { SITE_CONTENT_TTL_MS, useCachedData } from '@src/app/useCachedData';
import { useSiteTitle } from '@src/app/useSiteTitle';
import { liveRailBlockHeight } from '@src/theme';
import { useAfterFirstPaint } from '@src/ui';
import { ChannelGrid, ChannelGridPlaceholder } from './ChannelGrid';
import { HomeSection } from './HomeSection';
import { SponsorList, SponsorListPlaceholder } from './SponsorList';

// The sportsbook's in-play widget, loaded on its own so the home page does not wait for the sport page code.
const LiveMatchesWidget = lazy(() => import('@sportsbook').then((m) => ({ default: m.LiveMatchesWidget })));

const Welcome = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroFrom},
    ${({ theme }) => theme.colors.heroTo}
  );
  color: #ffffff;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    letter-spacing: 0.08em;
  }
  p {
    opacity: 0.85;
  }
`;

/** The live widget's place while its code loads: the widget's own height (theme.layout.liveRail), empty. */
const LiveWidgetPlaceholder = styled.div`
  height: ${({ theme }) => liveRailBlockHeight(theme.layout.liveRail, false)}px;
  margin-bottom: ${({ theme }) => theme.layout.liveRail.spaceAfter}px;
  @media ${({ theme }) => theme.layout.liveRail.wideMedia} {
    height: ${({ theme }) => liveRailBlockHeight(theme.layout.liveRail, true)}px;
  }
`;

/**
 * The channels the site's navigation list usually holds (the whole navigation but home): the placeholder
 * shows as many, so the sections below stay put when the list arrives.
 */
const EXPECTED_CHANNELS = MAIN_NAV.length + MEMBER_NAV.length - 1;
/** Sponsor cards sit side by side on wide windows: one row of placeholders. */
const EXPECTED_SPONSORS = 3;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Home: the site's channels and sponsor content, both from the API (spec 7.1). */
export function HomePage() {
  const { t } = useTranslation();
  const title = useSiteTitle();
  const painted = useAfterFirstPaint();
  // spec 2.6: returning to the home page reloads it: its content is asked for afresh on every visit.
  const navigation = useCachedData('navigationList', {}, SITE_CONTENT_TTL_MS, { fresh: true });
  const sponsors = useCachedData('sponsorContent', {}, SITE_CONTENT_TTL_MS, { fresh: true });
  return (
    <>
      <Welcome>
        <h1>{title}</h1>
        <p>{t('home.heroSubtitle')}</p>
      </Welcome>
      {/* The widget's code and its feed come after the page's first paint; its place is held until then. */}
      {painted ? (
        <Suspense fallback={<LiveWidgetPlaceholder />}>
          <LiveMatchesWidget />
        </Suspense>
      ) : (
        <LiveWidgetPlaceholder />
      )}
      <HomeSection
        id="home-channels"
        title={t('home.entriesTitle')}
        content={navigation}
        placeholder={<ChannelGridPlaceholder count={EXPECTED_CHANNELS} />}
      >
        {(items) => {
          // The list is the whole main navigation; home itself is where the member already is.
          const channels = items.filter((item) => item.path !== '/');
          return channels.length ? <ChannelGrid items={channels} /> : <Empty>{t('home.empty')}</Empty>;
        }}
      </HomeSection>
      <HomeSection
        id="home-sponsors"
        title={t('home.sponsorTitle')}
        content={sponsors}
        placeholder={<SponsorListPlaceholder count={EXPECTED_SPONSORS} />}
      >
        {(items) => (items.length ? <SponsorList items={items} /> : <Empty>{t('home.empty')}</Empty>)}
      </HomeSection>
    </>
  );
}
