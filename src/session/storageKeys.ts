/**
 * Every browser-storage key of the app (spec 3), in one place. Later issues use most of them; list a new
 * key here rather than writing a literal elsewhere.
 */
export const StorageKey = {
  /** The login token; its presence means "logged in" (spec 4). */
  token: 'token',
  userId: 'userId',
  /** Invite code (icode) and referral code (rcode) read from the page address (spec 3). */
  inviteCode: 'icode',
  referralCode: 'rcode',
  /** The page address the referral codes were read from. */
  originalUrl: 'originUrl',
  /** The chat JWT (member/jwt). */
  jwtToken: 'jwtToken',
  /** The device id sent as the `uuid` header (spec 7.6). */
  deviceId: 'uuid',
  /** "1" hides venues with a zero balance. */
  hideZeroBalance: 'hideZeroBalance',
  /** Remember-password is on when a timestamp is stored (spec 4). */
  rememberPwdTime: 'rememberPwdTime',
  /** DESIGN.md 9.2: the remembered username only, never a password. */
  rememberedUsername: 'rememberedUsername',
  /** classic (light) or professional (dark). */
  edition: 'edition',
  language: 'language',
  /** DESIGN.md 9.1: honoured as "off" whatever is stored. */
  safeSwitch: 'safeSwitch',
  /** "1" shows the register prompt 500 ms after load (spec 4). */
  registerFlag: 'register',
  /** A one-time value, removed when read. */
  onceValue: 'once',
} as const;

export type StorageKeyName = keyof typeof StorageKey;

/** Prefix of the decrypted-data cache entries `{d, v}` (spec 3, 9). */
export const DECRYPTED_DATA_PREFIX = 'DD_';

/** Keys that belong to one member's session and go on logout or login expiry (spec 4). */
export const SESSION_KEYS: readonly StorageKeyName[] = ['token', 'userId', 'jwtToken'];
