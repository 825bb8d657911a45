import { rootReducer } from '@src/store/rootReducer';
import { MATCH_TRACKER_KEY, matchTrackerReducer, type MatchTrackerState } from '@streams/tracker';

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    matchTracker: MatchTrackerState;
  }
}

/**
 * The match tracker's slice joins the app's root reducer when the tracker's module loads (with the match detail):
 * a match channel's snapshot comes after its view wants it, so nothing it carries is missed.
 */
rootReducer.inject({ reducerPath: MATCH_TRACKER_KEY, reducer: matchTrackerReducer });
