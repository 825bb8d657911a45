import styled from '@emotion/styled';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BetSlipSliceState } from './betSlipSlice';
import { BetSlipPanel } from './BetSlipPanel';
import { useBetSlipText } from './useBetSlipText';

const Dock = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 300px;
  flex-shrink: 0;
  padding: 8px;
  align-self: flex-start;
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
`;

const LoginButton = styled.button`
  padding: 8px;
  border: none;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;
`;

export interface BetSlipDockProps {
  slip: BetSlipSliceState;
  /** The member's centre wallet balance; null for a visitor. */
  balance: string | null;
  loggedIn: boolean;
  dispatch: (action: UnknownAction) => void;
  /** A visitor pressed 登录后投注. */
  onLoginRequest: () => void;
}

/**
 * The slip beside the sport page: every visitor sees it and can fill it; placing needs a member (a visitor's
 * 投注 stays disabled and a login button is offered instead).
 */
export function BetSlipDock({ slip, balance, loggedIn, dispatch, onLoginRequest }: BetSlipDockProps) {
  const t = useBetSlipText();
  return (
    <Dock data-testid="bet-slip-dock">
      <BetSlipPanel slip={slip} balance={loggedIn ? (balance ?? '0') : null} dispatch={dispatch} />
      {!loggedIn && (
        <LoginButton type="button" onClick={onLoginRequest} title={t('dock.visitorHint')}>
          {t('dock.login')}
        </LoginButton>
      )}
    </Dock>
  );
}
