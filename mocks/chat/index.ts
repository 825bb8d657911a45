import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { ChatHandshake, type ChatScore } from '@src/contract';
import { registerChatAdminRoutes } from './chatAdminRoutes';
import type { MemberSessions } from '../auth/tokens';
import type { TrustProxy } from '../config';
import { clientAddress } from '../http/clientAddress';
import { languageOfName } from '../http/requestLanguage';
import type { ChatHandshakeInfo } from './chatConnection';
import { ChatHub } from './chatHub';
import { DEFAULT_CHAT_LIMITS, type ChatLimits } from './chatLimits';
import { createChatAdmin, type ChatAdmin } from './chatModeration';
import { ChatRepository } from './chatRepository';
import { chatBroadcastRecorder, type ChatRecordSink } from './chatRecorder';
import { ChatRooms } from './chatRooms';
import { createChatTables } from './chatSchema';
import { ChatTokens } from './chatTokens';
import { registerMemberJwtRoute } from './memberJwtRoute';
import { memberVipLevelReader } from './memberVipLevel';
import { createRecorder } from '../feed/recorder';

export { CHAT_PATH } from '@src/contract';
export type { ChatAdmin } from './chatModeration';
export type { ChatLimits } from './chatLimits';
export { DEFAULT_CHAT_LIMITS } from './chatLimits';
export { chatAdminApi } from './chatAdminRoutes';
export { chatMigration } from './chatSchema';
export type { ChatRecordSink } from './chatRecorder';

export interface ChatDeps {
  /** The Fastify app, for the chat's HTTP routes (register them with mocks/http/defineRoute). */
  app: FastifyInstance;
  db: Database;
  logger: FastifyBaseLogger;
  /** Registers the moderation endpoints under /dev/api/chat/ (env DEV_API=1). */
  devApi?: boolean;
  /** HS256 secret of the chat tokens; random per process when absent. */
  jwtSecret?: Uint8Array;
  /** Whether a match exists, before its room `match:<gameId>` is created; every match by default. */
  matchExists?: (gameId: string) => boolean;
  limits?: Partial<ChatLimits>;
  /** The clock (ms since epoch), for tests of rate limits and mute ends. */
  now?: () => number;
  /**
   * Record every room broadcast (chatRecorder.ts): a gzipped NDJSON path, or a sink such as the feed's recorder
   * so one recording holds both. Default: env CHAT_RECORD (a path) when set; off otherwise.
   */
  record?: string | ChatRecordSink;
  /**
   * The site's login sessions: member/jwt tokens name the session they were asked under and stop logging in when it
   * ends, and a member's connections close when their session ends (logout, password change). Without it (the
   * chat's own test server) member tokens are not tied to a session.
   */
  sessions?: MemberSessions;
  /** TRUST_PROXY: the client address of a connection is the one X-Forwarded-For names (per-address limits). */
  trustProxy?: TrustProxy;
  /** CHAT_RECORD, CHAT_SENDERS_PER_ADDRESS; default process.env. */
  env?: Record<string, string | undefined>;
}

export interface ChatService {
  /** Called by the server for upgrade requests on CHAT_PATH. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
  /** Moderation and pushes, in process (the dev endpoints call the same). */
  admin: ChatAdmin;
  /** 10014 to the room `match:<gameId>`: the simulator's score changes. */
  pushScore(gameId: string, score: Omit<ChatScore, 'gameId'>): void;
}

/** The chat websocket at /ws/chat (spec 3, 4, 7.6) and member/jwt (spec 7.1). Protocol: src/contract/chat.ts. */
export function attachChat({
  app,
  db,
  logger,
  devApi = false,
  jwtSecret,
  matchExists,
  limits: overrides,
  now = Date.now,
  record,
  sessions,
  trustProxy = false,
  env = process.env,
}: ChatDeps): ChatService {
  const limits: ChatLimits = { ...DEFAULT_CHAT_LIMITS, ...sendersPerAddressFromEnv(env), ...overrides };
  createChatTables(db);
  const repository = new ChatRepository(db);
  const tokens = new ChatTokens(
    jwtSecret,
    { memberMs: limits.memberTokenTtlMs, guestMs: limits.guestTokenTtlMs },
    now,
  );
  const recordTarget = record ?? (env.CHAT_RECORD || undefined);
  const ownRecorder = typeof recordTarget === 'string' ? createRecorder(recordTarget, { now }) : null;
  const sink = ownRecorder ?? (typeof recordTarget === 'string' ? undefined : recordTarget);
  const rooms = new ChatRooms(
    repository,
    now,
    matchExists ?? (() => true),
    sink ? chatBroadcastRecorder(sink) : undefined,
  );
  const hub = new ChatHub(rooms, repository, tokens, limits, now, logger, sessions);
  const admin = createChatAdmin(hub);
  const stopHearingSessionEnds = sessions?.onEnded((end) => hub.endSessions(end));

  registerMemberJwtRoute(app, tokens, memberVipLevelReader(db), sessions);
  if (devApi) registerChatAdminRoutes(app, admin, now);

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    clientTracking: false,
  });
  const sweep = setInterval(() => admin.sweep(), limits.sweepMs);
  sweep.unref();

  return {
    handleUpgrade(request, socket, head) {
      const handshake = readHandshake(request, trustProxy);
      if (!handshake) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, socket, handshake));
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        stopHearingSessionEnds?.();
        for (const connection of hub.connections) connection.ws.terminate();
        wss.close(() => resolve());
      }).then(() => ownRecorder?.close()),
    admin,
    pushScore: (gameId, score) => admin.pushScore(gameId, score),
  };
}

/** spec 7.6: the handshake carries clientType and siteId; an upgrade without them is refused. */
function readHandshake(request: IncomingMessage, trustProxy: TrustProxy): ChatHandshakeInfo | null {
  const query = new URL(request.url ?? '', 'http://chat.invalid').searchParams;
  const clientType = query.get(ChatHandshake.clientType);
  const siteId = query.get(ChatHandshake.siteId);
  const valid = (value: string | null): value is string =>
    value !== null && /^[A-Za-z0-9_-]{1,32}$/.test(value);
  if (!valid(clientType) || !valid(siteId)) return null;
  const language = languageOfName(query.get(ChatHandshake.language) ?? undefined);
  return { clientType, siteId, address: clientAddress(request, trustProxy), language };
}

/** CHAT_SENDERS_PER_ADDRESS, a whole number of senders (load runs from one machine raise it). */
function sendersPerAddressFromEnv(env: Record<string, string | undefined>): Partial<ChatLimits> {
  const value = env.CHAT_SENDERS_PER_ADDRESS;
  if (value === undefined || value === '') return {};
  const senders = Number(value);
  if (!Number.isInteger(senders) || senders < 1)
    throw new Error(`CHAT_SENDERS_PER_ADDRESS must be a whole number of senders (1 or more), got ${value}`);
  return { sendersPerAddress: senders };
}
