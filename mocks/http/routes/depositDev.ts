import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint } from '@src/contract';
import { depositOrderNoSchema } from '@src/contract/deposit';
import { sandboxSettingsSchema } from '../../payments/sandbox/sandboxSettings';
import type { Services } from '../../services';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** Test-only deposit and sandbox-provider calls (DEV_API=1; README settings table). */
export const depositDevApi = {
  /** Changes how the sandbox provider reports (delay, fault) from now on; answers the settings in force. */
  sandboxPaySettings: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/sandboxPay/settings`,
    sandboxSettingsSchema.partial(),
    sandboxSettingsSchema,
  ),
  /** Pays a deposit order as its payer would on the payer page ("确认付款"). */
  payDepositOrder: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/deposit/pay`,
    z.object({ orderNo: depositOrderNoSchema }),
    z.object({ outcome: z.enum(['paid', 'already_paid', 'closed', 'expired', 'not_found']) }),
  ),
  /** Runs the deposit reconciler now (it also runs at startup and every DEPOSIT_RECONCILE_MS). */
  reconcileDeposits: endpoint('POST', `${DEV_API_BASE_PATH}/deposit/reconcile`, z.object({}).passthrough(), z.null()),
  /** The provider reports left for review (never credited), oldest first. */
  depositReviews: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/deposit/reviews`,
    z.object({}).passthrough(),
    z.array(
      z.object({
        id: z.number().int(),
        orderNo: z.string().nullable(),
        provider: z.string(),
        providerOrderId: z.string().nullable(),
        reason: z.string(),
        report: z.string(),
        createdAt: z.number().int(),
      }),
    ),
  ),
};


export function registerDepositDevRoutes(app: FastifyInstance, services: Services): void {
  const { deposits, sandboxPay } = services;
  defineRoute(app, depositDevApi.sandboxPaySettings, (body) =>
    sandboxPay.configure({
      ...(body.delayMs === undefined ? {} : { delayMs: body.delayMs }),
      ...(body.fault === undefined ? {} : { fault: body.fault }),
    }),
  );
  defineRoute(app, depositDevApi.payDepositOrder, (body) => {
    const order = deposits.orders.find(body.orderNo);
    if (!order) throw new ApiError(Code.NotFound, '订单不存在');
    return { outcome: sandboxPay.pay(order.providerOrderId) };
  });
  defineRoute(app, depositDevApi.reconcileDeposits, async () => {
    await deposits.reconcile();
    return null;
  });
  defineRoute(app, depositDevApi.depositReviews, () => deposits.reviews.list());
}
