import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { balanceRefreshRequested } from '@streams';
import { ChatDrawer } from '@chat';
import { AuthDialog, authDialogOpened } from '@src/auth';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store';
import { useSiteTitle } from '../useSiteTitle';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} 0`};
`;

/** spec 2.4: the balance is force-refreshed on every navigation (the first page load has its own). */
function useBalanceRefreshOnNavigation(): void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { key } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (loggedIn) dispatch(balanceRefreshRequested());
  }, [dispatch, loggedIn, key]);
}

/** The tab shows the site's own title (spec 3: siteBaseConfig.title). */
function useDocumentTitle(): void {
  const title = useSiteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function AppLayout() {
  const dispatch = useAppDispatch();
  useBalanceRefreshOnNavigation();
  useDocumentTitle();
  return (
    <Page>
      <SiteHeader />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
      <AuthDialog />
      <ChatDrawer onLoginRequest={() => dispatch(authDialogOpened('login'))} />
      {/* spec 2.1: every navigation starts at the top (back and forward restore their position). */}
      <ScrollRestoration />
    </Page>
  );
}
