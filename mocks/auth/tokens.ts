import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_ISSUER = 'sportsbook-reference-backend';
export const TOKEN_AUDIENCE = 'sportsbook-web';
export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Anything longer is not one of our tokens; refuse it before parsing. */
const MAX_TOKEN_LENGTH = 4096;
const SECRET_NAME = 'token_secret';
const MIN_SECRET_LENGTH = 32;

export interface TokenClaims {
  memberId: number;
  jti: string;
}

export interface SessionContext {
  deviceId: string;
  ip: string;
}

/** Login sessions that ended: one (logout), or every one of the member's (`sessionId` null: a password change or reset). */
export interface SessionEnd {
  memberId: number;
  sessionId: string | null;
}

/**
 * What the sockets (chat, feed) need of login sessions: which one a token opened, whether it is still open, and word
 * when sessions end, so that a logout or a password change ends the member's sockets too (issue 13 item 5).
 */
export interface MemberSessions {
  /** The member and session of a live token; null for a missing, forged, expired or revoked one. */
  sessionOf(token: string): Promise<{ memberId: number; sessionId: string } | null>;
  isActive(memberId: number, sessionId: string): boolean;
  /** `listener` hears every end of sessions from now on; returns the way to stop listening. */
  onEnded(listener: (end: SessionEnd) => void): () => void;
}

interface SessionRow {
  member_id: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * Member tokens: HS256 JWTs (only HS256 is accepted, so `alg: none` and key-confusion tricks fail) with
 * issuer, audience and expiry, and a `jti` recorded in `sessions` so that logout revokes server-side.
 */
export class TokenService implements MemberSessions {
  private readonly insertSession: Statement<[string, number, string, string, number, number]>;
  private readonly selectSession: Statement<[string], SessionRow>;
  private readonly revokeSession: Statement<[number, string]>;
  private readonly revokeMemberSessions: Statement<[number, number]>;
  private readonly endListeners = new Set<(end: SessionEnd) => void>();

  constructor(
    db: Database,
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insertSession = db.prepare(
      'INSERT INTO sessions (jti, member_id, device_id, ip, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectSession = db.prepare('SELECT member_id, expires_at, revoked_at FROM sessions WHERE jti = ?');
    this.revokeSession = db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL');
    this.revokeMemberSessions = db.prepare(
      'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
    );
  }

  /**
   * Signs a token and records its session. `admit` is asked after signing, in the same synchronous step as
   * recording, whether the session may still open (a login whose password changed while it was being checked
   * may not); null when it may not, and nothing is recorded.
   */
  async issue(memberId: number, context: SessionContext, admit: () => boolean = () => true): Promise<string | null> {
    const jti = randomUUID();
    const issuedAt = Math.floor(this.clock() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(memberId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    if (!admit()) return null;
    this.insertSession.run(jti, memberId, context.deviceId.slice(0, 200), context.ip, issuedAt * 1000, expiresAt * 1000);
    return token;
  }

  /** The claims of a well-signed, unexpired token; null for anything else. Never throws. */
  async verify(token: string): Promise<TokenClaims | null> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
        currentDate: new Date(this.clock()),
      });
      const memberId = Number(payload.sub);
      if (!Number.isSafeInteger(memberId) || memberId <= 0 || typeof payload.jti !== 'string') return null;
      return { memberId, jti: payload.jti };
    } catch {
      return null;
    }
  }

  /** Whether the token's session is still open: recorded for that member, not revoked, not expired. */
  isSessionActive(claims: TokenClaims): boolean {
    const session = this.selectSession.get(claims.jti);
    return (
      session !== undefined &&
      session.member_id === claims.memberId &&
      session.revoked_at === null &&
      session.expires_at > this.clock()
    );
  }

  async sessionOf(token: string): Promise<{ memberId: number; sessionId: string } | null> {
    const claims = await this.verify(token);
    return claims && this.isSessionActive(claims) ? { memberId: claims.memberId, sessionId: claims.jti } : null;
  }

  isActive(memberId: number, sessionId: string): boolean {
    return this.isSessionActive({ memberId, jti: sessionId });
  }

  onEnded(listener: (end: SessionEnd) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Ends the session of a token (logout), and with it its sockets. Returns false when the token was not a live one. */
  async revoke(token: string): Promise<boolean> {
    const claims = await this.verify(token);
    if (!claims) return false;
    const ended = this.revokeSession.run(this.clock(), claims.jti).changes > 0;
    if (ended) this.announce({ memberId: claims.memberId, sessionId: claims.jti });
    return ended;
  }

  /** Ends every session of a member (a password change or reset), and their sockets; returns how many were open. */
  revokeAllOf(memberId: number): number {
    const ended = this.revokeMemberSessions.run(this.clock(), memberId).changes;
    // Said even when none was open: a socket may have outlived its session's expiry.
    this.announce({ memberId, sessionId: null });
    return ended;
  }

  // The one place where sessions end: every way of ending one (logout, password change, password reset) comes here.
  private announce(end: SessionEnd): void {
    for (const listener of this.endListeners) listener(end);
  }
}

/**
 * The signing key: TOKEN_SECRET when set (at least 32 characters), else a random secret generated once and
 * kept in the database, so that tokens survive a restart of a file database.
 */
export function loadTokenKey(db: Database, configured: string | undefined): Uint8Array {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(configured);
  }
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
    Date.now(),
  );
  const row = db.prepare<[string], { value: string }>('SELECT value FROM server_secrets WHERE name = ?').get(SECRET_NAME);
  if (!row) throw new Error('token secret missing');
  return Buffer.from(row.value, 'base64url');
}
