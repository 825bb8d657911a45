import {
  FEED_PROTOCOL_VERSION,
  type FeedChannel,
  type FeedCounts,
  type FeedDelta,
  type FeedLeague,
  type FeedMatch,
  type FeedOdds,
  type FeedOp,
  type FeedSnapshot,
  type SubscribeAck,
} from '@src/contract';

/** Small, readable feed data for tests. */

export function league(league_id: string, overrides: Partial<FeedLeague> = {}): FeedLeague {
  return { league_id, name: `联赛${league_id}`, gameType: 'FT', sort: 1, ...overrides };
}

export function match(gameId: string, overrides: Partial<FeedMatch> = {}): FeedMatch {
  return {
    gameId,
    hgid: `h${gameId}`,
    gide: `d${gameId}`,
    league_id: 'L1',
    gameType: 'FT',
    team_h: `主队${gameId}`,
    team_c: `客队${gameId}`,
    startTime: 1_700_000_000_000,
    isLive: true,
    re_time: '600',
    t_count: 0,
    se_now: '1H',
    HalfTime: false,
    inningNum: 0,
    gameStatus: 'live',
    sc_FT_H: 0,
    sc_FT_C: 0,
    sc_FT_A: '',
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    sc_point_H: '',
    sc_point_A: '',
    ...overrides,
  };
}

export function odds(oddsId: string, gameId: string, overrides: Partial<FeedOdds> = {}): FeedOdds {
  return { oddsId, gameId, playType: 'M', side: 'H', line: '', price: '2.00', status: 'open', ...overrides };
}

export function snapshot(parts: Partial<FeedSnapshot> = {}): FeedSnapshot {
  return { leagues: [], matches: [], odds: [], ...parts };
}

export function delta(channel: FeedChannel, seq: number, ops: FeedOp[], ts = 1_000): FeedDelta {
  return { channel, seq, ts, ops };
}

export function ack(channel: FeedChannel, seq: number, snap: FeedSnapshot, counts?: FeedCounts): SubscribeAck {
  return { channel, seq, snapshot: snap, v: FEED_PROTOCOL_VERSION, ...(counts === undefined ? {} : { counts }) };
}

/** One league, one match `g1` with a 1X2 market: o1 home 2.00, o2 draw 3.20, o3 away 3.50. */
export function oneMatchSnapshot(): FeedSnapshot {
  return snapshot({
    leagues: [league('L1')],
    matches: [match('g1')],
    odds: [
      odds('o1', 'g1', { side: 'H', price: '2.00' }),
      odds('o2', 'g1', { side: 'N', price: '3.20' }),
      odds('o3', 'g1', { side: 'C', price: '3.50' }),
    ],
  });
}
