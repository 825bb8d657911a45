import type zhCN from '@src/i18n/locales/zh-CN.json';
import type { TitleKey } from '@src/app/guards/routeMeta';

export type MineGroup = keyof typeof zhCN.mine.groups;

export interface MineMenuEntry {
  /** Under /mine. */
  path: string;
  titleKey: TitleKey;
}

/** The member area's side menu (spec 2.2), by group. */
export const MINE_MENU: readonly { group: MineGroup; entries: readonly MineMenuEntry[] }[] = [
  {
    group: 'account',
    entries: [
      { path: 'userinfo', titleKey: 'userinfo' },
      { path: 'auth', titleKey: 'auth' },
      { path: 'vip', titleKey: 'vip' },
      { path: 'welfare', titleKey: 'welfare' },
      { path: 'message', titleKey: 'message' },
    ],
  },
  {
    group: 'funds',
    entries: [
      { path: 'wallet', titleKey: 'wallet' },
      { path: 'savemoney', titleKey: 'savemoney' },
      { path: 'transfermoney', titleKey: 'transfermoney' },
      { path: 'takemoney', titleKey: 'takemoney' },
      { path: 'virtualCoinCard', titleKey: 'virtualCoinCard' },
    ],
  },
  {
    group: 'records',
    entries: [
      { path: 'betRecord', titleKey: 'betRecord' },
      { path: 'transRecord', titleKey: 'transRecord' },
      { path: 'giftRecord', titleKey: 'giftRecord' },
    ],
  },
  {
    group: 'more',
    entries: [
      { path: 'feedback', titleKey: 'feedback' },
      { path: 'exchange', titleKey: 'exchange' },
      { path: 'introTutorial', titleKey: 'introTutorial' },
    ],
  },
];
