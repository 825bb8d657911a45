import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import {
  CHAT_PATH,
  chatServerFrameSchema,
  Code,
  Header,
  Message,
  type ChatClientFrame,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { Member } from '../http/defineRoute';
import { attachChat, type ChatDeps, type ChatService } from '../chat/index';

/** How long a test waits for an expected frame before failing (never a sleep: frames usually come at once). */
const FRAME_TIMEOUT_MS = 3_000;

export interface TestMember {
  userId: string;
  username: string;
  vipLevel?: number;
}

export interface ChatTestServer {
  /** http://127.0.0.1:<port> */
  httpUrl: string;
  /** ws://127.0.0.1:<port>/ws/chat?clientType=web&siteId=1 */
  wsUrl: string;
  chat: ChatService;
  app: FastifyInstance;
  db: Database;
  /** A chat token from member/jwt for a member of the site (created on first use). */
  memberToken(member: TestMember): Promise<string>;
  /** The site login token of a member, for calling member/jwt by hand. */
  siteToken(member: TestMember): string;
  connect(query?: string): Promise<ChatTestClient>;
  /** Cuts every chat socket at the TCP level, as a network failure would (no close frame). */
  dropConnections(): void;
  /** While true, new chat sockets are cut at once (the server looks unreachable). */
  refuseConnections(refuse: boolean): void;
  close(): Promise<void>;
}

/**
 * The chat on its own: a Fastify app with a stand-in `authenticate` (site tokens `site-<userId>`), a bare
 * in-memory database with a minimal `members` table, and a plain http server routing /ws/chat upgrades, as
 * mocks/server.ts does.
 */
export async function startChatTestServer(
  options: Partial<Pick<ChatDeps, 'limits' | 'now' | 'devApi' | 'matchExists' | 'jwtSecret' | 'record'>> = {},
): Promise<ChatTestServer> {
  const db = new BetterSqlite3(':memory:');
  db.exec(
    'CREATE TABLE members (id INTEGER PRIMARY KEY, username TEXT NOT NULL, vip_level INTEGER NOT NULL DEFAULT 0)',
  );
  const members = new Map<string, Member>();
  const app = Fastify({ logger: false });
  app.decorate('authenticate', (token: string | undefined) =>
    Promise.resolve((token && members.get(token)) || null),
  );
  // As the core's envelope handler does: an ApiError is an answer, not a failure.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError)
      return reply.send({ status_code: error.code, data: error.data, message: error.message });
    return reply.code(500).send({ status_code: Code.ServerError, data: null, message: Message.serviceBusy });
  });
  const chat = attachChat({ app, db, logger: app.log, ...options });
  await app.ready();

  const server: Server = createServer((request, response) => app.routing(request, response));
  const sockets = new Set<Duplex>();
  let refusing = false;
  server.on('upgrade', (request, socket, head: Buffer) => {
    if (refusing || new URL(request.url ?? '', 'http://x').pathname !== CHAT_PATH) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    chat.handleUpgrade(request, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const httpUrl = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}${CHAT_PATH}?clientType=web&siteId=1`;
  const clients = new Set<ChatTestClient>();

  const siteToken = (member: TestMember): string => {
    const token = `site-${member.userId}`;
    if (!members.has(token)) {
      members.set(token, { userId: member.userId, username: member.username });
      db.prepare('INSERT OR REPLACE INTO members (id, username, vip_level) VALUES (?, ?, ?)').run(
        Number(member.userId),
        member.username,
        member.vipLevel ?? 0,
      );
    }
    return token;
  };

  return {
    httpUrl,
    wsUrl,
    chat,
    app,
    db,
    siteToken,
    async memberToken(member) {
      const response = await fetch(`${httpUrl}/site/api/v1/member/jwt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [Header.token]: siteToken(member) },
        body: '{}',
      });
      const envelope = (await response.json()) as { status_code: number; data: { token: string } };
      if (envelope.status_code !== 6000) throw new Error(`member/jwt answered ${envelope.status_code}`);
      return envelope.data.token;
    },
    async connect(query = '?clientType=web&siteId=1') {
      const client = await ChatTestClient.open(`ws://127.0.0.1:${port}${CHAT_PATH}${query}`);
      clients.add(client);
      return client;
    },
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    refuseConnections(refuse) {
      refusing = refuse;
    },
    async close() {
      for (const client of clients) client.close();
      await chat.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      db.close();
    },
  };
}

