import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@src/store/rootReducer';
import { oddsSelected } from '../sportActions';
import type { AcceptOdds, BetLimits, Ticket } from '@src/contract';
import type { BetSelection, BettingActive } from './betSlipEntry';
import {
  EMPTY_BET_SLIP,
  addSelection,
  clearSlip,
  freshEntry,
  removeEntry,
  setBettingStatus,
  setMultiple,
  setSeries,
  setStake,
  setTicketStatus,
  updatePrice,
  type BetSlipState,
  type RuleResult,
} from './betSlipRules';
import type { BetSlipErrorCode } from './betSlipText';
import { applyPlacementAnswer, seriesRefusalOf, type PlacementRequest } from './placementRequest';
import { acceptedMoves, type SlipLegs } from './slipLegs';

/** The slip's placement state beside its entries (not saved with the slip). */
export interface PlacementState {
  /** The tickets of the last placement, shown as a receipt until the player keeps the selections or closes it. */
  receipt: Ticket[] | null;
  /** The last placement that placed a bet: what it was (placementSignature) and when (ms). */
  lastPlaced: { signature: string; at: number } | null;
  /** A placement identical to the last one within a minute, waiting for the player's yes or no. */
  duplicateQuestion: PlacementRequest | null;
  /** The server's stake limits for the slip's selections (sport/bet/limits); null until they are known. */
  limits: BetLimits | null;
}

export interface BetSlipSliceState extends BetSlipState, PlacementState {
  /** The message of the last refused action (spec 5), null after an accepted one. */
  error: BetSlipErrorCode | null;
  /** The server's message when a placement call failed (already Chinese), null otherwise. */
  failure: string | null;
}

const NO_PLACEMENT: PlacementState = { receipt: null, lastPlaced: null, duplicateQuestion: null, limits: null };

export const initialBetSlipState: BetSlipSliceState = { ...EMPTY_BET_SLIP, ...NO_PLACEMENT, error: null, failure: null };

function apply(state: BetSlipSliceState, result: RuleResult): BetSlipSliceState {
  const { receipt, lastPlaced, duplicateQuestion, limits } = state;
  return { ...result.state, receipt, lastPlaced, duplicateQuestion, limits, error: result.error ?? null, failure: null };
}

/** 完成: the placed selections leave the slip; refused ones stay, fresh, to be tried again. */
function closeReceipt(state: BetSlipSliceState): BetSlipSliceState {
  return {
    ...state,
    receipt: null,
    entries: state.entries.filter((entry) => entry.bettingData.active !== 'accepted').map(freshEntry),
  };
}

/**
 * A new bet begins (a selection added, a mode changed) while a receipt shows: the receipt is done first. Not
 * while a ticket is still 确认中: the rules refuse the change then, and the receipt stays with its ticket.
 */
function beginBet(state: BetSlipSliceState): BetSlipSliceState {
  if (state.receipt === null || state.entries.some((entry) => entry.bettingData.active === 'delay')) return state;
  return closeReceipt(state);
}

/** A ticket's status as the slip's betting status says it. */
function ticketStatusOf(active: BettingActive): Ticket['status'] {
  return active === 'delay' || active === '' ? 'pending' : active;
}

function rules(state: BetSlipSliceState): BetSlipState {
  const { entries, multiple, series, acceptOdds } = state;
  return { entries, multiple, series, acceptOdds };
}

