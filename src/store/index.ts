/**
 * The app's Redux store: streams/ slices and epics plus the shell's own, over injected dependencies, and
 * the two registries features plug into (`rootReducer` for `slice.injectInto`, `registerEpics`). For
 * components: `@src/store/hooks`, never this barrel.
 */
export {
  configureAppStore,
  type AppStore,
  type AppDispatch,
  type AppStoreOptions,
} from './configureAppStore';
export type { AppDependencies, AppEpic } from './appDependencies';
export { registerEpics, rootEpic } from './rootEpic';
export { rootReducer, type LazyLoadedSlices, type RootState } from './rootReducer';
export { createStreamsDependencies } from './streamsDependencies';
export type { MemberFeed } from './memberFeed';
export { attachFeedBench, type FeedBench, type FeedBenchSource } from './feedBench';
