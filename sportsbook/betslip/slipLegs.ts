import type { AcceptOdds, OddsStatus } from '@src/contract';
import { matchChannel } from '@src/contract';
import { compareDecimal, selectChannelStatus, selectIsMatchStale, type FeedRootState, type OddsEntity } from '@streams';
import type { BetSlipEntry } from './betSlipEntry';

/** What the feed says now of one slip entry's odds. */
export interface LegLive {
  /** The current decimal price. */
  price: string;
  /** open, or locked: suspended (a stale feed reads as suspended) or closed. */
  status: OddsStatus;
}

/** Each slip entry's live odds, by entry key. */
export type SlipLegs = Readonly<Record<string, LegLive>>;

/** How the current price stands against the price the slip holds for the entry. */
export type LegMove = 'same' | 'up' | 'down';

export interface LegView {
  /** The price to show: the current one while the entry can still be bet. */
  price: string;
  move: LegMove;
  /** Suspended, closed or on a stale feed: the slip cannot be placed with it. */
  locked: boolean;
  /** The price moved in a way the acceptance setting does not take by itself: the player must accept it. */
  needsAcceptance: boolean;
  /** The price moved in a way the setting takes: the slip moves to it by itself. */
  autoAccept: boolean;
}

/** An entry not placed yet (or refused): it follows the live price. A placed one keeps its price. */
export function isOpenForBetting(entry: Pick<BetSlipEntry, 'bettingData'>): boolean {
  return entry.bettingData.active === '' || entry.bettingData.active === 'rejected';
}

/**
 * One entry as the slip shows it (issue 12 item 1): the current price with its move against the slip's price;
 * a change the acceptance setting takes (any change with 接受任何赔率, a better price with 只接受更好的赔率) is
 * taken by itself, any other waits for 接受赔率变化. Without live data (none given) the entry stands as it is.
 */
export function legView(
  entry: Pick<BetSlipEntry, 'price' | 'bettingData'>,
  live: LegLive | undefined,
  accept: AcceptOdds,
): LegView {
  if (live === undefined || !isOpenForBetting(entry)) {
    return { price: entry.price, move: 'same', locked: false, needsAcceptance: false, autoAccept: false };
  }
  const order = compareDecimal(live.price, entry.price);
  const move: LegMove = order > 0 ? 'up' : order < 0 ? 'down' : 'same';
  const taken = accept === 'any' || (accept === 'better' && move === 'up');
  return {
    price: live.price,
    move,
    locked: live.status !== 'open',
    needsAcceptance: move !== 'same' && !taken,
    autoAccept: move !== 'same' && taken,
  };
}

/** The moves the acceptance setting takes by itself (legView's autoAccept): each entry's odds id and new price. */
export function acceptedMoves(
  entries: readonly Pick<BetSlipEntry, 'oddsId' | 'key' | 'price' | 'bettingData'>[],
  legs: SlipLegs,
  accept: AcceptOdds,
): { oddsId: string; price: string }[] {
  const moves: { oddsId: string; price: string }[] = [];
  for (const entry of entries) {
    const view = legView(entry, legs[entry.key], accept);
    if (view.autoAccept) moves.push({ oddsId: entry.oddsId, price: view.price });
  }
  return moves;
}

/** The entry's status as the feed says it: missing odds are suspended until the match's channel is live. */
function statusOf(state: FeedRootState, entry: BetSlipEntry, odds: OddsEntity | undefined): OddsStatus {
  if (odds === undefined) {
    return selectChannelStatus(state, matchChannel(entry.gameInfo.gameId)) === 'live' ? 'closed' : 'suspended';
  }
  if (odds.status !== 'open') return odds.status;
  return selectIsMatchStale(state, odds.gameId) ? 'suspended' : 'open';
}

/**
 * A selector of the slip's legs for one dock: the same object while the entries and every leg's price and status
 * are unchanged, so the dock renders again only when a leg moves. It runs on every store update (each feed
 * frame), so an unchanged slip allocates nothing.
 */
export function slipLegsSelector(): (state: FeedRootState, entries: readonly BetSlipEntry[]) => SlipLegs {
  let last: Record<string, LegLive> = {};
  let lastEntries: readonly BetSlipEntry[] | null = null;
  return (state, entries) => {
    let same = lastEntries !== null && entries.length === lastEntries.length;
    for (let i = 0; same && i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry !== lastEntries?.[i]) {
        same = false;
        break;
      }
      const odds = state.feed.odds.entities[entry.oddsId];
      const before = last[entry.key];
      same = before !== undefined && before.price === (odds?.price ?? entry.price) && before.status === statusOf(state, entry, odds);
    }
    if (same) return last;
    const next: Record<string, LegLive> = {};
    for (const entry of entries) {
      const odds = state.feed.odds.entities[entry.oddsId];
      const live = { price: odds?.price ?? entry.price, status: statusOf(state, entry, odds) };
      const before = last[entry.key];
      next[entry.key] = before !== undefined && before.price === live.price && before.status === live.status ? before : live;
    }
    last = next;
    lastEntries = entries;
    return next;
  };
}
