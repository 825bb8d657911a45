/**
 * What the lobby hands the game pages through the router's location state: where to return to, and what the
 * lobby's launch already got (the game's address, or a 6413 prompt's message). A page reached without it (a
 * reload of a new tab, an address typed in) launches again itself.
 */
export interface GameLaunchState {
  /** The lobby the member came from (path and query). */
  from?: string;
  /** The game's address from the lobby's launch call. */
  url?: string;
  /** 6413: the venue activity's message, for the transfer-or-enter prompt. */
  activity?: string;
}

export function readLaunchState(state: unknown): GameLaunchState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, url, activity } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
    ...(typeof url === 'string' ? { url } : {}),
    ...(typeof activity === 'string' ? { activity } : {}),
  };
}
