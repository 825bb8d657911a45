import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { logoutRequested, selectIsLoggedIn, selectMember } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button } from '@src/ui';
import { BalanceDisplay } from './BalanceDisplay';

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Greeting = styled.span`
  color: ${({ theme }) => theme.colors.onHeader};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Divider = styled.span`
  width: 1px;
  height: 20px;
  background: rgba(255, 255, 255, 0.2);
`;

/** 退出: in the header where the window is wide, in the header's menu on a phone. */
export function LogoutButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Button variant="onHeader" size="sm" onClick={() => dispatch(logoutRequested())}>
      {t('auth.logout')}
    </Button>
  );
}

/** Visitors: login and register. Members: name, balance, logout. */
export function AccountArea() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);

  if (!loggedIn) {
    return (
      <Area className="site-account">
        <Button variant="onHeader" size="sm" onClick={() => dispatch(authDialogOpened('login'))}>
          {t('auth.login')}
        </Button>
        <Button size="sm" onClick={() => dispatch(authDialogOpened('register'))}>
          {t('auth.register')}
        </Button>
      </Area>
    );
  }
  return (
    <Area className="site-account">
      <Greeting>{t('member.greeting', { name: member?.username ?? t('member.loadingName') })}</Greeting>
      <Divider aria-hidden="true" />
      <BalanceDisplay />
      <Divider aria-hidden="true" />
      <LogoutButton />
    </Area>
  );
}
