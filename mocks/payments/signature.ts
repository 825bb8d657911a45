import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's signature: HMAC-SHA256 (hex) over the report's fields as `key=value` pairs sorted by key and
 * joined with `&` (the usual scheme of Chinese payment gateways), the `sign` field itself left out. Both sides
 * build the same string from the parsed fields, so JSON spacing or key order never matters.
 */
export function signingString(fields: Readonly<Record<string, string | number>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

export function sign(secret: string, fields: Readonly<Record<string, string | number>>): string {
  return createHmac('sha256', secret).update(signingString(fields)).digest('hex');
}

/** Whether `signature` is the fields' HMAC, compared in constant time (a malformed one is simply wrong). */
export function verifySignature(
  secret: string,
  fields: Readonly<Record<string, string | number>>,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(secret, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
