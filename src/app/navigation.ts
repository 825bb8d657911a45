import type zhCN from '@src/i18n/locales/zh-CN.json';

export type NavKey = Exclude<keyof typeof zhCN.nav, 'mainLabel' | 'memberLabel'>;

/** A link, or (customer service) an action that opens the safety dialog and then a new tab. */
export type NavEntry = { key: NavKey; path: string } | { key: NavKey; action: 'customerService' };

/** spec 2.5, in its order: the site-wide part (the member part follows). */
export const MAIN_NAV: readonly NavEntry[] = [
  { key: 'home', path: '/' },
  { key: 'sport', path: '/game/sport' },
  { key: 'egame', path: '/game/egame' },
  { key: 'live', path: '/game/realbet' },
  { key: 'lottery', path: '/game/lottery' },
  { key: 'chess', path: '/game/chess' },
  { key: 'esports', path: '/game/gaming' },
  { key: 'fishing', path: '/game/fishing' },
  { key: 'service', action: 'customerService' },
  { key: 'venture', path: '/agent' },
  { key: 'sponsor', path: '/sponsor' },
  { key: 'discount', path: '/activity/discount' },
  { key: 'app', path: '/download' },
];

/** spec 2.5, continued: the member area (/mine, login required: spec 2.2). */
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

/** spec 2.4 item 5: entries that lead to the deposit page disappear while the site disables deposit. */
export function visibleNav(entries: readonly NavEntry[], depositEnabled: boolean): readonly NavEntry[] {
  return depositEnabled ? entries : entries.filter((entry) => !('path' in entry && entry.path === '/mine/savemoney'));
}
