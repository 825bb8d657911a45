import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { FeedbackDesk } from '../../site/feedback';
import type { LetterBox } from '../../site/letters';
import { defineRoute } from '../defineRoute';

/**
 * spec 3, 7.1: the member's letters (list, read, delete, read all) and their unread counts, with the feedback
 * replies not yet opened (the feedback desk's, as user/feedback/unreadNum answers them).
 */
export function registerLetterRoutes(app: FastifyInstance, letters: LetterBox, feedback: FeedbackDesk): void {
  defineRoute(app, api.unreadForType, (_body, { member }) => {
    const memberId = Number(member.userId);
    return { ...letters.unreadCounts(memberId), feedbackUnread: feedback.unreadReplies(memberId) };
  });

  defineRoute(app, api.letterList, ({ kind, pageNum, pageSize }, { member }) =>
    letters.list(Number(member.userId), kind, { pageNum, pageSize }),
  );
  defineRoute(app, api.letterRead, ({ ids }, { member }) => ({
    read: letters.markRead(Number(member.userId), ids),
  }));
  defineRoute(app, api.letterDelete, ({ ids }, { member }) => ({
    deleted: letters.delete(Number(member.userId), ids),
  }));
  defineRoute(app, api.letterReadAll, ({ kind }, { member }) => ({
    read: letters.readAll(Number(member.userId), kind),
  }));
}
