import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { endpoint } from './endpoint';
import { moneySchema, priceSchema } from './money';

/**
 * Sportsbook bet placement, ticket status and bet records (spec 7.4 leaves placement unshown; designed in the
 * same style, DESIGN.md section 6).
 *
 * Ticket pushes: the feed socket (namespace /feed) accepts an optional handshake `auth: {token}` (the member
 * token of the `token` header). A socket with a valid token joins the member's room and receives
 * `ticket` events ({@link TicketEvent}) whenever one of the member's tickets changes state (pending ->
 * accepted or rejected, accepted -> settled, settled -> restored). A missing or bad token is not an error: the
 * socket stays a plain feed socket.
 */

/** spec 3 bet result codes. */
export const BET_RESULTS = ['A', 'W', 'LW', 'LL', 'L', 'P', 'D'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const BET_RESULT_LABELS: Record<BetResult, string> = {
  A: '恢复',
  W: '赢',
  LW: '赢半',
  LL: '输半',
  L: '输',
  P: '走水',
  D: '取消',
};

/** spec 3: reasons of a cancellation (D), D0..DZ. */
export const VOID_REASONS = ['D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'DA', 'DB', 'DC', 'DZ'] as const;
export type VoidReasonCode = (typeof VOID_REASONS)[number];

export const VOID_REASON_LABELS: Record<VoidReasonCode, string> = {
  D0: '自动取消',
  D1: '赛事取消',
  D2: '赔率错误',
  D3: '赛果错误',
  D4: '异常投注',
  D5: '队名错误',
  D6: '赛事延期',
  D7: '赛事腰斩',
  D8: '球员退赛',
  D9: '无角球/罚牌/点球',
  DA: '投注失败',
  DB: '无盘数',
  DC: '视频裁判改判',
  DZ: '其他',
};

/** Odds acceptance: any price, only a better (or equal) one, or none other than the one shown. */
export const ACCEPT_ODDS = ['any', 'better', 'none'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

export const BET_TYPES = ['single', 'parlay', 'system'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** pending: in-play bet being confirmed (确认中); accepted: open bet; settled: paid out (or lost). */
export const TICKET_STATUSES = ['pending', 'accepted', 'rejected', 'settled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Why a bet was refused. */
export const REJECT_REASONS = [
  'odds_changed',
  'market_closed',
  'unknown_odds',
  'insufficient_funds',
  'stake_below_minimum',
  'stake_above_maximum',
  'same_match',
  'invalid_system',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  odds_changed: '赔率已变更',
  market_closed: '盘口已关闭',
  unknown_odds: '投注项不存在',
  insufficient_funds: '余额不足',
  stake_below_minimum: '投注金额低于最低限额',
  stake_above_maximum: '投注金额高于最高限额',
  same_match: '串关不能包含同一场赛事的多个投注项',
  invalid_system: '复式串关类型不正确',
};

/** In-play bets are held this long (wall time) before they are accepted or rejected. */
export const IN_PLAY_DELAY_MS = 3000;


export const betLegRequestSchema = z.object({
  oddsId: z.string().min(1).max(64),
  /** The decimal price the member saw. */
  price: priceSchema,
});

export const betRequestSchema = z.object({
  type: z.enum(BET_TYPES),
  /** System bets: "n/k" (n串k), for example "3/4" for three doubles and one treble. */
  system: z
    .string()
    .regex(/^\d{1,2}\/\d{1,4}$/, '复式串关类型不正确')
    .optional(),
  /** Singles and parlays: the stake; system bets: the stake of each of the k bets. */
  stake: moneySchema,
  selections: z.array(betLegRequestSchema).min(1).max(10),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

export const placeBetRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  acceptOdds: z.enum(ACCEPT_ODDS),
  bets: z.array(betRequestSchema).min(1).max(20),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const ticketLegSchema = z.object({
  oddsId: z.string(),
  gameId: z.string(),
  playType: z.string(),
  side: z.string(),
  line: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  /** The price the member asked for, and the one the bet stands at (current price when accepted). */
  requestedPrice: z.string(),
  price: z.string(),
  /** Settlement of the leg, once its match has a result. */
  outcome: z.enum(BET_RESULTS).nullable(),
  voidReason: z.enum(VOID_REASONS).nullable(),
});
export type TicketLeg = z.infer<typeof ticketLegSchema>;

export const ticketSchema = z.object({
  ticket_id: z.string(),
  status: z.enum(TICKET_STATUSES),
  reason: z.enum(REJECT_REASONS).optional(),
  /** Chinese text of the reason, for the member. */
  reasonText: z.string().optional(),
  type: z.enum(BET_TYPES),
  system: z.string().optional(),
  /** Number of bets on the ticket (1 except system bets). */
  betCount: z.number().int(),
  /** Total debited. */
  stake: moneySchema,
  potentialWin: moneySchema,
  result: z.enum(BET_RESULTS).nullable(),
  voidReason: z.enum(VOID_REASONS).nullable(),
  payout: moneySchema.nullable(),
  inPlay: z.boolean(),
  createdAt: z.number().int(),
  selections: z.array(ticketLegSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The `ticket` event of the feed socket. */
export interface TicketEvent {
  ticket_id: string;
  status: TicketStatus;
  reason?: RejectReason;
  result?: BetResult;
}
export const TICKET_EVENT = 'ticket';

/** The stake range of one bet: minimum and maximum, decimal strings (for a system bet, of each of its bets). */
export const stakeLimitSchema = z.object({ min: moneySchema, max: moneySchema });
export type StakeLimit = z.infer<typeof stakeLimitSchema>;

/**
 * The stake limits the server places under (sport/bet/limits): a single's per selection, a parlay's and each
 * system bet's (every n串k, per bet) for the selections asked. The bet slip shows them and checks stakes against
 * them as they are typed; placement refuses outside them (stake_below_minimum, stake_above_maximum).
 */
export const betLimitsSchema = z.object({
  /** By odds id; an odds id the server does not know is left out. */
  singles: z.record(z.string(), stakeLimitSchema),
  parlay: stakeLimitSchema,
  /** Per bet of a system bet, the same for every n串k. */
  system: stakeLimitSchema,
});
export type BetLimits = z.infer<typeof betLimitsSchema>;

export const betRecordFilterSchema = z.object({
  /** ms since epoch, inclusive; default: 7 days ago. */
  beginTime: z.number().int().nonnegative().optional(),
  /** ms since epoch, exclusive; default: now. */
  endTime: z.number().int().nonnegative().optional(),
  /** pending: not settled yet (确认中 and open bets); settled: settled and rejected. */
  status: z.enum(['pending', 'settled', 'all']).default('all'),
});

export const betRecordTotalSchema = z.object({
  count: z.number().int(),
  stake: moneySchema,
  payout: moneySchema,
  /** Payout minus stake of settled tickets (negative when the member lost). */
  winLoss: moneySchema,
});

export const betApi = {
  placeBet: endpoint(
    'POST',
    '/game/api/v1/sport/bet/place',
    placeBetRequestSchema,
    z.object({ tickets: z.array(ticketSchema) }),
    { auth: true },
  ),
  /** Open to visitors: the slip shows its limits before anyone logs in. */
  betLimits: endpoint(
    'POST',
    '/game/api/v1/sport/bet/limits',
    z.object({ oddsIds: z.array(z.string().min(1).max(64)).max(10) }),
    betLimitsSchema,
  ),
  betStatus: endpoint(
    'POST',
    '/game/api/v1/sport/bet/status',
    z.object({ ticket_ids: z.array(z.string().max(64)).min(1).max(100) }),
    z.object({ tickets: z.array(ticketSchema) }),
    { auth: true },
  ),
  betRecordTotal: endpoint('POST', '/game/api/v1/record/betRecordTotal', betRecordFilterSchema, betRecordTotalSchema, {
    auth: true,
  }),
  betRecordList: endpoint(
    'POST',
    '/game/api/v1/record/betRecordList',
    betRecordFilterSchema.extend({
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    z.object({ list: z.array(ticketSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }),
    { auth: true },
  ),
};
