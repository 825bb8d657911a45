import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sign, signingString, verifySignature } from './signature';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const report = { providerOrderId: 'SP01', merchantOrderNo: 'D1', amount: '100.00', state: 'paid', sequence: 1, sentAt: 5 };

describe('the provider signature (HMAC-SHA256 over sorted key=value pairs)', () => {
  it('signs the fields in key order, whatever order they come in, leaving sign out', () => {
    expect(signingString({ b: 2, a: '1', sign: 'x' })).toBe('a=1&b=2');
    const { sentAt, ...rest } = report;
    expect(sign(SECRET, report)).toBe(sign(SECRET, { sentAt, ...rest }));
  });

  it('verifies its own signature and refuses another secret, a malformed one and any changed field', () => {
    const signature = sign(SECRET, report);
    expect(verifySignature(SECRET, report, signature)).toBe(true);
    expect(verifySignature(`${SECRET}!`, report, signature)).toBe(false);
    expect(verifySignature(SECRET, report, signature.toUpperCase())).toBe(false);
    expect(verifySignature(SECRET, report, signature.slice(2))).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(report) as (keyof typeof report)[])), fc.string({ maxLength: 12 }), (key, value) => {
        fc.pre(String(report[key]) !== value);
        expect(verifySignature(SECRET, { ...report, [key]: value }, signature)).toBe(false);
      }),
    );
  });
});
