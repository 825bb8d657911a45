import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint, fenToMoney, moneySchema, moneyToFen } from '@src/contract';
import { withdrawApi, withdrawOrderSchema } from '@src/contract/withdraw';
import type { IdempotentRunner, Withdrawals } from '../../funds/withdrawals';
import { ISSUANCE_ACCOUNT, LedgerError, centerAccount, type Ledger } from '../../ledger';
import type { MemberStore } from '../../auth/members';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** The scope of withdraw/new's idempotency keys. */
const WITHDRAW_NEW_SCOPE = 'withdraw/new';

/** spec 7.3 withdrawal calls; each answers the signed-in member's own data only. */
export function registerWithdrawRoutes(app: FastifyInstance, withdrawals: Withdrawals, idempotent: IdempotentRunner): void {
  defineRoute(app, withdrawApi.withdrawConfig, () => ({ methods: [...withdrawals.methods()] }));

  defineRoute(app, withdrawApi.withdrawInfo, (_body, context) => withdrawals.info(Number(context.member.userId)));

  defineRoute(app, withdrawApi.usdtWithdrawInfo, (body) => withdrawals.usdtQuote(body.method, body.amount));

  defineRoute(app, withdrawApi.withdrawNew, (body, context) => {
    const memberId = Number(context.member.userId);
    // The password is not part of the saved request (only its effect is): the key is remade after any answer.
    const { password: _password, idempotencyKey, ...movement } = body;
    return idempotent.run(memberId, WITHDRAW_NEW_SCOPE, idempotencyKey, movement, () =>
      withdrawals.request(memberId, body),
    );
  });

  defineRoute(app, withdrawApi.withdrawOrders, (body, context) => {
    const page = withdrawals.orders(Number(context.member.userId), body.pageNum, body.pageSize);
    return { ...page, pageNum: body.pageNum, pageSize: body.pageSize };
  });
}

const orderNoSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });

/** Test-only calls (DEV_API=1): the operator's review, and a bonus credit that starts a turnover requirement. */
export const withdrawDevApi = {
  approveWithdrawal: endpoint('POST', `${DEV_API_BASE_PATH}/withdraw/approve`, orderNoSchema, withdrawOrderSchema),
  rejectWithdrawal: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/withdraw/reject`,
    orderNoSchema.extend({ reason: z.string().trim().min(1, '请填写拒绝原因').max(100, '拒绝原因最多100个字') }),
    withdrawOrderSchema,
  ),
  creditBonus: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/withdraw/bonus`,
    z.object({
      username: z.string().min(1).max(40),
      amount: moneySchema.refine((value) => moneyToFen(value) > 0n, '金额必须大于0'),
      key: z.string().min(1).max(120),
    }),
    z.object({ centerWalletBalance: moneySchema }),
  ),
  /**
   * Binds a phone and a real name to a member at once (what the card pages ask first), so a withdrawal journey
   * starts at the withdrawal; the phone is made from the member id.
   */
  prepareCardHolder: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/withdraw/cardHolder`,
    z.object({ username: z.string().min(1).max(40), realName: z.string().trim().min(2).max(20) }),
    z.object({ phone: z.string() }),
  ),
};

export function registerWithdrawDevRoutes(
  app: FastifyInstance,
  withdrawals: Withdrawals,
  deps: { ledger: Ledger; members: MemberStore },
): void {
  defineRoute(app, withdrawDevApi.approveWithdrawal, (body) => withdrawals.approve(body.orderNo));
  defineRoute(app, withdrawDevApi.rejectWithdrawal, (body) => withdrawals.reject(body.orderNo, body.reason));
  defineRoute(app, withdrawDevApi.creditBonus, (body) => {
    const member = deps.members.findByName(body.username);
    if (!member) throw new ApiError(Code.NoData, '会员不存在');
    const center = centerAccount(member.id);
    try {
      deps.ledger.move(`dev:bonus:${body.key}`, 'bonus', ISSUANCE_ACCOUNT, center, moneyToFen(body.amount), '测试红利');
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'idempotency_conflict') {
        throw new ApiError(Code.DataExists, '该幂等键已用于另一笔请求');
      }
      throw error;
    }
    return { centerWalletBalance: fenToMoney(deps.ledger.balance(center)) };
  });
  defineRoute(app, withdrawDevApi.prepareCardHolder, (body) => {
    const member = deps.members.findByName(body.username);
    if (!member) throw new ApiError(Code.NoData, '会员不存在');
    const phone = `137${String(member.id).padStart(8, '0').slice(-8)}`;
    const now = Date.now();
    deps.members.bindConfirmedPhone(member.id, '+86', phone, now);
    deps.members.confirmProfile(member.id, body.realName, '1990-01-01', now);
    return { phone };
  });
}
