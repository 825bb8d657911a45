import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, map } from 'rxjs';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { selectIsLoggedIn, type SessionRootState } from '@src/session';
import { selectIsOddsOnSlip, type MaybeSlipState } from '../list/selectedOdds';
import { oddsSelected } from '../sportActions';

type VisitorPriceState = SessionRootState & MaybeSlipState;

/**
 * A visitor's price click (board, match detail, the home page's live matches) puts the selection on the slip, as
 * a member's does, and opens the login dialog: after logging in the selection is there to stake (the slip is kept
 * in the browser, not per member). Taking a selection off opens nothing.
 */
export const visitorPriceEpic: Epic<UnknownAction, UnknownAction, VisitorPriceState, unknown> = (action$, state$) =>
  action$.pipe(
    filter(oddsSelected.match),
    filter(({ payload }) => !selectIsLoggedIn(state$.value) && selectIsOddsOnSlip(state$.value, payload.oddsId)),
    map(() => authDialogOpened('login')),
  );
