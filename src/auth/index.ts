/** Login, register, forgot password and new-device verification (spec 2.6, 4, 5, 7.5). */
export { AuthDialog } from './AuthDialog';
export { AuthDialogHost } from './AuthDialogHost';
export {
  authDialogSlice,
  authDialogOpened,
  authDialogClosed,
  authModeSwitched,
  forgotPasswordOpened,
  loginOpenedFor,
  newDeviceOpened,
  passwordChangeSucceeded,
  selectAuthDialog,
  selectBannerShown,
  type AuthDialogState,
  type AuthScreen,
} from './authDialogSlice';
export {
  authEvents,
  createAuthEventBus,
  type AuthEvent,
  type AuthEventBus,
  type AuthEventMap,
  type AuthEventName,
  type AuthMode,
  type ForgotWay,
  type NewDeviceChallenge,
} from './authEvents';
export { authEpic, createAuthEpic } from './authEpic';
export { autoLogIn, logIn, newDeviceLogIn, register, type AuthOutcome } from './authService';
export { loginRequest, registerRequest, verifiedLoginRequest, hashPassword } from './authRequests';
export { registerAuthResources, AUTH_NS } from './authText';
