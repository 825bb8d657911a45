import type { FeedDelta, FeedLeague, FeedMatch, FeedOdds, FeedOp, FeedSnapshot, ServerLanguage } from '@src/contract';
import { DEFAULT_SERVER_LANGUAGE, languageOfName } from '../http/requestLanguage';
import { textIn } from '../http/serverText';

/**
 * The feed in the page's language (FEED_PROTOCOL.md): a socket says it in its handshake (`auth.lang`). Names are the
 * only text the feed carries, so a zh-TW socket holds its channels under a room of their own: deltas without
 * names (almost all: prices, live data) go to both rooms as one broadcast, and a delta that adds a match goes to
 * each room in its script. Snapshots are made for the one socket that asked.
 */
const ROOM_PREFIX: Readonly<Record<ServerLanguage, string>> = { 'zh-CN': '', 'zh-TW': 'zh-TW|' };

/** The socket's language, from its handshake. */
export function socketLanguage(auth: unknown): ServerLanguage {
  return typeof auth === 'object' && auth !== null && 'lang' in auth ? languageOfName(auth.lang) : DEFAULT_SERVER_LANGUAGE;
}

/** The room a socket of `language` joins for `channel`. */
export function roomOf(channel: string, language: ServerLanguage): string {
  return `${ROOM_PREFIX[language]}${channel}`;
}

/** Every room of a channel, one per language. */
export function roomsOf(channel: string): string[] {
  return Object.values(ROOM_PREFIX).map((prefix) => `${prefix}${channel}`);
}

/** The channel of a room (the room itself for zh-CN sockets and for rooms that are not channels). */
export function channelOfRoom(room: string): string {
  const prefix = ROOM_PREFIX['zh-TW'];
  return room.startsWith(prefix) ? room.slice(prefix.length) : room;
}

function leagueIn(language: ServerLanguage, league: FeedLeague): FeedLeague {
  return { ...league, name: textIn(language, league.name) };
}

function matchIn(language: ServerLanguage, match: FeedMatch): FeedMatch {
  return { ...match, team_h: textIn(language, match.team_h), team_c: textIn(language, match.team_c) };
}

/** An outright's side is its participant's name; the other sides are codes (H, C, N, O, U, ODD, EVEN). */
function oddsIn(language: ServerLanguage, odds: FeedOdds): FeedOdds {
  return odds.playType === 'FS' ? { ...odds, side: textIn(language, odds.side) } : odds;
}

export function snapshotIn(language: ServerLanguage, snapshot: FeedSnapshot): FeedSnapshot {
  if (language === 'zh-CN') return snapshot;
  return {
    leagues: snapshot.leagues.map((league) => leagueIn(language, league)),
    matches: snapshot.matches.map((match) => matchIn(language, match)),
    odds: snapshot.odds.map((odds) => oddsIn(language, odds)),
  };
}

/** Whether a delta carries names (an added match), so that each language needs its own copy. */
export function hasNames(delta: FeedDelta): boolean {
  return delta.ops.some((op) => op[0] === 'a');
}

export function deltaIn(language: ServerLanguage, delta: FeedDelta): FeedDelta {
  if (language === 'zh-CN' || !hasNames(delta)) return delta;
  const ops = delta.ops.map((op): FeedOp =>
    op[0] === 'a'
      ? ['a', matchIn(language, op[1]), op[2].map((odds) => oddsIn(language, odds)), leagueIn(language, op[3])]
      : op,
  );
  return { ...delta, ops };
}
