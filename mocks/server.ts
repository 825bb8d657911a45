import type { AddressInfo } from 'node:net';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Server as SocketIoServer } from 'socket.io';
import { Code, Header } from '@src/contract';
import { DEPOSIT_EVENT } from '@src/contract/deposit';
import { BetService, memberPushOf, runBets, simulatorMarkets, type MarketSource } from './bets/index';
import { attachChat, type ChatService } from './chat/index';
import { resolveServerConfig, type ServerConfig, type ServerOptions } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { FEED_PER_MESSAGE_DEFLATE, attachFeed, type FeedService } from './feed/index';
import { connectScoresToChat } from './scoresToChat';
import { buildHttpApp } from './http/app';
import { registerRoutes } from './http/routes/index';
import { createServices, type Services } from './services';
import { Simulator, simConfigFromEnv } from './sim';
import { SOCKET_IO_PATH, createUpgradeRouter } from './upgradeRouter';

/** socket.io restores a connection that comes back within this time (DESIGN.md section 4). */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/** Where the sportsbook's bets read prices: the simulator in the server, a fake in tests. */
export interface SportsbookSource {
  markets: MarketSource;
  /** The simulator behind the prices (its dev calls need it); absent when a test prices by hand. */
  simulator?: Simulator;
}

/** The HTTP app over a migrated, seeded database, not yet listening (for app.inject in tests). */
export interface BackendApp {
  app: FastifyInstance;
  db: Database;
  services: Services;
  config: ServerConfig;
  /** Sportsbook bets, when the app was built with a price source (no bet calls otherwise). */
  bets: BetService | null;
  /** Closes the app and then the database. */
  close(): Promise<void>;
}

