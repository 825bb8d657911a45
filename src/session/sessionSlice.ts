import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@src/contract';
import type { AppStorage } from './appStorage';

export type MemberStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SessionState {
  /** spec 4: logged in means a token exists. */
  token: string | null;
  userId: string | null;
  member: MemberInfo | null;
  memberStatus: MemberStatus;
}

/** Why a member was logged out: the logout button, an expired login, or a password change (every session ends). */
export type LogoutReason = 'logout' | 'expired' | 'passwordChanged';

export const initialSessionState: SessionState = {
  token: null,
  userId: null,
  member: null,
  memberStatus: 'idle',
};

/** The session as the stored token left it (a reload keeps the member logged in). */
export function sessionFromStorage(storage: AppStorage): SessionState {
  const token = storage.get('token');
  return token ? { ...initialSessionState, token, userId: storage.get('userId') } : initialSessionState;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login or register succeeded with this token (spec 4: store token and user id). */
    sessionStarted: (_state, action: PayloadAction<{ token: string; userId: string }>) => ({
      ...initialSessionState,
      token: action.payload.token,
      userId: action.payload.userId,
    }),
    memberInfoRequested: (state) => {
      state.memberStatus = 'loading';
    },
    memberInfoLoaded: (state, action: PayloadAction<MemberInfo>) => {
      state.member = action.payload;
      state.memberStatus = 'succeeded';
    },
    memberInfoFailed: (state) => {
      state.memberStatus = 'failed';
    },
    /** Logout or login expiry: user info goes (spec 4); the epic clears storage and the balance. */
    loggedOut: (_state, _action: PayloadAction<{ reason: LogoutReason }>) => initialSessionState,
  },
});

export const { sessionStarted, memberInfoRequested, memberInfoLoaded, memberInfoFailed, loggedOut } =
  sessionSlice.actions;

/** The app has mounted: a stored session resumes (member info, balance). */
export const appStarted = createAction('app/started');
/** The member pressed logout. */
export const logoutRequested = createAction('session/logoutRequested');

export interface SessionRootState {
  session: SessionState;
}

export const selectIsLoggedIn = (root: SessionRootState): boolean => root.session.token !== null;
export const selectMember = (root: SessionRootState): MemberInfo | null => root.session.member;
export const selectToken = (root: SessionRootState): string | null => root.session.token;
