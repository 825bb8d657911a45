import { combineReducers } from '@reduxjs/toolkit';
import { streamsReducers } from '@streams';
import { sessionSlice } from '@src/session/sessionSlice';
import { authDialogSlice } from '@src/auth/authDialogSlice';
import { editionSlice } from '@src/theme/editionSlice';
import { dialogsSlice } from '@src/ui/dialogs/dialogSlice';
import { siteSlice } from '@src/app/site/siteSlice';
import { shellSlice } from '@src/app/shell/shellSlice';
import { unreadSlice } from '@src/mine/unread/unreadSlice';
import { betSlipSlice } from '@sportsbook/betslip';

/** streams/ slices (balance, feed, chat) plus the app shell's own. */
export const appReducers = {
  ...streamsReducers,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [authDialogSlice.reducerPath]: authDialogSlice.reducer,
  [editionSlice.reducerPath]: editionSlice.reducer,
  [dialogsSlice.reducerPath]: dialogsSlice.reducer,
  [siteSlice.reducerPath]: siteSlice.reducer,
  [shellSlice.reducerPath]: shellSlice.reducer,
  [unreadSlice.reducerPath]: unreadSlice.reducer,
  [betSlipSlice.reducerPath]: betSlipSlice.reducer,
};

export const rootReducer = combineReducers(appReducers);

export type RootState = ReturnType<typeof rootReducer>;
