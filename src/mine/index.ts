/** The member area (spec 2.2): its layout, the profile and account-security pages, the unread counts. */
export { MineLayout } from './MineLayout';
export { UserInfoPage } from './UserInfoPage';
export { AccountSecurityPage } from './AccountSecurityPage';
export { MineComingSoonPage } from './MineComingSoonPage';
export * from './unread';
export { BetRecordPage } from './betRecord';
export { MessagePage } from './message';
export { FeedbackPage, FeedbackListPage } from './feedback';
