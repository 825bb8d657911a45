import { catchError, mergeMap, ReplaySubject } from 'rxjs';
import { streamsEpic } from '@streams';
import { sessionEpic } from '@src/session';
import { authEpic } from '@src/auth/authEpic';
import { persistEditionEpic } from '@src/theme/editionEpic';
import { loadingAutoCloseEpic } from '@src/ui/dialogs/dialogEpic';
import { siteConfigEpic } from '@src/app/site/siteEpic';
import { registerPromptEpic } from '@src/app/shell/registerPromptEpic';
import { unreadEpic } from '@src/mine/unread/unreadEpic';
import type { AppEpic } from './appDependencies';
import { memberFeedEpic } from './memberFeedEpic';

/**
 * Every epic registered so far, replayed to each store's root epic when it starts; a later registration
 * reaches every running store (redux-observable's "adding new epics asynchronously" pattern, with a
 * ReplaySubject so that stores made after a feature loaded get its epics too).
 */
const registered = new Set<AppEpic>();
const epic$ = new ReplaySubject<AppEpic>();

/** Adds epics to every store, running and future, once each (registering one again does nothing). */
export function registerEpics(...epics: AppEpic[]): void {
  for (const epic of epics) {
    if (registered.has(epic)) continue;
    registered.add(epic);
    epic$.next(epic);
  }
}

registerEpics(
  streamsEpic,
  sessionEpic,
  authEpic,
  siteConfigEpic,
  persistEditionEpic,
  loadingAutoCloseEpic,
  registerPromptEpic,
  unreadEpic,
  memberFeedEpic,
);

/**
 * The root epic: the shell's and streams/' epics, then each feature's as it registers. Every epic handles
 * its own failures (catchError inside its inner pipes). This is the last guard: an error that escapes is
 * reported and the epics start again, instead of the app silently going deaf.
 */
export const rootEpic: AppEpic = (action$, state$, dependencies) =>
  epic$.pipe(
    mergeMap((epic) => epic(action$, state$, dependencies)),
    catchError((error: unknown, restarted$) => {
      console.error('An epic failed and was restarted', error);
      return restarted$;
    }),
  );
