import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint, fenToMoney, moneySchema, moneyToFen } from '@src/contract';
import { emailAddress } from '../../auth/phoneNumbers';
import { ISSUANCE_ACCOUNT, LedgerError, centerAccount } from '../../ledger';
import type { OutboxMessage } from '../../outbox';
import type { Services } from '../../services';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'voice', 'email']),
  target: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
  /** The verification code in the body. */
  code: z.string().nullable(),
});

/** Test-only calls (DEV_API=1), for end-to-end and load tests. Never enabled by default. */
export const devApi = {
  /** Checks the books: entries sum to zero and every balance equals its entries. */
  verifyLedger: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/ledger/verify`,
    z.object({}).passthrough(),
    z.object({
      balanced: z.boolean(),
      entriesTotal: moneySchema,
      unbalancedTransactions: z.array(z.number()),
      mismatchedAccounts: z.array(z.string()),
      negativeMemberAccounts: z.array(z.string()),
    }),
  ),
  /** Credits play money to a member's centre wallet from the issuance account. */
  creditMember: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/member/credit`,
    z.object({
      username: z.string().min(1).max(40),
      amount: moneySchema.refine((value) => moneyToFen(value) > 0n, '金额必须大于0'),
      key: z.string().min(1).max(120),
    }),
    z.object({ centerWalletBalance: moneySchema, transactionId: z.number().int(), replayed: z.boolean() }),
  ),
  /**
   * The newest outbox message to a phone or e-mail (13800138000 reads as +86; +85291234567; an e-mail in any
   * case), with the 6-digit code it carries; null when none.
   */
  outboxLatest: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/outbox/latest`,
    z.object({ target: z.string().trim().min(1).max(60) }),
    outboxMessageSchema.nullable(),
  ),
  /** Outbox messages, newest first, to one target or to all. */
  outboxList: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/outbox/list`,
    z.object({
      target: z.string().trim().min(1).max(60).optional(),
      limit: z.number().int().min(1).max(200).optional(),
    }),
    z.array(outboxMessageSchema),
  ),
  /** What an outstanding captcha expects (slider lot_number or picture x-code), for browser tests. */
  captchaAnswer: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/captcha/answer`,
    z.object({ id: z.string().min(1).max(100) }),
    z.union([
      z.object({ kind: z.literal('slider'), x: z.number().int(), y: z.number().int() }),
      z.object({ kind: z.literal('picture'), text: z.string() }),
    ]),
  ),
  /**
   * Customer service answers a member's feedback (replacing an earlier answer, unread again); an unknown or
   * deleted feedback is 6004.
   */
  replyFeedback: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/feedback/reply`,
    z.object({ id: z.number().int().positive(), reply: z.string().trim().min(1).max(1000) }),
    z.object({ id: z.number().int(), repliedAt: z.number().int() }),
  ),
};

/** Outbox targets as the outbox stores them: +8613800138000 or a lower-case e-mail. */
export function outboxTarget(typed: string): string {
  // An e-mail keeps its dashes (zhang-wei@example.com); only phones are typed with spaces and dashes.
  if (typed.includes('@')) return emailAddress(typed);
  const compact = typed.replace(/[\s-]/g, '');
  return compact.startsWith('+') ? compact : `+86${compact}`;
}

function withCode(message: OutboxMessage) {
  return { ...message, code: /\d{6}/.exec(message.body)?.[0] ?? null };
}

export function registerDevRoutes(app: FastifyInstance, services: Services): void {
  const { ledger, members, outbox, captcha, feedback } = services;
  defineRoute(app, devApi.verifyLedger, () => {
    const check = ledger.verify();
    return {
      balanced: check.balanced,
      entriesTotal: fenToMoney(check.entriesTotalFen),
      unbalancedTransactions: check.unbalancedTransactions,
      mismatchedAccounts: check.mismatchedAccounts,
      negativeMemberAccounts: check.negativeMemberAccounts,
    };
  });

  defineRoute(app, devApi.creditMember, (body) => {
    const member = members.findByName(body.username);
    if (!member) throw new ApiError(Code.NoData, '会员不存在');
    const center = centerAccount(member.id);
    try {
      const transaction = ledger.move(`dev:${body.key}`, 'dev_credit', ISSUANCE_ACCOUNT, center, moneyToFen(body.amount));
      return {
        centerWalletBalance: fenToMoney(ledger.balance(center)),
        transactionId: transaction.id,
        replayed: transaction.replayed,
      };
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'idempotency_conflict') {
        throw new ApiError(Code.DataExists, '该幂等键已用于另一笔入账');
      }
      throw error;
    }
  });

  defineRoute(app, devApi.outboxLatest, (body) => {
    const message = outbox.latest(outboxTarget(body.target));
    return message ? withCode(message) : null;
  });

  defineRoute(app, devApi.outboxList, (body) =>
    outbox.list(body.target === undefined ? undefined : outboxTarget(body.target), body.limit).map(withCode),
  );

  defineRoute(app, devApi.captchaAnswer, (body) => {
    const answer = captcha.answerOf(body.id);
    if (!answer) throw new ApiError(Code.NoData, '验证码不存在或已失效');
    return answer;
  });

  defineRoute(app, devApi.replyFeedback, ({ id, reply }) => ({ id, repliedAt: feedback.reply(id, reply) }));
}
