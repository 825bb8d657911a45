/** What a game tile hands the launch: the venue, the game, and the name shown on the frame's title bar. */
export interface LaunchableGame {
  enName: string;
  gameCode: string;
  name: string;
  /** The venue's name (the 6413 transfer dialog says it); its code when the tile did not give it. */
  venueName?: string;
}

const CHANNEL_CODE = /^[A-Z0-9]{2,12}$/;
const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_NAME = 60;

/**
 * The `:info` of /game/:info (spec 2.1): the game it opens, as URL-safe base64 of its JSON, so a reload or a
 * shared address launches the same game again (the launch address itself is never in the address bar: it
 * carries the member's session at the provider).
 */
export function encodeGameInfo(game: LaunchableGame): string {
  const json = JSON.stringify({
    e: game.enName,
    g: game.gameCode,
    n: game.name.slice(0, MAX_NAME),
    ...(game.venueName ? { v: game.venueName.slice(0, MAX_NAME) } : {}),
  });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The game of an `:info`, or null when it is not one this site wrote (a typo, a tampered address). */
export function decodeGameInfo(info: string | undefined): LaunchableGame | null {
  if (!info || !/^[A-Za-z0-9_-]{1,400}$/.test(info)) return null;
  try {
    const binary = atob(info.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { e, g, n, v } = parsed as Record<string, unknown>;
    if (typeof e !== 'string' || !CHANNEL_CODE.test(e)) return null;
    if (typeof g !== 'string' || !GAME_CODE.test(g)) return null;
    if (typeof n !== 'string' || n.length > MAX_NAME) return null;
    if (v !== undefined && (typeof v !== 'string' || v.length > MAX_NAME)) return null;
    return { enName: e, gameCode: g, name: n, ...(v ? { venueName: v } : {}) };
  } catch {
    return null;
  }
}

/** The in-site address of a game (spec 2.1 /game/:info). */
export function gamePath(game: LaunchableGame): string {
  return `/game/${encodeGameInfo(game)}`;
}
