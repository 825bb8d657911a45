import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@src/contract';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { venueDevApi } from '../../http/routes/venueDev';
import { GAME_SESSION_TTL_MS } from '../session/gameSessions';
import type { SimulatedVenueProvider } from '../simulatedProvider';

describe('venue provider pages and art', () => {
  let backend: TestBackend;
  let agzr: SimulatedVenueProvider;
  beforeAll(async () => {
    backend = await createTestBackend({ devApi: true });
    agzr = backend.services.venueProviders.get('AGZR') ?? expect.fail('AGZR missing');
  });
  afterAll(() => backend.close());
  const get = (url: string, headers: Record<string, string> = {}) => backend.app.inject({ method: 'GET', url, headers });

  describe('art', () => {
    it('draws each venue logo as a cacheable SVG with an ETag, answering 304 to the same ETag', async () => {
      const first = await get('/venues/AGZR/logo.svg');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(first.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(first.body).toContain('AG真人');
      expect(first.body.length).toBeLessThan(4_000);
      const etag = String(first.headers.etag);
      const again = await get('/venues/AGZR/logo.svg', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('draws every game of every venue a distinct thumbnail with its name', async () => {
      const bodies = new Set<string>();
      for (const provider of backend.services.venueProviders.list()) {
        for (const game of provider.games()) {
          const answer = await get(`/venues/${provider.enName}/games/${game.gameCode}.svg`);
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(answer.body).toContain(`>${game.name}</text>`);
          expect(answer.body.length).toBeLessThan(6_000);
          bodies.add(answer.body);
        }
      }
      const gameCount = backend.services.venueProviders.list().reduce((sum, provider) => sum + provider.games().length, 0);
      expect(bodies.size).toBe(gameCount);
      const logos = await Promise.all(backend.services.venueProviders.list().map(({ enName }) => get(`/venues/${enName}/logo.svg`)));
      expect(new Set(logos.map((logo) => logo.body)).size).toBe(logos.length);
    });

    it.each([
      '/venues/NOPE/logo.svg',
      '/venues/AGZR/games/nope.svg',
      '/venues/AGZR/games/agzr_bjl.png',
      '/venues/CRTY/games/agzr_bjl.svg',
      '/venues/AGZR/other',
    ])('answers 404 for %s (never the client page)', async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe('页面不存在');
    });
  });

  describe('the game page', () => {
    const pageUrl = async (language: 'zh-CN' | 'zh-TW', player = '9001', gameCode = 'agzr_bjl') =>
      agzr.launchUrl(player, gameCode, language);

    it('shows the venue, the game and the player balance at the venue, read live', async () => {
      await agzr.deposit('9001', 'page-in-1', '123.45');
      const url = await pageUrl('zh-CN');
      expect(url).toMatch(/^\/venues\/AGZR\/play\?session=/);
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(page.body).toContain('AG真人');
      expect(page.body).toContain('<h1>百家乐</h1>');
      expect(page.body).toContain('¥123.45');
      expect(page.body).toContain('id="venue-back">返回</button>');
      expect(page.body).toContain('<script src="/venues/play.js" defer></script>');
      await agzr.withdraw('9001', 'page-out-1', '23.45');
      expect((await get(url)).body).toContain('¥100.00');
    });

    it('speaks zh-TW when the game was launched in zh-TW', async () => {
      const page = await get(await pageUrl('zh-TW', '9002', 'agzr_lh'));
      expect(page.body).toContain('<html lang="zh-TW">');
      expect(page.body).toContain('<h1>龍虎</h1>');
      expect(page.body).toContain('場館餘額');
      expect(page.body).toContain('AG真人');
    });

    it('may be framed by the site itself only, and runs no inline script', async () => {
      const page = await get(await pageUrl('zh-CN'));
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(page.body).toContain(`<style nonce="${nonce}">`);
    });

    it('serves the page script that posts venue:close to the frame that holds it', async () => {
      const script = await get('/venues/play.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain("window.parent.postMessage({ type: 'venue:close' }, '*')");
    });

    it('answers a forged, foreign or missing session with a plain Chinese error page', async () => {
      const url = await pageUrl('zh-CN');
      const token = decodeURIComponent(url.split('session=')[1] ?? '');
      const [payload, signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), player: '1' }),
      ).toString('base64url');
      for (const bad of [
        `/venues/AGZR/play?session=${forgedPayload}.${signature}`,
        url.replace('/AGZR/', '/PGDZ/'),
        '/venues/AGZR/play',
        '/venues/AGZR/play?session=nonsense',
      ]) {
        const page = await get(bad);
        expect([bad, page.statusCode]).toEqual([bad, 403]);
        expect(page.body).toContain('游戏会话无效，请从游戏大厅重新进入');
        expect(page.body).toContain('返回');
        expect(page.body).not.toContain('场馆余额');
      }
      const unknown = await get(url.replace('/AGZR/', '/NOPE/'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('场馆不存在');
    });

    it('answers an expired session with 游戏会话已过期', async () => {
      const url = await pageUrl('zh-CN');
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + GAME_SESSION_TTL_MS + 1);
        const page = await get(url);
        expect(page.statusCode).toBe(403);
        expect(page.body).toContain('游戏会话已过期，请重新进入游戏');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('dev API', () => {
    it('sets and clears faults and maintenance per venue', async () => {
      const faults = await backend.call(venueDevApi.venueFaults.path, {
        enName: 'AGZR',
        faults: { fail: 0.1, timeout: 0.05, slowMs: 200 },
      });
      expect(faults.body).toMatchObject({
        status_code: Code.Success,
        data: { enName: 'AGZR', fail: 0.1, timeout: 0.05, slowMs: 200, maintenanceUntil: null },
      });
      const cleared = await backend.call(venueDevApi.venueFaults.path, { enName: 'AGZR', faults: null });
      expect(cleared.body.data).toMatchObject({ fail: 0, timeout: 0, slowMs: 0 });

      const before = Date.now();
      const closed = await backend.call(venueDevApi.venueMaintenance.path, { enName: 'PGDZ', minutes: 60 });
      const until = venueDevApi.venueMaintenance.response.parse(closed.body.data).maintenanceUntil ?? 0;
      expect(until).toBeGreaterThanOrEqual(before + 3_600_000);
      expect(backend.services.venues.get('PGDZ')?.info().maintenanceUntil).toBe(until);
      const reopened = await backend.call(venueDevApi.venueMaintenance.path, { enName: 'PGDZ', minutes: null });
      expect(reopened.body.data).toMatchObject({ maintenanceUntil: null });
      expect(backend.services.venues.get('PGDZ')?.info().maintenanceUntil).toBeNull();
    });

    it('refuses unknown venues and out-of-range settings', async () => {
      expect((await backend.call(venueDevApi.venueFaults.path, { enName: 'NOPE', faults: null })).body).toMatchObject({
        status_code: Code.NotFound,
        message: '场馆不存在',
      });
      const badRate = await backend.call(venueDevApi.venueFaults.path, { enName: 'AGZR', faults: { fail: 2 } });
      expect(badRate.body.status_code).not.toBe(Code.Success);
    });

    it("reads a member's balance at the provider", async () => {
      const member = backend.services.members.findByName('demo01') ?? expect.fail('demo01 missing');
      await agzr.deposit(String(member.id), 'dev-balance-1', '8.80');
      const answer = await backend.call(venueDevApi.venueProviderBalance.path, { enName: 'AGZR', username: 'demo01' });
      expect(answer.body.data).toEqual({ enName: 'AGZR', balance: '8.80' });
    });
  });
});

describe('venue dev API switched off', () => {
  it('is not there without DEV_API', async () => {
    const backend = await createTestBackend();
    try {
      const answer = await backend.call(venueDevApi.venueFaults.path, { enName: 'AGZR', faults: null });
      expect(answer.body.status_code).toBe(Code.NotFound);
      expect((await backend.app.inject({ method: 'GET', url: '/venues/AGZR/logo.svg' })).statusCode).toBe(200);
    } finally {
      await backend.close();
    }
  });
});
