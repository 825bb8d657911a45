import type { FastifyInstance } from 'fastify';
import { api, fenToMoney } from '@src/contract';
import type { MemberWalletReader } from '../../ledger';
import { defineRoute } from '../defineRoute';

/** spec 7.3 and 7.4: balances, from the ledger. */
export function registerWalletRoutes(app: FastifyInstance, wallets: MemberWalletReader): void {
  // spec 7.4: category 8 asks for the total; it is the only category the product uses, so every call answers it.
  defineRoute(app, api.allBalance, (_body, context) => {
    const wallet = wallets.read(Number(context.member.userId));
    return {
      balance: fenToMoney(wallet.totalFen),
      venues: wallet.venues.map((venue) => ({
        enName: venue.enName,
        name: venue.name,
        balance: fenToMoney(venue.balanceFen),
      })),
    };
  });

  defineRoute(app, api.getBalance, (_body, context) => {
    const wallet = wallets.read(Number(context.member.userId));
    return { centerWalletBalance: fenToMoney(wallet.centerFen), lockMoney: fenToMoney(wallet.lockedFen) };
  });
}
