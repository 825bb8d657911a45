import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketIoServer } from 'socket.io';
import type { MemberSessions } from '../auth/tokens';
import type { Simulator } from '../sim';
import type { BetService } from './betService';
import { autoCashOutOnPrices } from './autoCashOutDriver';
import { attachTicketPush } from './ticketPush';

export { BetService, SPORTSBOOK_ACCOUNT, type BetServiceDeps, type SettlementResult, type TicketListener } from './betService';
export type { RecordFilter } from './betRecords';
export { simulatorMarkets, type MarketQuote, type MarketSource } from './marketSource';
export { memberPushOf, memberRoom } from './ticketPush';

export interface RunBetsDeps {
  /** Settlement: the simulator's results (persisted as they come). */
  simulator: Simulator;
  /** Ticket pushes over the feed socket. */
  io: SocketIoServer;
  /** The login sessions ticket pushes belong to: a socket stops receiving when its session ends. */
  sessions: MemberSessions;
  logger: FastifyBaseLogger;
}

/**
 * Runs the sportsbook's bets in the server (their HTTP calls are registered with every other route, in
 * mocks/http/routes): ticket pushes over the feed socket, settlement on the simulator's results, and recovery
 * of what a restart left pending or unsettled. Call before the server listens; returns what stops it.
 */
export function runBets(bets: BetService, deps: RunBetsDeps): () => void {
  const push = attachTicketPush(deps.io, deps.sessions);
  const stopPushing = bets.addTicketListener((memberId, event) => push.notify(memberId, event));
  const stopSettling = deps.simulator.onMatchEnded((_gameId, result) => {
    try {
      bets.recordResult(result);
    } catch (error) {
      deps.logger.error({ err: error, gameId: result.gameId }, '结算失败');
    }
  });
  const stopAutoCashOut = deps.simulator.addListener(autoCashOutOnPrices(bets, deps.logger));
  bets.recover();
  return () => {
    stopAutoCashOut();
    stopSettling();
    stopPushing();
    push.close();
    bets.close();
  };
}
