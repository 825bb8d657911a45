import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@src/store';
import { useSiteTitle } from '@src/app/useSiteTitle';
import { Dialog } from '@src/ui';
import { authDialogClosed, authModeSwitched, selectAuthDialog, type AuthMode } from './authDialogSlice';
import { FormFooter } from './formStyles';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  height: 104px;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroFrom},
    ${({ theme }) => theme.colors.heroTo}
  );
  color: #ffffff;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    letter-spacing: 0.1em;
    line-height: 1.2;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    opacity: 0.85;
  }
`;

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const MODES: readonly AuthMode[] = ['login', 'register'];

/**
 * The auth dialog (spec 2.6) with its login and register tabs; opened by the login and register buttons and
 * by login expiry. The accounts issue adds captcha, forgot-password and new-device screens.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const brand = useSiteTitle();
  const { open, mode } = useAppSelector(selectAuthDialog);
  const close = () => dispatch(authDialogClosed());

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('auth.dialogTitle', { brand })}
      description={t('auth.dialogDescription')}
      hideTitle
      closeLabel={t('auth.close')}
      header={
        <Banner aria-hidden="true">
          <strong>{brand}</strong>
          <span>{t('brand.tagline')}</span>
        </Banner>
      }
    >
      <TabList role="tablist" aria-label={t('auth.tabsLabel')}>
        {MODES.map((tabMode) => (
          <Tab
            key={tabMode}
            type="button"
            role="tab"
            id={`auth-tab-${tabMode}`}
            aria-selected={mode === tabMode}
            aria-controls="auth-panel"
            tabIndex={mode === tabMode ? 0 : -1}
            onClick={() => dispatch(authModeSwitched(tabMode))}
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                const next = tabMode === 'login' ? 'register' : 'login';
                dispatch(authModeSwitched(next));
                document.getElementById(`auth-tab-${next}`)?.focus();
              }
            }}
          >
            {t(tabMode === 'login' ? 'auth.login' : 'auth.register')}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${mode}`}>
        {/* A fresh form per mode: switching clears values and validation (spec 4). */}
        {mode === 'login' ? <LoginForm key="login" /> : <RegisterForm key="register" />}
      </div>
      <FormFooter>
        <Link to="/app/help/zxkf" onClick={close}>
          {t('auth.contactSupport')}
        </Link>
      </FormFooter>
    </Dialog>
  );
}
