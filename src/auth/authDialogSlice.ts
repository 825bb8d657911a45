import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec 4: login form mode 1 is login, 2 is register. */
export type AuthMode = 'login' | 'register';

export interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
}

const initialState: AuthDialogState = { open: false, mode: 'login' };

/** The auth dialog is opened by events (login, register, login expired) and closed by closeAuth (spec 2.6). */
export const authDialogSlice = createSlice({
  name: 'authDialog',
  initialState,
  reducers: {
    authDialogOpened: (_state, action: PayloadAction<AuthMode>) => ({ open: true, mode: action.payload }),
    authModeSwitched: (state, action: PayloadAction<AuthMode>) => {
      state.mode = action.payload;
    },
    authDialogClosed: (state) => {
      state.open = false;
    },
  },
});

export const { authDialogOpened, authModeSwitched, authDialogClosed } = authDialogSlice.actions;

export const selectAuthDialog = (root: { authDialog: AuthDialogState }): AuthDialogState => root.authDialog;
