import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from './config';

describe('server configuration', () => {
  it('defaults to port 8080 on the loopback interface only, ./.data, captchas on, dev API off, 10000.00 demo balance', () => {
    const config = resolveServerConfig({}, {});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './.data',
      captchaMode: 'on',
      devApi: false,
      logLevel: 'info',
      demoBalanceFen: 1_000_000n,
      tokenTtlSeconds: 7 * 24 * 3600,
    });
  });

  it('checks pending venue transfers every 5 s unless VENUE_RECONCILE_MS says otherwise, and refuses a malformed one', () => {
    expect(resolveServerConfig({}, {}).venueReconcileMs).toBe(5000);
    expect(resolveServerConfig({}, { VENUE_RECONCILE_MS: '0' }).venueReconcileMs).toBe(0);
    expect(resolveServerConfig({}, { VENUE_RECONCILE_MS: '250' }).venueReconcileMs).toBe(250);
    for (const value of ['-1', '1.5', 'often']) {
      expect(() => resolveServerConfig({}, { VENUE_RECONCILE_MS: value }), value).toThrow(/VENUE_RECONCILE_MS/);
    }
    expect(() => resolveServerConfig({}, { DEPOSIT_RECONCILE_MS: 'x' })).toThrow(/DEPOSIT_RECONCILE_MS/);
  });

  it('listens on every interface only when HOST asks for it', () => {
    expect(resolveServerConfig({}, { HOST: '' }).host).toBe('127.0.0.1');
    expect(resolveServerConfig({}, { HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(resolveServerConfig({ host: '::1' }, { HOST: '0.0.0.0' }).host).toBe('::1');
  });

  it('reads the origins the site may frame (CSP_FRAME_SRC) and refuses anything that is not an origin', () => {
    expect(resolveServerConfig({}, {}).cspFrameSources).toEqual([]);
    expect(
      resolveServerConfig({}, { CSP_FRAME_SRC: 'https://games.example.com, https://*.provider.example:8443' })
        .cspFrameSources,
    ).toEqual(['https://games.example.com', 'https://*.provider.example:8443']);
    for (const value of ["'unsafe-inline'", 'https://a.example; script-src *', '*', 'javascript:x', 'data:']) {
      expect(() => resolveServerConfig({}, { CSP_FRAME_SRC: value }), value).toThrow(/CSP_FRAME_SRC/);
    }
  });

  it('turns captchas off only when CAPTCHA_MODE=off is asked for, and refuses anything unexpected', () => {
    expect(resolveServerConfig({}, { CAPTCHA_MODE: 'off' }).captchaMode).toBe('off');
    expect(resolveServerConfig({}, { CAPTCHA_MODE: '' }).captchaMode).toBe('on');
    for (const value of ['OFF', '0', 'false', 'no']) {
      expect(() => resolveServerConfig({}, { CAPTCHA_MODE: value })).toThrow(/CAPTCHA_MODE/);
    }
  });

  it('trusts X-Forwarded-For only behind TRUST_PROXY: a number of proxies or their addresses, never everything', () => {
    expect(resolveServerConfig({}, {}).trustProxy).toBe(false);
    expect(resolveServerConfig({}, { TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(resolveServerConfig({}, { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(resolveServerConfig({}, { TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(resolveServerConfig({ trustProxy: true }, {}).trustProxy).toBe(1);
    for (const value of ['true', 'yes', '-1', '11', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => resolveServerConfig({}, { TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses logins from an address after 20 failures unless LOGIN_FAILURES_PER_ADDRESS says otherwise', () => {
    expect(resolveServerConfig({}, {}).loginFailuresPerAddress).toBe(20);
    expect(resolveServerConfig({}, { LOGIN_FAILURES_PER_ADDRESS: '50' }).loginFailuresPerAddress).toBe(50);
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(() => resolveServerConfig({}, { LOGIN_FAILURES_PER_ADDRESS: value })).toThrow(
        /LOGIN_FAILURES_PER_ADDRESS/,
      );
    }
  });

  it('reads the environment and lets options win over it', () => {
    const env = {
      PORT: '9090',
      DATA_DIR: '/tmp/x',
      DEMO_BALANCE: '50.5',
      DEV_API: '1',
      TOKEN_TTL: '60',
      LOG_LEVEL: 'warn',
    };
    expect(resolveServerConfig({}, env)).toMatchObject({
      port: 9090,
      dataDir: '/tmp/x',
      demoBalanceFen: 5050n,
      devApi: true,
      tokenTtlSeconds: 60,
      logLevel: 'warn',
    });
    expect(resolveServerConfig({ port: 0, devApi: false }, env)).toMatchObject({ port: 0, devApi: false });
  });

  it('refuses malformed settings with a readable error', () => {
    expect(() => resolveServerConfig({}, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => resolveServerConfig({}, { DEMO_BALANCE: '-1.00' })).toThrow(/DEMO_BALANCE/);
    expect(() => resolveServerConfig({}, { DEMO_BALANCE: '1.005' })).toThrow(/DEMO_BALANCE/);
    expect(() => resolveServerConfig({}, { TOKEN_TTL: '0' })).toThrow(/TOKEN_TTL/);
    expect(() => resolveServerConfig({}, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('answers feedback automatically after 30 s unless FEEDBACK_REPLY_MS says otherwise (0 turns it off)', () => {
    expect(resolveServerConfig({}, {}).feedbackReplyMs).toBe(30_000);
    expect(resolveServerConfig({}, { FEEDBACK_REPLY_MS: '0' }).feedbackReplyMs).toBe(0);
    expect(resolveServerConfig({}, { FEEDBACK_REPLY_MS: '1500' }).feedbackReplyMs).toBe(1500);
    expect(resolveServerConfig({ feedbackReplyMs: 5 }, { FEEDBACK_REPLY_MS: '1500' }).feedbackReplyMs).toBe(
      5,
    );
    for (const value of ['soon', '-1', '1.5']) {
      expect(() => resolveServerConfig({}, { FEEDBACK_REPLY_MS: value })).toThrow(/FEEDBACK_REPLY_MS/);
    }
  });

  it('holds in-play bets for the bet service default unless BET_HOLD_MS says otherwise', () => {
    expect(resolveServerConfig({}, {}).betHoldMs).toBeUndefined();
    expect(resolveServerConfig({}, { BET_HOLD_MS: '1000' }).betHoldMs).toBe(1000);
    expect(() => resolveServerConfig({}, { BET_HOLD_MS: 'soon' })).toThrow(/BET_HOLD_MS/);
    expect(() => resolveServerConfig({}, { BET_HOLD_MS: '-5' })).toThrow(/BET_HOLD_MS/);
  });

  it('serves the client when its index.html exists, unless SERVE_CLIENT=0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sportsbook-client-'));
    try {
      expect(resolveServerConfig({ clientDir: dir }, {}).clientDir).toBeNull();
      writeFileSync(join(dir, 'index.html'), '<!doctype html>');
      expect(resolveServerConfig({ clientDir: dir }, {}).clientDir).toBe(dir);
      expect(resolveServerConfig({ clientDir: dir }, { SERVE_CLIENT: '0' }).clientDir).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
