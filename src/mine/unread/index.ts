export {
  unreadSlice,
  unreadLoaded,
  unreadFailed,
  unreadRefreshRequested,
  selectUnreadTotal,
  unreadLetterTotal,
  initialUnreadState,
  type UnreadState,
  type UnreadRootState,
} from './unreadSlice';
export { unreadEpic, UNREAD_POLL_MS, type UnreadApi, type UnreadDependencies } from './unreadEpic';
export { createUnreadApi } from './unreadApi';
