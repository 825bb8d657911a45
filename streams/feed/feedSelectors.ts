import type { FeedChannel, FeedCounts, GameType, OddsStatus, ShowType } from '@src/contract';
import type {
  ChannelStatus,
  FeedChannelState,
  FeedConnectionState,
  FeedRootState,
  LeagueEntity,
  LiveEntity,
  MatchEntity,
  OddsEntity,
} from './feedTypes';

/**
 * By-id and status selectors. By-id reads return the same reference while the entity is unchanged
 * (the reducer replaces an entity only when it changes), so a row selecting by id re-renders only
 * for its own entity.
 */

export const selectOddsById = (state: FeedRootState, oddsId: string): OddsEntity | undefined =>
  state.feed.odds.entities[oddsId];

export const selectMatchById = (state: FeedRootState, gameId: string): MatchEntity | undefined =>
  state.feed.matches.entities[gameId];

export const selectLiveById = (state: FeedRootState, gameId: string): LiveEntity | undefined =>
  state.feed.live.entities[gameId];

export const selectLeagueById = (state: FeedRootState, leagueId: string): LeagueEntity | undefined =>
  state.feed.leagues.entities[leagueId];

export const selectChannelState = (state: FeedRootState, channel: FeedChannel): FeedChannelState | undefined =>
  state.feed.channels[channel];

export const selectChannelStatus = (state: FeedRootState, channel: FeedChannel): ChannelStatus =>
  state.feed.channels[channel]?.status ?? 'idle';

export const selectFeedConnection = (state: FeedRootState): FeedConnectionState => state.feed.connection;

/** Live counts of every tab (channel `counts`). */
export const selectCounts = (state: FeedRootState): FeedCounts => state.feed.counts;

/** Live count of one tab (channel `counts`); 0 when unknown. */
export const selectCount = (state: FeedRootState, showType: ShowType, gameType: GameType): number =>
  state.feed.counts[showType]?.[gameType] ?? 0;

/** True when a channel carrying the match is not live (stale, or resubscribing), or none carries it. */
export function selectIsMatchStale(state: FeedRootState, gameId: string): boolean {
  const channels = state.feed.membership.byGame[gameId];
  if (channels === undefined || channels.length === 0) return true;
  const statuses = state.feed.channels;
  for (const channel of channels) if (statuses[channel]?.status !== 'live') return true;
  return false;
}

/**
 * True when an odds must not be bet on (DESIGN.md section 9.4): it is missing, not open, or a
 * channel carrying its match is stale. The bet slip refuses locked odds; rows show them suspended.
 */
export function selectIsOddsLocked(state: FeedRootState, oddsId: string): boolean {
  const odds = state.feed.odds.entities[oddsId];
  if (odds === undefined || odds.status !== 'open') return true;
  return selectIsMatchStale(state, odds.gameId);
}

/** The status to show: a stale feed reads as suspended; closed stays closed. */
export function selectOddsDisplayStatus(state: FeedRootState, oddsId: string): OddsStatus {
  const odds = state.feed.odds.entities[oddsId];
  if (odds === undefined) return 'closed';
  if (odds.status !== 'open') return odds.status;
  return selectIsMatchStale(state, odds.gameId) ? 'suspended' : 'open';
}
