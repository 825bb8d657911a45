import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositOrderState } from '@src/contract/deposit';
import { loggedOut } from '@src/session';
import { rootReducer } from '@src/store/rootReducer';

/** The order a wait screen shows and what is known of it. */
export interface DepositOrderWatch {
  orderNo: string;
  state: DepositOrderState;
  /** The member pressed 我已付款: the screen says it is waiting for the money and asks more often. */
  paymentClaimed: boolean;
}

export interface DepositOrderSliceState {
  watched: DepositOrderWatch | null;
}

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    depositOrder: DepositOrderSliceState;
  }
}

const initialState: DepositOrderSliceState = { watched: null };

/** A wait screen opened on an order whose state it knows (the pay answer or a status call). */
export const depositWatchStarted = createAction<{ orderNo: string; state: DepositOrderState }>(
  'depositOrder/watchStarted',
);
/** The wait screen closed: nothing more is asked about the order. */
export const depositWatchStopped = createAction<{ orderNo: string }>('depositOrder/watchStopped');
/** 我已付款. */
export const depositPaymentClaimed = createAction<{ orderNo: string }>('depositOrder/paymentClaimed');
/** The order's state changed, as pushed on the socket or found by polling (or answered by closeOrder). */
export const depositStateChanged = createAction<{ orderNo: string; state: DepositOrderState }>(
  'depositOrder/stateChanged',
);

const slice = createSlice({
  name: 'depositOrder',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(depositWatchStarted, (state, { payload }) => {
        state.watched = { ...payload, paymentClaimed: false };
      })
      .addCase(depositWatchStopped, (state, { payload }) => {
        if (state.watched?.orderNo === payload.orderNo) state.watched = null;
      })
      .addCase(depositPaymentClaimed, (state, { payload }) => {
        if (state.watched?.orderNo === payload.orderNo) state.watched.paymentClaimed = true;
      })
      .addCase(
        depositStateChanged,
        (state, { payload }: PayloadAction<{ orderNo: string; state: DepositOrderState }>) => {
          if (state.watched?.orderNo === payload.orderNo) state.watched.state = payload.state;
        },
      )
      .addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectWatched: (state) => state.watched,
  },
});

/** Joins the app's root reducer when the deposit pages load. */
export const depositOrderSlice = slice.injectInto(rootReducer);

export const selectWatchedDepositOrder = depositOrderSlice.selectors.selectWatched;
