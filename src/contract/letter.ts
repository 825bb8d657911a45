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

/**
 * The kinds of letter the message page lists, as its tabs (通知, 活动, 公告, 赛事, 资金). A kind holds the site's
 * broadcasts of that kind and the member's own; replies to feedback are the feedback page's, not listed here.
 */
export const LETTER_KINDS = ['notice', 'activity', 'bulletin', 'match', 'fd'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** Which letters a list or "read all" call covers: one kind, or every kind. */
export const letterKindFilterSchema = z.enum([...LETTER_KINDS, 'all']);
export type LetterKindFilter = z.infer<typeof letterKindFilterSchema>;

/** The most letters one list page holds. */
export const LETTER_PAGE_SIZE_MAX = 50;

export const letterSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(LETTER_KINDS),
  /** Sent by the site to every member (the br* counts), rather than to this member alone. */
  broadcast: z.boolean(),
  title: z.string(),
  content: z.string(),
  /** ms since epoch. */
  createdAt: z.number().int(),
  read: z.boolean(),
});
export type Letter = z.infer<typeof letterSchema>;

/** Letters named by id: at least one, at most 100 in one call. */
const letterIdsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
});

export const letterApi = {
  /** spec 7.1 site/letter/list: the member's letters of a kind, newest first, deleted ones left out. */
  letterList: endpoint(
    'POST',
    `${SITE}/site/letter/list`,
    z.object({
      kind: letterKindFilterSchema.default('all'),
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(LETTER_PAGE_SIZE_MAX).default(20),
    }),
    z.object({
      list: z.array(letterSchema),
      /** Letters of the kind, on every page. */
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
    { auth: true },
  ),
  /** spec 7.1 site/letter/read: marks the member's letters read; `read` is how many were unread before. */
  letterRead: endpoint('POST', `${SITE}/site/letter/read`, letterIdsSchema, z.object({ read: z.number().int() }), {
    auth: true,
  }),
  /** spec 7.1 site/letter/delete: removes the member's letters from the list; `deleted` is how many. */
  letterDelete: endpoint('POST', `${SITE}/site/letter/delete`, letterIdsSchema, z.object({ deleted: z.number().int() }), {
    auth: true,
  }),
  /** spec 7.1 site/letter/onekeyRead: marks every letter of a kind (or of every kind) read. */
  letterReadAll: endpoint(
    'POST',
    `${SITE}/site/letter/onekeyRead`,
    z.object({ kind: letterKindFilterSchema.default('all') }),
    z.object({ read: z.number().int() }),
    { auth: true },
  ),

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
