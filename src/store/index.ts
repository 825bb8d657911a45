/** The app's Redux store: streams/ slices and epics plus the shell's own, over injected dependencies. */
export {
  configureAppStore,
  type AppStore,
  type AppDispatch,
  type AppStoreOptions,
} from './configureAppStore';
export { rootEpic, type AppDependencies, type AppEpic } from './rootEpic';
export { appReducers, rootReducer, type RootState } from './rootReducer';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { createStreamsDependencies } from './streamsDependencies';
export { createBetSlipDependencies, type BetSlipWiring } from './betSlipDependencies';
export type { MemberFeed } from './memberFeed';
export { attachFeedBench, type FeedBench, type FeedBenchSource } from './feedBench';
