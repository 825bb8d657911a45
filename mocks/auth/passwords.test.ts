import { describe, expect, it } from 'vitest';
import { md5Hex } from '../db/seed';
import { hashPassword, verifyPassword } from './passwords';

describe('password storage', () => {
  const received = md5Hex('demo1234');

  it('never stores what the client sent, and salts every hash', async () => {
    const first = await hashPassword(received);
    const second = await hashPassword(received);
    expect(first).not.toContain(received);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
  });

  it('accepts the same password and refuses any other', async () => {
    const stored = await hashPassword(received);
    await expect(verifyPassword(received, stored)).resolves.toBe(true);
    await expect(verifyPassword(md5Hex('demo12345'), stored)).resolves.toBe(false);
  });

  it('treats a damaged or foreign stored hash as a mismatch instead of failing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$$', 'scrypt$99999999$8$1$c2FsdA$aGFzaA', 'bcrypt$x$y$z$a$b']) {
      await expect(verifyPassword(received, stored)).resolves.toBe(false);
    }
  });
});
