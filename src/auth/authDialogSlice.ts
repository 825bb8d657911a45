import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthMode, ForgotWay, NewDeviceChallenge } from './authEvents';

export type { AuthMode, ForgotWay, NewDeviceChallenge } from './authEvents';

/** Which screen the dialog shows: the login/register form, forgot password, or new-device verification. */
export type AuthScreen = 'form' | 'forgotPassword' | 'newDevice';

export interface AuthDialogState {
  open: boolean;
  screen: AuthScreen;
  mode: AuthMode;
  forgotWay: ForgotWay;
  newDevice: NewDeviceChallenge | null;
  /** The forgot-password success step: the banner hides (spec 2.6). */
  passwordChanged: boolean;
  /** Fills the login username (after a password change or a failed auto-login). */
  loginUsername: string | null;
}

const initialState: AuthDialogState = {
  open: false,
  screen: 'form',
  mode: 'login',
  forgotWay: 'phone',
  newDevice: null,
  passwordChanged: false,
  loginUsername: null,
};

const onForm = (mode: AuthMode, loginUsername: string | null = null): AuthDialogState => ({
  ...initialState,
  open: true,
  mode,
  loginUsername,
});

/** The auth dialog (spec 2.6), driven by the auth events (authEpic) and by its own screens. */
export const authDialogSlice = createSlice({
  name: 'authDialog',
  initialState,
  reducers: {
    authDialogOpened: (_state, action: PayloadAction<AuthMode>) => onForm(action.payload),
    /** The login form with a username filled in (registered but not logged in, password changed). */
    loginOpenedFor: (_state, action: PayloadAction<string | null>) => onForm('login', action.payload),
    /** spec 4: switching tabs starts the other form afresh. */
    authModeSwitched: (state, action: PayloadAction<AuthMode>) => ({
      ...onForm(action.payload),
      open: state.open,
    }),
    forgotPasswordOpened: (_state, action: PayloadAction<ForgotWay>) => ({
      ...initialState,
      open: true,
      screen: 'forgotPassword',
      forgotWay: action.payload,
    }),
    newDeviceOpened: (_state, action: PayloadAction<NewDeviceChallenge>) => ({
      ...initialState,
      open: true,
      screen: 'newDevice',
      newDevice: action.payload,
    }),
    passwordChangeSucceeded: (state, _action: PayloadAction<{ username: string }>) => {
      state.passwordChanged = true;
    },
    authDialogClosed: () => initialState,
  },
});

export const {
  authDialogOpened,
  loginOpenedFor,
  authModeSwitched,
  forgotPasswordOpened,
  newDeviceOpened,
  passwordChangeSucceeded,
  authDialogClosed,
} = authDialogSlice.actions;

export const selectAuthDialog = (root: { authDialog: AuthDialogState }): AuthDialogState => root.authDialog;

/** spec 2.6: the banner shows on the login/register form and forgot password, not on new device or success. */
export const selectBannerShown = (root: { authDialog: AuthDialogState }): boolean =>
  root.authDialog.screen !== 'newDevice' && !root.authDialog.passwordChanged;
