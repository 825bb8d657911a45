import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
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

/**
 * spec 2.1 /loading: the tab a game opens in while its address is fetched ("启动中...", spec 2.6). The
 * casino issue points this tab at the game once launch answers.
 */
export function LaunchLoadingPage() {
  const { t } = useTranslation();
  return (
    <Screen aria-busy="true">
      <Spinner aria-hidden="true" />
      <h1 role="status">{t('dialog.launching')}</h1>
    </Screen>
  );
}