/** The bet slip: a thin shell over the pure rules of betSlipRules.ts. */
const slice = createSlice({
  name: 'betSlip',
  initialState: initialBetSlipState,
  reducers: {
    selectionToggled: (state, action: PayloadAction<BetSelection>) => {
      const begun = beginBet(state);
      return apply(begun, addSelection(rules(begun), action.payload));
    },
    entryRemoved: (state, action: PayloadAction<string>) => apply(state, removeEntry(rules(state), action.payload)),
    slipCleared: (state) => apply(state, clearSlip(rules(state))),
    multipleToggled: (state, action: PayloadAction<boolean>) => {
      const begun = beginBet(state);
      return apply(begun, setMultiple(rules(begun), action.payload));
    },
    seriesToggled: (state, action: PayloadAction<boolean>) => {
      const begun = beginBet(state);
      return apply(begun, setSeries(rules(begun), action.payload));
    },
    /** 接受任何赔率 / 只接受更好的赔率 / 不接受赔率变化: kept with the slip and sent with each placement. */
    acceptOddsChanged: (state, action: PayloadAction<AcceptOdds>) => {
      state.acceptOdds = action.payload;
    },
    /**
     * The feed's prices for the slip's entries (slipLegs.ts): a move the acceptance setting takes (any move with
     * 接受任何赔率, a better price with 只接受更好的赔率) becomes the entry's price; any other waits for 接受赔率变化.
     */
    legsMoved: (state, action: PayloadAction<SlipLegs>) => {
      let next = rules(state);
      for (const { oddsId, price } of acceptedMoves(next.entries, action.payload, next.acceptOdds)) {
        next = updatePrice(next, oddsId, price).state;
      }
      state.entries = next.entries;
    },
    limitsLoaded: (state, action: PayloadAction<BetLimits>) => {
      state.limits = action.payload;
    },
    stakeChanged: (state, action: PayloadAction<{ key: string; stake: string }>) =>
      apply(state, setStake(rules(state), action.payload.key, action.payload.stake)),
    bettingStatusChanged: (state, action: PayloadAction<{ keys: string[]; active: BettingActive; ticketId?: string }>) =>
      apply(state, setBettingStatus(rules(state), action.payload.keys, action.payload.active, action.payload.ticketId)),
    ticketStatusChanged: (state, action: PayloadAction<{ ticketId: string; active: BettingActive; reason?: string }>) => {
      const { ticketId, active, reason } = action.payload;
      const next = apply(state, setTicketStatus(rules(state), ticketId, active, reason));
      // The receipt follows its tickets: 确认中, then accepted or refused with the reason.
      next.receipt =
        next.receipt?.map((ticket) =>
          ticket.ticket_id === ticketId
            ? { ...ticket, status: ticketStatusOf(active), ...(reason !== undefined ? { reasonText: reason } : {}) }
            : ticket,
        ) ?? null;
      return next;
    },
    priceChanged: (state, action: PayloadAction<{ oddsId: string; price: string }>) =>
      apply(state, updatePrice(rules(state), action.payload.oddsId, action.payload.price)),
    /**
     * The answer of sport/bet/place for a plan of planPlacement (its signature, answered at `at`): the placed
     * tickets become the receipt and their entries' stakes are cleared, so the same click cannot place them again.
     */
    placementAnswered: (
      state,
      action: PayloadAction<{ entryKeys: string[][]; tickets: Ticket[]; signature?: string; at?: number }>,
    ) => {
      const { entryKeys, tickets, signature, at } = action.payload;
      const next = apply(state, applyPlacementAnswer(rules(state), entryKeys, tickets));
      next.failure = seriesRefusalOf(tickets);
      const placed = tickets.filter((ticket) => ticket.status !== 'rejected');
      if (placed.length === 0) return next;
      const placedKeys = new Set(entryKeys.filter((_keys, i) => tickets[i]?.status !== 'rejected').flat());
      next.entries = next.entries.map((entry) =>
        placedKeys.has(entry.key) ? { ...entry, orderData: { stake: '' } } : entry,
      );
      next.receipt = placed;
      if (signature !== undefined && at !== undefined) next.lastPlaced = { signature, at };
      return next;
    },
    /** 保留选项: back to the slip with the same selections, fresh (no stake, no status) for the next bet. */
    receiptKept: (state) => ({
      ...state,
      receipt: null,
      entries: state.entries.map((entry) =>
        entry.bettingData.active === 'delay' ? entry : { ...freshEntry(entry), orderData: { stake: '' } },
      ),
    }),
    receiptClosed: closeReceipt,
    /** The same bets as the last placement, within a minute: the slip asks before placing them again. */
    duplicateAsked: (state, action: PayloadAction<PlacementRequest>) => ({ ...state, duplicateQuestion: action.payload }),
    duplicateDismissed: (state) => {
      state.duplicateQuestion = null;
    },
    /** The placement call is on its way: its entries are 确认中 until the answer. */
    placementSent: (state, action: PayloadAction<string[]>) => ({
      ...apply(state, setBettingStatus(rules(state), action.payload, 'delay')),
      duplicateQuestion: null,
    }),
    /** The call failed (network, server refusal): the entries sent are free again. */
    placementFailed: (state, action: PayloadAction<{ keys: string[]; message: string }>) => ({
      ...apply(state, setBettingStatus(rules(state), action.payload.keys, '')),
      failure: action.payload.message,
    }),
    slipRestored: (state, action: PayloadAction<BetSlipState>) => ({
      ...action.payload,
      ...NO_PLACEMENT,
      // Limits asked before the saved slip came back stay good for the selections they were asked for.
      limits: state.limits,
      error: null,
      failure: null,
    }),
    /** A refusal found outside the rules (planPlacement), for the UI to show. */
    errorRaised: (state, action: PayloadAction<BetSlipErrorCode>) => {
      state.error = action.payload;
    },
    errorDismissed: (state) => {
      state.error = null;
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    // A price clicked on the sport page toggles its entry (spec 4).
    builder.addCase(oddsSelected, (state, action) => {
      const begun = beginBet(state);
      return apply(begun, addSelection(rules(begun), action.payload));
    });
  },
  selectors: {
    selectBetSlip: (state) => state,
    selectEntries: (state) => state.entries,
    selectEntryCount: (state) => state.entries.length,
    selectIsMultiple: (state) => state.multiple,
    selectIsSeries: (state) => state.series,
    selectSlipError: (state) => state.error,
    selectSlipFailure: (state) => state.failure,
    selectIsConfirming: (state) => state.entries.some((e) => e.bettingData.active === 'delay'),
    selectHasInvalid: (state) => state.entries.some((e) => e.isInvalid),
    selectLastPlaced: (state) => state.lastPlaced,
    selectAcceptOdds: (state) => state.acceptOdds,
    selectBetLimits: (state) => state.limits,
  },
});

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    betSlip: BetSlipSliceState;
  }
}

/**
 * Injected into the app's root reducer when the sportsbook loads (RTK 2 lazy slices): its selectors read
 * the initial slip from a store that has not seen an action since.
 */
export const betSlipSlice = slice.injectInto(rootReducer);

export const {
  selectionToggled,
  entryRemoved,
  slipCleared,
  multipleToggled,
  seriesToggled,
  acceptOddsChanged,
  legsMoved,
  limitsLoaded,
  stakeChanged,
  bettingStatusChanged,
  ticketStatusChanged,
  priceChanged,
  placementAnswered,
  receiptKept,
  receiptClosed,
  duplicateAsked,
  duplicateDismissed,
  placementSent,
  placementFailed,
  slipRestored,
  errorRaised,
  errorDismissed,
} = betSlipSlice.actions;
export const {
  selectBetSlip,
  selectEntries,
  selectEntryCount,
  selectIsMultiple,
  selectIsSeries,
  selectSlipError,
  selectSlipFailure,
  selectIsConfirming,
  selectHasInvalid,
  selectLastPlaced,
  selectAcceptOdds,
  selectBetLimits,
} = betSlipSlice.selectors;
