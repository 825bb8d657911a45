import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GameSessions } from './gameSessions';

const NOW = Date.UTC(2026, 10, 27, 8);

describe('game session tokens', () => {
  const sessions = new GameSessions('AGZR', randomBytes(32));
  const session = { player: '12', gameCode: 'agzr_bjl', language: 'zh-TW' as const, expiresAt: NOW + 60_000 };

  it('opens its own token until it expires', () => {
    const token = sessions.issue(session);
    expect(sessions.verify(token, NOW)).toEqual({ ok: true, session });
    expect(sessions.verify(token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose payload was changed (another player, a later expiry)', () => {
    const [, signature] = sessions.issue(session).split('.');
    for (const forged of [{ ...session, player: '13' }, { ...session, expiresAt: NOW + 86_400_000 }]) {
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      expect(sessions.verify(`${payload}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a token of another venue or another secret, and garbage', () => {
    const token = sessions.issue(session);
    expect(new GameSessions('PGDZ', randomBytes(32)).verify(token, NOW).ok).toBe(false);
    expect(new GameSessions('AGZR', randomBytes(32)).verify(token, NOW).ok).toBe(false);
    for (const garbage of ['', 'abc', 'a.b.c', '.', `${'x'.repeat(700)}.y`]) {
      expect(sessions.verify(garbage, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
