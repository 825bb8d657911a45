import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A launched game's session lasts this long (the game page refuses it after). */
export const GAME_SESSION_TTL_MS = 2 * 3_600_000;

const LAUNCH_LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type LaunchLanguage = (typeof LAUNCH_LANGUAGES)[number];

const sessionSchema = z.object({
  player: z.string().min(1).max(40),
  gameCode: z.string().min(1).max(40),
  language: z.enum(LAUNCH_LANGUAGES),
  expiresAt: z.number().int(),
});
export type GameSession = z.infer<typeof sessionSchema>;

export type SessionCheck = { ok: true; session: GameSession } | { ok: false; reason: 'invalid' | 'expired' };

/** The longest token the page reads: a session is about 150 characters. */
const MAX_TOKEN_LENGTH = 600;

/**
 * A venue's game sessions: an opaque token `<payload>.<signature>`, the payload base64url JSON (player, game,
 * language, expiry) and the signature its HMAC-SHA256 under the venue's own secret, bound to the venue's code so a
 * token of one venue never opens another's page.
 */
export class GameSessions {
  constructor(
    private readonly enName: string,
    private readonly secret: Buffer,
  ) {}

  issue(session: GameSession): string {
    const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  verify(token: string, now: number): SessionCheck {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.sign(payload), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const parsed = sessionSchema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'invalid' };
    if (parsed.data.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, session: parsed.data };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`${this.enName}.${payload}`).digest('base64url');
  }
}
