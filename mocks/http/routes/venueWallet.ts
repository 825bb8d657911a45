import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint } from '@src/contract';
import { venueApi } from '@src/contract/venue';
import type { VenueWallets } from '../../venueWallet/venueWallets';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** spec 7.4 venue wallet calls (issue 15); each acts on the signed-in member's own wallets only. */
export function registerVenueWalletRoutes(app: FastifyInstance, venueWallets: VenueWallets): void {
  defineRoute(app, venueApi.venueBalance, (body, context) =>
    venueWallets.balance(Number(context.member.userId), body.channelCode),
  );

  defineRoute(app, venueApi.venueTransfer, (body, context) => venueWallets.transfer(Number(context.member.userId), body));

  defineRoute(app, venueApi.recycle, (body, context) => venueWallets.recycle(Number(context.member.userId), body.key));

  defineRoute(app, venueApi.autoTransferStatus, (_body, context) =>
    venueWallets.autoTransferStatus(Number(context.member.userId)),
  );

  defineRoute(app, venueApi.setAutoTransferStatus, (body, context) =>
    venueWallets.setAutoTransferStatus(Number(context.member.userId), body.status),
  );
}

const reconcileRoundSchema = z.object({
  posted: z.number().int(),
  voided: z.number().int(),
  stillPending: z.number().int(),
});
const transferSummarySchema = z.object({
  pending: z.number().int(),
  posted: z.number().int(),
  voided: z.number().int(),
  resolvedByReconciler: z.number().int(),
});

/** Test-only calls (DEV_API=1): a reconciler round now, and how the venue transfers stand (the load figure). */
export const venueWalletDevApi = {
  reconcile: endpoint('POST', `${DEV_API_BASE_PATH}/venue/reconcile`, z.object({}), reconcileRoundSchema),
  transferSummary: endpoint('POST', `${DEV_API_BASE_PATH}/venue/transferSummary`, z.object({}), transferSummarySchema),
};

export function registerVenueWalletDevRoutes(app: FastifyInstance, venueWallets: VenueWallets): void {
  defineRoute(app, venueWalletDevApi.reconcile, () => venueWallets.reconcile());
  defineRoute(app, venueWalletDevApi.transferSummary, () => venueWallets.book.summary());
}
