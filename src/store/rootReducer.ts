import { combineSlices } from '@reduxjs/toolkit';
import { streamsReducers } from '@streams';
import { sessionSlice } from '@src/session/sessionSlice';
import { authDialogSlice } from '@src/auth/authDialogSlice';
import { editionSlice } from '@src/theme/editionSlice';
import { dialogsSlice } from '@src/ui/dialogs/dialogSlice';
import { siteSlice } from '@src/app/site/siteSlice';
import { shellSlice } from '@src/app/shell/shellSlice';
import { unreadSlice } from '@src/mine/unread/unreadSlice';

/**
 * The slices features inject when they load. Each feature adds its own entries by declaration merging,
 * beside the slice it injects:
 *
 *   declare module '@src/store/rootReducer' {
 *     interface LazyLoadedSlices { betSlip: BetSlipSliceState }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features (declaration merging)
export interface LazyLoadedSlices {}

/**
 * The root reducer: streams/ slices (balance, feed, chat) and the shell's own from the start; a feature's
 * slices are injected into this one reducer when the feature loads (`slice.injectInto(rootReducer)`), so
 * they reach every store, those made before and after, once.
 */
export const rootReducer = combineSlices(
  streamsReducers,
  sessionSlice,
  authDialogSlice,
  editionSlice,
  dialogsSlice,
  siteSlice,
  shellSlice,
  unreadSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
