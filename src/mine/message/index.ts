/** /mine/message: the member's letters (spec 7.1 site/letter/*). */
export { MessagePage } from './MessagePage';
export { MESSAGE_TABS, unreadOfTab } from './letterKinds';
