import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint, fenToMoney, moneySchema, moneyToFen } from '@src/contract';
import { ISSUANCE_ACCOUNT, LedgerError, centerAccount, type Ledger } from '../../ledger';
import type { MemberStore } from '../../auth/members';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

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
};

export function registerDevRoutes(app: FastifyInstance, ledger: Ledger, members: MemberStore): void {
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
}
