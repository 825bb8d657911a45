/** /mine/feedback and /mine/feedback/list: the member's feedback and customer service's replies (spec 7.1 user/feedback/*). */
export { FeedbackPage } from './FeedbackPage';
export { FeedbackListPage } from './FeedbackListPage';