export interface RunningServer {
  /** For example http://127.0.0.1:8080 */
  url: string;
  port: number;
  app: FastifyInstance;
  io: SocketIoServer;
  db: Database;
  services: Services;
  /** The live feed: its simulator (settlement hooks onMatchEnded), recorder and stats. */
  feed: FeedService;
  /** The chat server (admin commands, score pushes). */
  chat: ChatService;
  /** Sportsbook bets: placement, in-play confirmation, settlement on the simulator's results. */
  bets: BetService;
  /** Stops accepting, closes feed, chat, sockets and HTTP, then the database. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Opens (and migrates, and seeds) the database and builds the HTTP app with every route (mocks/http/routes),
 * the bet calls among them when `sportsbook` says where prices come from. Routes may still be added until the
 * app is ready.
 */
export async function createApp(options: ServerOptions = {}, sportsbook?: SportsbookSource): Promise<BackendApp> {
  const config = resolveServerConfig(options);
  const db = openDatabase(config.dataDir);
  try {
    const services = createServices(db, config, config.clock);
    await seedDemoData(db, services.auth, services.members);
    const app = buildHttpApp({
      services,
      logLevel: config.logLevel,
      logStream: config.logStream,
      clientDir: config.clientDir,
      trustProxy: config.trustProxy,
      frameSources: config.cspFrameSources,
    });
    const bets = sportsbook
      ? new BetService({
          db,
          ledger: services.ledger,
          markets: sportsbook.markets,
          schedule: config.schedule,
          delayMs: config.betHoldMs,
          onError: (error, ticketId) => app.log.error({ err: error, ticketId }, '注单处理失败'),
        })
      : null;
    registerRoutes(app, services, {
      devApi: config.devApi,
      sportsbook: bets ? { bets, simulator: sportsbook?.simulator ?? null } : null,
    });
    services.deposits.onError((error, orderNo) => app.log.error({ err: error, orderNo }, '存款订单处理失败'));
    services.venueWallets.onError((error, transferId) => app.log.error({ err: error, transferId }, '场馆转账处理失败'));
    services.sandboxPay.onDeliveryError((error, report) =>
      app.log.warn({ err: error, providerOrderId: report.providerOrderId }, '沙盒支付回调发送失败'),
    );
    // The provider's reports come in as HTTP requests through the app's own router, as from another host.
    services.paymentReports.connect(async (url, report) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { [Header.timestamp]: String(Date.now()), 'content-type': 'application/json' },
        payload: JSON.stringify(report),
      });
      const answer = response.json<{ status_code?: unknown }>();
      return answer.status_code === Code.Success;
    });
    app.addHook('onClose', (_instance, done) => {
      services.deposits.close();
      services.sandboxPay.close();
      bets?.close();
      services.feedback.close();
      services.withdrawalReview.close();
      services.pendingExpiry.close();
      services.venueWallets.close();
      db.close();
      done();
    });
    // Feedback a stop left unanswered is answered now, or when its automatic answer falls due.
    services.feedback.recover();
    // Withdrawals a stop left in review are approved or expired now, or when they fall due.
    services.withdrawalReview.recover();
    // Reservations that fell due while the server was down return their money now; later ones when due.
    services.pendingExpiry.start((error) => app.log.error({ err: error }, '待处理转账到期处理失败'));
    // Deposits a stop left pending: credited if the provider says paid, expired if due; then the timers run.
    await services.deposits.start();
    // Venue transfers a stop left pending: each provider is asked what became of them (post or void).
    services.venueWallets.start();
    let closing: Promise<void> | undefined;
    return { app, db, services, config, bets, close: () => (closing ??= app.close()) };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Starts the whole reference backend on one port (DESIGN.md section 7): the HTTP API, the socket.io feed
 * (namespace /feed), the chat websocket (/ws/chat) and, when built, the client.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // The simulator (SIM_*) comes first: the bets price from it, and the feed plays it.
  const { config: simConfig, warnings } = simConfigFromEnv(process.env, Date.now());
  const simulator = new Simulator(simConfig);
  const backend = await createApp(options, { markets: simulatorMarkets(simulator), simulator });
  const { app, db, config } = backend;
  for (const warning of warnings) app.log.warn(warning);
  const bets = backend.bets;
  if (!bets) throw new Error('createApp builds the bets when given a price source');
  const io = new SocketIoServer(app.server, {
    path: SOCKET_IO_PATH,
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS },
    // Leaves /ws/chat and other upgrade paths to our own upgrade listener.
    destroyUpgrade: false,
    // Snapshots go compressed (the feed is all socket.io carries here).
    perMessageDeflate: FEED_PER_MESSAGE_DEFLATE,
  });
  let feed: FeedService | undefined;
  let chat: ChatService | undefined;
  let stopBets: (() => void) | undefined;
  let stopDepositPush: (() => void) | undefined;

  const shutDown = async (): Promise<void> => {
    stopDepositPush?.();
    stopBets?.();
    await Promise.allSettled([feed?.close(), chat?.close()]);
    const ioClosed = io.close();
    await backend.close();
    app.server.closeAllConnections();
    await ioClosed;
  };

  try {
    feed = attachFeed({ io, db, logger: app.log, simulator, drive: true, trustProxy: config.trustProxy });
    chat = attachChat({
      app,
      db,
      logger: app.log,
      devApi: config.devApi,
      matchExists: (gameId) => simulator.match(gameId) !== undefined,
      trustProxy: config.trustProxy,
      sessions: backend.services.tokens,
    });
    connectScoresToChat(simulator, chat);
    stopBets = runBets(bets, { simulator, io, sessions: backend.services.tokens, logger: app.log });
    const memberPush = memberPushOf(io);
    stopDepositPush = memberPush
      ? backend.services.deposits.addListener((memberId, event) => memberPush.notifyMember(memberId, DEPOSIT_EVENT, event))
      : undefined;
    app.server.on('upgrade', createUpgradeRouter({ chat, logger: app.log }));
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutDown();
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  if (!feed || !chat) throw new Error('feed and chat are attached before listening');
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(config.host)}:${port}`,
    port,
    app,
    io,
    db,
    services: backend.services,
    feed,
    chat,
    bets,
    close: () => (closing ??= shutDown()),
  };
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
