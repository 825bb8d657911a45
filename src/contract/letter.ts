import { z } from 'zod';
import { endpoint } from './endpoint';

const SITE = '/site/api/v1';

/**
 * spec 3 unread message counts. `br*` count the site's broadcast letters (to every member), the others the
 * member's own letters; fd letters are about funds (deposits, withdrawals). feedbackUnread counts replies to
 * the member's feedback not yet read.
 */
export const unreadCountsSchema = z.object({
  brnotice_count: z.number().int(),
  bractivity_count: z.number().int(),
  brbulletin_count: z.number().int(),
  brmatch_count: z.number().int(),
  brfd_count: z.number().int(),
  notice_count: z.number().int(),
  activity_count: z.number().int(),
  fd_count: z.number().int(),
  feedbackUnread: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** spec 7.1: payload userSystem=1. */
export const unreadForTypeRequestSchema = z.object({
  userSystem: z.coerce.number().int().optional().default(1),
});

export const letterApi = {
  unreadForType: endpoint(
    'POST',
    `${SITE}/site/letter/getUnreadForType`,
    unreadForTypeRequestSchema,
    unreadCountsSchema,
    {
      auth: true,
    },
  ),
};
