import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketIoServer } from 'socket.io';
import type { TicketEvent } from '@src/contract';
import { registerBetRoutes } from '../http/routes/bets';
import type { MemberSessions } from '../auth/tokens';
import type { Ledger } from '../ledger';
import type { Simulator } from '../sim';
import type { Schedule } from '../schedule';
import { BetService } from './betService';
import { simulatorMarkets, type MarketSource } from './marketSource';
import { attachTicketPush } from './ticketPush';

export { BetService, SPORTSBOOK_ACCOUNT, type SettlementResult } from './betService';
export { simulatorMarkets, type MarketQuote, type MarketSource } from './marketSource';
export { memberRoom } from './ticketPush';

export interface BetsDeps {
  app: FastifyInstance;
  db: Database;
  ledger: Ledger;
  /** Prices and settlement: the simulator's (its results are persisted as they come). */
  simulator?: Simulator;
  /** Instead of the simulator's prices (tests). */
  markets?: MarketSource;
  /** Ticket pushes over the feed socket, with the login sessions they belong to; without them, no pushes. */
  io?: SocketIoServer;
  sessions?: MemberSessions;
  devApi?: boolean;
  clock?: () => number;
  schedule?: Schedule;
  delayMs?: number;
  notify?: (memberId: number, event: TicketEvent) => void;
}

export interface BetsHandle {
  bets: BetService;
  close(): void;
}

/**
 * Sportsbook bets on the backend: the routes, the settlement hook on the simulator, and recovery of what a
 * restart left pending or unsettled. Call before the app is ready.
 */
export function attachBets(deps: BetsDeps): BetsHandle {
  const markets = deps.markets ?? (deps.simulator ? simulatorMarkets(deps.simulator) : undefined);
  if (!markets) throw new Error('attachBets needs a simulator or a market source');
  if (deps.io && !deps.sessions) throw new Error('ticket pushes need the login sessions (sessions)');
  const push = deps.io && deps.sessions ? attachTicketPush(deps.io, deps.sessions) : undefined;
  const bets = new BetService({
    db: deps.db,
    ledger: deps.ledger,
    markets,
    clock: deps.clock,
    schedule: deps.schedule,
    delayMs: deps.delayMs,
    notify: (memberId, event) => {
      push?.notify(memberId, event);
      deps.notify?.(memberId, event);
    },
    onError: (error, ticketId) => deps.app.log.error({ err: error, ticketId }, '注单处理失败'),
  });
  registerBetRoutes(deps.app, bets, { devApi: deps.devApi ?? false });
  const stopListening = deps.simulator?.onMatchEnded((_gameId, result) => {
    try {
      bets.recordResult(result);
    } catch (error) {
      deps.app.log.error({ err: error, gameId: result.gameId }, '结算失败');
    }
  });
  bets.recover();
  return {
    bets,
    close() {
      stopListening?.();
      push?.close();
      bets.close();
    },
  };
}
