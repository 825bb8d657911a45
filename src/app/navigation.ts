import type zhCN from '@src/i18n/locales/zh-CN.json';

export type NavKey = Exclude<keyof typeof zhCN.nav, 'mainLabel' | 'memberLabel'>;

export interface NavEntry {
  key: NavKey;
  path: string;
}

/** spec 2.5, the site-wide part (the member part follows). */
export const MAIN_NAV: readonly NavEntry[] = [
  { key: 'home', path: '/' },
  { key: 'sport', path: '/game/sport' },
  { key: 'egame', path: '/game/egame' },
  { key: 'live', path: '/game/realbet' },
  { key: 'lottery', path: '/game/lottery' },
  { key: 'chess', path: '/game/chess' },
  { key: 'esports', path: '/game/gaming' },
  { key: 'fishing', path: '/game/fishing' },
  { key: 'discount', path: '/activity/discount' },
  { key: 'sponsor', path: '/sponsor' },
  { key: 'venture', path: '/agent' },
  { key: 'app', path: '/download' },
  { key: 'service', path: '/app/help/zxkf' },
];

/** spec 2.5, the member area (/mine, login required: spec 2.2). */
export const MEMBER_NAV: readonly NavEntry[] = [
  { key: 'deposit', path: '/mine/savemoney' },
  { key: 'transfer', path: '/mine/transfermoney' },
  { key: 'withdraw', path: '/mine/takemoney' },
  { key: 'profile', path: '/mine/userinfo' },
  { key: 'vip', path: '/mine/vip' },
  { key: 'welfare', path: '/mine/welfare' },
  { key: 'betRecord', path: '/mine/betRecord' },
  { key: 'transRecord', path: '/mine/transRecord' },
  { key: 'message', path: '/mine/message' },
];
