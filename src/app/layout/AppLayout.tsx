import styled from '@emotion/styled';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ChatDrawer } from '@chat';
import { AuthDialog, authDialogOpened } from '@src/auth';
import { useAppDispatch } from '@src/store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
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

/**
 * The site layout: header, page, footer (left out where the route says, spec 2.1), the auth dialog. The
 * navigation guard (routes.tsx) has already decided the page may show; the balance refresh of spec 2.4
 * item 4 happens there too.
 */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const meta = usePageMeta();
  useDocumentTitle(meta.titleKey);
  return (
    <Page>
      <SiteHeader />
      <Main id="main" fullWidth={meta.fullWidth === true}>
        <Outlet />
      </Main>
      {meta.hideFooter ? null : <SiteFooter />}
      <AuthDialog />
      <ChatDrawer onLoginRequest={() => dispatch(authDialogOpened('login'))} />
      {/* spec 2.1: every navigation starts at the top (back and forward restore their position). */}
      <ScrollRestoration />
    </Page>
  );
}
