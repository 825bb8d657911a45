import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { CashOutService } from '../../bets/cashOutService';
import { defineRoute } from '../defineRoute';

/** Cash-out (提前结算): offers, quotes, acceptance and automatic rules (src/contract/cashOut.ts). */
export function registerCashOutRoutes(app: FastifyInstance, cashOut: CashOutService): void {
  const memberOf = (context: { member: { userId: string } }): number => Number(context.member.userId);
  defineRoute(app, api.cashOutOffers, (body, context) => ({
    offers: cashOut.offers(memberOf(context), body.ticket_ids),
  }));
  defineRoute(app, api.cashOutQuote, (body, context) => cashOut.quote(memberOf(context), body.ticket_id));
  defineRoute(app, api.cashOutAccept, (body, context) => cashOut.accept(memberOf(context), body));
  defineRoute(app, api.cashOutRule, (body, context) =>
    cashOut.auto.setRule(memberOf(context), body.ticket_id, body.target),
  );
}
