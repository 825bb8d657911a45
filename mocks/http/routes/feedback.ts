import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { FeedbackDesk } from '../../site/feedback';
import { defineRoute } from '../defineRoute';

/** spec 7.1 user/feedback/*: the member's feedback, customer service's replies and their unread count. */
export function registerFeedbackRoutes(app: FastifyInstance, feedback: FeedbackDesk): void {
  defineRoute(app, api.addFeedback, ({ type, content }, { member }) =>
    feedback.add(Number(member.userId), type, content),
  );
  defineRoute(app, api.feedbackList, ({ pageNum, pageSize }, { member }) =>
    feedback.list(Number(member.userId), { pageNum, pageSize }),
  );
  defineRoute(app, api.feedbackInfo, ({ id }, { member }) => feedback.info(Number(member.userId), id));
  defineRoute(app, api.deleteFeedback, ({ id }, { member }) => {
    feedback.delete(Number(member.userId), id);
    return null;
  });
  defineRoute(app, api.feedbackUnread, (_body, { member }) => ({
    count: feedback.unreadReplies(Number(member.userId)),
  }));
}
