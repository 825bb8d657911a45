import { distinctUntilChanged, ignoreElements, map, skip, tap } from 'rxjs';
import type { AppEpic } from './appDependencies';

/**
 * The feed socket's handshake carries the member token (ticket pushes of the member room): logging in or
 * out reconnects it so the room is joined or left. The feed epics resubscribe their channels on connect.
 */
export const memberFeedEpic: AppEpic = (_action$, state$, { memberFeed }) =>
  state$.pipe(
    map((state) => state.session.token),
    distinctUntilChanged(),
    skip(1),
    tap(() => memberFeed?.reconnect()),
    ignoreElements(),
  );
