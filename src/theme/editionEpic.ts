import type { UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { filter, ignoreElements, tap } from 'rxjs';
import type { AppStorage } from '@src/session';
import { editionChosen, editionToggled, type EditionRootState } from './editionSlice';

/** spec 4: the edition is saved locally whenever it changes. */
export const persistEditionEpic: Epic<UnknownAction, UnknownAction, EditionRootState, { storage: AppStorage }> = (
  action$,
  state$,
  { storage },
) =>
  action$.pipe(
    filter((action) => editionChosen.match(action) || editionToggled.match(action)),
    tap(() => storage.set('edition', state$.value.edition.chosen)),
    ignoreElements(),
  );
