import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectSocketIo, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code, FEED_NAMESPACE, Header, type FeedHeartbeat, type SubscribeAck } from '@src/contract';
import { startServer, type RunningServer } from './index';

const INDEX_HTML = '<!doctype html><html lang="zh-CN"><body><div id="root">极光体育</div></body></html>';

function once<T>(emitter: { once(event: string, listener: (value: T) => void): unknown }, event: string): Promise<T> {
  return new Promise((resolve) => emitter.once(event, resolve));
}

describe('the reference backend on one port', () => {
  let server: RunningServer;
  let clientDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sportsbook-dist-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(clientDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(join(clientDir, 'assets', 'index-3f9a1c.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    writeFileSync(join(clientDir, 'favicon.ico'), 'icon');
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      logLevel: 'silent',
      serveClient: true,
      clientDir,
    });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const wsUrl = (path: string) => `${server.url.replace('http', 'ws')}${path}`;

  it('answers the API over real HTTP', async () => {
    const response = await fetch(`${server.url}/site/api/v1/configuration/preInfo`, {
      method: 'POST',
      headers: { [Header.timestamp]: '1', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status_code: Code.Success, data: { ip: '127.0.0.1' } });
  });

  it('serves the socket.io feed on namespace /feed (long-polling first, then upgrade)', async () => {
    const socket = connectSocketIo(`${server.url}${FEED_NAMESPACE}`, { reconnection: false, forceNew: true });
    sockets.push(socket);
    await once(socket, 'connect');
    expect(socket.connected).toBe(true);
    expect(socket.recovered).toBe(false);

    const heartbeat = once<FeedHeartbeat>(socket, 'hb');
    server.io.of(FEED_NAMESPACE).emit('hb', { ts: 42 });
    await expect(heartbeat).resolves.toEqual({ ts: 42 });
  });

  it('serves the feed over a websocket-only socket.io connection too', async () => {
    const socket = connectSocketIo(`${server.url}${FEED_NAMESPACE}`, {
      reconnection: false,
      forceNew: true,
      transports: ['websocket'],
    });
    sockets.push(socket);
    await once(socket, 'connect');
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('sends feed snapshots compressed: a list snapshot costs a fraction of its JSON on the wire (issue 13 item 6)', async () => {
    const socket = connectSocketIo(`${server.url}${FEED_NAMESPACE}`, {
      reconnection: false,
      forceNew: true,
      transports: ['websocket'],
    });
    sockets.push(socket);
    await once(socket, 'connect');
    const ws = (socket.io.engine.transport as unknown as { ws: { extensions: string; _socket: { bytesRead: number } } }).ws;
    expect(ws.extensions).toContain('permessage-deflate');
    const before = ws._socket.bytesRead;
    const ack = (await socket.emitWithAck('subscribe', { channel: 'FT:FT' })) as SubscribeAck;
    const onTheWire = ws._socket.bytesRead - before;
    const json = Buffer.byteLength(JSON.stringify(ack));
    expect(json).toBeGreaterThan(50_000);
    expect(onTheWire).toBeLessThan(json / 4);
  });

  it('accepts a chat websocket at /ws/chat with its handshake query', async () => {
    const chat = new WebSocket(wsUrl('/ws/chat?clientType=web&siteId=1'));
    await once(chat, 'open');
    expect(chat.readyState).toBe(WebSocket.OPEN);
    chat.close();
    await once(chat, 'close');
  });

  it('refuses websocket upgrades on any other path', async () => {
    const stray = new WebSocket(wsUrl('/ws/other'));
    const error = await once<Error>(stray, 'error');
    expect(error.message).toMatch(/404/);
  });

  describe('the built client', () => {
    const get = (path: string) => fetch(`${server.url}${path}`);

    it('serves index.html at / without caching it', async () => {
      const response = await get('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    });

    it('caches hashed assets for a long time', async () => {
      const response = await get('/assets/index-3f9a1c.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('console.log("app")');
      expect((await get('/favicon.ico')).headers.get('cache-control')).toBe('public, max-age=3600');
    });

    it('never serves a source map, even one a build left in the folder (issue 13 item 7)', async () => {
      const response = await get('/assets/index-3f9a1c.js.map');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    });

    it('answers client routes with index.html (history fallback)', async () => {
      for (const path of ['/mine/userinfo', '/activity/racePage/12', '/app/help/zxkf?from=nav', '/game/sport/crty']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
        expect(await response.text(), path).toBe(INDEX_HTML);
      }
    });

    it('does not answer API, socket or missing asset paths with index.html', async () => {
      const api = await fetch(`${server.url}/site/api/v1/configuration/preInfo`, { headers: { [Header.timestamp]: '1' } });
      expect(await api.json()).toMatchObject({ status_code: Code.NotFound });
      for (const path of ['/socket.io', '/ws/chat', '/dev/api/anything']) {
        expect(await (await get(path)).json(), path).toMatchObject({ status_code: Code.NotFound });
      }
      const missingAsset = await get('/assets/index-000000.js');
      expect(missingAsset.status).toBe(404);
      const post = await fetch(`${server.url}/mine/userinfo`, { method: 'POST' });
      expect(await post.json()).toMatchObject({ status_code: Code.NotFound });
    });
  });
});
