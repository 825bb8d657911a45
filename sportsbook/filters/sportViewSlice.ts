import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@src/store/rootReducer';

/**
 * The sport page's view of the feed: which leagues the league filter shows and which are folded. Kept
 * apart from the feed (streams/feed holds only what the feed says) and injected with the sportsbook.
 */
export interface SportViewState {
  /** League ids chosen in the league filter (spec 4); null shows every league. */
  leagueFilter: readonly string[] | null;
  /** Leagues folded in the lists; a league not here is unfolded, as every league is when it arrives. */
  folded: Readonly<Record<string, true>>;
}

export const initialSportViewState: SportViewState = { leagueFilter: null, folded: {} };

const slice = createSlice({
  name: 'sportView',
  initialState: initialSportViewState,
  reducers: {
    /** League filter (spec 4): null shows all leagues. */
    leagueFilterSet: (state, action: PayloadAction<{ leagueIds: readonly string[] | null }>) => {
      const { leagueIds } = action.payload;
      state.leagueFilter = leagueIds === null ? null : [...leagueIds];
    },
    leagueExpandSet: (state, action: PayloadAction<{ leagueId: string; isExpand: boolean }>) => {
      const { leagueId, isExpand } = action.payload;
      if (isExpand) delete state.folded[leagueId];
      else state.folded[leagueId] = true;
    },
    /** 全部展开 / 全部收起: the leagues known now; one arriving later comes unfolded. */
    allLeaguesExpandSet: (
      state,
      action: PayloadAction<{ isExpand: boolean; leagueIds: readonly string[] }>,
    ) => {
      const { isExpand, leagueIds } = action.payload;
      if (isExpand) state.folded = {};
      else for (const leagueId of leagueIds) state.folded[leagueId] = true;
    },
  },
  selectors: {
    selectLeagueFilter: (state) => state.leagueFilter,
    selectFoldedLeagues: (state) => state.folded,
    selectIsLeagueExpanded: (state, leagueId: string) => state.folded[leagueId] !== true,
  },
});

declare module '@src/store/rootReducer' {
  interface LazyLoadedSlices {
    sportView: SportViewState;
  }
}

/** Injected into the app's root reducer when the sportsbook loads (RTK 2 lazy slices). */
export const sportViewSlice = slice.injectInto(rootReducer);

export const { leagueFilterSet, leagueExpandSet, allLeaguesExpandSet } = sportViewSlice.actions;
export const { selectLeagueFilter, selectFoldedLeagues, selectIsLeagueExpanded } = sportViewSlice.selectors;
