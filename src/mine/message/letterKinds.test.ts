import { describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@src/contract';
import { MESSAGE_TABS, unreadOfTab } from './letterKinds';

const counts: UnreadCounts = {
  brnotice_count: 1,
  bractivity_count: 2,
  brbulletin_count: 3,
  brmatch_count: 4,
  brfd_count: 5,
  notice_count: 10,
  activity_count: 20,
  fd_count: 30,
  feedbackUnread: 100,
};

describe('unread letters per tab', () => {
  it('a kind counts the site broadcasts of it and the member’s own; feedback replies are not letters', () => {
    expect(MESSAGE_TABS.map((tab) => [tab, unreadOfTab(counts, tab)])).toEqual([
      ['all', 75],
      ['notice', 11],
      ['activity', 22],
      ['bulletin', 3],
      ['match', 4],
      ['fd', 35],
    ]);
  });

  it('全部 is the sum of the kinds', () => {
    const kinds = MESSAGE_TABS.filter((tab) => tab !== 'all').map((tab) => unreadOfTab(counts, tab));
    expect(unreadOfTab(counts, 'all')).toBe(kinds.reduce((sum, n) => sum + n, 0));
  });
});
