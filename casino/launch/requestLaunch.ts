import { isApiCallError, type ApiClient } from '@src/api';
import { Code } from '@src/contract';
import type { LaunchableGame } from './gameRef';

/** What a launch call came to, as the launch flow acts on it (spec 4, 8.2). */
export type LaunchOutcome =
  /** The game's address; `transferred`: what auto-transfer moved into the venue first (null when nothing). */
  | { kind: 'opened'; url: string; transferred: string | null }
  /** 6413: the venue runs an activity; the member transfers and enters, or enters directly. */
  | { kind: 'activity'; message: string }
  /** 6415: the venue is under maintenance. */
  | { kind: 'maintenance'; message: string }
  /** Anything else: its message, shown as it is. */
  | { kind: 'failed'; message: string };

/**
 * One `launch` call (spec 7.4). `isActivity` is the member's answer to a 6413 prompt, absent on a first try.
 * Never rejects: every failure becomes an outcome carrying the Chinese message the member is shown (a login
 * expiry has already been handled by the API client's hooks, and comes back as `failed` too).
 */
export async function requestLaunch(
  api: ApiClient,
  game: LaunchableGame,
  isActivity?: 0 | 1,
): Promise<LaunchOutcome> {
  try {
    const { url, transferred } = await api.data('launch', {
      enName: game.enName,
      gameCode: game.gameCode,
      ...(isActivity === undefined ? {} : { isActivity }),
    });
    return { kind: 'opened', url, transferred };
  } catch (error) {
    if (isApiCallError(error, Code.VenueActivity)) return { kind: 'activity', message: error.message };
    if (isApiCallError(error, Code.VenueMaintenance)) return { kind: 'maintenance', message: error.message };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
