import { LETTER_KINDS, type LetterKindFilter, type UnreadCounts } from '@src/contract';
import { unreadLetterTotal } from '../unread';

/** The message page's tabs: every letter, then one per kind. */
export const MESSAGE_TABS = ['all', ...LETTER_KINDS] as const satisfies readonly LetterKindFilter[];

/**
 * Unread letters of a tab from the spec 3 counts: a kind holds the site's broadcasts of it (br*) and the
 * member's own. 公告 and 赛事 are broadcasts only.
 */
export function unreadOfTab(counts: UnreadCounts, tab: LetterKindFilter): number {
  switch (tab) {
    case 'all':
      return unreadLetterTotal(counts);
    case 'notice':
      return counts.notice_count + counts.brnotice_count;
    case 'activity':
      return counts.activity_count + counts.bractivity_count;
    case 'bulletin':
      return counts.brbulletin_count;
    case 'match':
      return counts.brmatch_count;
    case 'fd':
      return counts.fd_count + counts.brfd_count;
  }
}
