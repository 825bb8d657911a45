import { useState } from 'react';
import styled from '@emotion/styled';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ACCEPT_ODDS, systemOptions, systemWireName, type AcceptOdds, type StakeLimit, type Ticket } from '@src/contract';
import { combinedOddsType, formatOdds, oddsTypeFor } from '../odds';
import { useOddsType } from '../preferences/oddsTypePreference';
import type { BetSlipEntry } from './betSlipEntry';
import { placementRequested } from './betSlipEpic';
import { rejectReasonText } from './rejectReasonText';
import {
  acceptOddsChanged,
  duplicateDismissed,
  entryRemoved,
  errorDismissed,
  multipleToggled,
  priceChanged,
  receiptClosed,
  receiptKept,
  seriesToggled,
  stakeChanged,
  type BetSlipSliceState,
} from './betSlipSlice';
import type { BetSlipTextKey, BetSlipTranslate } from './betSlipText';
import { bettingActiveOf } from './placementRequest';
import { legView, isOpenForBetting, type LegView, type SlipLegs } from './slipLegs';
import { StakeField } from './StakeField';
import { balancePerBet, stakeProblem } from './stakeLimits';
import { parlayOdds, systemStake, winAmount } from './stakeMaths';
import { useBetSlipText } from './useBetSlipText';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;

  header,
  .bs-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  li {
    padding: 8px;
    border-radius: 4px;
    background: ${({ theme }) => (theme.edition === 'professional' ? '#1c2532' : '#f7f9fc')};
  }
  li[data-invalid='true'] {
    outline: 1px solid ${({ theme }) => theme.colors.danger};
  }
  input[type='text'] {
    flex: 1;
    min-width: 0;
    width: 100%;
    box-sizing: border-box;
    padding: 4px 6px;
  }
  .bs-muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .bs-price {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Up red, down green: the board's price flash colours. */
  .bs-move {
    margin-right: 4px;
    font-size: 11px;
  }
  .bs-move[data-move='up'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  .bs-move[data-move='down'] {
    color: ${({ theme }) => theme.colors.success};
  }
  .bs-locked {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-locked='true'] {
    opacity: 0.7;
  }
  /* n串k and amounts read as one word: never one character a line, whatever the width. */
  .bs-nowrap {
    white-space: nowrap;
  }
  .bs-stake {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1;
    min-width: 0;
  }
  .bs-limits {
    font-size: 12px;
  }
  .bs-message {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .bs-message-error {
    color: ${({ theme }) => theme.colors.danger};
  }
  .bs-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .bs-chips button {
    flex: 1 1 0;
    min-width: 0;
    min-height: 28px;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 12px;
    white-space: nowrap;
    cursor: pointer;
  }
  .bs-chips button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  .bs-system {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .bs-changes {
    padding: 6px 8px;
    border-radius: 4px;
    background: ${({ theme }) => (theme.edition === 'professional' ? '#3a2a12' : '#fff4e0')};
  }
`;

export interface BetSlipPanelProps {
  slip: BetSlipSliceState;
  /** The centre wallet balance (decimal string); null for a visitor. */
  balance: string | null;
  dispatch: (action: UnknownAction) => void;
  /** Each entry's live odds from the feed (slipLegs.ts); without them the slip shows the prices it holds. */
  live?: SlipLegs;
}

const ACCEPT_LABELS: Record<AcceptOdds, 'panel.acceptAny' | 'panel.acceptBetter' | 'panel.acceptNone'> = {
  any: 'panel.acceptAny',
  better: 'panel.acceptBetter',
  none: 'panel.acceptNone',
};

/** The select's value as a setting (its options are the settings, so anything else is the default). */
function acceptOddsOf(value: string): AcceptOdds {
  return ACCEPT_ODDS.find((choice) => choice === value) ?? 'better';
}

/** The bet slip (spec 4, 5): entries, stakes and wins, multiple and series modes, and 投注. */
export function BetSlipPanel({ slip, balance, dispatch, live }: BetSlipPanelProps) {
  const t = useBetSlipText();
  // The one odds format of the page: the board and the slip show a price alike.
  const oddsType = useOddsType();
  const [parlayStake, setParlayStake] = useState('');
  const [systemStakes, setSystemStakes] = useState<Record<string, string>>({});
  // A receipt ends the bet: the series stakes of the next one start empty, as the singles' do.
  const [receiptSeen, setReceiptSeen] = useState(slip.receipt);
  if (slip.receipt !== receiptSeen) {
    setReceiptSeen(slip.receipt);
    if (slip.receipt !== null) {
      setParlayStake('');
      setSystemStakes({});
    }
  }
  const acceptOdds = slip.acceptOdds;
  const limits = slip.limits;
  const views = new Map(slip.entries.map((entry) => [entry.key, legView(entry, live?.[entry.key], acceptOdds)]));
  const open = slip.entries.filter(isOpenForBetting);
  const toAccept = open.filter((entry) => views.get(entry.key)?.needsAcceptance === true);
  const locked = open.some((entry) => views.get(entry.key)?.locked === true);
  const acceptChanges = () => {
    for (const entry of toAccept) {
      const view = views.get(entry.key);
      if (view) dispatch(priceChanged({ oddsId: entry.oddsId, price: view.price }));
    }
  };
  const confirming = slip.entries.some((e) => e.bettingData.active === 'delay');
  const combined = slip.series && slip.entries.length > 1 ? parlayOdds(slip.entries.map((e) => e.price)) : null;
  const n = slip.entries.length;
  const systems = slip.series && n >= 3 && !slip.entries.some((e) => e.isInvalid) ? systemOptions(n) : [];
  const chosenSystems = systems
    .map((option) => ({ system: systemWireName(option), stake: systemStakes[systemWireName(option)] ?? '' }))
    .filter((choice) => choice.stake !== '');
  // A stake the limits refuse waits for the player: its message says why, and 投注 waits with it.
  const outsideLimits = slip.series
    ? (combined !== null && stakeProblem(parlayStake, limits?.parlay) !== null) ||
      chosenSystems.some((choice) => stakeProblem(choice.stake, limits?.system) !== null)
    : open.some((entry) => stakeProblem(entry.orderData.stake, limits?.singles[entry.oddsId]) !== null);

  return (
    <Panel aria-label={t('panel.title')}>
      <header>
        <strong>
          {t('panel.title')} ({slip.entries.length})
        </strong>
        <label>
          <input type="checkbox" checked={slip.multiple} onChange={(e) => dispatch(multipleToggled(e.target.checked))} />
          {t('panel.multiple')}
        </label>
        <label>
          <input type="checkbox" checked={slip.series} onChange={(e) => dispatch(seriesToggled(e.target.checked))} />
          {t('panel.series')}
        </label>
      </header>

      {(slip.error ?? slip.failure) !== null && (
        <div role="alert" className="bs-row">
          <span>{slip.error ? t(`error.${slip.error}`) : slip.failure}</span>
          <button type="button" onClick={() => dispatch(errorDismissed())}>
            {t('panel.dismiss')}
          </button>
        </div>
      )}

      {slip.receipt !== null ? (
        <Receipt
          tickets={slip.receipt}
          acceptOdds={acceptOdds}
          t={t}
          onKeep={() => dispatch(receiptKept())}
          onDone={() => dispatch(receiptClosed())}
        />
      ) : (
        <>
      {slip.entries.length === 0 ? (
        <p className="bs-muted">{t('panel.empty')}</p>
      ) : (
        <ul>
          {slip.entries.map((entry) => (
            <EntryRow
              key={entry.key}
              entry={entry}
              t={t}
              view={views.get(entry.key)}
              price={(price) => formatOdds(price, oddsTypeFor(oddsType, entry.playInfo.w)) ?? price}
              showStake={!slip.series}
              balance={balance}
              limit={limits?.singles[entry.oddsId]}
              onStake={(stake) => dispatch(stakeChanged({ key: entry.key, stake }))}
              onRemove={() => dispatch(entryRemoved(entry.key))}
            />
          ))}
        </ul>
      )}

      {combined !== null && (
        <div className="bs-system">
          <div className="bs-row">
            <span>{t('panel.combinedOdds', { odds: formatOdds(combined, combinedOddsType(oddsType)) ?? combined })}</span>
            <span className="bs-nowrap">{t('panel.win', { amount: winAmount(parlayStake, combined) })}</span>
          </div>
          <StakeField
            t={t}
            label={t('panel.parlayStake')}
            placeholder={t('panel.parlayStake')}
            value={parlayStake}
            balance={balance}
            limit={limits?.parlay}
            chips
            onChange={setParlayStake}
          />
        </div>
      )}

      {systems.map((option) => {
        const wire = systemWireName(option);
        const name = t('panel.systemName', { n: option.n, k: option.k });
        const stake = systemStakes[wire] ?? '';
        const { bets, total } = systemStake(option, stake === '' ? '0' : stake);
        // spec 5's clamp on what is debited: the unit stake times the bets stays within the balance.
        return (
          <div key={wire} className="bs-system">
            <div className="bs-row">
              <span className="bs-nowrap">{name}</span>
              <span className="bs-muted bs-nowrap">{t('panel.systemTotal', { bets, total })}</span>
            </div>
            <StakeField
              t={t}
              label={t('panel.systemStake', { name })}
              placeholder={t('panel.systemStake', { name })}
              value={stake}
              balance={balancePerBet(balance, bets)}
              limit={limits?.system}
              perBet
              onChange={(value) => setSystemStakes({ ...systemStakes, [wire]: value })}
            />
          </div>
        );
      })}

      {slip.entries.length > 0 && (
        <>
          <label className="bs-row">
            {t('panel.acceptOdds')}
            <select value={acceptOdds} onChange={(e) => dispatch(acceptOddsChanged(acceptOddsOf(e.target.value)))}>
              {ACCEPT_ODDS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(ACCEPT_LABELS[choice])}
                </option>
              ))}
            </select>
          </label>
          {toAccept.length > 0 && (
            <div className="bs-row bs-changes" aria-live="polite">
              <span>{t('panel.oddsChanged')}</span>
              <button type="button" onClick={acceptChanges}>
                {t('panel.acceptChanges')}
              </button>
            </div>
          )}
          {slip.duplicateQuestion !== null && (
            <div className="bs-changes" role="group" aria-label={t('duplicate.question')}>
              <p>{t('duplicate.question')}</p>
              <div className="bs-row">
                <button type="button" onClick={() => dispatch(duplicateDismissed())}>
                  {t('duplicate.cancel')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    const question = slip.duplicateQuestion;
                    if (question) dispatch(placementRequested({ ...question, confirmDuplicate: true }));
                  }}
                >
                  {t('duplicate.confirm')}
                </button>
              </div>
            </div>
          )}
          {locked && (
            <p className="bs-muted" aria-live="polite">
              {t('panel.lockedNotice')}
            </p>
          )}
          <button
            type="button"
            disabled={confirming || balance === null || toAccept.length > 0 || locked || outsideLimits}
            onClick={() => dispatch(placementRequested(slip.series ? { parlayStake, systems: chosenSystems } : {}))}
          >
            {confirming ? t('panel.delay') : t('panel.place')}
          </button>
        </>
      )}
        </>
      )}
    </Panel>
  );
}

interface EntryRowProps {
  entry: BetSlipEntry;
  t: BetSlipTranslate;
  /** The entry's live view; none without live odds. */
  view: LegView | undefined;
  /** A decimal price in the page's format for this market. */
  price: (decimal: string) => string;
  showStake: boolean;
  /** The member's balance; null for a visitor. */
  balance: string | null;
  /** The server's limits of a single on this selection; none until known. */
  limit: StakeLimit | undefined;
  /** The stake as typed, already clamped (spec 5). */
  onStake: (stake: string) => void;
  onRemove: () => void;
}

function EntryRow({ entry, t, view, price, showStake, balance, limit, onStake, onRemove }: EntryRowProps) {
  const name = entry.isChampion ? (entry.championRate?.rtype ?? entry.side) : `${entry.gameInfo.team_h} vs ${entry.gameInfo.team_c}`;
  const status = entry.bettingData.active;
  return (
    <li data-invalid={entry.isInvalid} data-locked={view?.locked === true}>
      <div className="bs-row">
        <span>{name}</span>
        <button type="button" aria-label={t('panel.remove', { name })} onClick={onRemove}>
          ×
        </button>
      </div>
      <div className="bs-row">
        <span className="bs-muted">
          {entry.leagueName} {entry.isChampion ? '' : `${marketLabel(t, entry.playInfo.w)}${sideLabel(t, entry.side)} ${entry.line}`}
        </span>
        {view?.locked === true ? (
          <span className="bs-locked">{t('panel.legLocked')}</span>
        ) : (
          <span>
            {view !== undefined && view.needsAcceptance && view.move !== 'same' ? (
              <span className="bs-move" data-move={view.move} role="img" aria-label={t(view.move === 'up' ? 'panel.priceUp' : 'panel.priceDown')}>
                {view.move === 'up' ? '▲' : '▼'}
              </span>
            ) : null}
            <span className="bs-price">{price(view?.price ?? entry.price)}</span>
          </span>
        )}
      </div>
      {entry.isInvalid && <div role="status">{t('panel.invalid')}</div>}
      {status !== '' && (
        <div role="status" data-ticket-status={status}>
          {status === 'rejected' && entry.bettingData.reason
            ? t('panel.rejectedReason', { reason: rejectReasonText(t, entry.bettingData.reason) })
            : t(`panel.${status}`)}
        </div>
      )}
      {showStake && (
        <StakeField
          t={t}
          label={`${t('panel.stake')} ${name}`}
          placeholder={t('panel.stake')}
          value={entry.orderData.stake}
          balance={balance}
          limit={limit}
          refusal={status === '' ? entry.bettingData.reason : undefined}
          chips
          aside={<span className="bs-nowrap">{t('panel.win', { amount: winAmount(entry.orderData.stake, view?.price ?? entry.price) })}</span>}
          onChange={onStake}
        />
      )}
    </li>
  );
}

interface ReceiptProps {
  tickets: readonly Ticket[];
  /** The acceptance setting the tickets were placed under. */
  acceptOdds: AcceptOdds;
  t: BetSlipTranslate;
  onKeep: () => void;
  onDone: () => void;
}

/** "3/4" as 3串4. */
function systemLabel(t: BetSlipTranslate, system: string): string {
  const [n = '', k = ''] = system.split('/');
  return t('panel.systemName', { n, k });
}

/** What was placed: each ticket's id, legs, stake, potential win and status, then 保留选项 or 完成. */
function Receipt({ tickets, acceptOdds, t, onKeep, onDone }: ReceiptProps) {
  return (
    <div className="bs-receipt">
      <h3>{t('receipt.title')}</h3>
      <p className="bs-muted">{t('receipt.acceptOdds', { setting: t(ACCEPT_LABELS[acceptOdds]) })}</p>
      <ul>
        {tickets.map((ticket) => {
          const active = bettingActiveOf(ticket);
          return (
            <li key={ticket.ticket_id}>
              <div className="bs-row">
                <span className="bs-nowrap">
                  {ticket.type === 'system' && ticket.system ? systemLabel(t, ticket.system) : t(`receipt.${ticket.type === 'parlay' ? 'parlay' : 'single'}`)}
                </span>
                <span className="bs-muted">{t('receipt.ticketId', { id: ticket.ticket_id })}</span>
              </div>
              {ticket.selections.map((leg) => (
                <div key={leg.oddsId} className="bs-muted">
                  {leg.team_h} vs {leg.team_c} {sideLabel(t, leg.side)} {leg.line} @{leg.price}
                </div>
              ))}
              <div className="bs-row">
                <span>{t('receipt.stake', { amount: ticket.stake })}</span>
                <span>{t('receipt.win', { amount: ticket.potentialWin })}</span>
              </div>
              <div role="status" data-ticket-status={active}>
                {active === 'rejected' && ticket.reasonText
                  ? t('panel.rejectedReason', { reason: rejectReasonText(t, ticket.reasonText) })
                  : t(`panel.${active === '' ? 'delay' : active}`)}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="bs-row">
        <button type="button" onClick={onKeep}>
          {t('receipt.keep')}
        </button>
        <button type="button" onClick={onDone}>
          {t('receipt.done')}
        </button>
      </div>
    </div>
  );
}

const SIDES = ['H', 'C', 'N', 'O', 'U', 'ODD', 'EVEN', 'AOS'] as const;

/** The market's name before the side for the families (半场让球 主, 波胆 2-1, 角球大小 大); the full-time markets go without. */
function marketLabel(t: BetSlipTranslate, playType: string): string {
  return FULL_TIME_MARKETS.has(playType) ? '' : `${t(`market.${playType}` as BetSlipTextKey)} `;
}
const FULL_TIME_MARKETS: ReadonlySet<string> = new Set(['M', 'R', 'OU', 'EO', 'FS']);

function sideLabel(t: BetSlipTranslate, side: string): string {
  const known = SIDES.find((s) => s === side);
  return known ? t(`side.${known}`) : side;
}
