import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, map } from 'rxjs';
import { balanceRefreshRequested } from '@streams';
import { placementAnswered, ticketStatusChanged } from './betSlipSlice';

/** A placed, accepted, rejected (refunded) or settled ticket moves money: the header balance is asked again. */
export const ticketBalanceEpic: Epic<UnknownAction, UnknownAction, unknown, unknown> = (action$) =>
  action$.pipe(
    filter(
      (action) =>
        placementAnswered.match(action) ||
        (ticketStatusChanged.match(action) &&
          action.payload.active !== 'delay' &&
          action.payload.active !== ''),
    ),
    map(() => balanceRefreshRequested()),
  );
