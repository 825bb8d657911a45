import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BonusPool, VenueCategory } from '@src/contract/venue';
import { rootReducer } from '@src/store/rootReducer';

/** The jackpot pools of the lobby on screen, as the last poll brought them. */
export interface JackpotState {
  /** The category being watched; null when no lobby is open. */
  category: VenueCategory | null;
  pools: BonusPool[];
  /** When the last answer arrived (the client's clock, epoch ms): the ticking counts from here. */
  receivedAt: number | null;
  /** A poll failed: the pools shown (if any) are from an earlier poll. */
  failed: boolean;
}

const initialState: JackpotState = { category: null, pools: [], receivedAt: null, failed: false };

export const jackpotSlice = createSlice({
  name: 'casinoJackpot',
  initialState,
  reducers: {
    /** A lobby opened: poll its category's pools. `visible`: whether the page is shown now. */
    jackpotWatchStarted(state, action: PayloadAction<{ category: VenueCategory; visible: boolean }>) {
      if (state.category !== action.payload.category) {
        state.pools = [];
        state.receivedAt = null;
      }
      state.category = action.payload.category;
      state.failed = false;
    },
    /** The lobby left: polling stops. */
    jackpotWatchStopped(state) {
      state.category = null;
    },
    /** The tab was hidden or shown again (document visibilitychange). */
    pageVisibilityChanged(_state, _action: PayloadAction<{ visible: boolean }>) {},
    jackpotPoolsReceived(
      state,
      action: PayloadAction<{ category: VenueCategory; pools: BonusPool[]; receivedAt: number }>,
    ) {
      if (action.payload.category !== state.category) return;
      state.pools = action.payload.pools;
      state.receivedAt = action.payload.receivedAt;
      state.failed = false;
    },
    jackpotPollFailed(state, action: PayloadAction<{ category: VenueCategory }>) {
      if (action.payload.category === state.category) state.failed = true;
    },
  },
  selectors: {
    selectJackpot: (state) => state,
  },
});

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    casinoJackpot: JackpotState;
  }
}

const injected = jackpotSlice.injectInto(rootReducer);

export const {
  jackpotWatchStarted,
  jackpotWatchStopped,
  pageVisibilityChanged,
  jackpotPoolsReceived,
  jackpotPollFailed,
} = jackpotSlice.actions;
export const { selectJackpot } = injected.selectors;
