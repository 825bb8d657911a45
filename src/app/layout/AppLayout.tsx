import { lazy, Suspense, useLayoutEffect } from 'react';
import styled from '@emotion/styled';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { AuthDialogHost } from '@src/auth/AuthDialogHost';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { useAppDispatch } from '@src/store/hooks';
import { useAfterFirstPaint } from '@src/ui';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useFirstPageShown } from './FirstPageShown';
import { removeStaticShell } from './staticShellMarker';
import { useDocumentTitle } from './useDocumentTitle';
import { usePageMeta } from './usePageMeta';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main<{ fullWidth: boolean }>`
  flex: 1;
  width: 100%;
  max-width: ${({ theme, fullWidth }) => (fullWidth ? 'none' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme, fullWidth }) => (fullWidth ? '0' : `${theme.space.xl} ${theme.space.lg} 0`)};
`;

/** Sport routes: the page and the bet slip side by side, the slip never over the odds list. */
const SportColumns = styled.div`
  display: flex;
  align-items: flex-start;
  min-width: 0;
`;

const SportPageColumn = styled.div`
  flex: 1;
  min-width: 0;
`;

/** The sport category page (/game/sport) and the local sport page (/game/sport/:enName) carry the bet slip. */
const SPORT_ROUTE = /^\/game\/sport(\/|$)/;

/** Holds the bet slip dock's place (sportsbook/betslip/BetSlipDock.tsx: 300px) while it loads: nothing shifts. */
const DockPlaceholder = styled.div`
  width: 300px;
  flex-shrink: 0;
`;

/** The bet slip comes with the sportsbook, which loads with the sport routes (not in the entry chunk). */
const SportBetSlipDock = lazy(() => import('@sportsbook').then((m) => ({ default: m.SportBetSlipDock })));
/** The chat (its floating toggle and drawer) loads after the shell: nothing of it is in the entry chunk. */
const ChatDrawer = lazy(() => import('@chat').then((m) => ({ default: m.ChatDrawer })));

/**
 * The site layout: header, page, footer (left out where the route says, spec 2.1), the auth dialog. The
 * navigation guard (routes.tsx) has already decided the page may show; the balance refresh of spec 2.4
 * item 4 happens there too.
 */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const meta = usePageMeta();
  useDocumentTitle(meta.titleKey);
  const onSportPage = SPORT_ROUTE.test(useLocation().pathname);
  const painted = useAfterFirstPaint();
  // index.html's header band stood in until now (StaticShellHold); the layout draws its own.
  useLayoutEffect(() => removeStaticShell(), []);
  useFirstPageShown();
  return (
    <Page>
      <SiteHeader />
      <Main id="main" fullWidth={meta.fullWidth === true}>
        {onSportPage ? (
          <SportColumns className="site-sport-columns">
            <SportPageColumn>
              <Outlet />
            </SportPageColumn>
            {/* The slip's code comes once the page has painted; its place is held until then. */}
            {painted ? (
              <Suspense fallback={<DockPlaceholder />}>
                <SportBetSlipDock />
              </Suspense>
            ) : (
              <DockPlaceholder />
            )}
          </SportColumns>
        ) : (
          <Outlet />
        )}
      </Main>
      {meta.hideFooter ? null : <SiteFooter />}
      <AuthDialogHost />
      {/* The chat is no part of the page's first view: its code is fetched once the page has painted. */}
      {painted ? (
        <Suspense fallback={null}>
          <ChatDrawer onLoginRequest={() => dispatch(authDialogOpened('login'))} />
        </Suspense>
      ) : null}
      {/* spec 2.1: every navigation starts at the top (back and forward restore their position). */}
      <ScrollRestoration />
    </Page>
  );
}
