import styled from '@emotion/styled';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import type { BetSlipSliceState } from './betSlipSlice';
import { BetSlipPanel } from './BetSlipPanel';
import type { SlipLegs } from './slipLegs';
import { useRefusalToasts } from './useRefusalToasts';
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

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  button {
    flex: 1;
    padding: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  [aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const LoginButton = styled.button`
  padding: 8px;
  border: none;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
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
  /** The member's bets (我的注单 tab), shown to members only. */
  myBets?: ReactNode;
  /** Each entry's live odds (slipLegs.ts). */
  live?: SlipLegs;
}

/**
 * The slip beside the sport page: every visitor sees it and can fill it; placing needs a member (a visitor's
 * 投注 stays disabled and a login button is offered instead).
 */
export function BetSlipDock({ slip, balance, loggedIn, dispatch, onLoginRequest, myBets, live }: BetSlipDockProps) {
  const t = useBetSlipText();
  useRefusalToasts(slip);
  const [tab, setTab] = useState<'slip' | 'bets'>('slip');
  const showBets = loggedIn && myBets !== undefined && tab === 'bets';
  return (
    <Dock data-testid="bet-slip-dock">
      {loggedIn && myBets !== undefined && (
        <Tabs role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'slip'} onClick={() => setTab('slip')}>
            {t('records.slipTab')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'bets'} onClick={() => setTab('bets')}>
            {t('records.tab')}
          </button>
        </Tabs>
      )}
      {showBets ? myBets : (
        <BetSlipPanel
          slip={slip}
          balance={loggedIn ? (balance ?? '0') : null}
          dispatch={dispatch}
          {...(live ? { live } : {})}
        />
      )}
      {!loggedIn && (
        <LoginButton type="button" onClick={onLoginRequest} title={t('dock.visitorHint')}>
          {t('dock.login')}
        </LoginButton>
      )}
    </Dock>
  );
}
