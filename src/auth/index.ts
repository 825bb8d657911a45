/** Login and register (spec 2.6, 4, 7.5). The accounts issue extends this folder. */
export { AuthDialog } from './AuthDialog';
export {
  authDialogSlice,
  authDialogOpened,
  authDialogClosed,
  authModeSwitched,
  selectAuthDialog,
  type AuthMode,
} from './authDialogSlice';
export { logIn, register, type AuthOutcome } from './authService';
export { loginRequest, registerRequest, hashPassword } from './authRequests';
