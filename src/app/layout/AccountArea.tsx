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
  /* A phone: the balance, or login and register, in the top bar; the name and logout are in the menu. */
  @media ${({ theme }) => theme.layout.phoneMedia} {
    gap: ${({ theme }) => theme.space.xs};
    > [data-wide-only] {
      display: none;
    }
    button {
      min-height: 44px;
    }
  }
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
export function LogoutButton(props: { 'data-wide-only'?: string; 'data-phone-only'?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Button variant="onHeader" size="sm" onClick={() => dispatch(logoutRequested())} {...props}>
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
      <Area>
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
    <Area>
      <Greeting data-wide-only="">{t('member.greeting', { name: member?.username ?? t('member.loadingName') })}</Greeting>
      <Divider aria-hidden="true" data-wide-only="" />
      <BalanceDisplay />
      <Divider aria-hidden="true" data-wide-only="" />
      <LogoutButton data-wide-only="" />
    </Area>
  );
}
