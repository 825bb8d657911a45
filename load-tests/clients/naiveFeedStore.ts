import { configureStore, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedDelta, FeedMatch, FeedOdds, SubscribeAck } from '@src/contract';

/**
 * The naive baseline (issue 7, item 5), kept out of the product: every message dispatched as it arrives, into
 * immer entity adapters, with no conflation and no in-place tables. Same data as the real feed slice.
 */
const oddsAdapter = createEntityAdapter({ selectId: (odds: FeedOdds) => odds.oddsId });
const matchAdapter = createEntityAdapter({ selectId: (match: FeedMatch) => match.gameId });

interface NaiveFeedState {
  odds: ReturnType<typeof oddsAdapter.getInitialState>;
  matches: ReturnType<typeof matchAdapter.getInitialState>;
  seq: Record<string, number>;
  oddsByMatch: Record<string, string[]>;
}

const initialState: NaiveFeedState = { odds: oddsAdapter.getInitialState(), matches: matchAdapter.getInitialState(), seq: {}, oddsByMatch: {} };

const naiveFeed = createSlice({
  name: 'naiveFeed',
  initialState,
  reducers: {
    snapshot(state, action: PayloadAction<SubscribeAck>) {
      oddsAdapter.upsertMany(state.odds, action.payload.snapshot.odds);
      for (const odds of action.payload.snapshot.odds) (state.oddsByMatch[odds.gameId] ??= []).push(odds.oddsId);
      matchAdapter.upsertMany(state.matches, action.payload.snapshot.matches);
      state.seq[action.payload.channel] = action.payload.seq;
    },
    delta(state, action: PayloadAction<FeedDelta>) {
      const delta = action.payload;
      for (const op of delta.ops) {
        switch (op[0]) {
          case 'o':
            oddsAdapter.updateOne(state.odds, { id: op[1], changes: { price: op[2], status: op[3] } });
            break;
          case 'm':
            for (const oddsId of state.oddsByMatch[op[1]] ?? []) {
              const odds = state.odds.entities[oddsId];
              if (odds?.playType === op[2]) odds.status = op[3];
            }
            break;
          case 'l':
            matchAdapter.updateOne(state.matches, { id: op[1], changes: op[2] });
            break;
          case 'a':
            matchAdapter.upsertOne(state.matches, op[1]);
            oddsAdapter.upsertMany(state.odds, op[2]);
            state.oddsByMatch[op[1].gameId] = op[2].map((odds) => odds.oddsId);
            break;
          case 'r':
            matchAdapter.removeOne(state.matches, op[1]);
            break;
          case 'c':
            break;
        }
      }
      state.seq[delta.channel] = delta.seq;
    },
  },
});

export const { snapshot: naiveSnapshot, delta: naiveDelta } = naiveFeed.actions;

export function createNaiveFeedStore() {
  return configureStore({
    reducer: { naiveFeed: naiveFeed.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false, immutableCheck: false, serializableCheck: false }),
  });
}
