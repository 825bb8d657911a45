/**
 * Feed wire protocol, version 2 (socket.io namespace `/feed`). DESIGN.md section 4.
 * Documented for other clients and servers in src/contract/FEED_PROTOCOL.md; change both together and bump the version.
 * 2: a subscribe to a channel the socket already holds answers with the seq only unless it asks for a resync;
 * subscribes and snapshots are limited per socket and per client address; errors carry a code.
 */
export const FEED_PROTOCOL_VERSION = 2;
export const FEED_NAMESPACE = '/feed';
/** The server sends `hb` this often; two missed heartbeats mean a dead link. */
export const FEED_HEARTBEAT_MS = 5_000;

/** Market show types (spec 3): FU early, FT today, RB in-play, FSFT champion today, FSFU champion early. */
export const SHOW_TYPES = ['FU', 'FT', 'RB', 'FSFT', 'FSFU'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];

/** Game types (spec 3), without ALL. */
export const GAME_TYPES = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** `showType:gameType` (for example `RB:FT`), `match:<gameId>`, or `counts` (live counts for the tabs). */
export type ListChannel = `${ShowType}:${GameType}`;
export type MatchChannel = `match:${string}`;
export type FeedChannel = ListChannel | MatchChannel | 'counts';

export type OddsStatus = 'open' | 'suspended' | 'closed';

/** Match lifecycle. */
export type GameStatus = 'scheduled' | 'live' | 'ended' | 'settling' | 'cancelled' | 'postponed' | 'abandoned';

/**
 * The leagues behind the sport page's shortcuts, with fixed ids (the reference backend's simulator uses the
 * same ids): the five top football leagues and the Chinese Super League.
 */
export const TOP_LEAGUES: readonly { league_id: string; name: string }[] = [
  { league_id: '1001', name: '英超' },
  { league_id: '1002', name: '西甲' },
  { league_id: '1003', name: '意甲' },
  { league_id: '1004', name: '德甲' },
  { league_id: '1005', name: '法甲' },
  { league_id: '1006', name: '中超' },
];

export interface FeedLeague {
  league_id: string;
  name: string;
  gameType: GameType;
  /** Display order among leagues of one game type. */
  sort: number;
}

/**
 * A match with its live data (spec 3 field names).
 * - re_time: game clock in whole seconds, as a string. Football and other counting-up sports: seconds
 *   elapsed in the match; basketball: seconds left in the period (shown mm:ss).
 * - t_count: announced stoppage minutes in the current football half, else 0.
 * - se_now: period label: football 1H/HT/2H; basketball Q1..Q4, OT1..; sets S1..; baseball inning
 *   halves T1/B1..; snooker F1..; empty before the start.
 * - HalfTime: true during half-time (or the break between periods).
 * - inningNum: baseball inning, else 0.
 * - sc_FT_H / sc_FT_C: score home / away. sc_FT_A: first-half score "h-c" (football), else "".
 * - sc_set_H / sc_set_A: sets (frames in snooker) won. sc_game_H / sc_game_A: games in the current set
 *   (tennis) or points in the current set or frame (volleyball, table tennis, snooker).
 * - sc_point_H / sc_point_A: tennis points in the current game ("0", "15", "30", "40", "AD").
 */
export interface FeedMatch {
  gameId: string;
  /** Operator's match group id and display id (spec 3). */
  hgid: string;
  gide: string;
  league_id: string;
  gameType: GameType;
  team_h: string;
  team_c: string;
  /** Kick-off, ms since epoch. */
  startTime: number;
  isLive: boolean;
  re_time: string;
  t_count: number;
  se_now: string;
  HalfTime: boolean;
  inningNum: number;
  gameStatus: GameStatus;
  sc_FT_H: number;
  sc_FT_C: number;
  sc_FT_A: string;
  sc_set_H: number;
  sc_set_A: number;
  sc_game_H: number;
  sc_game_A: number;
  sc_point_H: string;
  sc_point_A: string;
}

