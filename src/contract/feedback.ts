import { z } from 'zod';
import { endpoint } from './endpoint';

const SITE = '/site/api/v1';

/** What a member's feedback is about (the form's type choice). */
export const FEEDBACK_TYPES = [
  'suggestion',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'complaint',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** Feedback a member may send in an hour; more answers FrequentSubmission (6011). */
export const FEEDBACKS_PER_HOUR = 5;
export const FEEDBACK_PAGE_SIZE_MAX = 50;

export const FeedbackMessage = {
  contentRequired: '请输入反馈内容',
  contentTooShort: `反馈内容至少${FEEDBACK_CONTENT_MIN}个字`,
  contentTooLong: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`,
  typeRequired: '请选择反馈类型',
  sent: '反馈已提交，我们会尽快回复您',
  tooMany: '反馈提交过于频繁，请稍后再试',
  notFound: '反馈不存在',
  deleted: '反馈已删除',
} as const;

/** The feedback text: trimmed, 10-500 characters (counted as the member sees them). */
export const feedbackContentSchema = z
  .string()
  .trim()
  .min(1, FeedbackMessage.contentRequired)
  .refine((text) => [...text].length >= FEEDBACK_CONTENT_MIN, FeedbackMessage.contentTooShort)
  .refine((text) => [...text].length <= FEEDBACK_CONTENT_MAX, FeedbackMessage.contentTooLong);

export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: FeedbackMessage.typeRequired });

export const addFeedbackRequestSchema = z.object({
  type: feedbackTypeSchema,
  content: feedbackContentSchema,
});
export type AddFeedbackRequest = z.input<typeof addFeedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  /** ms since epoch. */
  createdAt: z.number().int(),
  /** Customer service's answer; null until it comes. */
  reply: z.string().nullable(),
  repliedAt: z.number().int().nullable(),
  /** The member has opened the reply (always true before there is one). */
  replyRead: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

const feedbackIdSchema = z.object({ id: z.number().int().positive() });

export const feedbackApi = {
  /** spec 7.1 user/feedback/addFeedBack. */
  addFeedback: endpoint(
    'POST',
    `${SITE}/user/feedback/addFeedBack`,
    addFeedbackRequestSchema,
    z.object({ id: z.number().int().positive() }),
    { auth: true },
  ),
  /** spec 7.1 user/feedback/getFeedBackList: the member's feedback, newest first, deleted ones left out. */
  feedbackList: endpoint(
    'POST',
    `${SITE}/user/feedback/getFeedBackList`,
    z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(FEEDBACK_PAGE_SIZE_MAX).default(20),
    }),
    z.object({
      list: z.array(feedbackSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
    { auth: true },
  ),
  /** spec 7.1 user/feedback/getFeedbackInfo: one of the member's feedback; a reply it holds is read from now on. */
  feedbackInfo: endpoint('POST', `${SITE}/user/feedback/getFeedbackInfo`, feedbackIdSchema, feedbackSchema, {
    auth: true,
  }),
  /** spec 7.1 user/feedback/delFeedback: removes one of the member's feedback from the list. */
  deleteFeedback: endpoint('POST', `${SITE}/user/feedback/delFeedback`, feedbackIdSchema, z.null(), {
    auth: true,
  }),
  /** spec 7.1 user/feedback/unreadNum: replies the member has not opened (the same as feedbackUnread of spec 3). */
  feedbackUnread: endpoint(
    'POST',
    `${SITE}/user/feedback/unreadNum`,
    z.object({}).passthrough(),
    z.object({ count: z.number().int() }),
    { auth: true },
  ),
};
