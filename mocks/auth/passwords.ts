import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password storage. The client sends the MD5 hex of what the member typed (spec 7.5); that value is a
 * password-equivalent, so it is stretched with scrypt and a random salt and never stored as received.
 * Format: `scrypt$N$r$p$<salt base64url>$<hash base64url>`.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Ceiling on the parameters read back from storage, so a tampered row cannot make a verify run for ever. */
const MAX_COST = 1 << 20;

export async function hashPassword(received: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(received, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check of a received password against a stored hash; false for a malformed stored value. */
export async function verifyPassword(received: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || N > MAX_COST || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(received, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

function derive(password: string, salt: Buffer, params: ScryptOptions, length = KEY_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...params, maxmem: 256 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}