/**
 * Play types (FEED_PROTOCOL.md "Markets"):
 * - full time: M 1X2 (match result), R handicap, OU over/under, EO odd/even, FS outright (champion);
 * - first half (football; basketball's first two quarters): HM half-time 1X2, HR half handicap, HOU half over/under;
 * - PD correct score (波胆, football): `side` is the final score "h-c" (0-0 to 4-4) or AOS (any other score);
 * - CN corners over/under, CD cards over/under (football; a red card counts one);
 * - Q1R..Q4R, Q1OU..Q4OU: one quarter's handicap and over/under (basketball), on that quarter's points;
 * - S1M, S2M: the winner of the first and second set (tennis); GR game handicap and GOU total games of the match.
 * `side`: H home, C away, N draw, O over, U under, ODD, EVEN; for FS the participant's name; for PD the score.
 * `line`: handicap for the home side or the total, as a decimal string ("-0.25", "2.75"); quarter lines
 * end in .25 or .75 and split the stake across the two neighbouring lines. Empty for the 1X2 kinds, EO, PD and FS.
 */
export const PLAY_TYPES = [
  'M',
  'R',
  'OU',
  'EO',
  'FS',
  'HM',
  'HR',
  'HOU',
  'PD',
  'CN',
  'CD',
  'Q1R',
  'Q1OU',
  'Q2R',
  'Q2OU',
  'Q3R',
  'Q3OU',
  'Q4R',
  'Q4OU',
  'S1M',
  'S2M',
  'GR',
  'GOU',
] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
/** Correct score: every final score up to 4 goals a side is a side of its own; AOS is any other score. */
export const CORRECT_SCORE_MAX_GOALS = 4;
export const CORRECT_SCORE_OTHER = 'AOS';

export interface FeedOdds {
  oddsId: string;
  gameId: string;
  playType: PlayType;
  side: string;
  line: string;
  /** Decimal (European) price as a string. */
  price: string;
  status: OddsStatus;
}

export interface FeedSnapshot {
  leagues: FeedLeague[];
  matches: FeedMatch[];
  odds: FeedOdds[];
}

/** Live counts per show type and game type, for the tabs (channel `counts`). */
export type FeedCounts = Partial<Record<ShowType, Partial<Record<GameType, number>>>>;

/**
 * Compact delta operations, applied in order:
 * - ['o', oddsId, price, status]            odds price and status
 * - ['m', gameId, playType, status]         a whole market (every odds of the match with that play type)
 * - ['l', gameId, patch]                    live data: the changed match fields only
 * - ['a', match, odds, league]              match added to the channel (with its odds and league)
 * - ['r', gameId]                           match removed from the channel (with its odds)
 * - ['c', showType, gameType, count]        live count (channel `counts` only)
 * - ['e', gameId, event]                    a match event (match channels only; clients that do not know it skip it)
 */
export type OddsOp = readonly ['o', string, string, OddsStatus];
export type MarketOp = readonly ['m', string, PlayType, OddsStatus];
export type LiveOp = readonly ['l', string, Partial<FeedMatch>];
export type AddOp = readonly ['a', FeedMatch, FeedOdds[], FeedLeague];
export type RemoveOp = readonly ['r', string];
export type CountOp = readonly ['c', ShowType, GameType, number];
/** A match event (match channels only): a goal, a corner, a card, for the match tracker's timeline. */
export type EventOp = readonly ['e', string, MatchEvent];
export type FeedOp = OddsOp | MarketOp | LiveOp | AddOp | RemoveOp | CountOp | EventOp;

export const MATCH_EVENT_KINDS = ['goal', 'corner', 'yellow', 'red'] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

/**
 * Something that happened in a match, for the tracker (football: goals, corners, yellow and red cards).
 * `id` counts up from 1 within the match; `clock` is the match's `re_time` and `period` its `se_now` when it
 * happened.
 */
export interface MatchEvent {
  id: number;
  kind: MatchEventKind;
  side: 'H' | 'C';
  clock: string;
  period: string;
}

