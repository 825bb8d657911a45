import { z } from 'zod';
import { endpoint } from './endpoint';
import { idempotencyKeySchema } from './idempotency';
import { moneySchema } from './money';

/**
 * Casino venues (issue 15, spec 7.4): the venue lobbies, their game lists, favourites and jackpot pools, game
 * launch, and the venue wallets money moves through (transfer, recycle, auto-transfer). Every venue is a
 * third-party game provider with its own wallet; the reference backend plays them (mocks/venues).
 *
 * Not exported through the contract's barrel (the entry chunk): import it as '@src/contract/venue'.
 */

const GAME = '/game/api/v1';

/** The game categories of spec 1. */
export const VENUE_CATEGORIES = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'] as const;
export const venueCategorySchema = z.enum(VENUE_CATEGORIES, { error: '游戏类别不正确' });
export type VenueCategory = z.infer<typeof venueCategorySchema>;

/** spec 4: the local sportsbook; it opens /game/sport/crty and has no launch call. */
export const LOCAL_SPORT_VENUE = 'CRTY';
/** spec 4: venues whose games open in a new tab (opened synchronously on the click). */
export const NEW_TAB_VENUES: readonly string[] = ['XMTY', 'G1CP', 'SGCP', 'KXZR'];

/** A venue (channel) code: upper-case letters and digits. */
export const channelCodeSchema = z
  .string({ error: '场馆代码不能为空' })
  .regex(/^[A-Z0-9]{2,12}$/, '场馆代码不正确');

