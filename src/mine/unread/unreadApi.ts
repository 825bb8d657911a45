import type { ApiClient } from '@src/api';
import type { UnreadApi } from './unreadEpic';

/** The unread counts over the API client (spec 7.1: payload userSystem=1). */
export function createUnreadApi(api: ApiClient): UnreadApi {
  return { unreadCounts: () => api.data('unreadForType', { userSystem: 1 }) };
}
