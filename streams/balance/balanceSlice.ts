import {
  createAction,
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { AllBalance, MoneyString, WalletBalance } from '@src/contract';

export type VenueBalance = AllBalance['venues'][number];

export type BalanceStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface BalanceState {
  /** Total of the centre wallet and every venue (spec 3), a decimal string; null until first loaded. */
  total: MoneyString | null;
  venues: EntityState<VenueBalance, string>;
  centerWallet: MoneyString | null;
  lockMoney: MoneyString | null;
  status: BalanceStatus;
  /** Scheduler time (ms) of the last successful refresh. */
  lastUpdated: number | null;
  /** Message of the last failed refresh; the previous amounts stay on show. */
  error: string | null;
}

export interface BalanceRefreshResult {
  all: AllBalance;
  wallet: WalletBalance;
  receivedAt: number;
}

const venuesAdapter = createEntityAdapter<VenueBalance, string>({ selectId: (venue) => venue.enName });

export const initialBalanceState: BalanceState = {
  total: null,
  venues: venuesAdapter.getInitialState(),
  centerWallet: null,
  lockMoney: null,
  status: 'idle',
  lastUpdated: null,
  error: null,
};

export const balanceSlice = createSlice({
  name: 'balance',
  initialState: initialBalanceState,
  reducers: {
    balanceRefreshStarted: (state) => {
      state.status = 'loading';
    },
    balanceRefreshSucceeded: (state, action: PayloadAction<BalanceRefreshResult>) => {
      const { all, wallet, receivedAt } = action.payload;
      state.total = all.balance;
      venuesAdapter.setAll(state.venues, all.venues);
      state.centerWallet = wallet.centerWalletBalance;
      state.lockMoney = wallet.lockMoney;
      state.status = 'succeeded';
      state.lastUpdated = receivedAt;
      state.error = null;
    },
    balanceRefreshFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** Logout or login expiry: forget every amount and cancel any refresh and polling (spec 4). */
    balanceCleared: () => initialBalanceState,
  },
});

/** Ask for a fresh balance now; a newer request supersedes one still in flight. */
export const balanceRefreshRequested = createAction('balance/refreshRequested');
/** Refresh every `intervalMs` of scheduler time until polling stops or the balance is cleared. */
export const balancePollingStarted = createAction<{ intervalMs: number }>('balance/pollingStarted');
export const balancePollingStopped = createAction('balance/pollingStopped');

export const { balanceRefreshStarted, balanceRefreshSucceeded, balanceRefreshFailed, balanceCleared } =
  balanceSlice.actions;

export interface BalanceRootState {
  balance: BalanceState;
}

const venueSelectors = venuesAdapter.getSelectors((root: BalanceRootState) => root.balance.venues);

export const selectBalance = (root: BalanceRootState): BalanceState => root.balance;
export const selectTotalBalance = (root: BalanceRootState): MoneyString | null => root.balance.total;
export const selectBalanceStatus = (root: BalanceRootState): BalanceStatus => root.balance.status;
export const selectVenueBalances = venueSelectors.selectAll;
export const selectVenueBalance = venueSelectors.selectById;
