import type { CountryArea, NavigationItem, SponsorItem } from '@src/contract';
import type { SiteConfig } from '../site/siteContent';

/** The demo site a fresh database starts with. */
export const DEMO_SITE_CONFIG: SiteConfig = {
  siteId: '1',
  title: '极光体育',
  // Empty: no separate mobile site, so mobile visitors are not redirected away from the local server.
  h5DomainUrl: '',
  kaptchcate: 0,
  depositEnabled: true,
  editionSwitch: true,
  registerEnabled: true,
  customerServiceUrl: '/app/help/zxkf',
};

/** The main navigation of spec 2.5, in its order. */
export const DEMO_NAVIGATION: readonly Omit<NavigationItem, 'id' | 'sort'>[] = [
  { name: '首页', path: '/', icon: 'home' },
  { name: '体育', path: '/game/sport', icon: 'sport' },
  { name: '电子', path: '/game/egame', icon: 'egame' },
  { name: '真人', path: '/game/realbet', icon: 'live' },
  { name: '彩票', path: '/game/lottery', icon: 'lottery' },
  { name: '棋牌', path: '/game/chess', icon: 'chess' },
  { name: '电竞', path: '/game/gaming', icon: 'esports' },
  { name: '捕鱼', path: '/game/fishing', icon: 'fishing' },
  { name: '在线客服', path: '/app/help/zxkf', icon: 'service' },
  { name: '合营', path: '/agent', icon: 'venture' },
  { name: '赞助', path: '/sponsor', icon: 'sponsor' },
  { name: '优惠', path: '/activity/discount', icon: 'discount' },
  { name: 'APP下载', path: '/download', icon: 'app' },
  { name: '存款', path: '/mine/savemoney', icon: 'deposit' },
  { name: '转账', path: '/mine/transfermoney', icon: 'transfer' },
  { name: '取款', path: '/mine/takemoney', icon: 'withdraw' },
  { name: '个人中心', path: '/mine/userinfo', icon: 'profile' },
  { name: 'VIP', path: '/mine/vip', icon: 'vip' },
  { name: '福利', path: '/mine/welfare', icon: 'welfare' },
  { name: '投注记录', path: '/mine/betRecord', icon: 'betRecord' },
  { name: '交易记录', path: '/mine/transRecord', icon: 'transRecord' },
  { name: '消息', path: '/mine/message', icon: 'message' },
];

export const DEMO_SPONSORS: readonly Omit<SponsorItem, 'id'>[] = [
  {
    title: '星河联足球俱乐部',
    subtitle: '2025/26赛季亚洲区官方合作伙伴',
    content:
      '极光体育正式成为星河联足球俱乐部2025/26赛季亚洲区官方合作伙伴。双方将在赛事直播、球迷见面会与青训公益项目上展开合作，会员可在活动期间参与主场观赛名额抽取。',
    image: '/images/sponsor/xinghe-fc.jpg',
    link: '/sponsor',
  },
  {
    title: '环亚职业篮球联赛',
    subtitle: '官方赛事数据合作方',
    content:
      '作为环亚职业篮球联赛官方赛事数据合作方，极光体育为会员提供实时比分、球员数据与赛程提醒。常规赛期间每周推出篮球专题竞猜与加赛奖励。',
    image: '/images/sponsor/pan-asia-basketball.jpg',
    link: '/sponsor',
  },
  {
    title: '极光杯电竞邀请赛',
    subtitle: '冠名赞助 · 总奖金池 100 万元',
    content:
      '极光杯电竞邀请赛汇聚十六支职业战队，赛事全程直播。比赛日登录即可领取观赛礼包，决赛周开放冠军竞猜，理性参与，量力而行。',
    image: '/images/sponsor/aurora-cup.jpg',
    link: '/sponsor',
  },
];

/** Phone rules per country or area; +86 first (spec 9: default area code). Patterns are RegExp sources. */
export const DEMO_COUNTRY_AREAS: readonly CountryArea[] = [
  { areaName: '中国大陆', areaCode: '+86', regex: '^(\\+86)?1\\d{10}$' },
  { areaName: '中国香港', areaCode: '+852', regex: '^(\\+852)?[4-9]\\d{7}$' },
  { areaName: '中国澳门', areaCode: '+853', regex: '^(\\+853)?6\\d{7}$' },
  { areaName: '中国台湾', areaCode: '+886', regex: '^(\\+886)?0?9\\d{8}$' },
  { areaName: '马来西亚', areaCode: '+60', regex: '^(\\+60)?0?1\\d{8,9}$' },
  { areaName: '新加坡', areaCode: '+65', regex: '^(\\+65)?[89]\\d{7}$' },
  { areaName: '菲律宾', areaCode: '+63', regex: '^(\\+63)?0?9\\d{9}$' },
  { areaName: '泰国', areaCode: '+66', regex: '^(\\+66)?0?[689]\\d{8}$' },
  { areaName: '越南', areaCode: '+84', regex: '^(\\+84)?0?[35789]\\d{8}$' },
  { areaName: '印度尼西亚', areaCode: '+62', regex: '^(\\+62)?0?8\\d{8,11}$' },
  { areaName: '柬埔寨', areaCode: '+855', regex: '^(\\+855)?0?[1-9]\\d{7,8}$' },
  { areaName: '日本', areaCode: '+81', regex: '^(\\+81)?0?[789]0\\d{8}$' },
  { areaName: '韩国', areaCode: '+82', regex: '^(\\+82)?0?1[016789]\\d{7,8}$' },
  { areaName: '缅甸', areaCode: '+95', regex: '^(\\+95)?0?9\\d{7,9}$' },
];

export type VenueCategory = 'TY' | 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY';

/**
 * Venue wallets (spec 7.4 channelCode / enName): the site's list of venues, in lobby order. Each is played by a
 * provider in mocks/venues (its catalogue, wallet and game page); seeding adds the ones a database lacks.
 */
export const DEMO_VENUES: readonly { enName: string; name: string; category: VenueCategory }[] = [
  { enName: 'CRTY', name: '皇冠体育', category: 'TY' },
  { enName: 'XMTY', name: '小米体育', category: 'TY' },
  { enName: 'AGZR', name: 'AG真人', category: 'ZR' },
  { enName: 'BGZR', name: 'BG真人', category: 'ZR' },
  { enName: 'KXZR', name: '开心真人', category: 'ZR' },
  { enName: 'KYQP', name: '开元棋牌', category: 'QP' },
  { enName: 'LYQP', name: '乐游棋牌', category: 'QP' },
  { enName: 'IMDJ', name: 'IM电竞', category: 'DJ' },
  { enName: 'TCGCP', name: 'TCG彩票', category: 'CP' },
  { enName: 'G1CP', name: 'G1彩票', category: 'CP' },
  { enName: 'SGCP', name: 'SG彩票', category: 'CP' },
  { enName: 'PGDZ', name: 'PG电子', category: 'DZ' },
  { enName: 'MGDZ', name: 'MG电子', category: 'DZ' },
  { enName: 'JDBBY', name: 'JDB捕鱼', category: 'BY' },
];

/** Documented demo accounts (README). Passwords are typed by a person; the client sends their MD5. */
export const DEMO_MEMBERS = {
  /** No phone, no real name: meets the bind-phone guards. */
  plain: { username: 'demo01', password: 'demo1234' },
  /** Bound phone and real name: passes the bind-phone guards. */
  verified: {
    username: 'demo02',
    password: 'demo1234',
    areaCode: '+86',
    phone: '13800138000',
    realName: '张伟',
    birthday: '1990-05-20',
    email: 'demo02@example.com',
  },
} as const;
