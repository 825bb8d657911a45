import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ChatToken, ChatUser } from '@src/contract';

const ISSUER = 'chat';
const MEMBER_AUDIENCE = 'chat-member';
const GUEST_AUDIENCE = 'chat-guest';
/** The claim naming the site login session a member token was issued under. */
const SESSION_CLAIM = 'sid';
/** Only this algorithm is accepted: a token that names another (or `none`) fails. */
const ALGORITHMS = ['HS256'];

/**
 * The chat service's own tokens, signed with its own secret (not the site's login token):
 * member tokens (member/jwt, short-lived) and guest tokens (so a guest keeps one identity across reconnects).
 */
export class ChatTokens {
  private readonly secret: Uint8Array;

  constructor(
    secret: Uint8Array | undefined,
    private readonly ttl: { memberMs: number; guestMs: number },
    private readonly now: () => number,
  ) {
    this.secret = secret ?? new Uint8Array(randomBytes(32));
  }

  /** `sessionId`: the site login session the token comes from; the chat refuses the token once that session ends. */
  async issueMember(member: {
    userId: string;
    username: string;
    vipLevel: number;
    sessionId?: string;
  }): Promise<ChatToken> {
    const expiresAt = this.now() + this.ttl.memberMs;
    const session = member.sessionId === undefined ? {} : { [SESSION_CLAIM]: member.sessionId };
    const token = await new SignJWT({ username: member.username, vipLevel: member.vipLevel, ...session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.userId)
      .setIssuer(ISSUER)
      .setAudience(MEMBER_AUDIENCE)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  async issueGuest(guest: { userId: string; username: string }): Promise<string> {
    return new SignJWT({ username: guest.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(guest.userId)
      .setIssuer(ISSUER)
      .setAudience(GUEST_AUDIENCE)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor((this.now() + this.ttl.guestMs) / 1000))
      .sign(this.secret);
  }

  /**
   * The member of a valid member token and the site session it came from (null when it names none); null for
   * expired, forged, guest or malformed tokens.
   */
  async verifyMember(token: string): Promise<{ user: ChatUser; sessionId: string | null } | null> {
    const payload = await this.verify(token, MEMBER_AUDIENCE);
    if (!payload) return null;
    const { sub, username, vipLevel } = payload;
    const sessionId = payload[SESSION_CLAIM];
    if (typeof sub !== 'string' || typeof username !== 'string') return null;
    if (typeof vipLevel !== 'number' || !Number.isInteger(vipLevel) || vipLevel < 0) return null;
    if (sessionId !== undefined && typeof sessionId !== 'string') return null;
    return { user: { userId: sub, username, vipLevel, guest: false }, sessionId: sessionId ?? null };
  }

  async verifyGuest(token: string): Promise<ChatUser | null> {
    const payload = await this.verify(token, GUEST_AUDIENCE);
    if (!payload) return null;
    const { sub, username } = payload;
    if (typeof sub !== 'string' || !sub.startsWith('guest-') || typeof username !== 'string') return null;
    return { userId: sub, username, vipLevel: 0, guest: true };
  }

  private async verify(token: string, audience: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience,
        currentDate: new Date(this.now()),
      });
      return payload;
    } catch {
      return null;
    }
  }
}
