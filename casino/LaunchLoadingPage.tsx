import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { HTTP_TIMEOUT_MS } from '@src/contract';
import { useLaunchText } from './launch/useLaunchText';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-align: center;
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.onHeaderMuted};
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const Spinner = styled.span`
  width: 44px;
  height: 44px;
  border: 3px solid rgba(255, 255, 255, 0.2);
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The site's launch call gives up after HTTP_TIMEOUT_MS; a tab not pointed at its game by then never will be. */
export const LOADING_TAB_PATIENCE_MS = HTTP_TIMEOUT_MS + 5_000;

/**
 * spec 2.1 /loading: the tab a new-tab game opens in while its address is fetched ("启动中...", spec 2.6). The
 * site's launch points this tab at the game, or closes it when the launch fails; if neither comes (the site's tab
 * was closed meanwhile), it says so instead of turning forever.
 */
export function LaunchLoadingPage() {
  const { t } = useTranslation();
  const text = useLaunchText();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), LOADING_TAB_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (timedOut) {
    return (
      <Screen>
        <h1 role="alert">{text('loadingTab.timedOut')}</h1>
        <button type="button" onClick={() => window.close()}>
          {text('loadingTab.close')}
        </button>
      </Screen>
    );
  }
  return (
    <Screen aria-busy="true">
      <Spinner aria-hidden="true" />
      <h1 role="status">{t('dialog.launching')}</h1>
    </Screen>
  );
}
