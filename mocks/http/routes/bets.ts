import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api, endpoint, ticketSchema } from '@src/contract';
import type { BetService } from '../../bets/betService';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** Test and admin calls of the sportsbook (DEV_API=1 only). */
export const betDevApi = {
  /** spec 3 A (恢复): reverses a settlement; the ticket is open again until the next settlement round. */
  unsettleTicket: endpoint('POST', `${DEV_API_BASE_PATH}/bet/unsettle`, z.object({ ticket_id: z.string().max(64) }), ticketSchema),
};

/** Bet placement, stake limits, ticket status and bet records (src/contract/bet.ts). */
export function registerBetRoutes(app: FastifyInstance, bets: BetService, options: { devApi: boolean }): void {
  defineRoute(app, api.placeBet, (body, context) => ({ tickets: bets.place(Number(context.member.userId), body) }));
  defineRoute(app, api.betLimits, (body) => bets.limits(body.oddsIds));
  defineRoute(app, api.betStatus, (body, context) => ({ tickets: bets.status(Number(context.member.userId), body.ticket_ids) }));
  defineRoute(app, api.betRecordList, (body, context) =>
    bets.records(Number(context.member.userId), body, { pageNum: body.pageNum, pageSize: body.pageSize }),
  );
  defineRoute(app, api.betRecordTotal, (body, context) => bets.recordTotals(Number(context.member.userId), body));
  if (options.devApi) defineRoute(app, betDevApi.unsettleTicket, (body) => bets.unsettle(body.ticket_id));
}
