import type { AcceptOdds } from '@src/contract';
import type { BetSlipErrorCode } from './betSlipText';
import { toEntry, type BetSelection, type BetSlipEntry, type BettingActive } from './betSlipEntry';

/** spec 9: bet slip maximum. */
export const BET_SLIP_MAX_SELECTIONS = 10;

/** spec 5: what a rule refuses with, as a key of the slip's catalogue (betslip:error.<code>, betSlipText.ts). */
export type BetSlipError = Extract<BetSlipErrorCode, 'limitReached' | 'orderConfirming'>;

export interface BetSlipState {
  /** In the order they were added: the last one is the most recently added. */
  entries: BetSlipEntry[];
  multiple: boolean;
  /** Series (parlay, 串关) mode. */
  series: boolean;
  /** How a moved price is taken (接受任何赔率 / 只接受更好的赔率 / 不接受赔率变化): kept with the slip. */
  acceptOdds: AcceptOdds;
}

/** Every rule answers the next state, and a message for the member when it refused. */
export interface RuleResult {
  state: BetSlipState;
  error?: BetSlipError;
}

export const EMPTY_BET_SLIP: BetSlipState = { entries: [], multiple: false, series: false, acceptOdds: 'better' };

function isConfirming(state: BetSlipState): boolean {
  return state.entries.some((entry) => entry.bettingData.active === 'delay');
}

/** spec 4: in series mode, entries sharing a match are invalid; out of it, nothing is. */
function withInvalidFlags(entries: BetSlipEntry[], series: boolean): BetSlipEntry[] {
  const perMatch = new Map<string, number>();
  if (series) for (const e of entries) perMatch.set(e.gameInfo.gameId, (perMatch.get(e.gameInfo.gameId) ?? 0) + 1);
  return entries.map((entry) => {
    const isInvalid = series && (perMatch.get(entry.gameInfo.gameId) ?? 0) > 1;
    return entry.isInvalid === isInvalid ? entry : { ...entry, isInvalid };
  });
}

const FRESH_BETTING = { active: '' as const, ticket_id: '' };

/**
 * An entry ready for a new bet: a decided status (已接受, 已拒绝) and a refusal's reason belong to the bet that was
 * made, not to the next one. An entry still 确认中 keeps its ticket.
 */
export function freshEntry(entry: BetSlipEntry): BetSlipEntry {
  const { active, reason } = entry.bettingData;
  if (active === 'delay' || (active === '' && reason === undefined)) return entry;
  return { ...entry, bettingData: FRESH_BETTING };
}

/**
 * Keeps the slip's invariants: more than one entry forces multiple on; invalid flags follow series mode. Every
 * change of what the slip holds or of its mode starts a new bet, so no entry carries an earlier bet's status.
 */
function settle(state: BetSlipState): BetSlipState {
  return {
    ...state,
    multiple: state.multiple || state.entries.length > 1,
    entries: withInvalidFlags(state.entries.map(freshEntry), state.series),
  };
}

/**
 * spec 4: adding a selection toggles it. A champion entry turns series off and clears non-champion entries; a
 * normal entry removes entries of the same match, clears everything when neither multiple nor series is on,
 * and clears champion entries. Refused while an order is being confirmed, and beyond 10 selections (spec 5).
 */
export function addSelection(state: BetSlipState, selection: BetSelection): RuleResult {
  if (isConfirming(state)) return { state, error: 'orderConfirming' };
  const added = toEntry(selection);
  if (state.entries.some((entry) => entry.key === added.key)) {
    return { state: settle({ ...state, entries: state.entries.filter((entry) => entry.key !== added.key) }) };
  }

  let { entries, series } = state;
  if (added.isChampion) {
    series = false;
    // Two picks of one outright market are one match too: the newer replaces the older.
    entries = entries.filter((entry) => entry.isChampion && entry.gameInfo.gameId !== added.gameInfo.gameId);
  } else {
    if (!state.multiple && !state.series) entries = [];
    entries = entries.filter((entry) => !entry.isChampion && entry.gameInfo.gameId !== added.gameInfo.gameId);
  }
  if (entries.length >= BET_SLIP_MAX_SELECTIONS) return { state, error: 'limitReached' };
  return { state: settle({ ...state, series, entries: [...entries, added] }) };
}

