import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { filter, ignoreElements, map, merge, tap, type Observable } from 'rxjs';
import { loggedOut, sessionStarted } from '@src/session';
import { Message } from '@src/contract';
import {
  authDialogClosed,
  authDialogOpened,
  authModeSwitched,
  forgotPasswordOpened,
  loginOpenedFor,
  newDeviceOpened,
  passwordChangeSucceeded,
} from './authDialogSlice';
import { authEvents as appAuthEvents, type AuthEvent, type AuthEventBus } from './authEvents';

type AuthEpic = Epic<UnknownAction, UnknownAction, unknown, unknown>;

/** The dialog follows the command events (spec 2.6: opened by events, closed by closeAuth). */
function dialogAction(event: AuthEvent): UnknownAction | null {
  switch (event.type) {
    case 'login':
      return loginOpenedFor(event.payload?.username ?? null);
    case 'register':
      return authDialogOpened('register');
    case 'switch_auth_way':
      return authModeSwitched(event.payload.mode);
    case 'forget_password':
      return forgotPasswordOpened(event.payload.way);
    case 'newDevice':
      return newDeviceOpened(event.payload);
    case 'closeAuth':
      return authDialogClosed();
    default:
      return null;
  }
}

/**
 * Binds the auth event bus to the store: command events steer the dialog; login success, login expiry and
 * a changed password are announced on the bus. spec 4: logout and expiry open the login dialog (the
 * dialog itself takes the member home).
 */
export function createAuthEpic(bus: AuthEventBus): AuthEpic {
  const commands: AuthEpic = () =>
    bus.events$.pipe(
      map(dialogAction),
      filter((action): action is UnknownAction => action !== null),
    );

  const announcements: AuthEpic = (action$: Observable<UnknownAction>) =>
    merge(
      action$.pipe(
        filter(sessionStarted.match),
        tap(({ payload }) => bus.emit('login_success', { userId: payload.userId })),
      ),
      action$.pipe(
        filter(loggedOut.match),
        filter(({ payload }) => payload.reason === 'expired'),
        tap(() => bus.emit('login_expired', { message: Message.reLogin })),
      ),
      action$.pipe(
        filter(passwordChangeSucceeded.match),
        tap(({ payload }) => bus.emit('password_change_success', payload)),
      ),
    ).pipe(ignoreElements());

  const loginAfterLogout: AuthEpic = (action$: Observable<UnknownAction>) =>
    action$.pipe(
      filter(loggedOut.match),
      map(() => authDialogOpened('login')),
    );

  return combineEpics(commands, announcements, loginAfterLogout);
}

/** The app's auth epic, over the app's bus (`authEvents`). */
export const authEpic: AuthEpic = createAuthEpic(appAuthEvents);
