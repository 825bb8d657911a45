import { rootReducer } from '@src/store/rootReducer';
import { MATCH_TRACKER_KEY, matchTrackerReducer, selectMatchEvents, selectPriceHistory, type MatchTrackerState } from '@streams/tracker';

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    matchTracker: MatchTrackerState;
  }
}

/**
 * The match tracker's slice joins the app's root reducer when the tracker's module loads (with the match detail):
 * a match channel's snapshot comes after its view wants it, so nothing it carries is missed. The views read it
 * through these selectors, which also keep the injection in the build (a bare side-effect import would be
 * dropped: package.json declares the modules free of side effects).
 */
const withTracker = rootReducer.inject({ reducerPath: MATCH_TRACKER_KEY, reducer: matchTrackerReducer });

export const selectTrackedEvents = withTracker.selector((state, gameId: string) => selectMatchEvents(state, gameId));
export const selectTrackedHistory = withTracker.selector((state, oddsId: string) => selectPriceHistory(state, oddsId));