export function removeEntry(state: BetSlipState, key: string): RuleResult {
  if (isConfirming(state)) return { state, error: 'orderConfirming' };
  return { state: settle({ ...state, entries: state.entries.filter((entry) => entry.key !== key) }) };
}

export function clearSlip(state: BetSlipState): RuleResult {
  if (isConfirming(state)) return { state, error: 'orderConfirming' };
  return { state: { ...state, entries: [] } };
}

/** spec 4: turning multiple off keeps only the most recently added entry; with more than one entry it stays on. */
export function setMultiple(state: BetSlipState, on: boolean): RuleResult {
  if (on) return { state: settle({ ...state, multiple: true }) };
  if (isConfirming(state) && state.entries.length > 1) return { state, error: 'orderConfirming' };
  const last = state.entries.at(-1);
  return { state: settle({ ...state, multiple: false, entries: last ? [last] : [] }) };
}

/**
 * spec 4: turning series on marks entries sharing a match invalid; turning it off clears the invalid flags. The
 * odds format it resets to Hong Kong is the page's one setting (betSlipEpic's seriesOddsTypeEpic).
 */
export function setSeries(state: BetSlipState, on: boolean): RuleResult {
  if (on) return { state: settle({ ...state, series: true }) };
  return { state: settle({ ...state, series: false }) };
}

/** A stake typed for one entry (already cleaned by stakeMaths.clampStake): a new bet, so the entry is fresh. */
export function setStake(state: BetSlipState, key: string, stake: string): RuleResult {
  return {
    state: {
      ...state,
      entries: state.entries.map((e) => (e.key === key ? { ...freshEntry(e), orderData: { ...e.orderData, stake } } : e)),
    },
  };
}

/** The betting status of entries after a placement (delay while 确认中) or a ticket push. */
export function setBettingStatus(state: BetSlipState, keys: readonly string[], active: BettingActive, ticketId = ''): RuleResult {
  return {
    state: {
      ...state,
      entries: state.entries.map((e) => (keys.includes(e.key) ? { ...e, bettingData: { active, ticket_id: ticketId } } : e)),
    },
  };
}

/** A ticket's outcome pushed over the feed: every entry carrying that ticket id takes the status. */
export function setTicketStatus(state: BetSlipState, ticketId: string, active: BettingActive, reason?: string): RuleResult {
  return {
    state: {
      ...state,
      entries: state.entries.map((e) =>
        e.bettingData.ticket_id === ticketId && ticketId !== ''
          ? { ...e, bettingData: { active, ticket_id: ticketId, ...(reason === undefined ? {} : { reason }) } }
          : e,
      ),
    },
  };
}

/** A new price (or the server's current price) for an entry's odds. */
export function updatePrice(state: BetSlipState, oddsId: string, price: string): RuleResult {
  return {
    state: { ...state, entries: state.entries.map((e) => (e.oddsId === oddsId && e.price !== price ? { ...e, price } : e)) },
  };
}

/**
 * A bet the server refused at once (a ticket rejected in the placement's answer): no bet exists, so the entry
 * gets no status, only the reason, shown beside its stake until the player changes the stake or the slip.
 */
export function setRefusal(state: BetSlipState, keys: readonly string[], reason: string | undefined): RuleResult {
  return {
    state: {
      ...state,
      entries: state.entries.map((e) =>
        keys.includes(e.key) ? { ...e, bettingData: { ...FRESH_BETTING, ...(reason === undefined ? {} : { reason }) } } : e,
      ),
    },
  };
}
