import type { FastifyInstance } from 'fastify';
import { venueApi } from '@src/contract/venue';
import type { VenueWallets } from '../../venueWallet/venueWallets';
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
