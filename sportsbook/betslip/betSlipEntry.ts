import type { OddsSelection } from '../sportActions';

/**
 * Betting status of an entry (spec 3 bettingData.active): '' before placing, 'delay' while the order is being
 * confirmed (确认中, in-play bets), then 'accepted' or 'rejected'.
 */
export type BettingActive = '' | 'delay' | 'accepted' | 'rejected';

/** What the sport page hands to the slip when a price is clicked. */
export type BetSelection = OddsSelection;

/** One selection on the slip (spec 3 bet slip entry). */
export interface BetSlipEntry extends BetSelection {
  /** Match, play type and odds id (spec 3: entries are keyed by these). */
  key: string;
  /**
   * reason: why the bet was refused (Chinese, from the server): after its hold (active 'rejected'), or at once
   * (active '': no bet exists, the reason shows beside the stake until the stake or the slip changes).
   */
  bettingData: { active: BettingActive; ticket_id: string; reason?: string };
  /** The stake typed for this entry (single bets), a decimal string or ''. */
  orderData: { stake: string };
  /** Series mode only: the entry shares its match with another entry. */
  isInvalid: boolean;
}

export function entryKey(selection: Pick<BetSelection, 'gameInfo' | 'playInfo' | 'oddsId'>): string {
  return `${selection.gameInfo.gameId}|${selection.playInfo.w}|${selection.oddsId}`;
}

export function toEntry(selection: BetSelection): BetSlipEntry {
  return {
    ...selection,
    key: entryKey(selection),
    bettingData: { active: '', ticket_id: '' },
    orderData: { stake: '' },
    isInvalid: false,
  };
}