/**
 * The main 1X2 prices of a match since kick-off (match channels of live matches): per odds id, points
 * `[serverTimeMs, price]`, oldest first, at most MATCH_PRICE_HISTORY_POINTS.
 */
export interface PriceHistory {
  oddsId: string;
  points: [number, string][];
}
export const MATCH_PRICE_HISTORY_POINTS = 120;
/** The tracker's timeline keeps this many of a match's newest events. */
export const MATCH_EVENTS_KEPT = 64;

/**
 * The socket's handshake `auth`: the member token (ticket pushes, src/contract/bet.ts) and the page's language,
 * zh-CN or zh-TW (zh-CN when absent or unknown). Team, league and participant names of snapshots and of added
 * matches come in that language; a client that changes language reconnects.
 */
export interface FeedHandshakeAuth {
  token?: string;
  lang?: string;
}

/** client → server `subscribe`, with an ack. */
export interface SubscribeRequest {
  channel: FeedChannel;
  /**
   * The client lost sync (a gap, a reconnect, a dead link, a retry) and needs a fresh snapshot even if the socket
   * still holds the channel. Without it, a channel already held answers SubscribeHeld (no snapshot).
   */
  resync?: boolean;
}
export interface SubscribeAck {
  channel: FeedChannel;
  /** The channel's sequence number at the snapshot; the first delta carries seq + 1. */
  seq: number;
  snapshot: FeedSnapshot;
  /** Only for `counts`. */
  counts?: FeedCounts;
  /** Only for match channels: the match's events so far (newest MATCH_EVENTS_KEPT), oldest first. */
  events?: MatchEvent[];
  /** Only for match channels of matches in play: the main 1X2 prices since kick-off. */
  history?: PriceHistory[];
  v: typeof FEED_PROTOCOL_VERSION;
}
/** The answer to a subscribe without `resync` for a channel the socket already holds: no snapshot, the current seq. */
export interface SubscribeHeld {
  channel: FeedChannel;
  seq: number;
  held: true;
  v: typeof FEED_PROTOCOL_VERSION;
}

export const FEED_ERROR_CODES = ['badRequest', 'unknownChannel', 'matchGone', 'tooManyChannels', 'rateLimited'] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

export interface SubscribeError {
  channel: string;
  /** What went wrong, in Chinese. */
  error: string;
  code: FeedErrorCode;
  /** With `rateLimited`: how long until the subscribe could be answered. */
  retryAfterMs?: number;
}

/** server → client `delta`: seq is consecutive per channel and subscriber. ts: server send time (ms). */
export interface FeedDelta {
  channel: FeedChannel;
  seq: number;
  ts: number;
  ops: FeedOp[];
}

/** server → client `hb` every FEED_HEARTBEAT_MS. */
export interface FeedHeartbeat {
  ts: number;
}

export function listChannel(showType: ShowType, gameType: GameType): ListChannel {
  return `${showType}:${gameType}`;
}

export function matchChannel(gameId: string): MatchChannel {
  return `match:${gameId}`;
}

export function isShowType(value: string): value is ShowType {
  return (SHOW_TYPES as readonly string[]).includes(value);
}

const PLAY_TYPE_SET: ReadonlySet<string> = new Set(PLAY_TYPES);

export function isPlayType(value: unknown): value is PlayType {
  return typeof value === 'string' && PLAY_TYPE_SET.has(value);
}

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** Parses a channel name; null when it is not one. */
export function parseChannel(
  channel: string,
): { kind: 'list'; showType: ShowType; gameType: GameType } | { kind: 'match'; gameId: string } | { kind: 'counts' } | null {
  if (channel === 'counts') return { kind: 'counts' };
  if (channel.startsWith('match:')) {
    const gameId = channel.slice(6);
    return /^[A-Za-z0-9_-]{1,40}$/.test(gameId) ? { kind: 'match', gameId } : null;
  }
  const [showType, gameType, extra] = channel.split(':');
  if (extra !== undefined || !showType || !gameType || !isShowType(showType) || !isGameType(gameType)) return null;
  return { kind: 'list', showType, gameType };
}
