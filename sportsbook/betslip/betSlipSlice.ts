import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@src/store/rootReducer';
import { oddsSelected } from '../sportActions';
import type { Ticket } from '@src/contract';
import type { BetSelection, BettingActive } from './betSlipEntry';
import {
  EMPTY_BET_SLIP,
  addSelection,
  clearSlip,
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
import { applyPlacementAnswer } from './placementRequest';

export interface BetSlipSliceState extends BetSlipState {
  /** The message of the last refused action (spec 5), null after an accepted one. */
  error: BetSlipErrorCode | null;
  /** The server's message when a placement call failed (already Chinese), null otherwise. */
  failure: string | null;
}

export const initialBetSlipState: BetSlipSliceState = { ...EMPTY_BET_SLIP, error: null, failure: null };

function apply(result: RuleResult): BetSlipSliceState {
  return { ...result.state, error: result.error ?? null, failure: null };
}

function rules(state: BetSlipSliceState): BetSlipState {
  const { entries, multiple, series } = state;
  return { entries, multiple, series };
}

/** The bet slip: a thin shell over the pure rules of betSlipRules.ts. */
const slice = createSlice({
  name: 'betSlip',
  initialState: initialBetSlipState,
  reducers: {
    selectionToggled: (state, action: PayloadAction<BetSelection>) => apply(addSelection(rules(state), action.payload)),
    entryRemoved: (state, action: PayloadAction<string>) => apply(removeEntry(rules(state), action.payload)),
    slipCleared: (state) => apply(clearSlip(rules(state))),
    multipleToggled: (state, action: PayloadAction<boolean>) => apply(setMultiple(rules(state), action.payload)),
    seriesToggled: (state, action: PayloadAction<boolean>) => apply(setSeries(rules(state), action.payload)),
    stakeChanged: (state, action: PayloadAction<{ key: string; stake: string }>) =>
      apply(setStake(rules(state), action.payload.key, action.payload.stake)),
    bettingStatusChanged: (state, action: PayloadAction<{ keys: string[]; active: BettingActive; ticketId?: string }>) =>
      apply(setBettingStatus(rules(state), action.payload.keys, action.payload.active, action.payload.ticketId)),
    ticketStatusChanged: (state, action: PayloadAction<{ ticketId: string; active: BettingActive; reason?: string }>) =>
      apply(setTicketStatus(rules(state), action.payload.ticketId, action.payload.active, action.payload.reason)),
    priceChanged: (state, action: PayloadAction<{ oddsId: string; price: string }>) =>
      apply(updatePrice(rules(state), action.payload.oddsId, action.payload.price)),
    /** The answer of sport/bet/place for a plan of planPlacement. */
    placementAnswered: (state, action: PayloadAction<{ entryKeys: string[][]; tickets: Ticket[] }>) =>
      apply(applyPlacementAnswer(rules(state), action.payload.entryKeys, action.payload.tickets)),
    /** The placement call is on its way: its entries are 确认中 until the answer. */
    placementSent: (state, action: PayloadAction<string[]>) => apply(setBettingStatus(rules(state), action.payload, 'delay')),
    /** The call failed (network, server refusal): the entries sent are free again. */
    placementFailed: (state, action: PayloadAction<{ keys: string[]; message: string }>) => ({
      ...apply(setBettingStatus(rules(state), action.payload.keys, '')),
      failure: action.payload.message,
    }),
    slipRestored: (_state, action: PayloadAction<BetSlipState>) => ({ ...action.payload, error: null, failure: null }),
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
    builder.addCase(oddsSelected, (state, action) => apply(addSelection(rules(state), action.payload)));
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
  stakeChanged,
  bettingStatusChanged,
  ticketStatusChanged,
  priceChanged,
  placementAnswered,
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
} = betSlipSlice.selectors;
