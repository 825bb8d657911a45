import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const INDEX_HTML = `<!doctype html><html lang="zh-CN"><body><div id="root">${'极光体育 '.repeat(40)}</div></body></html>`;
const ENTRY_JS = `console.log(${JSON.stringify('app '.repeat(200))});`;
const ENTRY_PATH = '/assets/index-3f9a1c.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built client as `vite build` leaves it: each text file with its brotli and gzip copies beside it. */
function writeBuiltClient(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  const withCopies = (file: string, content: string) => {
    writeFileSync(join(dir, file), content);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  };
  withCopies('index.html', INDEX_HTML);
  withCopies(`assets/index-3f9a1c.js`, ENTRY_JS);
  // Too small to be worth compressing: the build leaves it alone.
  writeFileSync(join(dir, 'assets', 'tiny-9b1e02.js'), 'export{}');
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('the built client, compressed and cached', () => {
  let backend: TestBackend;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sportsbook-dist-'));
    writeBuiltClient(clientDir);
    backend = await createTestBackend({ serveClient: true, clientDir });
  });

  afterAll(async () => {
    await backend.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = async (url: string, acceptEncoding?: string) => {
    const response = await backend.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    const encoding = response.headers['content-encoding'];
    return {
      status: response.statusCode,
      headers: response.headers,
      encoding,
      text: decoded(response.rawPayload, typeof encoding === 'string' ? encoding : undefined),
    };
  };

  it('sends a browser that accepts brotli the brotli copy of a script, cached for a year', async () => {
    const answer = await get(ENTRY_PATH, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.text).toBe(ENTRY_JS);
  });

  it('sends gzip to a browser that takes gzip only, or refuses brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, deflate;q=0.5']) {
      const answer = await get(ENTRY_PATH, acceptEncoding);
      expect(answer.encoding, acceptEncoding).toBe('gzip');
      expect(answer.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      expect(answer.text, acceptEncoding).toBe(ENTRY_JS);
    }
  });

  it('sends the file as it is to a client that accepts no compression, still saying the answer varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get(ENTRY_PATH, acceptEncoding);
      expect(answer.encoding, acceptEncoding).toBeUndefined();
      expect(answer.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE);
      expect(answer.text, acceptEncoding).toBe(ENTRY_JS);
    }
  });

  it('sends a hashed file the build did not compress as it is, cached for a year', async () => {
    const answer = await get('/assets/tiny-9b1e02.js', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.text).toBe('export{}');
  });

  it('sends index.html compressed at / and on every client route, never cached without asking again', async () => {
    for (const path of ['/', '/game/sport', '/mine/userinfo?tab=1']) {
      const answer = await get(path, 'gzip, deflate, br');
      expect(answer.status, path).toBe(200);
      expect(answer.encoding, path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.text, path).toBe(INDEX_HTML);
    }
    const gzipped = await get('/game/sport', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('no-cache');
    expect(gzipped.text).toBe(INDEX_HTML);
  });

  it('keeps unhashed files outside /assets/ to an hour', async () => {
    const answer = await get('/favicon.ico', 'br, gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.text).toBe('icon');
  });

  it('answers a missing hashed file with a real 404, whatever the browser accepts', async () => {
    const answer = await get('/assets/index-000000.js', 'br, gzip');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe("a landing page's code, preloaded with index.html", () => {
  let backend: TestBackend;
  let clientDir: string;
  const HEAD_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-1.js" nonce="CSP-NONCE-PLACEHOLDER"></script></head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sportsbook-dist-'));
    writeFileSync(join(clientDir, 'index.html'), HEAD_HTML);
    writeFileSync(
      join(clientDir, 'landing-preloads.json'),
      JSON.stringify([
        { pattern: '^/(home/?)?$', files: ['assets/home-2.js'] },
        { pattern: '^(/game/sport|/game/chess)/?$', files: ['assets/shared-3.js', 'assets/category-4.js'] },
      ]),
    );
    backend = await createTestBackend({ serveClient: true, clientDir });
  });

  afterAll(async () => {
    await backend.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await backend.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    // The answer's nonce, as the server put it on the entry's script tag.
    const nonce = /<script[^>]*nonce="([^"]+)"/.exec(response.body)?.[1];
    const preloads = [...response.body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    return { status: response.statusCode, body: response.body, nonce, preloads };
  };

  it("the home page preloads its chunk, at low priority and with the answer's nonce", async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(home.preloads).toEqual([
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-2.js" nonce="${home.nonce}">`,
    ]);
    expect(home.body).not.toContain('CSP-NONCE-PLACEHOLDER');
    expect(home.body.indexOf('home-2.js')).toBeLessThan(home.body.indexOf('</head>'));
  });

  it('a game category page preloads its own chunks, whatever the query', async () => {
    const sport = await page('/game/sport?from=nav');
    expect(sport.preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual([
      '/assets/shared-3.js',
      '/assets/category-4.js',
    ]);
  });

  it('any other page preloads nothing more than the entry', async () => {
    for (const url of ['/mine/betRecord', '/game/sport/crty', '/homepage'])
      expect((await page(url)).preloads).toEqual([]);
  });
});
