import { combineReducers } from '@reduxjs/toolkit';
import { streamsReducers } from '@streams';
import { sessionSlice } from '@src/session/sessionSlice';
import { authDialogSlice } from '@src/auth/authDialogSlice';

/** streams/ slices (balance, feed, chat) plus the app shell's own. */
export const appReducers = {
  ...streamsReducers,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [authDialogSlice.reducerPath]: authDialogSlice.reducer,
};

export const rootReducer = combineReducers(appReducers);

export type RootState = ReturnType<typeof rootReducer>;
