/**
 * Public face of streams/tracker: the match tracker's slice (events and 1X2 price histories of the open matches),
 * built from the feed's actions. Not part of streams/index: the view that shows a tracker injects it
 * (`matchTrackerReducer` under MATCH_TRACKER_KEY), so the first load and the lists never carry it.
 */
export {
  MATCH_TRACKER_KEY,
  createMatchTracker,
  matchTrackerReducer,
  trackBatch,
  trackSnapshot,
  untrack,
  type MatchTrackerState,
  type PricePoint,
} from './matchTracker';
export * from './matchTrackerSelectors';
