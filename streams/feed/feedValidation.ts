import {
  MATCH_EVENT_KINDS,
  isGameType,
  isPlayType,
  type MatchEvent,
  type FeedDelta,
  type FeedHeartbeat,
  type FeedLeague,
  type FeedMatch,
  type FeedOdds,
  type OddsStatus,
  type SubscribeAck,
} from '@src/contract';

/**
 * Structural checks for what the socket hands us. The transport checks a delta's envelope; ops are
 * checked one by one where they are applied, and a malformed op is skipped, never fatal. Cheap typeof
 * checks only on the hot path (a schema library would cost more than the whole ingest budget).
 */

type FieldKind = 'string' | 'number' | 'boolean';

/** Every FeedMatch field and its JS type (the Record type keeps this list complete). */
export const FEED_MATCH_FIELDS: Readonly<Record<keyof FeedMatch, FieldKind>> = {
  gameId: 'string',
  hgid: 'string',
  gide: 'string',
  league_id: 'string',
  gameType: 'string',
  team_h: 'string',
  team_c: 'string',
  startTime: 'number',
  isLive: 'boolean',
  re_time: 'string',
  t_count: 'number',
  se_now: 'string',
  HalfTime: 'boolean',
  inningNum: 'number',
  gameStatus: 'string',
  sc_FT_H: 'number',
  sc_FT_C: 'number',
  sc_FT_A: 'string',
  sc_set_H: 'number',
  sc_set_A: 'number',
  sc_game_H: 'number',
  sc_game_A: 'number',
  sc_point_H: 'string',
  sc_point_A: 'string',
};


export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isOddsStatus(value: unknown): value is OddsStatus {
  return value === 'open' || value === 'suspended' || value === 'closed';
}

export { isPlayType } from '@src/contract';

const EVENT_KINDS: ReadonlySet<string> = new Set(MATCH_EVENT_KINDS);

export function isMatchEvent(value: unknown): value is MatchEvent {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.kind === 'string' &&
    EVENT_KINDS.has(value.kind) &&
    (value.side === 'H' || value.side === 'C') &&
    typeof value.clock === 'string' &&
    typeof value.period === 'string'
  );
}

export function isFeedMatch(value: unknown): value is FeedMatch {
  if (!isRecord(value)) return false;
  for (const key in FEED_MATCH_FIELDS) {
    if (typeof value[key] !== FEED_MATCH_FIELDS[key as keyof FeedMatch]) return false;
  }
  return isGameType(value.gameType as string);
}

export function isFeedOdds(value: unknown): value is FeedOdds {
  return (
    isRecord(value) &&
    typeof value.oddsId === 'string' &&
    typeof value.gameId === 'string' &&
    isPlayType(value.playType) &&
    typeof value.side === 'string' &&
    typeof value.line === 'string' &&
    typeof value.price === 'string' &&
    isOddsStatus(value.status)
  );
}

export function isFeedLeague(value: unknown): value is FeedLeague {
  return (
    isRecord(value) &&
    typeof value.league_id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.gameType === 'string' &&
    isGameType(value.gameType) &&
    typeof value.sort === 'number'
  );
}

/** The envelope of a delta; its ops are checked as they are applied. */
export function isFeedDelta(value: unknown): value is FeedDelta {
  return (
    isRecord(value) &&
    typeof value.channel === 'string' &&
    typeof value.seq === 'number' &&
    typeof value.ts === 'number' &&
    Array.isArray(value.ops)
  );
}

export function isFeedHeartbeat(value: unknown): value is FeedHeartbeat {
  return isRecord(value) && typeof value.ts === 'number';
}

/** An ack for `channel`; the snapshot's entries are checked when applied. */
export function isSubscribeAck(value: unknown, channel: string, version: number): value is SubscribeAck {
  if (!isRecord(value) || value.channel !== channel || typeof value.seq !== 'number' || value.v !== version) {
    return false;
  }
  const snapshot = value.snapshot;
  return (
    isRecord(snapshot) &&
    Array.isArray(snapshot.leagues) &&
    Array.isArray(snapshot.matches) &&
    Array.isArray(snapshot.odds) &&
    (value.counts === undefined || isRecord(value.counts))
  );
}

/**
 * The ack with malformed snapshot entries left out (the same object when all are well formed), or null
 * when it is not an ack for `channel`.
 */
export function sanitizeAck(value: unknown, channel: string, version: number): SubscribeAck | null {
  if (!isSubscribeAck(value, channel, version)) return null;
  const { leagues, matches, odds } = value.snapshot as { leagues: unknown[]; matches: unknown[]; odds: unknown[] };
  if (leagues.every(isFeedLeague) && matches.every(isFeedMatch) && odds.every(isFeedOdds)) return value;
  return {
    ...value,
    snapshot: { leagues: leagues.filter(isFeedLeague), matches: matches.filter(isFeedMatch), odds: odds.filter(isFeedOdds) },
  };
}
