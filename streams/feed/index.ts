/**
 * Public face of streams/feed: the live feed over socket.io (DESIGN.md sections 3 and 4; wire format
 * in src/contract/FEED_PROTOCOL.md). React-free; runs unchanged in the browser and in Node.
 */
export { feedReducers, createFeedStore, FEED_STORE_CHECKS, type FeedStore } from './feedStore';
export { feedEpic } from './feedEpic';
export type { FeedDependencies } from './feedEpicContext';
export { feedReducer } from './feedReducer';
export { FEED_STATE_KEY, createInitialFeedState } from './feedState';
export * from './feedActions';
export type * from './feedTypes';
export { MATCH_INFO_KEYS } from './feedTypes';
export * from './feedSelectors';
export * from './listSelectors';
export * from './oddsSelectors';
export {
  createFeedTransport,
  FeedSubscribeError,
  type FeedConnectionEvent,
  type FeedSocket,
  type FeedSocketOptions,
  type FeedTransport,
  type FeedTransportOptions,
} from './feedTransport';
export { createManualFrameScheduler, createTickScheduler, type FrameScheduler } from './frameScheduler';
export { FEED_ACK_TIMEOUT_MS, subscribeRetryDelayMs } from './feedChannelEpic';
export { FEED_DEAD_LINK_MS } from './feedWatchdogEpic';
export { compareDecimal } from './decimalCompare';
