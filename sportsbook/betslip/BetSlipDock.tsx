import styled from '@emotion/styled';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@src/ui';
// Not through the barrel: the shell's entry imports @src/ui, and only a phone's slip needs the sheet.
import { BottomSheet } from '@src/ui/BottomSheet';
import type { BetSlipSliceState } from './betSlipSlice';
import { BetSlipPanel } from './BetSlipPanel';
import type { SlipLegs } from './slipLegs';
import { useRefusalToasts } from './useRefusalToasts';
import { useBetSlipText } from './useBetSlipText';
import { PHONE_MEDIA } from '../sportStyles';

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

/** On a phone the slip lives in a bottom sheet: its content fills the sheet's width. */
const SheetDock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px 12px 12px;
  /* Touch targets of at least 44 px for the dock's own controls. */
  button,
  select,
  input:not([type='checkbox']) {
    min-height: 44px;
  }
  button {
    min-width: 44px;
  }
  /* The panel's quick stakes are small chips where a mouse points; a finger needs the full 44 px. */
  && .bs-chips button {
    min-height: 44px;
  }
  label:has(> input[type='checkbox']) {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
  }
`;

/** The bar at the bottom of a phone's screen that opens the slip, with the count of its selections. */
const SheetBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 85;
  padding: 6px 12px calc(6px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.header};
  box-shadow: 0 -2px 10px rgba(0, 0, 0, 0.2);
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    width: 100%;
    min-height: 48px;
    border: 0;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-size: 16px;
    font-weight: 600;
    cursor: pointer;
  }
  .bs-badge {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    height: 24px;
    padding: 0 6px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
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
 * 投注 stays disabled and a login button is offered instead). On a phone it is a bottom sheet opened from a bar
 * that shows how many selections the slip holds (the board keeps the whole screen while a bettor picks).
 */
export function BetSlipDock(props: BetSlipDockProps) {
  const t = useBetSlipText();
  useRefusalToasts(props.slip);
  const phone = useMediaQuery(PHONE_MEDIA);
  const [tab, setTab] = useState<'slip' | 'bets'>('slip');
  const [sheetOpen, setSheetOpen] = useState(false);
  const body = <DockBody {...props} tab={tab} onTab={setTab} />;
  if (!phone) return <Dock data-testid="bet-slip-dock">{body}</Dock>;
  const count = props.slip.entries.length;
  return (
    <SheetBar>
      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={t('records.slipTab')}
        closeLabel={t('dock.closeSheet')}
        trigger={
          // Named by what it shows ("投注单 2"): the count is part of the name, as seen (WCAG 2.5.3).
          <button type="button">
            {t('records.slipTab')}{' '}
            <span className="bs-badge" data-testid="bet-slip-count">
              {count}
            </span>
          </button>
        }
      >
        <SheetDock data-testid="bet-slip-dock">{body}</SheetDock>
      </BottomSheet>
    </SheetBar>
  );
}

function DockBody({
  slip,
  balance,
  loggedIn,
  dispatch,
  onLoginRequest,
  myBets,
  live,
  tab,
  onTab,
}: BetSlipDockProps & { tab: 'slip' | 'bets'; onTab: (tab: 'slip' | 'bets') => void }) {
  const t = useBetSlipText();
  const showBets = loggedIn && myBets !== undefined && tab === 'bets';
  return (
    <>
      {loggedIn && myBets !== undefined && (
        <Tabs role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'slip'} onClick={() => onTab('slip')}>
            {t('records.slipTab')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'bets'} onClick={() => onTab('bets')}>
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
    </>
  );
}
