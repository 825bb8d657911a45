import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import { useAppDispatch } from '@src/store/hooks';
import { authDialogClosed, authModeSwitched, type AuthMode } from './authDialogSlice';
import { useAuthText } from './authText';
import { FormFooter } from './formStyles';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

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
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const MODES: readonly AuthMode[] = ['login', 'register'];

export interface AuthFormsProps {
  mode: AuthMode;
  loginUsername: string | null;
}

/** The two tabs of spec 2.6 (mode 1 login, 2 register) and a contact-support link. */
export function AuthForms({ mode, loginUsername }: AuthFormsProps) {
  const t = useAuthText();
  const dispatch = useAppDispatch();
  return (
    <>
      <TabList role="tablist" aria-label={t('dialog.tabsLabel')}>
        {MODES.map((tabMode) => (
          <Tab
            key={tabMode}
            type="button"
            role="tab"
            id={`auth-tab-${tabMode}`}
            aria-selected={mode === tabMode}
            aria-controls="auth-panel"
            tabIndex={mode === tabMode ? 0 : -1}
            onClick={() => {
              if (mode !== tabMode) dispatch(authModeSwitched(tabMode));
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                const next = tabMode === 'login' ? 'register' : 'login';
                dispatch(authModeSwitched(next));
                document.getElementById(`auth-tab-${next}`)?.focus();
              }
            }}
          >
            {t(tabMode === 'login' ? 'login' : 'register')}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${mode}`}>
        {/* A fresh form per mode: switching clears the values and the validation, and the login form
            restores the remembered username (spec 4). */}
        {mode === 'login' ? (
          <LoginForm key="login" initialUsername={loginUsername} />
        ) : (
          <RegisterForm key="register" />
        )}
      </div>
      <SupportLink />
    </>
  );
}

/** spec 2.6: every auth screen has a way to customer service. */
export function SupportLink() {
  const t = useAuthText();
  const dispatch = useAppDispatch();
  return (
    <FormFooter>
      <Link to="/app/help/zxkf" onClick={() => dispatch(authDialogClosed())}>
        {t('contactSupport')}
      </Link>
    </FormFooter>
  );
}