interface Waiter {
  matches: (frame: ChatServerFrame) => boolean;
  resolve: (frame: ChatServerFrame) => void;
}

/** A raw protocol client: every frame the server sends is checked against the contract's schema. */
export class ChatTestClient {
  /** Every frame received, in order. */
  readonly received: ChatServerFrame[] = [];
  /** Frames that did not match the contract (a test failure). */
  readonly invalid: unknown[] = [];
  private readonly taken = new Set<number>();
  private waiters: Waiter[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) {
        this.invalid.push({ binaryFrame: data.toString('utf8') });
        return;
      }
      const parsed = chatServerFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (!parsed.success) {
        this.invalid.push(data.toString('utf8'));
        return;
      }
      this.received.push(parsed.data);
      this.offer(this.received.length - 1);
    });
  }

  static open(url: string): Promise<ChatTestClient> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new ChatTestClient(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
  }

  send(frame: ChatClientFrame): void {
    this.ws.send(JSON.stringify(frame));
  }

  sendRaw(data: string | Buffer, options: { binary?: boolean } = {}): void {
    this.ws.send(data, { binary: options.binary ?? false });
  }

  /** The next frame with this id (and matching `where`) not yet taken by an earlier call. */
  next<Id extends ChatServerFrame['msgId']>(
    msgId: Id,
    where: (frame: ChatServerFrameOf<Id>) => boolean = () => true,
  ): Promise<ChatServerFrameOf<Id>> {
    const matches = (frame: ChatServerFrame): boolean =>
      frame.msgId === msgId && where(frame as ChatServerFrameOf<Id>);
    const index = this.received.findIndex((frame, i) => !this.taken.has(i) && matches(frame));
    if (index >= 0) {
      this.taken.add(index);
      return Promise.resolve(this.received[index] as ChatServerFrameOf<Id>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new Error(
            `no frame ${msgId} within ${FRAME_TIMEOUT_MS} ms; got ${JSON.stringify(this.received.map((f) => f.msgId))}`,
          ),
        );
      }, FRAME_TIMEOUT_MS);
      const waiter: Waiter = {
        matches,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as ChatServerFrameOf<Id>);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolves once the server has handled everything sent before: a heartbeat round trip. */
  async sync(): Promise<void> {
    const before = this.all(0).length;
    this.send({ msgId: 0 });
    await this.next(0, () => this.all(0).length > before);
  }

  /** Frames with this id received so far (taken or not). */
  all<Id extends ChatServerFrame['msgId']>(msgId: Id): ChatServerFrameOf<Id>[] {
    return this.received.filter((frame): frame is ChatServerFrameOf<Id> => frame.msgId === msgId);
  }

  async loginGuest(token?: string): Promise<ChatServerFrameOf<10019>> {
    this.send({ msgId: 10019, msgData: token === undefined ? {} : { token } });
    return this.next(10019);
  }

  async loginMember(token: string): Promise<ChatServerFrameOf<10001>> {
    this.send({ msgId: 10001, msgData: { token } });
    return this.next(10001);
  }

  async join(rid: string): Promise<ChatServerFrameOf<10002>> {
    this.send({ msgId: 10002, msgData: { rid } });
    return this.next(10002, (frame) => frame.msgData.rid === rid);
  }

  close(): void {
    this.ws.terminate();
  }

  private offer(index: number): void {
    const frame = this.received[index];
    if (!frame) return;
    const waiter = this.waiters.find((w) => w.matches(frame));
    if (!waiter) return;
    this.taken.add(index);
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve(frame);
  }
}