export const gameCodeSchema = z
  .string({ error: '游戏代码不能为空' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '游戏代码不正确');

export const VENUE_STATUSES = ['open', 'maintenance'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

export const venueInfoSchema = z.object({
  enName: channelCodeSchema,
  /** Chinese name, e.g. "AG真人". */
  name: z.string(),
  category: venueCategorySchema,
  /** The venue's logo: an SVG the reference backend draws (no copyrighted art). */
  logo: z.string(),
  status: z.enum(VENUE_STATUSES),
  /** While in maintenance: when it is expected to end (epoch ms), or null when unknown. */
  maintenanceUntil: z.number().int().nullable(),
  /** The venue's games open in a new tab (spec 4). */
  newTab: z.boolean(),
  /** A venue activity is running (a launch may answer 6413 with its message). */
  activity: z.string().nullable(),
  /** How many games its lobby lists. */
  gameCount: z.number().int().nonnegative(),
  /** The member's balance there (the operator's record); null for a visitor. */
  balance: moneySchema.nullable(),
});
export type VenueInfo = z.infer<typeof venueInfoSchema>;

export const GAME_TAGS = ['hot', 'new', 'jackpot'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** Which engine plays a game (issue 16): a slot theme opens the slot engine, a live table baccarat, and so on. */
export const GAME_ENGINES = ['slot', 'baccarat', 'lottery', 'cards', 'fishing', 'esports', 'sport'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export const gameItemSchema = z.object({
  enName: channelCodeSchema,
  venueName: z.string(),
  gameCode: gameCodeSchema,
  /** Chinese name. */
  name: z.string(),
  /** Pinyin initials of the name, lower case (e.g. "bjl" for 百家乐), for search and display. */
  initials: z.string(),
  /** The game's thumbnail: an SVG the reference backend draws. */
  thumbnail: z.string(),
  tags: z.array(z.enum(GAME_TAGS)),
  engine: z.enum(GAME_ENGINES),
  /** Launches by every member over the last 7 days (the "popular" sort). */
  popularity: z.number().int().nonnegative(),
  /** When the game was added (epoch ms, the "newest" sort). */
  addedAt: z.number().int(),
  /** In the member's favourites; false for a visitor. */
  favourite: z.boolean(),
  /** When the member last launched it (epoch ms), or null. */
  lastPlayedAt: z.number().int().nullable(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const GAME_LIST_TABS = ['all', 'favourites', 'recent'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];
export const GAME_SORTS = ['popular', 'newest', 'name'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

export const gameListRequestSchema = z.object({
  category: venueCategorySchema,
  /** One venue's games; every venue of the category when absent (the provider filter). */
  enName: channelCodeSchema.optional(),
  /** Matches the name, pinyin initials or full pinyin, tolerating one typo (spec: search that tolerates typos). */
  keyword: z.string().trim().max(30, '搜索词最多30个字').optional(),
  tag: z.enum(GAME_TAGS).optional(),
  /** favourites and recent need a member (6001 for a visitor). */
  tab: z.enum(GAME_LIST_TABS).default('all'),
  /** A keyword search is ordered by how well each game matches; otherwise by this. */
  sort: z.enum(GAME_SORTS).default('popular'),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(60).default(24),
});

export const gameListSchema = z.object({
  list: z.array(gameItemSchema),
  total: z.number().int().nonnegative(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** A jackpot pool: `amount` at server time `at`, growing by `growthPerSecond` until the next poll. */
export const bonusPoolSchema = z.object({
  id: z.string(),
  enName: channelCodeSchema,
  /** The game it belongs to, or null for a venue-wide pool. */
  gameCode: gameCodeSchema.nullable(),
  name: z.string(),
  amount: moneySchema,
  growthPerSecond: moneySchema,
  at: z.number().int(),
});
export type BonusPool = z.infer<typeof bonusPoolSchema>;

export const ACTIVITY_CHOICES = [0, 1] as const;
/** 1: join the venue's activity (transfer and enter); 0: enter without it. Absent: not chosen yet (may get 6413). */
const isActivitySchema = z.union([z.literal(0), z.literal(1)]).optional();

export const launchRequestSchema = z.object({
  enName: channelCodeSchema,
  gameCode: gameCodeSchema,
  isActivity: isActivitySchema,
});
export const launchResponseSchema = z.object({
  /** The game's address: a provider page to frame, or to open in a new tab for NEW_TAB_VENUES. */
  url: z.string(),
  /** Auto-transfer moved this much from the centre wallet into the venue before the launch; null when none. */
  transferred: moneySchema.nullable(),
});
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

/** spec 7.4 resource: the sport provider's session check (UID verification, 6302 when it fails). */
export const resourceRequestSchema = z.object({
  method: z.string().min(1).max(40),
  enName: channelCodeSchema,
  Request: z.object({
    /** Client time, epoch ms; more than 5 minutes off the server's clock is a UID verification error. */
    timestamp: z.number().int(),
    token: z.string().min(1).max(2000),
    langx: z.enum(['zh-cn', 'zh-tw']),
    remoteip: z.string().max(64),
  }),
});
export const resourceResponseSchema = z.object({
  uid: z.string(),
  langx: z.string(),
  serverTime: z.number().int(),
});

/** spec 5 venue transfer amount rule: required, 2 decimals, at most 12 characters, above 0. */
const TRANSFER_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
export const transferAmountSchema = z
  .string({ error: '请输入转账金额' })
  .trim()
  .min(1, '请输入转账金额')
  .max(12, '转账金额最多12位')
  .regex(TRANSFER_AMOUNT_PATTERN, '转账金额最多两位小数')
  .refine((value) => !TRANSFER_AMOUNT_PATTERN.test(value) || !/^0+(\.0+)?$/.test(value), '转账金额必须大于0');

/** in: centre wallet to the venue; out: the venue back to the centre wallet. Venue to venue is not a transfer. */
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const venueTransferRequestSchema = z.object({
  channelCode: channelCodeSchema,
  direction: z.enum(TRANSFER_DIRECTIONS, { error: '转账方向不正确' }),
  amount: transferAmountSchema,
  /** spec 3: always "1". */
  ty: z.literal('1'),
  isActivity: isActivitySchema,
  key: idempotencyKeySchema,
});

/** posted: done; pending: the provider has not answered yet (the money shows as locked until it does). */
export const TRANSFER_STATES = ['posted', 'pending'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const venueTransferSchema = z.object({
  transferId: z.string(),
  state: z.enum(TRANSFER_STATES),
  centerWalletBalance: moneySchema,
  venueBalance: moneySchema,
  /** Said to the member, e.g. "转账成功" or "转账处理中，确认后自动到账". */
  message: z.string(),
});
export type VenueTransfer = z.infer<typeof venueTransferSchema>;

export const RECYCLE_OUTCOMES = ['posted', 'pending', 'failed'] as const;
export type RecycleOutcome = (typeof RECYCLE_OUTCOMES)[number];

export const recycleSchema = z.object({
  /** Every venue that held money, with what became of it; a failed venue keeps its money. */
  results: z.array(
    z.object({
      enName: channelCodeSchema,
      name: z.string(),
      amount: moneySchema,
      outcome: z.enum(RECYCLE_OUTCOMES),
      message: z.string(),
    }),
  ),
  centerWalletBalance: moneySchema,
});
export type RecycleResult = z.infer<typeof recycleSchema>;

export const autoTransferSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
export type AutoTransferStatus = z.infer<typeof autoTransferSchema>;

const gameRefSchema = z.object({ enName: channelCodeSchema, gameCode: gameCodeSchema });

export const venueApi = {
  venueInfoByCategory: endpoint(
    'POST',
    `${GAME}/venue/getVenueInfoByCategory`,
    z.object({ category: venueCategorySchema }),
    z.object({ venues: z.array(venueInfoSchema) }),
  ),
  gameList: endpoint('POST', `${GAME}/venue/gameList`, gameListRequestSchema, gameListSchema),
  bonusPools: endpoint(
    'POST',
    `${GAME}/venue/getBonusPools`,
    z.object({ category: venueCategorySchema.optional() }),
    z.object({ pools: z.array(bonusPoolSchema) }),
  ),
  launch: endpoint('POST', `${GAME}/venue/launch`, launchRequestSchema, launchResponseSchema, { auth: true }),
  resource: endpoint('POST', `${GAME}/venue/resource`, resourceRequestSchema, resourceResponseSchema, {
    auth: true,
  }),
  venueBalance: endpoint(
    'POST',
    `${GAME}/venue/balance`,
    z.object({ channelCode: channelCodeSchema }),
    z.object({ enName: channelCodeSchema, balance: moneySchema }),
    { auth: true },
  ),
  venueTransfer: endpoint('POST', `${GAME}/venue/transfer`, venueTransferRequestSchema, venueTransferSchema, {
    auth: true,
  }),
  recycle: endpoint('POST', `${GAME}/venue/recycle`, z.object({ key: idempotencyKeySchema }), recycleSchema, {
    auth: true,
  }),
  autoTransferStatus: endpoint(
    'POST',
    `${GAME}/status/getAutoTransferStatus`,
    z.object({}),
    autoTransferSchema,
    {
      auth: true,
    },
  ),
  setAutoTransferStatus: endpoint(
    'POST',
    `${GAME}/status/setAutoTransferStatus`,
    autoTransferSchema,
    autoTransferSchema,
    {
      auth: true,
    },
  ),
  addCollection: endpoint(
    'POST',
    `${GAME}/collection/addCollection`,
    gameRefSchema,
    z.object({ favourite: z.boolean() }),
    {
      auth: true,
    },
  ),
  removeCollection: endpoint(
    'POST',
    `${GAME}/collection/removeCollection`,
    gameRefSchema,
    z.object({ favourite: z.boolean() }),
    { auth: true },
  ),
};

/** What the venue calls say to the member (server and client share them; zh-TW pages get them converted). */
export const VenueMessage = {
  transferPosted: '转账成功',
  transferPending: '转账处理中，场馆确认后自动到账',
  transferFailed: '转账失败，资金已退回',
  sameWallet: '转出和转入钱包不能相同',
  venueToVenue: '场馆之间不能直接转账，请先转回中心钱包',
  insufficientCenter: '中心钱包余额不足',
  insufficientVenue: '场馆余额不足',
  venueMaintenance: '场馆维护中',
  venueUnknown: '场馆不存在',
  gameUnknown: '游戏不存在',
  providerUnavailable: '场馆暂时无法连接，请稍后再试',
  recycleNothing: '没有需要回收的场馆余额',
  recycleDone: '回收完成',
  uidVerification: '数据异常，请重新进入游戏',
  loginFirst: '请先登录后了解更多',
} as const;

/** The venue calls' fields as members read them, for the server's 6007 messages ("游戏类别：游戏类别不正确"). */
export const VENUE_FIELD_NAMES: Record<string, string> = {
  category: '游戏类别',
  enName: '场馆',
  channelCode: '场馆',
  gameCode: '游戏',
  keyword: '搜索词',
  tag: '游戏标签',
  tab: '游戏分类',
  sort: '排序方式',
  pageNum: '页码',
  pageSize: '每页条数',
  isActivity: '活动选择',
  method: '请求方法',
  Request: '请求数据',
  'Request.timestamp': '请求时间',
  'Request.token': '登录凭证',
  'Request.langx': '语言',
  'Request.remoteip': '客户端地址',
  direction: '转账方向',
  amount: '转账金额',
  ty: '转账类型',
  key: '幂等键',
  status: '免转状态',
};
