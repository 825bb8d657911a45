import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, Header } from '@src/contract';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { CSP_REPORT_PATH } from './securityHeaders';

const INDEX_HTML =
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<script type="module" crossorigin src="/assets/index-1a2b3c.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
  '</head><body><div id="root"></div></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe('security headers on the HTML and the API (issue 13 item 4)', () => {
  let backend: TestBackend;
  let behindProxy: TestBackend;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sportsbook-csp-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(clientDir, 'assets', 'index-1a2b3c.js'), 'console.log("app")');
    backend = await createTestBackend({
      serveClient: true,
      clientDir,
      cspFrameSources: ['https://games.example.com', 'https://*.provider.example'],
    });
    behindProxy = await createTestBackend({ trustProxy: true });
  });
  afterAll(async () => {
    await backend.close();
    await behindProxy.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => backend.app.inject({ method: 'GET', url, headers });

  it('gives the HTML a strict policy: scripts from the site only, styles from the site or with this response’s nonce', async () => {
    const response = await page('/mine/userinfo');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    const styleSrc = csp.get('style-src') ?? [];
    expect(styleSrc[0]).toBe("'self'");
    expect(styleSrc[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(styleSrc).toHaveLength(2);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    for (const values of csp.values()) expect(values.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('writes the same nonce into the page, a new one for every answer', async () => {
    const [first, second] = await Promise.all([page('/'), page('/')]);
    const nonceOf = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];
    const firstNonce = nonceOf(first.headers['content-security-policy']);
    expect(firstNonce).toBeDefined();
    expect(first.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${firstNonce}">`);
    expect(first.body).toContain(`src="/assets/index-1a2b3c.js" nonce="${firstNonce}"`);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(firstNonce);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await page('/index.html')).body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('lets the site frame itself and the configured game providers, and be framed by itself only', async () => {
    const response = await page('/');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://games.example.com', 'https://*.provider.example']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('puts nosniff, the referrer policy and the frame rules on API answers, errors and assets too', async () => {
    const api = await backend.call('/site/api/v1/configuration/preInfo');
    const unknown = await backend.call('/site/api/v1/no/such/call');
    const asset = await page('/assets/index-1a2b3c.js');
    for (const response of [api.response, unknown.response, asset]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('puts them on answers to malformed URLs too, given before any hook runs', async () => {
    const response = await page('/%E0%A4%A');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('sends HSTS only over TLS: never on plain HTTP, and behind TRUST_PROXY when the proxy says https', async () => {
    expect((await page('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await page('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    const call = (proto: string) =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/site/api/v1/configuration/preInfo',
        headers: { [Header.timestamp]: '1', 'content-type': 'application/json', 'x-forwarded-proto': proto },
        payload: '{}',
      });
    expect((await call('https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await call('http')).headers['strict-transport-security']).toBeUndefined();
  });

  it('takes violation reports at the policy’s report-uri', async () => {
    const report = {
      'csp-report': { 'document-uri': 'http://127.0.0.1/', 'violated-directive': 'style-src-elem', 'blocked-uri': 'inline' },
    };
    const response = await backend.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(response.statusCode).toBe(204);
  });
});
