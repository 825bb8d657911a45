import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UnreadCounts } from '@src/contract';
import { loggedOut } from '@src/session';

export interface UnreadState {
  /** spec 3 unread message counts; null until first loaded and after logout. */
  counts: UnreadCounts | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

export const initialUnreadState: UnreadState = { counts: null, status: 'idle' };

export const unreadSlice = createSlice({
  name: 'unread',
  initialState: initialUnreadState,
  reducers: {
    unreadLoaded: (state, action: PayloadAction<UnreadCounts>) => {
      state.counts = action.payload;
      state.status = 'succeeded';
    },
    /** The previous counts stay on show; the next poll tries again. */
    unreadFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialUnreadState);
  },
});

export const { unreadLoaded, unreadFailed } = unreadSlice.actions;

/** Ask for the counts now (after reading or deleting letters, say). */
export const unreadRefreshRequested = createAction('unread/refreshRequested');

export interface UnreadRootState {
  unread: UnreadState;
}

const LETTER_COUNTS = [
  'brnotice_count',
  'bractivity_count',
  'brbulletin_count',
  'brmatch_count',
  'brfd_count',
  'notice_count',
  'activity_count',
  'fd_count',
] as const satisfies readonly (keyof UnreadCounts)[];

/** The header badge: every unread letter, the site's broadcasts and the member's own (feedback apart). */
export function unreadLetterTotal(counts: UnreadCounts): number {
  return LETTER_COUNTS.reduce((total, key) => total + Math.max(0, counts[key]), 0);
}

export const selectUnreadTotal = (root: UnreadRootState): number =>
  root.unread.counts ? unreadLetterTotal(root.unread.counts) : 0;
